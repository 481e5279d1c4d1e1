import type { FastifyBaseLogger } from 'fastify';
import type { StoredDocument } from '../../../infra/db/schema.js';
import type { FileStorage } from '../../../infra/storage/file-storage.js';
import type { NannyProfileRow } from '../nannies.queries.js';

// Nanny photos live in their own namespace, apart from parents' (docs/security.md, item 10), and
// each upload under a key of its own (item 3): a photo waiting for review never overwrites the one
// parents see, and approving it only points the listing at its key, so no crash between storage
// and the log can show parents an unreviewed photo. A failed append leaves only an unlisted file.

/** Where a newly uploaded photo goes: the nanny's id and an id of the upload. */
export const newPhotoKey = (nannyId: string, uploadId: string) =>
  `nannyPhotos/${nannyId}-${uploadId}`;

/**
 * Before photos had keys of their own, every nanny photo was written over one key, shared with
 * parents' photos.
 */
export const LEGACY_PHOTO_PREFIX = 'profilePics';

/** Where a recorded photo's bytes are: the key its event named, or the old shared one. */
const photoKeyOf = (nannyId: string, photo: StoredDocument) =>
  photo.storageKey ?? `${LEGACY_PHOTO_PREFIX}/${nannyId}`;

/** Every photo key the nanny's profile still refers to: the listed photo and a waiting one. */
function photoKeysOf(row: NannyProfileRow | undefined): Set<string> {
  const keys = new Set<string>();
  if (row?.profile_photo) keys.add(photoKeyOf(row.nanny_id, row.profile_photo));
  if (row?.pending_change?.photo) keys.add(row.pending_change.photo.storageKey);
  return keys;
}

/**
 * After a committed change, deletes the photos the profile no longer refers to (replaced,
 * rejected or superseded), so no old photo lingers. Safe against concurrent requests: every
 * upload has a fresh key, and a key no longer referred to is never referred to again. A failure
 * only leaves an unlisted file behind, so it is logged and the answer stands.
 */
export async function removeUnusedPhotos(
  storage: FileStorage,
  before: NannyProfileRow | undefined,
  after: NannyProfileRow | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (after === undefined) return;
  const kept = photoKeysOf(after);
  for (const key of photoKeysOf(before)) {
    if (kept.has(key)) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not delete a replaced nanny photo');
    }
  }
}
