-- Personal data in events is encrypted per person. Each person's data key
-- lives here, outside the log, wrapped (AES-256-GCM) by a key derived from DATA_KEY_SECRET.
-- See docs/privacy.md, "Personal data in the log". Destroying a key (erasure) empties
-- wrapped_key and keeps the row, so "erased" stays distinguishable from "never existed".
create table data_keys (
  -- The account whose personal values the key encrypts ('platform' for texts of nobody).
  key_id text primary key,
  wrapped_key bytea,
  created_at timestamptz not null default now(),
  -- The transaction that last wrote the row (created or destroyed it): a process caches what it
  -- reads only when that transaction is not its own still-open one, which could yet roll back.
  written_xid xid8 not null default pg_current_xact_id(),
  destroyed_at timestamptz,
  constraint data_keys_destroyed_has_no_key check ((wrapped_key is null) = (destroyed_at is not null))
);

-- A known text sealed with the wrapping key on first start: a later start with another
-- DATA_KEY_SECRET fails to open it and stops with a clear message instead of writing events
-- under keys nobody can read back.
create table data_key_secret_check (
  id boolean primary key default true check (id),
  sealed bytea not null,
  created_at timestamptz not null default now()
);
