import type { Feature } from '../../infra/feature.js';
import { documentRetentionJob } from './document-retention.job.js';
import { orphanSweeperJob } from './orphan-sweeper.job.js';

export { SWEPT_PREFIXES } from './orphan-sweeper.job.js';
export { eraseNannyFiles } from './nanny-erasure.js';

/**
 * Housekeeping of stored files (docs/document-storage.md): the hourly orphan sweeper and the daily
 * retention of replaced document versions. It records facts on the nanny's stream through her
 * decider and owns no events or tables of its own.
 */
export const documentsFeature: Feature = {
  name: 'documents',
  jobs: (deps) => [orphanSweeperJob(deps), documentRetentionJob(deps)],
};
