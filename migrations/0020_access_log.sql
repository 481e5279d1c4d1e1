-- Who looked (docs/privacy.md): who opened a nanny's document or a parent's special considerations.
-- An ordinary append-only table, written in the request that served the information: reads are
-- not domain facts, so they stay out of the event log (which is replayed and must not grow with
-- every page view). Nothing of what was seen is kept: only who, whose, which item and when.
create table access_log (
  id bigint generated always as identity primary key,
  -- Whose information it is (the nanny or the parent); she is the only one shown the rows.
  owner_id text not null,
  viewer_id text not null,
  viewer_role text not null check (viewer_role in ('operator', 'nanny', 'parent')),
  item text not null check (item in ('document', 'special-considerations')),
  -- A document's kind (photo-id, ...); empty for special considerations.
  detail text not null default '',
  accessed_at timestamptz not null
);
-- Her list, newest first (keyset on accessed_at, id), and the "seen a moment ago" check.
create index access_log_by_owner on access_log (owner_id, accessed_at desc, id desc);
