import { assertNever, DomainError } from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  decideAvailability,
  type AvailabilityCommand,
} from './availability/availability.decider.js';
import {
  decideHousekeeping,
  recordUpload,
  type DocumentCommand,
} from './documents/documents.decider.js';
import { evolveUploads, type CurrentUploads } from './documents/document-versions.rules.js';
import { PAYMENT_POLICY_VERSION, nannyStreamId, type NannyEvent } from './nannies.events.js';
import { decideProfile, type ProfileCommand } from './profile/profile.decider.js';
import { evolveCpr, type SearchProfileState } from './profile/search-profile.rules.js';
import { withChange, type ChangeState } from './review/profile-changes.rules.js';
import { decideReview, type ReviewCommand } from './review/review.decider.js';
import {
  decideCredential,
  evolveCredential,
  NO_CREDENTIAL,
  type CredentialCommand,
  type CredentialState,
} from './credentials/credentials.rules.js';

// One aggregate, the nanny's stream: its state and evolve are here, and each part of the portal
// (profile, availability, documents, review) decides its own commands in its own decider.

export { PROFILE_INCOMPLETE_MESSAGE } from './profile/profile.decider.js';
export { missingForApproval } from './review/review.decider.js';
export const AGREE_FIRST_MESSAGE = 'Please agree to the terms and payment policy first.';

/** Every command on a nanny's stream: each part of the portal decides its own. */
export type NannyCommand =
  | { type: 'AgreeToPaymentPolicy'; nannyId: string; at: string }
  | ProfileCommand
  | AvailabilityCommand
  | DocumentCommand
  | ReviewCommand
  | CredentialCommand;

interface SingleDay {
  date: string;
  startTime: string;
  endTime: string;
}

export interface NannyState extends ChangeState, SearchProfileState {
  agreed: boolean;
  hasPhoto: boolean;
  /** A saved profile always has a name and a bio (the rule of UpdateProfile). */
  hasBio: boolean;
  hasCertification: boolean;
  hasPhotoId: boolean;
  status: 'pending' | 'approved' | 'rejected';
  backgroundCheck: 'none' | 'pending' | 'verified' | 'rejected';
  singleDays: ReadonlyMap<string, SingleDay>;
  /** The version of each document the latest upload named; absent for none or a legacy one. */
  currentUploads: CurrentUploads;
  /** Her RBT certification as the registry was last read (src/features/nannies/credentials/). */
  credential: CredentialState;
}

const initialState = (): NannyState => ({
  agreed: false,
  hasPhoto: false,
  hasBio: false,
  hasCertification: false,
  hasPhotoId: false,
  status: 'pending',
  backgroundCheck: 'none',
  cprFirstAid: 'none',
  singleDays: new Map(),
  currentUploads: {},
  credential: NO_CREDENTIAL,
  profile: { fullName: '', bio: '', photo: null },
  pendingChange: null,
});

function evolve(state: NannyState, event: NannyEvent): NannyState {
  return evolveStatus(
    {
      ...state,
      currentUploads: evolveUploads(state.currentUploads, event),
      credential: evolveCredential(state.credential, event),
    },
    event,
  );
}

