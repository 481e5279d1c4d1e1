import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../../infra/auth/session-store.js';
import { DomainError, notFoundError } from '../../../infra/domain/errors.js';
import type { EventMetadata } from '../../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import type { UploadedFile } from '../../../infra/http/uploads.js';
import type { StoredFile } from '../../../infra/storage/file-storage.js';
import { storeUpload } from '../../../infra/storage/store-upload.js';
import { documentKey } from './document-keys.js';
import { findDocumentVersion } from './document-versions.queries.js';
import { AGREE_FIRST_MESSAGE, nannyDecider } from '../nannies.decider.js';
import { nannyStreamId, type DocumentKind } from '../nannies.events.js';
import { documentOf, findNannyProfile, parentMaySeeNannyPhoto } from '../nannies.queries.js';
import { LEGACY_PHOTO_PREFIX, newPhotoKey, removeUnusedPhotos } from '../photos/nanny-photos.js';

/**
 * Fixed keys by kind, only for legacy files (photos and documents recorded before each upload
 * got a key of its own, docs/document-storage.md).
 */
const KEY_PREFIX: Record<DocumentKind, string> = {
  'profile-photo': LEGACY_PHOTO_PREFIX,
  'rbt-certification': 'rbtCertifications',
  'photo-id': 'photoIds',
  'background-check': 'backgroundChecks',
  'cpr-first-aid': 'cprFirstAidCards',
};

/** A legacy file's key: built from the kind and the user id, never from the upload itself. */
export const storageKey = (kind: DocumentKind, nannyId: string) => `${KEY_PREFIX[kind]}/${nannyId}`;

/**
 * Checks and cleans an upload (type from the bytes; photos re-encoded without metadata), stores
 * it, then records the fact with the key: bytes first, so an event never names missing bytes.
 * Every upload is a new object. A document version is kept once replaced (the history operators
 * review; the retention job deletes old ones); a photo no longer used is deleted once
 * the fact is committed, since an approved nanny's new photo waits for review beside the
 * listed one.
 */
export async function uploadNannyDocument(
  deps: FeatureDeps,
  auth: AuthContext,
  kind: DocumentKind,
  upload: UploadedFile,
  metadata: EventMetadata,
  log: FastifyBaseLogger,
): Promise<void> {
  const profile = await findNannyProfile(deps.db, auth.accountId);
  if (!profile) throw notFoundError('Nanny profile not found.');
  if (!profile.agreed_to_payment) {
    throw new DomainError('forbidden', AGREE_FIRST_MESSAGE, { reason: 'agreement_required' });
  }
  const isPhoto = kind === 'profile-photo';
  const uploadId = isPhoto ? undefined : randomUUID();
  const key =
    uploadId === undefined
      ? newPhotoKey(auth.accountId, randomUUID())
      : documentKey(auth.accountId, kind, uploadId);
  const facts = await storeUpload(
    deps.storage,
    key,
    upload.bytes,
    isPhoto ? 'photo' : 'document',
  ).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'unavailable')
      log.error({ err: error.cause, storageKey: key }, 'file storage failed');
    throw error;
  });
  await deps.eventStore.handleCommand(
    nannyDecider,
    nannyStreamId(auth.accountId),
    {
      type: 'RecordDocumentUpload',
      nannyId: auth.accountId,
      changeId: randomUUID(),
      kind,
      file: { ...facts, fileName: upload.fileName, storageKey: key, ...(uploadId && { uploadId }) },
      at: deps.clock().toISOString(),
    },
    { metadata },
  );
  if (isPhoto) {
    const after = await findNannyProfile(deps.db, auth.accountId);
    await removeUnusedPhotos(deps.storage, profile, after, log);
  }
}

/**
 * A nanny's file, for those allowed: the nanny herself and operators; a profile photo also for
 * parents as parentMaySeeNannyPhoto says. Everyone else is told there is no such file (404, as
 * for a nanny without one), so a refusal never confirms that a photo exists.
 */
export async function readNannyFile(
  deps: FeatureDeps,
  auth: AuthContext,
  nannyId: string,
  kind: DocumentKind,
): Promise<StoredFile> {
  const allowed =
    auth.role === 'operator' ||
    (auth.role === 'nanny' && auth.accountId === nannyId) ||
    (auth.role === 'parent' &&
      kind === 'profile-photo' &&
      (await parentMaySeeNannyPhoto(deps.db, auth.accountId, nannyId)));
  const profile = allowed ? await findNannyProfile(deps.db, nannyId) : undefined;
  const stored = profile ? documentOf(profile, kind) : null;
  if (!stored) throw notFoundError('File not found.');
  // Files recorded since uploads got keys of their own name them; older ones are under their
  // kind's fixed key.
  return readOrNotFound(deps, stored.storageKey ?? storageKey(kind, nannyId));
}

/**
 * One stored version of a document, for the nanny herself and operators. An unknown
 * or forged version id, another nanny's version, or deleted bytes: there is no such file.
 */
export async function readDocumentVersion(
  deps: FeatureDeps,
  auth: AuthContext,
  nannyId: string,
  versionId: string,
): Promise<{ file: StoredFile; kind: string }> {
  const allowed = auth.role === 'operator' || (auth.role === 'nanny' && auth.accountId === nannyId);
  const version = allowed ? await findDocumentVersion(deps.db, nannyId, versionId) : undefined;
  if (!version || version.deleted_at !== null) throw notFoundError('File not found.');
  return { file: await readOrNotFound(deps, version.storage_key), kind: version.kind };
}

/**
 * The photo waiting for review, for the nanny herself and operators only: parents see it once
 * an operator approves it (and then by the listed photo's address).
 */
export async function readPendingPhoto(
  deps: FeatureDeps,
  auth: AuthContext,
  nannyId: string,
): Promise<StoredFile> {
  const allowed = auth.role === 'operator' || (auth.role === 'nanny' && auth.accountId === nannyId);
  const profile = allowed ? await findNannyProfile(deps.db, nannyId) : undefined;
  const photo = profile?.pending_change?.photo;
  if (!photo) throw notFoundError('File not found.');
  return readOrNotFound(deps, photo.storageKey);
}

async function readOrNotFound(deps: FeatureDeps, key: string): Promise<StoredFile> {
  const file = await deps.storage.get(key);
  if (!file) throw notFoundError('File not found.');
  return file;
}
