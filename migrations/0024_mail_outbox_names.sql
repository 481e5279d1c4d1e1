-- Whom each stored email names, by account id: its recipient, and anyone else it speaks of (a
-- booking's other party, the nannies of a search alert). An erasure deletes the copies sent to
-- her and redacts the copies sent to others that name her (security item 15). Rows stored before
-- this migration name nobody: her copies are still found by address, and the rest leave with the
-- outbox's 30-day retention.
alter table mail_outbox
  add column to_account text,
  add column about_accounts text[] not null default '{}';
