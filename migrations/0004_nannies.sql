-- Read model of nannies, written only by the nannies projection (rebuilt from the log).
create table nanny_profiles (
  nanny_id text primary key,
  full_name text not null,
  email text not null,
  bio text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text,
  agreed_to_payment boolean not null default false,
  agreed_at timestamptz,
  -- Uploaded files' metadata ({contentType, size, sha256, fileName, uploadedAt}); bytes live in storage.
  profile_photo jsonb,
  rbt_certification jsonb,
  photo_id jsonb,
  background_check jsonb,
  background_check_status text check (background_check_status in ('pending', 'verified', 'rejected')),
  background_check_rejection_reason text,
  weekly_availability jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index nanny_profiles_by_status on nanny_profiles (status, created_at);

create table nanny_single_days (
  entry_id text primary key,
  nanny_id text not null,
  date date not null,
  start_time text not null,
  end_time text not null
);
create index nanny_single_days_by_nanny on nanny_single_days (nanny_id, date, start_time);
