-- Her share reversed from her transfer for a refund made at the provider (Stripe's dashboard):
-- columns of the payments projection's read table, set by TransferReversed; replay rebuilds them.
-- Our own refunds reverse it in the refund's own call and leave these empty.
alter table payment_refunds
  add column reversed_cents integer,
  add column provider_reversal_id text;

-- A parent's booking request kept while she saves a card on the provider's page (Checkout), so
-- she finds it again when she comes back. Not a fact of the business and not in the event log:
-- a form's pending state, hers alone, deleted once sent, with her account, or a day after it was
-- kept (the retention job). What she wrote (date, times, children, note) is one value encrypted
-- under her data key, so destroying her key (erasure) makes it unreadable even before the delete.
create table booking_drafts (
  draft_id text primary key,
  parent_id text not null,
  nanny_id text not null,
  sealed text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index booking_drafts_by_parent on booking_drafts (parent_id);
create index booking_drafts_by_expiry on booking_drafts (expires_at);
