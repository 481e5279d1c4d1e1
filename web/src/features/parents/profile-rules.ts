import { parentMessages } from './parent-messages';
import type { ParentProfile, ParentProfileChanges } from './parent-types';

/** Saving needs a photo, a full name and an email. */
export function profileProblem(
  profile: Pick<ParentProfile, 'profilePhoto' | 'email'>,
  changes: Pick<ParentProfileChanges, 'fullName'>,
): string | null {
  const complete =
    profile.profilePhoto !== null && profile.email.trim() !== '' && changes.fullName.trim() !== '';
  return complete ? null : parentMessages.profileIncomplete;
}
