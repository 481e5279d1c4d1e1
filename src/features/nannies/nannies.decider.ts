import { profileLengthProblem } from '../../shared/profile-rules.js';
import type { WeeklyAvailability } from '../../infra/db/schema.js';
import {
  assertNever,
  conflictError,
  DomainError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import type { RecordedUpload } from '../../infra/storage/store-upload.js';
import { singleDayProblem, weekProblem } from '../../shared/availability-rules.js';
import {
  PAYMENT_POLICY_VERSION,
  UPLOAD_EVENT_BY_KIND,
  type DocumentKind,
  type DocumentMovedData,
  type DocumentVersionDeletedData,
  nannyStreamId,
  type NannyEvent,
} from './nannies.events.js';
import {
  applyOnWithdrawal,
  approveChange,
  rejectChange,
  rejectionReason,
  submitPhoto,
  submitProfileEdit,
  withChange,
  type ChangeState,
} from './review/profile-changes.rules.js';
import {
  approvedDocuments,
  decidedOn,
  evolveUploads,
  reopenOnReplace,
  type CurrentUploads,
} from './documents/document-versions.rules.js';
import {
  decideCprReview,
  decideSearchProfile,
  evolveCpr,
  type SearchProfileCommand,
  type SearchProfileState,
} from './profile/search-profile.rules.js';

export const PROFILE_INCOMPLETE_MESSAGE =
  'Please upload a profile picture, complete your bio, and provide an email before approval.';
export const AGREE_FIRST_MESSAGE = 'Please agree to the terms and payment policy first.';

export type NannyCommand =
  | { type: 'AgreeToPaymentPolicy'; nannyId: string; at: string }
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
  | {
      type: 'RecordDocumentUpload';
      nannyId: string;
      changeId: string;
      kind: DocumentKind;
      /** uploadId names a document version (docs/document-storage.md); photos have none. */
      file: RecordedUpload & { uploadId?: string };
      at: string;
    }
  | { type: 'SetWeeklyAvailability'; nannyId: string; week: WeeklyAvailability; at: string }
  | {
      type: 'AddSingleDayAvailability';
      nannyId: string;
      entryId: string;
      date: string;
      startTime: string;
      endTime: string;
      /** The earliest "today" anywhere: dates before it are past for everyone. */
      today: string;
      /** The last bookable date (today in the platform's zone plus the booking horizon). */
      lastDate: string;
      at: string;
    }
  | { type: 'RemoveSingleDayAvailability'; nannyId: string; entryId: string; at: string }
  | { type: 'ApproveNanny'; nannyId: string; at: string }
  | { type: 'RejectNanny'; nannyId: string; reason: string; at: string }
  | { type: 'WithdrawApproval'; nannyId: string; at: string }
  | { type: 'VerifyBackgroundCheck'; nannyId: string; at: string }
  | { type: 'RejectBackgroundCheck'; nannyId: string; reason: string; at: string }
  | { type: 'ApproveProfileChange'; nannyId: string; changeId: string; at: string }
  | { type: 'RejectProfileChange'; nannyId: string; changeId: string; reason: string; at: string }
  | { type: 'RecordDocumentMove'; data: DocumentMovedData; nannyId: string; at: string }
  | {
      type: 'RecordDocumentVersionDeleted';
      data: DocumentVersionDeletedData;
      nannyId: string;
      at: string;
    }
  | SearchProfileCommand;

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
  profile: { fullName: '', bio: '', photo: null },
  pendingChange: null,
});

