-- The session itself (docs/product.md, Care plans and Sessions): the nanny's note at check-out,
-- the 3-hour reminder, and who turned that reminder off. Read tables of the bookings projection,
-- rebuilt from the log: the note lives encrypted in its event, here in clear (erasure folds it
-- again from the shredded log).
alter table bookings
  add column soon_reminded_at timestamptz,
  add column session_note jsonb,
  add column session_note_at timestamptz;

-- One row per parent or nanny who changed the setting; no row means the reminder is on.
create table reminder_settings (
  account_id text primary key,
  soon_reminder boolean not null,
  changed_at timestamptz not null
);
