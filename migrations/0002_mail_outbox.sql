-- Every email the app has sent, one row per send job (its key makes sending idempotent).
-- Bodies are kept only for the outbox transport, where a developer reads them in the app;
-- mail sent over SMTP keeps just the envelope, since bodies carry one-time links.
create table mail_outbox (
  id bigint generated always as identity primary key,
  job_id text not null unique,
  to_address text not null,
  subject text not null,
  text_body text,
  html_body text,
  transport text not null check (transport in ('smtp', 'outbox')),
  sent_at timestamptz not null default now()
);

create index mail_outbox_recent on mail_outbox (sent_at desc);
