import type { FeatureDeps } from '../../infra/feature.js';
import {
  documentKeyPrefixOf,
  LEGACY_DOCUMENT_PREFIX,
  legacyDocumentKey,
  LEGACY_PHOTO_PREFIX,
  newPhotoKey,
} from '../nannies/index.js';
import { recordVersionDeleted } from './document-commands.js';
import { moveLegacyDocuments } from './document-move.js';
import { loadStoredFiles } from './load-stored-files.js';
import { expectsBytes } from './stored-files.js';

type ErasureDeps = Pick<FeatureDeps, 'db' | 'eventStore' | 'storage' | 'clock'>;

/**
 * Deletes every stored file of one nanny (for her account's erasure): every document version, each
 * recorded deleted (reason 'erasure') before its bytes go, and her photos, listed, waiting or
 * left over. Legacy documents are first moved to keys of their own, so their deletion can name
 * them; whatever is left under her fixed keys is deleted too. Safe to run again.
 */
export async function eraseNannyFiles(
  deps: ErasureDeps,
  nannyId: string,
): Promise<{ versionsDeleted: number; objectsDeleted: number }> {
  await moveLegacyDocuments(deps, { nannyId });
  const { versions } = await loadStoredFiles(deps.db, deps.eventStore.catalog);
  let versionsDeleted = 0;
  for (const v of versions) {
    if (v.nannyId !== nannyId || v.uploadId === null || !expectsBytes(v)) continue;
    await recordVersionDeleted(deps, {
      nannyId,
      kind: v.kind,
      uploadId: v.uploadId,
      storageKey: v.storageKey,
      reason: 'erasure',
      deletedAt: deps.clock().toISOString(),
    });
    await deps.storage.delete(v.storageKey);
    versionsDeleted += 1;
  }
  // Everything else stored under her id: copies no event names, photos (which no event records
  // deleting), and legacy keys whose bytes were not the recorded ones.
  let objectsDeleted = 0;
  const prefixes = [documentKeyPrefixOf(nannyId), newPhotoKey(nannyId, '')];
  for (const prefix of prefixes) {
    for await (const object of deps.storage.list(prefix)) {
      await deps.storage.delete(object.key);
      objectsDeleted += 1;
    }
  }
  const fixedKeys = [
    ...Object.keys(LEGACY_DOCUMENT_PREFIX).map((kind) =>
      legacyDocumentKey(kind as keyof typeof LEGACY_DOCUMENT_PREFIX, nannyId),
    ),
    `${LEGACY_PHOTO_PREFIX}/${nannyId}`,
  ];
  for (const key of fixedKeys) await deps.storage.delete(key);
  return { versionsDeleted, objectsDeleted };
}
