-- Every transaction that appends events tells the live hubs of every app instance, once, when
-- it commits (NOTIFY is transactional and PostgreSQL folds identical notifications of one
-- transaction into one). Being a trigger, it also covers scripts and any other writer.
create function events_notify_committed() returns trigger language plpgsql as $$
begin
  perform pg_notify('rbt_events_committed', '');
  return null;
end;
$$;

create trigger events_notify_after_insert
  after insert on events
  for each statement execute function events_notify_committed();
