import type { Kysely } from 'kysely';
import type { Database, DocumentDecision } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import { DOCUMENT_KIND_BY_UPLOAD, legacyDocumentKey } from './document-keys.js';
import type { NannyEvent } from './nannies.events.js';

/**
 * A version uploaded before issue 19 has no upload id: it is named for good by its upload
 * event's place in her stream (see migration 0017), whatever id a move gives it later.
 */
export const legacyVersionId = (streamVersion: number) => `legacy-${streamVersion}`;

/**
 * nanny_document_versions: every version of each of a nanny's documents, what operators decided
 * on it, and whether its bytes are still stored (issue 19). The profile photo is not here: it
 * has its own review (profile changes).
 */
export const documentVersionsProjection: Projection = {
  name: 'nanny-document-versions',
  tables: ['nanny_document_versions'],
  handles: [
    ...Object.keys(DOCUMENT_KIND_BY_UPLOAD),
    'NannyApproved',
    'BackgroundCheckVerified',
    'BackgroundCheckRejected',
    'CprFirstAidVerified',
    'CprFirstAidRejected',
    'NannyDocumentMoved',
    'NannyDocumentVersionDeleted',
  ],
  apply: (recorded, db) => applyEvent(recorded as unknown as RecordedEvent<NannyEvent>, db),
};

async function applyEvent(event: RecordedEvent<NannyEvent>, db: Kysely<Database>): Promise<void> {
  const versions = (nannyId: string) =>
    db.updateTable('nanny_document_versions').where('nanny_id', '=', nannyId);
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
      // The version it follows is replaced; one whose key this upload wrote over (before issue
      // 19, when each kind had one fixed key) lost its bytes there and then.
      await versions(d.nannyId)
        .where('kind', '=', kind)
        .where('replaced_at', 'is', null)
        .where('version_id', '!=', versionId)
        .set({ replaced_at: uploadedAt })
        .execute();
      await versions(d.nannyId)
        .where('storage_key', '=', storageKey)
        .where('deleted_at', 'is', null)
        .where('version_id', '!=', versionId)
        .set({ deleted_at: uploadedAt, deleted_reason: 'overwritten' })
        .execute();
      await db
        .insertInto('nanny_document_versions')
        .values({
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
        })
        .onConflict((oc) => oc.columns(['nanny_id', 'version_id']).doNothing())
        .execute();
      return;
    }
    case 'NannyApproved': {
      const { nannyId, approvedAt, documents } = event.data;
      // Before issue 19 an approval named no versions: it was made on the current ones.
      const decided: { kind: string; uploadId?: string }[] = documents
        ? Object.entries(documents).map(([kind, uploadId]) => ({ kind, uploadId }))
        : [{ kind: 'rbt-certification' }, { kind: 'photo-id' }];
      for (const { kind, uploadId } of decided)
        await decide(db, nannyId, kind, uploadId, 'approved', approvedAt);
      return;
    }
    case 'BackgroundCheckVerified':
    case 'CprFirstAidVerified': {
      const { nannyId, uploadId, verifiedAt } = event.data;
      const kind = event.type === 'BackgroundCheckVerified' ? 'background-check' : 'cpr-first-aid';
      await decide(db, nannyId, kind, uploadId, 'verified', verifiedAt);
      return;
    }
    case 'BackgroundCheckRejected':
    case 'CprFirstAidRejected': {
      const { nannyId, uploadId, rejectedAt } = event.data;
      const kind = event.type === 'BackgroundCheckRejected' ? 'background-check' : 'cpr-first-aid';
      await decide(db, nannyId, kind, uploadId, 'rejected', rejectedAt);
      return;
    }
    case 'NannyDocumentMoved': {
      // Only the latest legacy version of a kind still had bytes at the fixed key.
      const { nannyId, kind, uploadId, fromKey, storageKey } = event.data;
      await versions(nannyId)
        .where('kind', '=', kind)
        .where('storage_key', '=', fromKey)
        .where('upload_id', 'is', null)
        .where('deleted_at', 'is', null)
        .set({ upload_id: uploadId, storage_key: storageKey })
        .execute();
      return;
    }
    case 'NannyDocumentVersionDeleted': {
      const { nannyId, uploadId, reason, deletedAt } = event.data;
      await versions(nannyId)
        .where('upload_id', '=', uploadId)
        .where('deleted_at', 'is', null)
        .set({ deleted_at: new Date(deletedAt), deleted_reason: reason })
        .execute();
      return;
    }
    default:
      return;
  }
}

/** A decision on the version it names, or (before issue 19) on the kind's current version. */
async function decide(
  db: Kysely<Database>,
  nannyId: string,
  kind: string,
  uploadId: string | undefined,
  decision: DocumentDecision,
  at: string,
): Promise<void> {
  let query = db
    .updateTable('nanny_document_versions')
    .where('nanny_id', '=', nannyId)
    .where('kind', '=', kind);
  query =
    uploadId === undefined
      ? query.where('replaced_at', 'is', null)
      : query.where('upload_id', '=', uploadId);
  await query.set({ decision, decided_at: new Date(at) }).execute();
}
