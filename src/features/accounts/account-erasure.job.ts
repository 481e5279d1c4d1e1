import type { FileStorage } from '../../infra/storage/file-storage.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { SWEPT_PREFIXES } from '../documents/index.js';
import { LEGACY_DOCUMENT_PREFIX, LEGACY_PHOTO_PREFIX } from '../nannies/index.js';

export const ERASE_FILES_JOB = 'accounts.erase-files';

interface EraseFilesPayload {
  accountId: string;
}

/**
 * Where a person's files are kept (DESIGN.md's storage keys and their later forms): a key is the
 * folder and her id, alone or followed by `-<upload>`. Ids are UUIDs, so a prefix never reaches
 * another person's files. Read when used, not when this module loads: the documents and nannies
 * features it names reach back to accounts through their imports.
 */
const folders = () => [
  ...SWEPT_PREFIXES.map((prefix) => prefix.slice(0, -1)),
  ...Object.values(LEGACY_DOCUMENT_PREFIX),
  LEGACY_PHOTO_PREFIX,
];

/** Every stored object of hers, found by listing (so files no event names go too). */
async function erasedAccountFiles(storage: FileStorage, accountId: string) {
  const keys: string[] = [];
  for (const folder of folders()) {
    for await (const object of storage.list(`${folder}/${accountId}`)) {
      const rest = object.key.slice(folder.length + 1 + accountId.length);
      if (rest === '' || rest.startsWith('-')) keys.push(object.key);
    }
  }
  return keys;
}

/** Queued by the erasure's transaction; deleting a deleted file is no error, so retries are safe. */
export function eraseFilesJob(deps: { storage: FileStorage }): JobDefinition<EraseFilesPayload> {
  return {
    name: ERASE_FILES_JOB,
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async ({ accountId }) => {
      for (const key of await erasedAccountFiles(deps.storage, accountId)) {
        await deps.storage.delete(key);
      }
    },
  };
}
