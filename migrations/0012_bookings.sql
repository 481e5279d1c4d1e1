-- A booking is a request with a start, an end and a life after it (accepted, declined,
-- expired, cancelled, completed, confirmed...). One row per booking, written only by the bookings
-- projection. The old booking_requests rows are carried over as the v1 upcast reads them
-- (one hour, one child, UTC), so no rebuild is needed.
create table bookings (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  nanny_name text not null,
  parent_name text not null,
  date date not null,
  start_time text not null,
  end_time text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  minutes integer not null,
  time_zone text not null,
  children integer not null,
  note text not null,
  status text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  responded_at timestamptz,
  reason text,
  declined_by text,
  cancelled_by text,
  late boolean not null default false,
  reminded_at timestamptz,
  actual_start_time text,
  actual_end_time text,
  actual_minutes integer,
  completed_at timestamptz,
  confirm_by timestamptz,
  confirmed_by text,
  confirmed_at timestamptz,
  settle_note text
);

insert into bookings (booking_id, nanny_id, parent_id, nanny_name, parent_name, date, start_time,
  end_time, starts_at, ends_at, minutes, time_zone, children, note, status, created_at, expires_at)
select booking_id, nanny_id, parent_id, nanny_name, '', date, time,
  to_char((date + time::time + interval '1 hour')::timestamp, 'HH24:MI'),
  (date + time::time) at time zone 'UTC', (date + time::time + interval '1 hour') at time zone 'UTC',
  60, 'UTC', 1, '', status, created_at,
  least(created_at + interval '48 hours', (date + time::time) at time zone 'UTC')
from booking_requests;

drop table booking_requests;

create index bookings_by_parent on bookings (parent_id, created_at desc, booking_id desc);
create index bookings_by_nanny on bookings (nanny_id, status, starts_at);
create index bookings_page on bookings (created_at desc, booking_id desc);
-- The deadlines job's three questions, each on a small partial index.
create index bookings_expiring on bookings (expires_at) where status = 'pending';
create index bookings_to_remind on bookings (starts_at) where status = 'accepted' and reminded_at is null;
create index bookings_to_confirm on bookings (confirm_by) where status = 'completed';
