-- Money through the platform (docs/product.md, Payments): each parent's saved card (the
-- provider's ids, brand, last 4 and expiry; never a card number), each charge after a confirmed
-- session or a late cancellation with its amounts, its nanny's transfer and its refunds, and each
-- nanny's payout account. Read tables of the payments projection: replay rebuilds them.
create table payment_cards (
  parent_id text primary key,
  customer_id text not null,
  payment_method_id text not null,
  brand text not null,
  last4 text not null,
  expiry text not null,
  saved_at timestamptz not null
);

create table payment_charges (
  charge_id text primary key,
  booking_id text not null,
  parent_id text not null,
  nanny_id text not null,
  purpose text not null,
  status text not null,
  attempt integer not null,
  -- The parent asked to be charged again and that attempt has no answer yet.
  retrying boolean not null,
  failure text,
  care_cents integer not null,
  fee_cents integer not null,
  tip_cents integer not null,
  total_cents integer not null,
  nanny_cents integer not null,
  refunded_cents integer not null,
  refunded_fee_cents integer not null,
  refunded_nanny_cents integer not null,
  provider_charge_id text,
  charged_at timestamptz,
  failed_at timestamptz,
  paid_out_cents integer,
  provider_transfer_id text,
  paid_out_at timestamptz,
  updated_at timestamptz not null
);

create index payment_charges_by_parent on payment_charges (parent_id, updated_at desc);
create index payment_charges_by_nanny on payment_charges (nanny_id, updated_at desc);
create index payment_charges_by_status on payment_charges (status, updated_at desc);

create table payment_refunds (
  refund_id text primary key,
  charge_id text not null,
  amount_cents integer not null,
  reason text not null,
  operator_id text not null,
  status text not null,
  fee_cents integer,
  nanny_cents integer,
  provider_refund_id text,
  requested_at timestamptz not null,
  refunded_at timestamptz
);

create index payment_refunds_by_charge on payment_refunds (charge_id, requested_at);

create table payout_accounts (
  nanny_id text primary key,
  account_id text not null,
  payouts_enabled boolean not null,
  updated_at timestamptz not null
);
