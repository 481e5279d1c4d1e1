-- Messages between a parent and a nanny. The first three tables are written only by
-- the messages projection (a pure fold, so replay-and-verify covers them); message_mail is the
-- unread-messages email job's own record of when it last wrote to each person.

-- One conversation per parent-nanny pair, opened by the parent's first booking request.
create table conversations (
  conversation_id text primary key,
  parent_id text not null,
  nanny_id text not null,
  -- A booking between the two was accepted: contact details are no longer masked.
  contacts_shared boolean not null,
  blocked_by_parent boolean not null,
  blocked_by_nanny boolean not null,
  last_message_id text,
  last_message_at timestamptz,
  last_activity_at timestamptz not null,
  -- Messages each has sent, and how many of the other's each has read (unread = the difference).
  parent_sent integer not null,
  nanny_sent integer not null,
  parent_read integer not null,
  nanny_read integer not null,
  -- The position of the last message each has read up to ("Seen" on the other's messages).
  parent_read_seq bigint not null,
  nanny_read_seq bigint not null,
  opened_at timestamptz not null
);
create index conversations_by_parent on conversations (parent_id, last_activity_at desc);
create index conversations_by_nanny on conversations (nanny_id, last_activity_at desc);

-- Which conversation a booking belongs to (an acceptance names only its booking).
create table conversation_bookings (
  booking_id text primary key,
  conversation_id text not null
);

-- Every message as typed; seq is the position of the event that sent it (the paging key).
create table conversation_messages (
  message_id text primary key,
  conversation_id text not null,
  seq bigint not null,
  sender_id text not null,
  text text not null,
  sent_at timestamptz not null,
  -- Messages each party had sent up to and including this one.
  parent_count integer not null,
  nanny_count integer not null
);
create index conversation_messages_page on conversation_messages (conversation_id, seq desc);

-- The operators' Reports queue.
create table message_reports (
  report_id text primary key,
  conversation_id text not null,
  message_id text not null,
  reporter_id text not null,
  sender_id text not null,
  reason text not null,
  status text not null,
  reported_at timestamptz not null,
  operator_id text,
  decided_at timestamptz
);
create index message_reports_queue on message_reports (status, reported_at desc);

create table message_mail (
  account_id text primary key,
  last_mailed_at timestamptz not null
);

-- An operator suspends an account after a report (AccountSuspended on its stream).
alter table accounts add column suspended_at timestamptz;
-- A suspended nanny is not listed, whatever her review says.
alter table nanny_directory add column suspended_at timestamptz;
-- ...nor can she be booked.
alter table bookable_nannies add column suspended_at timestamptz;
