-- Children and their care plans (docs/product.md, Care plans and Sessions). Read tables of the
-- care-plans projection, rebuilt from the log: the plan texts live encrypted in the events, and
-- here in clear, as every read table holds what the app shows (erasure folds them again).
create table children (
  child_id text primary key,
  parent_id text not null,
  name text not null,
  age integer not null,
  -- The order she added them in: the first child shows the family's general notes.
  position integer not null,
  plan jsonb not null,
  plan_version integer not null,
  added_at timestamptz not null,
  updated_at timestamptz not null
);
create index children_by_parent on children (parent_id, position);

-- Every version of every plan: what changed since the nanny acknowledged one is read from here.
create table care_plan_versions (
  child_id text not null,
  version integer not null,
  parent_id text not null,
  plan jsonb not null,
  revised_at timestamptz not null,
  primary key (child_id, version)
);

-- The profile's "Special Considerations" and "Multiple Children" from before care plans, folded
-- from her profile events: shown as the first child's general notes.
create table care_plan_families (
  parent_id text primary key,
  general_notes text not null default '',
  multiple_children boolean not null default false
);

-- A booking names the children it is for, and records the plan versions its nanny acknowledged.
alter table bookings
  add column child_ids jsonb not null default '[]',
  add column plan_acknowledged jsonb,
  add column plan_acknowledged_at timestamptz,
  -- Server times of the nanny's check-in and check-out.
  add column checked_in_at timestamptz,
  add column checked_out_at timestamptz;

-- Who looked: a care plan is an item of its own.
alter table access_log drop constraint access_log_item_check;
alter table access_log
  add constraint access_log_item_check
  check (item in ('document', 'special-considerations', 'care-plan'));
