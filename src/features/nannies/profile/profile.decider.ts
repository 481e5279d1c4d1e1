import { validationError } from '../../../infra/domain/errors.js';
import { assertPlainText } from '../../../infra/domain/plain-text.js';
import { profileLengthProblem } from '../../../shared/profile-rules.js';
import type { NannyEvent } from '../nannies.events.js';
import type { NannyState } from '../nannies.decider.js';
import { submitProfileEdit } from '../review/profile-changes.rules.js';
import { decideSearchProfile, type SearchProfileCommand } from './search-profile.rules.js';

export const PROFILE_INCOMPLETE_MESSAGE =
  'Please upload a profile picture, complete your bio, and provide an email before approval.';

/** What she says of herself: name and bio, her area, experience and CPR / First Aid card. */
export type ProfileCommand =
  | {
      type: 'UpdateProfile';
      nannyId: string;
      /** Names the version, should it wait for review (she is approved). */
      changeId: string;
      fullName: string;
      bio: string;
      email: string;
      at: string;
    }
  | SearchProfileCommand;

/** Her own profile commands, once she has agreed to the terms. */
export function decideProfile(
  command: Exclude<ProfileCommand, { type: 'VerifyCprFirstAid' | 'RejectCprFirstAid' }>,
  state: NannyState,
): NannyEvent[] {
  return command.type === 'UpdateProfile'
    ? updateProfile(command, state)
    : decideSearchProfile(command);
}

/** A rejection reason is shown to the nanny: required, and plain text. */
function updateProfile(
  command: Extract<ProfileCommand, { type: 'UpdateProfile' }>,
  state: NannyState,
): NannyEvent[] {
  const fullName = command.fullName.trim();
  const bio = command.bio.trim();
  if (!state.hasPhoto || fullName === '' || bio === '' || command.email.trim() === '') {
    throw validationError(PROFILE_INCOMPLETE_MESSAGE);
  }
  const tooLong = profileLengthProblem({ fullName, bio });
  if (tooLong !== null) throw validationError(tooLong);
  assertPlainText([
    ['Full name', fullName, 'line'],
    ['Bio', bio, 'text'],
  ]);
  const { nannyId, changeId, at } = command;
  if (state.status === 'approved')
    return submitProfileEdit(state, { nannyId, changeId, fullName, bio, at });
  return [
    {
      type: 'NannyProfileUpdated',
      data: { nannyId: command.nannyId, fullName, bio, updatedAt: command.at },
    },
  ];
}
