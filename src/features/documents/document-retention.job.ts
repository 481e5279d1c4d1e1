import type { FeatureDeps } from '../../infra/feature.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { recordVersionDeleted } from './document-commands.js';
import { loadStoredFiles } from './load-stored-files.js';
import { expectsBytes, type DocumentVersion } from './stored-files.js';

export const DOCUMENT_RETENTION_JOB = 'documents.apply-retention';

type RetentionDeps = Pick<FeatureDeps, 'db' | 'eventStore' | 'storage' | 'clock' | 'config'>;

/**
 * Replaced versions whose replacement is older than DOCUMENT_RETENTION_DAYS. Never a current
 * version (it has no replacement). A legacy version without an upload id cannot be named in the
 * event: it waits for scripts/move-documents.ts (and earlier legacy ones have no bytes anyway).
 */
export const dueForRetention = (versions: DocumentVersion[], now: Date, days: number) =>
  versions.filter(
    (v) =>
      v.replacedAt !== null &&
      v.uploadId !== null &&
      expectsBytes(v) &&
      Date.parse(v.replacedAt) <= now.getTime() - days * 86_400_000,
  );

/**
 * The deletion is recorded first, then the bytes deleted: a failed delete leaves an object no
 * event references, which the orphan sweeper finishes; never a recorded version without bytes
 * that nobody recorded deleting.
 */
export async function applyDocumentRetention(deps: RetentionDeps): Promise<number> {
  const now = deps.clock();
  const { versions } = await loadStoredFiles(deps.db, deps.eventStore.catalog);
  const due = dueForRetention(versions, now, deps.config.documentRetentionDays);
  for (const v of due) {
    await recordVersionDeleted(deps, {
      nannyId: v.nannyId,
      kind: v.kind,
      uploadId: v.uploadId!,
      storageKey: v.storageKey,
      reason: 'retention',
      deletedAt: now.toISOString(),
    });
    await deps.storage.delete(v.storageKey);
  }
  return due.length;
}

/** Daily, at night (UTC). A second run finds the versions already recorded deleted. */
export function documentRetentionJob(deps: RetentionDeps): JobDefinition {
  return {
    name: DOCUMENT_RETENTION_JOB,
    cron: '40 3 * * *',
    retryLimit: 2,
    retryDelaySeconds: 600,
    retryBackoff: true,
    handle: async () => {
      await applyDocumentRetention(deps);
    },
  };
}
