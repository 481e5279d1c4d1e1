import { nannyMessages } from './nanny-messages';
import type { NannyProfile, ProfileChanges } from './nanny-types';

/** Saving needs a photo, a name, a bio and an email, as approval does. */
export function profileProblem(
  profile: Pick<NannyProfile, 'profilePhoto' | 'email'>,
  changes: ProfileChanges,
): string | null {
  const complete =
    profile.profilePhoto !== null &&
    profile.email.trim() !== '' &&
    changes.fullName.trim() !== '' &&
    changes.bio.trim() !== '';
  return complete ? null : nannyMessages.profileIncomplete;
}
