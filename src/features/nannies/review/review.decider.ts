import { conflictError, validationError } from '../../../infra/domain/errors.js';
import type { NannyEvent } from '../nannies.events.js';
import type { NannyCommand, NannyState } from '../nannies.decider.js';
import { approvedDocuments, decidedOn } from '../documents/document-versions.rules.js';
import { decideCprReview } from '../profile/search-profile.rules.js';
import { approvalCheck, type CheckFacts } from '../credentials/credentials.rules.js';
import {
  applyOnWithdrawal,
  approveChange,
  rejectChange,
  rejectionReason,
} from './profile-changes.rules.js';

/** Operators' decisions on her review, background check and profile changes. */
export type ReviewCommand =
  | ({ type: 'ApproveNanny'; nannyId: string; at: string } & CheckFacts)
  | { type: 'RejectNanny'; nannyId: string; reason: string; at: string }
  | { type: 'WithdrawApproval'; nannyId: string; at: string }
  | { type: 'VerifyBackgroundCheck'; nannyId: string; at: string }
  | { type: 'RejectBackgroundCheck'; nannyId: string; reason: string; at: string }
  | { type: 'ApproveProfileChange'; nannyId: string; changeId: string; at: string }
  | { type: 'RejectProfileChange'; nannyId: string; changeId: string; reason: string; at: string };

/** What an operator needs before approving, in the words the console shows. */
export function missingForApproval(
  state: Pick<NannyState, 'hasPhoto' | 'hasBio' | 'hasCertification' | 'hasPhotoId'>,
): string[] {
  const missing: string[] = [];
  if (!state.hasPhoto) missing.push('profile photo');
  if (!state.hasBio) missing.push('name and bio');
  if (!state.hasCertification) missing.push('RBT certification');
  if (!state.hasPhotoId) missing.push('photo ID');
  return missing;
}

export /** Operators' decisions; undefined for the nanny's own commands. */
function decideReview(command: NannyCommand, state: NannyState): NannyEvent[] | undefined {
  const { nannyId, at } = command;
  switch (command.type) {
    case 'ApproveNanny': {
      if (state.status === 'approved') throw conflictError('This nanny is already approved.');
      const missing = missingForApproval(state);
      if (missing.length > 0)
        throw validationError(`Cannot approve yet: missing ${missing.join(', ')}.`, { missing });
      // The registry check is recorded with the approval, after it: read tables list her on the
      // approval and keep her listed on the active check that follows.
      const check = approvalCheck(nannyId, command, at);
      const documents = approvedDocuments(state.currentUploads);
      return [
        {
          type: 'NannyApproved',
          data: { nannyId, approvedAt: at, ...(documents && { documents }) },
        },
        check,
      ];
    }
    case 'RejectNanny': {
      if (state.status !== 'pending')
        throw conflictError('Only a nanny waiting for review can be rejected.');
      const reason = rejectionReason(command.reason);
      return [{ type: 'NannyRejected', data: { nannyId, reason, rejectedAt: at } }];
    }
    case 'WithdrawApproval':
      if (state.status !== 'approved')
        throw conflictError('Only an approved nanny can have her approval withdrawn.');
      return [
        { type: 'NannyApprovalWithdrawn', data: { nannyId, withdrawnAt: at } },
        ...applyOnWithdrawal(state, nannyId, at),
      ];
    case 'VerifyBackgroundCheck':
      if (state.backgroundCheck !== 'pending')
        throw conflictError('There is no background check waiting for review.');
      return [
        {
          type: 'BackgroundCheckVerified',
          data: { nannyId, verifiedAt: at, ...decidedOn(state, 'background-check') },
        },
      ];
    case 'RejectBackgroundCheck': {
      if (state.backgroundCheck !== 'pending')
        throw conflictError('There is no background check waiting for review.');
      const reason = rejectionReason(command.reason);
      return [
        {
          type: 'BackgroundCheckRejected',
          data: { nannyId, reason, rejectedAt: at, ...decidedOn(state, 'background-check') },
        },
      ];
    }
    case 'ApproveProfileChange':
      return approveChange(state, command);
    case 'RejectProfileChange':
      return rejectChange(state, command);
    case 'VerifyCprFirstAid':
    case 'RejectCprFirstAid':
      return decideCprReview(command, state, decidedOn(state, 'cpr-first-aid'));
    default:
      return undefined;
  }
}
