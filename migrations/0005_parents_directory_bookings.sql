-- The parents' directory of approved nannies: one row per nanny, listed only while approved,
-- paged by (listed_at, nanny_id) through a partial index, never a scan of all nannies.
create table nanny_directory (
  nanny_id text primary key,
  full_name text not null,
  bio text not null default '',
  photo_version text,
  availability_summary text not null default '',
  listed boolean not null default false,
  listed_at timestamptz
);
create index nanny_directory_page on nanny_directory (listed_at desc, nanny_id desc) where listed;

create table parent_profiles (
  parent_id text primary key,
  full_name text not null,
  email text not null,
  multiple_children boolean not null default false,
  special_considerations text not null default '',
  profile_photo jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- What the bookings feature knows of nannies: their name and whether they can be booked.
create table bookable_nannies (
  nanny_id text primary key,
  full_name text not null,
  bookable boolean not null default false
);

create table booking_requests (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  nanny_name text not null,
  date date not null,
  time text not null,
  status text not null,
  created_at timestamptz not null
);
create index booking_requests_by_parent on booking_requests (parent_id, created_at desc);
create index booking_requests_by_nanny on booking_requests (nanny_id, date);
