import type { FastifyBaseLogger } from 'fastify';
import type { FeatureDeps } from '../../infra/feature.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { DOCUMENT_PREFIX } from '../nannies/index.js';
import { loadStoredFiles } from './load-stored-files.js';
import { referencedFiles } from './stored-files.js';

export const ORPHAN_SWEEP_JOB = 'documents.sweep-orphans';

/**
 * Where uploads are written since each got a key of its own. The legacy
 * fixed keys (rbtCertifications/…, profilePics/…) are left to scripts/move-documents.ts.
 */
export const SWEPT_PREFIXES = [`${DOCUMENT_PREFIX}/`, 'nannyPhotos/', 'parentPhotos/'] as const;

type SweepDeps = Pick<FeatureDeps, 'db' | 'eventStore' | 'storage' | 'clock' | 'config'>;

/**
 * Deletes every stored object no event references once it is older than ORPHAN_GRACE_HOURS: the
 * bytes of an upload whose event was never recorded (a crash or a refused command between storing
 * and recording), a replaced photo whose delete failed, a version recorded deleted whose delete
 * failed. Listing comes before reading the log, so an object stored and recorded meanwhile is
 * seen as referenced; one stored but not yet recorded is younger than the grace period.
 */
export async function sweepOrphans(
  deps: SweepDeps,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<string[]> {
  const cutoff = deps.clock().getTime() - deps.config.orphanGraceHours * 3600_000;
  const candidates: string[] = [];
  for (const prefix of SWEPT_PREFIXES) {
    for await (const object of deps.storage.list(prefix)) {
      if (object.lastModified.getTime() < cutoff) candidates.push(object.key);
    }
  }
  if (candidates.length === 0) return [];
  const referenced = referencedFiles(await loadStoredFiles(deps.db, deps.eventStore.catalog));
  const deleted: string[] = [];
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    await deps.storage.delete(key);
    deleted.push(key);
  }
  if (deleted.length > 0) log?.info({ count: deleted.length }, 'deleted unreferenced files');
  return deleted;
}

/** Hourly; idempotent (a second run finds nothing), so overlapping runs do no harm. */
export function orphanSweeperJob(
  deps: SweepDeps & { log?: Pick<FastifyBaseLogger, 'info'> },
): JobDefinition {
  return {
    name: ORPHAN_SWEEP_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    handle: async () => {
      await sweepOrphans(deps, deps.log);
    },
  };
}
