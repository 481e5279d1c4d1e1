import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import { defaultWeek } from './availability.rules.js';
import type { FileFactsData, NannyEvent, ProfileChangeData } from './nannies.events.js';

/** Registration and email facts come from the accounts stream; they are matched by type name. */
type AccountFact =
  | {
      type: 'NannyRegistered';
      data: { accountId: string; fullName: string; email: string; registeredAt: string };
    }
  | { type: 'EmailChanged'; data: { accountId: string; email: string; changedAt: string } };

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
const storedDocument = (d: Omit<FileFactsData, 'nannyId'>) => JSON.stringify(documentFacts(d));

/** The listed profile once a change is approved (or applied at a withdrawal); nothing waits. */
const changeTaken = (d: Omit<ProfileChangeData, 'submittedAt'>, at: Date) => ({
  full_name: d.fullName,
  bio: d.bio,
  ...(d.photo === null ? {} : { profile_photo: storedDocument(d.photo) }),
  pending_change: null,
  pending_change_at: null,
  change_rejection_reason: null,
  updated_at: at,
});

/** nanny_profiles and nanny_single_days: what the dashboard, operators and parents read. */
export const nanniesProjection: Projection = {
  name: 'nannies',
  tables: ['nanny_single_days', 'nanny_profiles'],
  handles: [
    'NannyRegistered',
    'EmailChanged',
    'PaymentPolicyAgreed',
    'NannyProfileUpdated',
    ...Object.keys(COLUMN_BY_UPLOAD),
    'CprFirstAidUploaded',
    'CprFirstAidVerified',
    'CprFirstAidRejected',
    'WeeklyAvailabilitySet',
    'SingleDayAvailabilityAdded',
    'SingleDayAvailabilityRemoved',
    'NannyApproved',
    'NannyRejected',
    'NannyApprovalWithdrawn',
    'NannyReviewReopened',
    'NannyDocumentMoved',
    'BackgroundCheckVerified',
    'BackgroundCheckRejected',
    'NannyProfileChangeSubmitted',
    'NannyProfileChangeApproved',
    'NannyProfileChangeRejected',
    'NannyProfileChangeApplied',
  ],
  apply: (recorded, db) =>
    applyEvent(recorded as unknown as RecordedEvent<NannyEvent | AccountFact>, db),
};

