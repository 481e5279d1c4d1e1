import { firstHiddenCharactersProblem } from '@shared/plain-text';
import { nannyMessages } from './nanny-messages';
import type { NannyProfile, ProfileChanges } from './nanny-types';

/** Saving needs a photo, a name, a bio and an email, as approval does; all plain text. */
export function profileProblem(
  profile: Pick<NannyProfile, 'profilePhoto' | 'email'>,
  changes: ProfileChanges,
): string | null {
  const complete =
    profile.profilePhoto !== null &&
    profile.email.trim() !== '' &&
    changes.fullName.trim() !== '' &&
    changes.bio.trim() !== '';
  if (!complete) return nannyMessages.profileIncomplete;
  return firstHiddenCharactersProblem([
    ['Full name', changes.fullName, 'line'],
    ['Bio', changes.bio, 'text'],
  ]);
}