function evolve(state: NannyState, event: NannyEvent): NannyState {
  return evolveStatus(
    { ...state, currentUploads: evolveUploads(state.currentUploads, event) },
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
      return state;
    case 'NannyServiceAreaSet':
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
  // The app's own housekeeping (scripts/move-documents.ts, the retention and erasure jobs):
  // facts about stored bytes, recorded whatever the nanny's state.
  if (command.type === 'RecordDocumentMove')
    return [{ type: 'NannyDocumentMoved', data: command.data }];
  if (command.type === 'RecordDocumentVersionDeleted')
    return [{ type: 'NannyDocumentVersionDeleted', data: command.data }];
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
      return updateProfile(command, state);
    case 'RecordDocumentUpload':
      return recordUpload(command, state);
    case 'SetWeeklyAvailability': {
      const problem = weekProblem(command.week);
      if (problem) throw validationError(problem);
      return [
        {
          type: 'WeeklyAvailabilitySet',
          data: { nannyId: command.nannyId, week: command.week, setAt: command.at },
        },
      ];
    }
    case 'AddSingleDayAvailability':
      return addSingleDay(command, state);
    case 'SetServiceArea':
    case 'SetExperience':
      return decideSearchProfile(command);
    case 'RemoveSingleDayAvailability':
      if (!state.singleDays.has(command.entryId))
        throw notFoundError('That availability was already removed.');
      return [
        {
          type: 'SingleDayAvailabilityRemoved',
          data: { nannyId: command.nannyId, entryId: command.entryId, removedAt: command.at },
        },
      ];
    case 'ApproveNanny':
    case 'RejectNanny':
    case 'WithdrawApproval':
    case 'VerifyBackgroundCheck':
    case 'RejectBackgroundCheck':
    case 'ApproveProfileChange':
    case 'RejectProfileChange':
    case 'VerifyCprFirstAid':
    case 'RejectCprFirstAid':
      return []; // decided above
    default:
      return assertNever(command);
  }
}

/** A rejection reason is shown to the nanny: required, and plain text. */
function updateProfile(
  command: Extract<NannyCommand, { type: 'UpdateProfile' }>,
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

function recordUpload(
  command: Extract<NannyCommand, { type: 'RecordDocumentUpload' }>,
  state: NannyState,
): NannyEvent[] {
  const { nannyId, changeId, kind, file, at } = command;
  // Only the photo is shown to parents; it waits for review beside the listed one.
  if (kind === 'profile-photo' && state.status === 'approved') {
    return submitPhoto(state, { nannyId, changeId, photo: { ...file, uploadedAt: at }, at });
  }
  const uploaded: NannyEvent = {
    type: UPLOAD_EVENT_BY_KIND[kind],
    data: { nannyId, ...file, uploadedAt: at },
  };
  return [uploaded, ...reopenOnReplace(state, { nannyId, kind, uploadId: file.uploadId, at })];
}

function addSingleDay(
  command: Extract<NannyCommand, { type: 'AddSingleDayAvailability' }>,
  state: NannyState,
): NannyEvent[] {
  const { date, startTime, endTime } = command;
  const problem = singleDayProblem(command, command.today, command.lastDate);
  if (problem) throw validationError(problem);
  for (const other of state.singleDays.values()) {
    if (other.date === date && other.startTime < endTime && startTime < other.endTime) {
      throw validationError('This time overlaps availability you already added for that date.');
    }
  }
  return [
    {
      type: 'SingleDayAvailabilityAdded',
      data: {
        nannyId: command.nannyId,
        entryId: command.entryId,
        date,
        startTime,
        endTime,
        addedAt: command.at,
      },
    },
  ];
}

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

/** Operators' decisions; undefined for the nanny's own commands. */
function decideReview(command: NannyCommand, state: NannyState): NannyEvent[] | undefined {
  const { nannyId, at } = command;
  switch (command.type) {
    case 'ApproveNanny': {
      if (state.status === 'approved') throw conflictError('This nanny is already approved.');
      const missing = missingForApproval(state);
      if (missing.length > 0)
        throw validationError(`Cannot approve yet: missing ${missing.join(', ')}.`, { missing });
      const documents = approvedDocuments(state.currentUploads);
      return [
        {
          type: 'NannyApproved',
          data: { nannyId, approvedAt: at, ...(documents && { documents }) },
        },
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

export const nannyDecider: Decider<NannyState, NannyCommand, NannyEvent> = {
  streamType: 'nanny',
  initialState,
  evolve,
  decide,
};
