-- Search the directory by where, when and what the child needs.
--
-- Where: a nanny's home ZIP centroid and travel radius; a parent's home ZIP centroid. Only
-- centroids of ZIP codes, never addresses, and no response or socket message carries the
-- coordinates: they exist to compute a distance on the server.
--
-- The index is a plain btree on (latitude, longitude) over listed nannies: a bounding box of the
-- largest travel radius (50 miles) around the parent narrows to a few hundred rows, then the
-- exact haversine decides. It runs the same on PostgreSQL and the embedded engine, with no
-- extension to install (earthdistance would need cube, and an embedded data directory created
-- with extensions cannot be reopened without them).
alter table nanny_directory
  add column zip text,
  add column city text,
  add column state text,
  add column latitude double precision,
  add column longitude double precision,
  add column radius_miles integer not null default 15,
  add column needs text[] not null default '{}',
  add column languages text[] not null default '{}',
  add column cpr_valid_until date;
create index nanny_directory_area on nanny_directory (latitude, longitude) where listed;

alter table parent_profiles
  add column zip text,
  add column city text,
  add column state text,
  add column latitude double precision,
  add column longitude double precision;

-- A nanny's CPR / First Aid document and its review, as the operator console shows it.
alter table nanny_profiles
  add column cpr_first_aid jsonb,
  add column cpr_first_aid_status text
    check (cpr_first_aid_status in ('pending', 'verified', 'rejected')),
  add column cpr_first_aid_valid_until date,
  add column cpr_first_aid_rejection_reason text;

-- Saved searches and the matches they found (alerts), written by the search feature's projection.
create table saved_searches (
  search_id text primary key,
  parent_id text not null,
  label text not null,
  search jsonb not null,
  saved_at timestamptz not null
);
create index saved_searches_by_parent on saved_searches (parent_id, saved_at desc);

create table saved_search_matches (
  search_id text not null,
  nanny_id text not null,
  parent_id text not null,
  matched_at timestamptz not null,
  mailed_at timestamptz,
  primary key (search_id, nanny_id)
);
create index saved_search_matches_unmailed on saved_search_matches (parent_id) where mailed_at is null;

create table search_alert_mail (
  parent_id text primary key,
  last_mailed_at timestamptz not null
);
