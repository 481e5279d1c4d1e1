import { conflictError, validationError } from '../../../infra/domain/errors.js';
import { assertPlainText } from '../../../infra/domain/plain-text.js';
import type { NannyEvent, PhotoFileData } from '../nannies.events.js';

// Security item 3 (docs/security.md): what parents see of an approved nanny (name, bio, photo)
// changes only once an operator approves it. Her edits wait as one pending change, newest version
// first; a nanny who is not listed edits her profile directly, as before.

/** Her name, bio and photo as listed (or, while she is not approved, as she saved them). */
export interface ProfileVersion {
  fullName: string;
  bio: string;
  /** Legacy photos name no key; new ones always do. */
  photo: (Omit<PhotoFileData, 'storageKey'> & { storageKey?: string }) | null;
}

/** The version waiting for review; `photo` is the new photo, or null when it stays. */
export interface PendingChange {
  changeId: string;
  fullName: string;
  bio: string;
  photo: PhotoFileData | null;
}

export interface ChangeState {
  profile: ProfileVersion;
  pendingChange: PendingChange | null;
}

export const CHANGED_AGAIN_MESSAGE =
  'This nanny has changed her profile again. Please review her latest changes.';
export const NO_CHANGE_MESSAGE = 'There are no changes waiting for review.';

/** The version she is editing: the pending one, or else the listed one with its photo kept. */
const draftOf = (state: ChangeState): PendingChange | Omit<PendingChange, 'changeId'> =>
  state.pendingChange ?? { ...state.profile, photo: null };

/** Her new name and bio, with whatever photo is already waiting. */
export function submitProfileEdit(
  state: ChangeState,
  edit: { nannyId: string; changeId: string; fullName: string; bio: string; at: string },
): NannyEvent[] {
  const draft = draftOf(state);
  if (draft.fullName === edit.fullName && draft.bio === edit.bio) return [];
  return submitted(edit.nannyId, edit.changeId, { ...draft, ...edit }, edit.at);
}

/** Her new photo, with whatever name and bio are already waiting. */
export function submitPhoto(
  state: ChangeState,
  upload: { nannyId: string; changeId: string; photo: PhotoFileData; at: string },
): NannyEvent[] {
  return submitted(upload.nannyId, upload.changeId, { ...draftOf(state), ...upload }, upload.at);
}

function submitted(
  nannyId: string,
  changeId: string,
  version: Omit<PendingChange, 'changeId'>,
  at: string,
): NannyEvent[] {
  const { fullName, bio, photo } = version;
  return [
    {
      type: 'NannyProfileChangeSubmitted',
      data: { nannyId, changeId, fullName, bio, photo, submittedAt: at },
    },
  ];
}

/** The change the operator looked at, if it is still the one waiting. */
function waiting(state: ChangeState, changeId: string): PendingChange {
  const pending = state.pendingChange;
  if (pending === null) throw conflictError(NO_CHANGE_MESSAGE);
  if (pending.changeId !== changeId) throw conflictError(CHANGED_AGAIN_MESSAGE);
  return pending;
}

export function approveChange(
  state: ChangeState,
  command: { nannyId: string; changeId: string; at: string },
): NannyEvent[] {
  const { changeId, fullName, bio, photo } = waiting(state, command.changeId);
  return [
    {
      type: 'NannyProfileChangeApproved',
      data: { nannyId: command.nannyId, changeId, fullName, bio, photo, approvedAt: command.at },
    },
  ];
}

export function rejectChange(
  state: ChangeState,
  command: { nannyId: string; changeId: string; reason: string; at: string },
): NannyEvent[] {
  const { changeId } = waiting(state, command.changeId);
  const reason = rejectionReason(command.reason);
  return [
    {
      type: 'NannyProfileChangeRejected',
      data: { nannyId: command.nannyId, changeId, reason, rejectedAt: command.at },
    },
  ];
}

/** Once she is no longer listed, a waiting change becomes her profile, kept for her review. */
export function applyOnWithdrawal(state: ChangeState, nannyId: string, at: string): NannyEvent[] {
  const pending = state.pendingChange;
  if (pending === null) return [];
  return [{ type: 'NannyProfileChangeApplied', data: { nannyId, ...pending, appliedAt: at } }];
}

/** The profile once a change is approved or applied. */
export const withChange = (profile: ProfileVersion, change: PendingChange): ProfileVersion => ({
  fullName: change.fullName,
  bio: change.bio,
  photo: change.photo ?? profile.photo,
});

/** An operator's reason for a rejection: required, and plain text since the nanny reads it. */
export function rejectionReason(raw: string): string {
  const reason = raw.trim();
  if (reason === '') throw validationError('Please give a reason for the rejection.');
  assertPlainText([['Reason', reason, 'text']]);
  return reason;
}
