-- The ledger (docs/product.md, Payments), a projection of confirmed sessions, late cancellations
-- and incident judgments. Written only by the earnings projection. A deployment that already has
-- confirmed bookings fills these tables with `npm run rebuild-projections` (they start empty).
create table earnings_sessions (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  nanny_name text not null,
  parent_name text not null,
  date date not null,
  start_time text not null,
  end_time text not null,
  starts_at timestamptz not null,
  actual_start_time text,
  actual_end_time text,
  confirmed boolean not null,
  significant boolean not null
);

-- Her clean count and the moment it reached 15 (null below 15): her rate and progress.
create table nanny_earnings_progress (
  nanny_id text primary key,
  clean_sessions integer not null,
  raised_since timestamptz
);

create table ledger_lines (
  line_id text primary key,
  booking_id text not null,
  nanny_id text not null,
  parent_id text not null,
  kind text not null,
  date date not null,
  start_time text not null,
  end_time text not null,
  minutes integer not null,
  rate_cents integer not null,
  amount_cents integer not null,
  recorded_at timestamptz not null
);

create index ledger_lines_by_nanny on ledger_lines (nanny_id, date desc);
create index ledger_lines_by_parent on ledger_lines (parent_id, date desc);
