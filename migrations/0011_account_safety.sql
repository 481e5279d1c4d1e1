-- A link that undoes an email change: sent to the address the change replaced (security item 5).
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('verify-email', 'reset-password', 'change-email', 'undo-email-change'));

-- The purge job deletes by these columns in bounded batches (security item 10).
create index account_tokens_by_expiry on account_tokens (expires_at);
create index oauth_flows_by_expiry on oauth_flows (expires_at);
create index rate_limit_counters_by_window on rate_limit_counters (window_start);
create index sessions_by_creation on sessions (created_at);
