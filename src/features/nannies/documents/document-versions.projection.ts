import type { DocumentDecision } from '../../../infra/db/schema.js';
import type { RecordedEvent } from '../../../infra/event-store/event-types.js';
import { defineProjection, readTable } from '../../../infra/projections/index.js';
import type { RowOf, TypedRows } from '../../../infra/projections/index.js';
import { DOCUMENT_KIND_BY_UPLOAD, legacyDocumentKey } from './document-keys.js';
import type { NannyEvent } from '../nannies.events.js';

/**
 * A version uploaded before versions were kept has no upload id: it is named for good by its upload
 * event's place in her stream (see migration 0017), whatever id a move gives it later.
 */
const legacyVersionId = (streamVersion: number) => `legacy-${streamVersion}`;

const TABLE = 'nanny_document_versions';
// Every update is of some of a nanny's rows: looked up by nanny_id, filtered as the SQL did.
const versionsTable = readTable(TABLE, { key: ['nanny_id', 'version_id'], lookups: ['nanny_id'] });

/** SQL's `column = value`: never true when either side is null. */
const sqlEquals = (a: unknown, b: unknown) => a != null && b != null && a === b;

/**
 * nanny_document_versions: every version of each of a nanny's documents, what operators decided
 * on it, and whether its bytes are still stored. The profile photo is not here: it
 * has its own review (profile changes).
 */
export const documentVersionsProjection = defineProjection<NannyEvent, typeof TABLE>({
  name: 'nanny-document-versions',
  tables: [versionsTable],
  events: {
    RbtCertificationUploaded: true,
    PhotoIdUploaded: true,
    BackgroundCheckUploaded: true,
    CprFirstAidUploaded: true,
    NannyApproved: true,
    BackgroundCheckVerified: true,
    BackgroundCheckRejected: true,
    CprFirstAidVerified: true,
    CprFirstAidRejected: true,
    NannyDocumentMoved: true,
    NannyDocumentVersionDeleted: true,
    // The rest of her events leave her documents' versions as they are.
    PaymentPolicyAgreed: false,
    NannyProfileUpdated: false,
    ProfilePhotoUploaded: false,
    WeeklyAvailabilitySet: false,
    SingleDayAvailabilityAdded: false,
    SingleDayAvailabilityRemoved: false,
    NannyRejected: false,
    NannyApprovalWithdrawn: false,
    NannyProfileChangeSubmitted: false,
    NannyProfileChangeApproved: false,
    NannyProfileChangeRejected: false,
    NannyProfileChangeApplied: false,
    NannyServiceAreaSet: false,
    NannyServiceAreaZoneRecorded: false,
    NannyExperienceSet: false,
    NannyReviewReopened: false,
    // The credentials projection keeps the registry checks.
    RbtCertificationChecked: false,
    RbtCertificationLapsed: false,
    RbtRecheckRequested: false,
    CredentialExpiryReminderSent: false,
  },
  fold: foldEvent,
});

function foldEvent(event: RecordedEvent<NannyEvent>, rows: TypedRows<typeof TABLE>): void {
  const versions = (nannyId: string) => rows.find(TABLE, 'nanny_id', nannyId);
  const set = (row: Readonly<Partial<RowOf<typeof TABLE>>>, patch: Partial<RowOf<typeof TABLE>>) =>
    rows.update(TABLE, { nanny_id: row.nanny_id, version_id: row.version_id }, patch);
  switch (event.type) {
    case 'RbtCertificationUploaded':
    case 'PhotoIdUploaded':
    case 'BackgroundCheckUploaded':
    case 'CprFirstAidUploaded': {
      const d = event.data;
      const kind = DOCUMENT_KIND_BY_UPLOAD[event.type];
      const versionId = d.uploadId ?? legacyVersionId(event.version);
      const storageKey = d.storageKey ?? legacyDocumentKey(kind, d.nannyId);
      const uploadedAt = new Date(d.uploadedAt);
      // Read before the insert (neither update's filter depends on what the other writes).
      const others = versions(d.nannyId).filter((row) => row.version_id !== versionId);
      // The version it follows is replaced; one whose key this upload wrote over (before issue
      // 19, when each kind had one fixed key) lost its bytes there and then.
      for (const row of others)
        if (row.kind === kind && row.replaced_at == null) set(row, { replaced_at: uploadedAt });
      for (const row of others)
        if (row.storage_key === storageKey && row.deleted_at == null)
          set(row, { deleted_at: uploadedAt, deleted_reason: 'overwritten' });
      rows.insert(
        TABLE,
        {
          nanny_id: d.nannyId,
          version_id: versionId,
          upload_id: d.uploadId ?? null,
          kind,
          storage_key: storageKey,
          content_type: d.contentType,
          size: d.size,
          sha256: d.sha256,
          file_name: d.fileName,
          uploaded_at: uploadedAt,
        },
        'keep',
      );
      return;
    }
    case 'NannyApproved': {
      const { nannyId, approvedAt, documents } = event.data;
      // Before versions were kept an approval named none: it was made on the current ones.
      const decided: { kind: string; uploadId?: string }[] = documents
        ? Object.entries(documents).map(([kind, uploadId]) => ({ kind, uploadId }))
        : [{ kind: 'rbt-certification' }, { kind: 'photo-id' }];
      for (const { kind, uploadId } of decided)
        decide(rows, nannyId, kind, uploadId, 'approved', approvedAt);
      return;
    }
    case 'BackgroundCheckVerified':
    case 'CprFirstAidVerified': {
      const { nannyId, uploadId, verifiedAt } = event.data;
      const kind = event.type === 'BackgroundCheckVerified' ? 'background-check' : 'cpr-first-aid';
      decide(rows, nannyId, kind, uploadId, 'verified', verifiedAt);
      return;
    }
    case 'BackgroundCheckRejected':
    case 'CprFirstAidRejected': {
      const { nannyId, uploadId, rejectedAt } = event.data;
      const kind = event.type === 'BackgroundCheckRejected' ? 'background-check' : 'cpr-first-aid';
      decide(rows, nannyId, kind, uploadId, 'rejected', rejectedAt);
      return;
    }
    case 'NannyDocumentMoved': {
      // Only the latest legacy version of a kind still had bytes at the fixed key.
      const { nannyId, kind, uploadId, fromKey, storageKey } = event.data;
      for (const row of versions(nannyId))
        if (
          row.kind === kind &&
          row.storage_key === fromKey &&
          row.upload_id == null &&
          row.deleted_at == null
        )
          set(row, { upload_id: uploadId, storage_key: storageKey });
      return;
    }
    case 'NannyDocumentVersionDeleted': {
      const { nannyId, uploadId, reason, deletedAt } = event.data;
      for (const row of versions(nannyId))
        if (sqlEquals(row.upload_id, uploadId) && row.deleted_at == null)
          set(row, { deleted_at: new Date(deletedAt), deleted_reason: reason });
      return;
    }
    default:
      return;
  }
}

/** A decision on the version it names, or (on a legacy decision) on the kind's current version. */
function decide(
  rows: TypedRows<typeof TABLE>,
  nannyId: string,
  kind: string,
  uploadId: string | undefined,
  decision: DocumentDecision,
  at: string,
): void {
  for (const row of rows.find(TABLE, 'nanny_id', nannyId)) {
    if (row.kind !== kind) continue;
    if (uploadId === undefined ? row.replaced_at != null : !sqlEquals(row.upload_id, uploadId))
      continue;
    rows.update(
      TABLE,
      { nanny_id: row.nanny_id, version_id: row.version_id },
      { decision, decided_at: new Date(at) },
    );
  }
}
