-- A nanny's RBT certification as operators read it in the BACB registry, and when to read it
-- again (docs/product.md, Credentials). Written only by the credentials projection, from
-- RbtCertificationChecked, RbtCertificationLapsed and RbtRecheckRequested: an approval from before
-- checks were recorded has no row until the start-up catch-up appends its RbtRecheckRequested, so
-- a replay of the log gives these rows exactly.
create table nanny_credentials (
  nanny_id text primary key,
  -- 'active' | 'inactive' | 'not-found' (the last check) | 'lapsed' | 'unrecorded' (never checked)
  standing text not null,
  certification_number text,
  inactive_reason text,
  expires_on date,
  checked_on date,
  checked_at timestamptz,
  checked_by text,
  next_check_on date not null,
  -- Approved and not suspended: on the operators' "Credential checks" queue.
  in_queue boolean not null default true
);
create index nanny_credentials_due on nanny_credentials (next_check_on, nanny_id) where in_queue;

-- The date of her last check that found her certification active; null while it is not active
-- (families then read nothing about an RBT certification).
alter table nanny_directory add column rbt_checked_on date;
