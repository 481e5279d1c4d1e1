-- The append-only event log: every change in the product is first a fact recorded here.
create table events (
  position bigint generated always as identity primary key,
  stream_id text not null,
  stream_type text not null,
  version integer not null check (version > 0),
  type text not null,
  schema_version smallint not null default 1 check (schema_version > 0),
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  -- The writing transaction, so followers can wait for transactions that commit late.
  transaction_id xid8 not null default pg_current_xact_id(),
  constraint events_stream_version_unique unique (stream_id, version)
);

create index events_follow_order on events (transaction_id, position);
create index events_by_type on events (type, position);
create index events_by_stream_type on events (stream_type, position);
create index events_by_recorded_at on events (recorded_at, position);

-- The log is evidence: nobody rewrites or removes it, not even by mistake.
create function events_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'the events table is append-only (% refused)', tg_op;
end;
$$;

create trigger events_no_update_or_delete
  before update or delete on events
  for each row execute function events_refuse_change();

create trigger events_no_truncate
  before truncate on events
  for each statement execute function events_refuse_change();
