-- An erased account (docs/privacy.md, Erasure). Its row stays (ids in bookings, messages and the
-- ledger name it), with placeholders for every personal value and an email nobody can sign in with.
alter table accounts add column erased_at timestamptz;
