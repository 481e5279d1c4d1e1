-- The daily reconciliation of the ledger with the payment gateway: one row per UTC day, the
-- differences as the job found them (the provider's ids and amounts). A read table of the
-- payments projection: replay rebuilds it from ReconciliationReported, never asking the gateway.
create table payment_reconciliations (
  date text primary key,
  checked_at timestamptz not null,
  ledger_count integer not null,
  gateway_count integer not null,
  differences jsonb not null
);

-- A refund made at the provider (its dashboard), not asked for here, has no operator.
alter table payment_refunds alter column operator_id drop not null;
