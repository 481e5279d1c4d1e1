-- Every webhook event the payment provider sent and we handled, by the provider's event id: the
-- same event delivered again (Stripe retries until it hears 200, and may send one twice) is
-- answered 200 and has no second effect. Not a read table: the provider's deliveries are not in
-- the event log, so replay neither reads nor rebuilds it. Holds only ids and types, no personal
-- data.
create table payment_provider_events (
  event_id text primary key,
  type text not null,
  handled_at timestamptz not null
);