function evolveStatus(state: NannyState, event: NannyEvent): NannyState {
  switch (event.type) {
    case 'PaymentPolicyAgreed':
      return { ...state, agreed: true };
    case 'ProfilePhotoUploaded': {
      const { contentType, size, sha256, fileName, uploadedAt, storageKey } = event.data;
      const photo = { contentType, size, sha256, fileName, uploadedAt, storageKey };
      return { ...state, hasPhoto: true, profile: { ...state.profile, photo } };
    }
    case 'SingleDayAvailabilityAdded': {
      const { entryId, date, startTime, endTime } = event.data;
      return {
        ...state,
        singleDays: new Map(state.singleDays).set(entryId, { date, startTime, endTime }),
      };
    }
    case 'SingleDayAvailabilityRemoved': {
      const singleDays = new Map(state.singleDays);
      singleDays.delete(event.data.entryId);
      return { ...state, singleDays };
    }
    case 'NannyProfileUpdated': {
      const { fullName, bio } = event.data;
      return { ...state, hasBio: true, profile: { ...state.profile, fullName, bio } };
    }
    case 'RbtCertificationUploaded':
      return { ...state, hasCertification: true };
    case 'PhotoIdUploaded':
      return { ...state, hasPhotoId: true };
    case 'BackgroundCheckUploaded':
      return { ...state, backgroundCheck: 'pending' };
    case 'BackgroundCheckVerified':
      return { ...state, backgroundCheck: 'verified' };
    case 'BackgroundCheckRejected':
      return { ...state, backgroundCheck: 'rejected' };
    case 'NannyApproved':
      return { ...state, status: 'approved' };
    case 'NannyRejected':
      return { ...state, status: 'rejected' };
    case 'NannyApprovalWithdrawn':
      return { ...state, status: 'pending' };
    case 'WeeklyAvailabilitySet':
      return state;
    case 'NannyProfileChangeSubmitted': {
      const { changeId, fullName, bio, photo } = event.data;
      return { ...state, pendingChange: { changeId, fullName, bio, photo } };
    }
    case 'NannyProfileChangeApproved':
    case 'NannyProfileChangeApplied':
      return { ...state, profile: withChange(state.profile, event.data), pendingChange: null };
    case 'NannyProfileChangeRejected':
      return { ...state, pendingChange: null };
    case 'CprFirstAidUploaded':
    case 'CprFirstAidVerified':
    case 'CprFirstAidRejected':
      return { ...state, cprFirstAid: evolveCpr(state.cprFirstAid, event) };
    case 'NannyReviewReopened':
      return { ...state, status: 'pending' };
    case 'NannyDocumentMoved':
    case 'NannyDocumentVersionDeleted':
    case 'RbtCertificationChecked':
    case 'RbtCertificationLapsed':
    case 'RbtRecheckRequested':
    case 'CredentialExpiryReminderSent':
      return state;
    case 'NannyServiceAreaSet':
    case 'NannyServiceAreaZoneRecorded':
    case 'NannyExperienceSet':
      return state;
    default:
      return assertNever(event);
  }
}

function decide(command: NannyCommand, state: NannyState, streamId: string): NannyEvent[] {
  requireOwnStream(streamId, nannyStreamId(command.nannyId));
  const review = decideReview(command, state);
  if (review) return review;
  if (
    command.type === 'RecordCredentialCheck' ||
    command.type === 'LapseCertification' ||
    command.type === 'RequestCredentialRecheck' ||
    command.type === 'SendExpiryReminder'
  )
    return decideCredential(command, state);
  const housekeeping = decideHousekeeping(command);
  if (housekeeping) return housekeeping;
  if (command.type === 'AgreeToPaymentPolicy') {
    if (state.agreed) return [];
    return [
      {
        type: 'PaymentPolicyAgreed',
        data: {
          nannyId: command.nannyId,
          policyVersion: PAYMENT_POLICY_VERSION,
          agreedAt: command.at,
        },
      },
    ];
  }
  // The welcome popup blocks the dashboard; the server holds the same line.
  if (!state.agreed)
    throw new DomainError('forbidden', AGREE_FIRST_MESSAGE, { reason: 'agreement_required' });
  switch (command.type) {
    case 'UpdateProfile':
    case 'SetServiceArea':
    case 'SetExperience':
      return decideProfile(command, state);
    case 'RecordDocumentUpload':
      return recordUpload(command, state);
    case 'SetWeeklyAvailability':
    case 'AddSingleDayAvailability':
    case 'RemoveSingleDayAvailability':
      return decideAvailability(command, state);
    default:
      return decidedAbove(command);
  }
}

/**
 * Operators' decisions and the app's housekeeping, decided before the agreement is asked for; a
 * command of another kind reaching here fails to compile.
 */
const decidedAbove = (
  _command:
    | ReviewCommand
    | CredentialCommand
    | Extract<ProfileCommand, { type: 'VerifyCprFirstAid' | 'RejectCprFirstAid' }>
    | Exclude<DocumentCommand, { type: 'RecordDocumentUpload' }>,
): NannyEvent[] => [];

export const nannyDecider: Decider<NannyState, NannyCommand, NannyEvent> = {
  streamType: 'nanny',
  initialState,
  evolve,
  decide,
};
