import type { Feature } from '../../infra/feature.js';
import { privacyRoutes } from './privacy.routes.js';
import { retentionJob } from './retention.job.js';
export { RETENTION_JOB } from './retention.job.js';

/**
 * Families' privacy (docs/privacy.md): a copy of your data, who looked at your information, and the
 * purge of rows kept past their use. Access records are written where the information is served
 * (infra/privacy/access-log.ts); this feature reads them.
 */
export const privacyFeature: Feature = {
  name: 'privacy',
  jobs: (deps) => [retentionJob(deps)],
  routes: async (app, deps) => {
    await app.register(privacyRoutes, deps);
  },
};
