-- Reminders before an expiry, the age of a background check, and the history of every check
-- (docs/product.md, Credentials). Written only by projections, so a replay of the log gives these
-- columns and rows exactly.

-- The nearest RBT reminder sent (60, 30 or 7 days before) and for which expiry: the reminders job
-- reads it to skip nannies already told (her stream decides; this only spares the reads).
-- held_since: since when her certification has not been active (a check finding it inactive or not
-- found, or its lapse); null while it is. Her accepted bookings wait for an operator from then.
alter table nanny_credentials
  add column held_since timestamptz,
  add column reminded_for date,
  add column reminded_days integer;

-- When her background check in force was verified (the instant: its day is read on the platform
-- zone's calendar, src/shared/credentials.ts), and the reminder sent for it.
alter table nanny_profiles
  add column background_check_verified_at timestamptz,
  add column background_reminded_for date,
  add column background_reminded_days integer;

-- What families read of her background check ("verified {month year}" or "expired") and filter by.
alter table nanny_directory add column background_verified_at timestamptz;

-- Every check, lapse and catch-up of her RBT certification, for her document history: dates,
-- status and the operator only (the number and any reason stay in the log, encrypted).
create table nanny_credential_history (
  nanny_id text not null,
  -- The event's place in her stream: one entry per event.
  stream_version integer not null,
  -- 'check' | 'lapse' | 'recheck-requested'
  kind text not null,
  registry_status text,
  expires_on date,
  checked_on date,
  occasion text,
  operator_id text,
  recorded_at timestamptz not null,
  primary key (nanny_id, stream_version)
);

-- When an operator kept an accepted booking of a nanny whose certification was not active: kept
-- since her hold began, it goes ahead; otherwise it waits on the operators' list.
alter table bookings add column credential_kept_at timestamptz;

-- What the reminders job reads each minute: active certifications by expiry, and approved
-- nannies' background checks by when they were verified.
create index nanny_credentials_expiry on nanny_credentials (expires_on)
  where standing = 'active' and in_queue;
create index nanny_profiles_background_verified on nanny_profiles (background_check_verified_at)
  where status = 'approved' and background_check_verified_at is not null;
