-- A parent's favourite nannies (docs/product.md, Favourites). Read table of the favourites
-- projection, rebuilt from the log; ids and times only.
create table favourite_nannies (
  parent_id text not null,
  nanny_id text not null,
  added_at timestamptz not null,
  primary key (parent_id, nanny_id)
);
create index favourite_nannies_by_nanny on favourite_nannies (nanny_id);
