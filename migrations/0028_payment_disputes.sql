-- A dispute the cardholder's bank opened on a collected charge, and its state as the provider
-- last told it (needs_response, under_review, won, lost…): the operators' Charges show it as
-- Disputed. Columns of the payments projection's read table: replay rebuilds them.
alter table payment_charges
  add column dispute_id text,
  add column dispute_status text;
