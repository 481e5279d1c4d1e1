-- Reviews after a session (docs/product.md, Reviews). Read tables of the reviews projection,
-- rebuilt from the log: the texts live encrypted in the events and here as the app shows them
-- (erasure folds them again).

-- One row per session with a review or an incident report: when its reviews are shown (the
-- second review's time, or the end of the 14 days) and whether a party reported an incident.
create table review_sessions (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  incident boolean not null,
  window_ends_at timestamptz,
  revealed_at timestamptz
);

-- A parent's review of her nanny, with the nanny's reply and the operators' decision.
create table nanny_reviews (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  overall integer not null,
  punctuality integer not null,
  communication integer not null,
  care_plan integer not null,
  engagement integer not null,
  would_book_again boolean not null,
  comment text not null,
  comment_masked boolean not null,
  private_note text not null,
  reviewed_at timestamptz not null,
  reply text,
  reply_masked boolean,
  replied_at timestamptz,
  decision text,
  hide_reason text,
  decided_by text,
  decided_at timestamptz
);
create index nanny_reviews_by_nanny on nanny_reviews (nanny_id, reviewed_at desc);
-- The operators' queue: undecided reviews, oldest first.
create index nanny_reviews_undecided on nanny_reviews (reviewed_at) where decided_at is null;

-- A nanny's review of the family: shown only to operators, in aggregate.
create table family_reviews (
  booking_id text primary key,
  nanny_id text not null,
  parent_id text not null,
  respected_time boolean not null,
  described_needs boolean not null,
  private_note text not null,
  reviewed_at timestamptz not null
);
create index family_reviews_by_parent on family_reviews (parent_id);
