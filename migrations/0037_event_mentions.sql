-- A person's data export gathers every event that names her id anywhere in its data. Reading
-- every event's data for it took time in proportion to the whole log; this index finds them
-- directly. event_mentions is the set of id-shaped strings (UUIDs, which every account id is)
-- anywhere in an event's data: the same events as `jsonb_path_exists(data, '$.** ? (@ == $id)')`
-- for such an id, which the data export still checks on the rows the index returns.
create function event_mentions(data jsonb) returns text[]
  language sql immutable strict parallel safe as $$
    select coalesce(array_agg(distinct value #>> '{}'), '{}')
      from jsonb_path_query(data, 'strict $.**') as value
     where jsonb_typeof(value) = 'string'
       and (value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  $$;

create index events_by_mention on events using gin (event_mentions(data));
