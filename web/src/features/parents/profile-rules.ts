import { firstHiddenCharactersProblem } from '@shared/plain-text';
import { parentMessages } from './parent-messages';
import type { ParentProfile, ParentProfileChanges } from './parent-types';

/** Saving needs a photo, a full name and an email; what others read is plain text. */
export function profileProblem(
  profile: Pick<ParentProfile, 'profilePhoto' | 'email'>,
  changes: Pick<ParentProfileChanges, 'fullName' | 'specialConsiderations'>,
): string | null {
  const complete =
    profile.profilePhoto !== null && profile.email.trim() !== '' && changes.fullName.trim() !== '';
  if (!complete) return parentMessages.profileIncomplete;
  return firstHiddenCharactersProblem([
    ['Full name', changes.fullName, 'line'],
    ['Special considerations', changes.specialConsiderations, 'text'],
  ]);
}