async function applyEvent(
  event: RecordedEvent<NannyEvent | AccountFact>,
  db: Kysely<Database>,
): Promise<void> {
  const at = new Date(event.recordedAt);
  const profile = (nannyId: string) =>
    db.updateTable('nanny_profiles').where('nanny_id', '=', nannyId);
  switch (event.type) {
    case 'NannyRegistered': {
      const d = event.data;
      const row = {
        full_name: d.fullName,
        email: d.email,
        created_at: new Date(d.registeredAt),
        updated_at: at,
      };
      await db
        .insertInto('nanny_profiles')
        .values({
          nanny_id: d.accountId,
          ...row,
          weekly_availability: JSON.stringify(defaultWeek()),
        })
        .onConflict((oc) => oc.column('nanny_id').doUpdateSet(row))
        .execute();
      return;
    }
    case 'EmailChanged':
      await profile(event.data.accountId)
        .set({ email: event.data.email, updated_at: at })
        .execute();
      return;
    case 'PaymentPolicyAgreed':
      await profile(event.data.nannyId)
        .set({ agreed_to_payment: true, agreed_at: new Date(event.data.agreedAt), updated_at: at })
        .execute();
      return;
    case 'NannyProfileUpdated':
      await profile(event.data.nannyId)
        .set({ full_name: event.data.fullName, bio: event.data.bio, updated_at: at })
        .execute();
      return;
    case 'ProfilePhotoUploaded':
    case 'RbtCertificationUploaded':
    case 'PhotoIdUploaded':
      await profile(event.data.nannyId)
        .set({ [COLUMN_BY_UPLOAD[event.type]]: storedDocument(event.data), updated_at: at })
        .execute();
      return;
    case 'BackgroundCheckUploaded':
      // Every new upload goes back to review, whatever the earlier one's outcome.
      await profile(event.data.nannyId)
        .set({
          background_check: storedDocument(event.data),
          background_check_status: 'pending',
          background_check_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    // Her last verified card stays in force (valid_until kept) while a new one waits, as in
    // the directory; a rejection ends it.
    case 'CprFirstAidUploaded':
      await profile(event.data.nannyId)
        .set({
          cpr_first_aid: storedDocument(event.data),
          cpr_first_aid_status: 'pending',
          cpr_first_aid_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    case 'CprFirstAidVerified':
      await profile(event.data.nannyId)
        .set({
          cpr_first_aid_status: 'verified',
          cpr_first_aid_valid_until: event.data.validUntil,
          cpr_first_aid_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    case 'CprFirstAidRejected':
      await profile(event.data.nannyId)
        .set({
          cpr_first_aid_status: 'rejected',
          cpr_first_aid_valid_until: null,
          cpr_first_aid_rejection_reason: event.data.reason,
          updated_at: at,
        })
        .execute();
      return;
    case 'WeeklyAvailabilitySet':
      await profile(event.data.nannyId)
        .set({ weekly_availability: JSON.stringify(event.data.week), updated_at: at })
        .execute();
      return;
    case 'SingleDayAvailabilityAdded': {
      const d = event.data;
      await db
        .insertInto('nanny_single_days')
        .values({
          entry_id: d.entryId,
          nanny_id: d.nannyId,
          date: d.date,
          start_time: d.startTime,
          end_time: d.endTime,
        })
        .onConflict((oc) => oc.column('entry_id').doNothing())
        .execute();
      return;
    }
    case 'SingleDayAvailabilityRemoved':
      await db.deleteFrom('nanny_single_days').where('entry_id', '=', event.data.entryId).execute();
      return;
    case 'NannyApproved':
      await profile(event.data.nannyId)
        .set({ status: 'approved', rejection_reason: null, updated_at: at })
        .execute();
      return;
    case 'NannyRejected':
      await profile(event.data.nannyId)
        .set({ status: 'rejected', rejection_reason: event.data.reason, updated_at: at })
        .execute();
      return;
    // A replaced RBT certificate or photo ID reopens review as a withdrawal does (issue 19).
    case 'NannyApprovalWithdrawn':
    case 'NannyReviewReopened':
      await profile(event.data.nannyId)
        .set({
          status: 'pending',
          rejection_reason: null,
          change_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    case 'NannyDocumentMoved': {
      // The legacy file the current document names (by the fixed key, or by none before issue
      // 20) now has an id and a key of its own; a document uploaded since stays as it is.
      if (event.data.kind === 'profile-photo') return;
      const { kind, uploadId, storageKey, fromKey } = event.data;
      const column = sql.ref(COLUMN_BY_KIND[kind]);
      const moved = JSON.stringify({ storageKey, uploadId });
      await profile(event.data.nannyId)
        .set({ [COLUMN_BY_KIND[kind]]: sql`${column} || ${moved}::jsonb` })
        .where(sql<boolean>`${column} ->> 'uploadId' is null`)
        .where(sql<boolean>`coalesce(${column} ->> 'storageKey', ${fromKey}) = ${fromKey}`)
        .execute();
      return;
    }
    case 'BackgroundCheckVerified':
      await profile(event.data.nannyId)
        .set({
          background_check_status: 'verified',
          background_check_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    case 'BackgroundCheckRejected':
      await profile(event.data.nannyId)
        .set({
          background_check_status: 'rejected',
          background_check_rejection_reason: event.data.reason,
          updated_at: at,
        })
        .execute();
      return;
    case 'NannyProfileChangeSubmitted': {
      const { changeId, fullName, bio, photo, submittedAt } = event.data;
      const pending = {
        changeId,
        fullName,
        bio,
        photo: photo && documentFacts(photo),
        submittedAt,
      };
      await profile(event.data.nannyId)
        .set({
          pending_change: JSON.stringify(pending),
          // The queue keeps her place from the first version she submitted.
          pending_change_at: sql<Date>`coalesce(pending_change_at, ${new Date(submittedAt)})`,
          change_rejection_reason: null,
          updated_at: at,
        })
        .execute();
      return;
    }
    case 'NannyProfileChangeApproved':
    case 'NannyProfileChangeApplied':
      await profile(event.data.nannyId).set(changeTaken(event.data, at)).execute();
      return;
    case 'NannyProfileChangeRejected':
      await profile(event.data.nannyId)
        .set({
          pending_change: null,
          pending_change_at: null,
          change_rejection_reason: event.data.reason,
          updated_at: at,
        })
        .execute();
      return;
  }
}
