import type { AuthContext } from '../../infra/auth/session-store.js';
import { DomainError, notFoundError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../infra/feature.js';
import type { UploadedFile } from '../../infra/http/uploads.js';
import type { StoredFile } from '../../infra/storage/file-storage.js';
import { storeUpload } from '../../infra/storage/store-upload.js';
import { AGREE_FIRST_MESSAGE, nannyDecider } from './nannies.decider.js';
import { nannyStreamId, type DocumentKind } from './nannies.events.js';
import { documentOf, findNannyProfile } from './nannies.queries.js';

const KEY_PREFIX: Record<DocumentKind, string> = {
  'profile-photo': 'profilePics',
  'rbt-certification': 'rbtCertifications',
  'photo-id': 'photoIds',
  'background-check': 'backgroundChecks',
};

/** Built from the kind and the user id, never from anything the upload says about itself. */
export const storageKey = (kind: DocumentKind, nannyId: string) => `${KEY_PREFIX[kind]}/${nannyId}`;

/**
 * Checks and cleans an upload (type from the bytes; photos re-encoded without metadata), stores
 * it under the nanny's key (replacing the old file, so none lingers), then records the fact.
 */
export async function uploadNannyDocument(
  deps: FeatureDeps,
  auth: AuthContext,
  kind: DocumentKind,
  upload: UploadedFile,
  metadata: EventMetadata,
): Promise<void> {
  const profile = await findNannyProfile(deps.db, auth.accountId);
  if (!profile) throw notFoundError('Nanny profile not found.');
  if (!profile.agreed_to_payment) {
    throw new DomainError('forbidden', AGREE_FIRST_MESSAGE, { reason: 'agreement_required' });
  }
  const facts = await storeUpload(
    deps.storage,
    storageKey(kind, auth.accountId),
    upload.bytes,
    kind === 'profile-photo' ? 'photo' : 'document',
  );
  await deps.eventStore.handleCommand(
    nannyDecider,
    nannyStreamId(auth.accountId),
    {
      type: 'RecordDocumentUpload',
      nannyId: auth.accountId,
      kind,
      file: { ...facts, fileName: upload.fileName },
      at: deps.clock().toISOString(),
    },
    { metadata },
  );
}

/**
 * A nanny's file, for those allowed: the nanny herself and operators; a profile photo also for
 * parents once she is approved. Everyone else is told there is no such file.
 */
export async function readNannyFile(
  deps: FeatureDeps,
  auth: AuthContext,
  nannyId: string,
  kind: DocumentKind,
): Promise<StoredFile> {
  const profile = await findNannyProfile(deps.db, nannyId);
  const allowed =
    profile !== undefined &&
    (auth.role === 'operator' ||
      (auth.role === 'nanny' && auth.accountId === nannyId) ||
      (auth.role === 'parent' && kind === 'profile-photo' && profile.status === 'approved'));
  if (!allowed || !documentOf(profile, kind)) throw notFoundError('File not found.');
  const file = await deps.storage.get(storageKey(kind, nannyId));
  if (!file) throw notFoundError('File not found.');
  return file;
}
