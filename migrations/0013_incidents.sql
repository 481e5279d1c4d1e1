-- Incident reports on sessions (docs/product.md, Payments). One row per report, written only by the
-- incidents projection; names, dates and times come from the booking when read.
create table incidents (
  incident_id text primary key,
  booking_id text not null,
  nanny_id text not null,
  parent_id text not null,
  reported_by text not null,
  reporter_id text not null,
  category text not null,
  description text not null,
  status text not null,
  note text,
  operator_id text,
  reported_at timestamptz not null,
  decided_at timestamptz
);

create index incidents_by_booking on incidents (booking_id);
-- The operators' queue: open reports (safety first, oldest first), decided ones newest first.
create index incidents_open on incidents (reported_at) where status = 'open';
create index incidents_decided on incidents (decided_at desc) where status <> 'open';
