import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import {
  columnsOf,
  registeredProfileRow,
  defineProjection,
  readTable,
} from '../../infra/projections/index.js';
import type { ProfileAccountFact, RowOf, TypedRows } from '../../infra/projections/index.js';
import type { PendingProfileChange } from '../../infra/db/schema.js';
import { defaultWeek } from './availability/availability.rules.js';
import type { FileFactsData, NannyEvent, ProfileChangeData } from './nannies.events.js';

/** Registration and email facts come from the accounts stream; they are matched by type name. */
type AccountFact = ProfileAccountFact<'NannyRegistered'>;

const COLUMN_BY_KIND = {
  'rbt-certification': 'rbt_certification',
  'photo-id': 'photo_id',
  'background-check': 'background_check',
  'cpr-first-aid': 'cpr_first_aid',
} as const;

const COLUMN_BY_UPLOAD = {
  ProfilePhotoUploaded: 'profile_photo',
  RbtCertificationUploaded: 'rbt_certification',
  PhotoIdUploaded: 'photo_id',
  BackgroundCheckUploaded: 'background_check',
} as const;

const documentFacts = (d: Omit<FileFactsData, 'nannyId'>) => ({
  contentType: d.contentType,
  size: d.size,
  sha256: d.sha256,
  fileName: d.fileName,
  uploadedAt: d.uploadedAt,
  ...(d.storageKey === undefined ? {} : { storageKey: d.storageKey }),
  ...(d.uploadId === undefined ? {} : { uploadId: d.uploadId }),
});

/** The listed profile once a change is approved (or applied at a withdrawal); nothing waits. */
const changeTaken = (d: Omit<ProfileChangeData, 'submittedAt'>, at: Date) => ({
  full_name: d.fullName,
  bio: d.bio,
  ...(d.photo === null ? {} : { profile_photo: documentFacts(d.photo) }),
  pending_change: null,
  pending_change_at: null,
  change_rejection_reason: null,
  updated_at: at,
});

const singleDays = readTable('nanny_single_days', { key: ['entry_id'] });
const profiles = readTable('nanny_profiles', {
  key: ['nanny_id'],
  json: [
    'profile_photo',
    'rbt_certification',
    'photo_id',
    'background_check',
    'cpr_first_aid',
    'weekly_availability',
    'pending_change',
  ],
});

type Tables = 'nanny_single_days' | 'nanny_profiles';

/** nanny_profiles and nanny_single_days: what the dashboard, operators and parents read. */
export const nanniesProjection = defineProjection<NannyEvent | AccountFact, Tables>({
  name: 'nannies',
  tables: [singleDays, profiles],
  events: {
    NannyRegistered: true,
    EmailChanged: true,
    PaymentPolicyAgreed: true,
    NannyProfileUpdated: true,
    ProfilePhotoUploaded: true,
    RbtCertificationUploaded: true,
    PhotoIdUploaded: true,
    BackgroundCheckUploaded: true,
    CprFirstAidUploaded: true,
    CprFirstAidVerified: true,
    CprFirstAidRejected: true,
    WeeklyAvailabilitySet: true,
    SingleDayAvailabilityAdded: true,
    SingleDayAvailabilityRemoved: true,
    NannyApproved: true,
    NannyRejected: true,
    NannyApprovalWithdrawn: true,
    NannyReviewReopened: true,
    NannyDocumentMoved: true,
    BackgroundCheckVerified: true,
    BackgroundCheckRejected: true,
    NannyProfileChangeSubmitted: true,
    NannyProfileChangeApproved: true,
    NannyProfileChangeRejected: true,
    NannyProfileChangeApplied: true,
    // Kept by the directory and the document versions, not here.
    NannyServiceAreaSet: false,
    NannyServiceAreaZoneRecorded: false,
    NannyExperienceSet: false,
    NannyDocumentVersionDeleted: false,
    // The credentials projection keeps the registry checks.
    RbtCertificationChecked: false,
    RbtCertificationLapsed: false,
    RbtRecheckRequested: false,
    // A background check's reminder is kept here, beside the check it is about.
    CredentialExpiryReminderSent: true,
  },
  fold: foldEvent,
});

