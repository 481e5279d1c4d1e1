-- Read model of accounts, written only by the accounts projection (rebuilt from the log).
create table accounts (
  id text primary key,
  role text not null check (role in ('nanny', 'parent', 'operator')),
  email text not null,
  first_name text not null,
  last_name text not null,
  full_name text not null,
  email_verified boolean not null,
  sign_up_method text not null check (sign_up_method in ('password', 'google')),
  google_subject text unique,
  created_at timestamptz not null
);
-- Emails are stored trimmed and lower-cased; one account per address.
create unique index accounts_email_unique on accounts (email);

-- Secrets live outside the event log, in ordinary tables, hashed.
create table credentials (
  account_id text primary key,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

-- A session row holds only the SHA-256 of the cookie's token.
create table sessions (
  id text primary key,
  account_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_by_account on sessions (account_id);
create index sessions_by_expiry on sessions (expires_at);

-- Email verification, password reset and email change links: hashed, single use, expiring.
create table account_tokens (
  token_hash text primary key,
  account_id text not null,
  purpose text not null check (purpose in ('verify-email', 'reset-password', 'change-email')),
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_by_account on account_tokens (account_id, purpose);

-- Fixed-window counters for rate limits, shared by every app instance.
create table rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- A Google sign-in in progress: bound to the browser by a cookie holding the state.
create table oauth_flows (
  state_hash text primary key,
  nonce text not null,
  code_verifier text not null,
  mode text not null check (mode in ('login', 'signup')),
  role text check (role in ('nanny', 'parent')),
  first_name text not null default '',
  last_name text not null default '',
  expires_at timestamptz not null
);
