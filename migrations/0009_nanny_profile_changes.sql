-- Security item 3: an approved nanny's new name, bio or photo waits for an operator. The
-- nannies projection keeps the waiting version beside the listed one, and the last refusal.
alter table nanny_profiles
  add column pending_change jsonb,
  add column pending_change_at timestamptz,
  add column change_rejection_reason text;
-- "Changes to review", oldest first, without scanning every nanny.
create index nanny_profiles_changes_to_review on nanny_profiles (pending_change_at, nanny_id)
  where pending_change_at is not null;