function foldEvent(event: RecordedEvent<NannyEvent | AccountFact>, rows: TypedRows<Tables>): void {
  const at = new Date(event.recordedAt);
  // An update of a nanny without a profile row changes nothing, as the SQL update did.
  const profile = (nannyId: string, patch: Partial<RowOf<'nanny_profiles'>>) =>
    rows.update('nanny_profiles', { nanny_id: nannyId }, patch);
  switch (event.type) {
    case 'NannyRegistered': {
      const d = event.data;
      const row = registeredProfileRow(d, at);
      rows.insert(
        'nanny_profiles',
        { nanny_id: d.accountId, ...row, weekly_availability: defaultWeek() },
        columnsOf(row),
      );
      return;
    }
    case 'EmailChanged':
      profile(event.data.accountId, { email: event.data.email, updated_at: at });
      return;
    case 'PaymentPolicyAgreed':
      profile(event.data.nannyId, {
        agreed_to_payment: true,
        agreed_at: new Date(event.data.agreedAt),
        updated_at: at,
      });
      return;
    case 'NannyProfileUpdated':
      profile(event.data.nannyId, {
        full_name: event.data.fullName,
        bio: event.data.bio,
        updated_at: at,
      });
      return;
    case 'ProfilePhotoUploaded':
    case 'RbtCertificationUploaded':
    case 'PhotoIdUploaded':
      profile(event.data.nannyId, {
        [COLUMN_BY_UPLOAD[event.type]]: documentFacts(event.data),
        updated_at: at,
      });
      return;
    case 'BackgroundCheckUploaded':
      // Every new upload goes back to review, whatever the earlier one's outcome.
      profile(event.data.nannyId, {
        background_check: documentFacts(event.data),
        background_check_status: 'pending',
        background_check_rejection_reason: null,
        updated_at: at,
      });
      return;
    // Her last verified card stays in force (valid_until kept) while a new one waits, as in
    // the directory; a rejection ends it.
    case 'CprFirstAidUploaded':
      profile(event.data.nannyId, {
        cpr_first_aid: documentFacts(event.data),
        cpr_first_aid_status: 'pending',
        cpr_first_aid_rejection_reason: null,
        updated_at: at,
      });
      return;
    case 'CprFirstAidVerified':
      profile(event.data.nannyId, {
        cpr_first_aid_status: 'verified',
        cpr_first_aid_valid_until: event.data.validUntil,
        cpr_first_aid_rejection_reason: null,
        updated_at: at,
      });
      return;
    case 'CprFirstAidRejected':
      profile(event.data.nannyId, {
        cpr_first_aid_status: 'rejected',
        cpr_first_aid_valid_until: null,
        cpr_first_aid_rejection_reason: event.data.reason,
        updated_at: at,
      });
      return;
    case 'WeeklyAvailabilitySet':
      profile(event.data.nannyId, { weekly_availability: event.data.week, updated_at: at });
      return;
    case 'SingleDayAvailabilityAdded': {
      const d = event.data;
      rows.insert(
        'nanny_single_days',
        {
          entry_id: d.entryId,
          nanny_id: d.nannyId,
          date: d.date,
          start_time: d.startTime,
          end_time: d.endTime,
        },
        'keep',
      );
      return;
    }
    case 'SingleDayAvailabilityRemoved':
      rows.remove('nanny_single_days', { entry_id: event.data.entryId });
      return;
    case 'NannyApproved':
      profile(event.data.nannyId, { status: 'approved', rejection_reason: null, updated_at: at });
      return;
    case 'NannyRejected':
      profile(event.data.nannyId, {
        status: 'rejected',
        rejection_reason: event.data.reason,
        updated_at: at,
      });
      return;
    // A replaced RBT certificate or photo ID reopens review as a withdrawal does.
    case 'NannyApprovalWithdrawn':
    case 'NannyReviewReopened':
      profile(event.data.nannyId, {
        status: 'pending',
        rejection_reason: null,
        change_rejection_reason: null,
        updated_at: at,
      });
      return;
    case 'NannyDocumentMoved': {
      // The legacy file the current document names (by the fixed key, or by none before issue
      // 20) now has an id and a key of its own; a document uploaded since stays as it is.
      if (event.data.kind === 'profile-photo') return;
      const { kind, uploadId, storageKey, fromKey } = event.data;
      const column = COLUMN_BY_KIND[kind];
      const found = rows.get('nanny_profiles', { nanny_id: event.data.nannyId });
      const document = (found?.[column] ?? null) as Record<string, unknown> | null;
      // No document (or no profile): nothing to name, as `null || moved` stayed null.
      if (document === null) return;
      if (document.uploadId != null) return;
      if ((document.storageKey ?? fromKey) !== fromKey) return;
      profile(event.data.nannyId, { [column]: { ...document, storageKey, uploadId } });
      return;
    }
    // The verified check stays in force (its age counting) while a new upload waits; a
    // rejection is the operator's latest word and ends it.
    case 'BackgroundCheckVerified':
      profile(event.data.nannyId, {
        background_check_status: 'verified',
        background_check_rejection_reason: null,
        background_check_verified_at: new Date(event.data.verifiedAt),
        updated_at: at,
      });
      return;
    case 'BackgroundCheckRejected':
      profile(event.data.nannyId, {
        background_check_status: 'rejected',
        background_check_rejection_reason: event.data.reason,
        background_check_verified_at: null,
        updated_at: at,
      });
      return;
    case 'CredentialExpiryReminderSent':
      if (event.data.document !== 'background-check') return;
      profile(event.data.nannyId, {
        background_reminded_for: event.data.expiresOn,
        background_reminded_days: event.data.daysBefore,
      });
      return;
    case 'NannyProfileChangeSubmitted': {
      const { nannyId, changeId, fullName, bio, photo, submittedAt } = event.data;
      const found = rows.get('nanny_profiles', { nanny_id: nannyId });
      if (!found) return;
      const pending = {
        changeId,
        fullName,
        bio,
        // Typed as the table reads it: the event's shape also allows a photo without a key.
        photo: photo && (documentFacts(photo) as PendingProfileChange['photo']),
        submittedAt,
      };
      profile(nannyId, {
        pending_change: pending,
        // The queue keeps her place from the first version she submitted.
        pending_change_at: found.pending_change_at ?? new Date(submittedAt),
        change_rejection_reason: null,
        updated_at: at,
      });
      return;
    }
    case 'NannyProfileChangeApproved':
    case 'NannyProfileChangeApplied':
      profile(event.data.nannyId, changeTaken(event.data, at));
      return;
    case 'NannyProfileChangeRejected':
      profile(event.data.nannyId, {
        pending_change: null,
        pending_change_at: null,
        change_rejection_reason: event.data.reason,
        updated_at: at,
      });
      return;
  }
}
