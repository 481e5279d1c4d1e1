import type { Feature } from '../../infra/feature.js';
import { directoryProjection } from './directory.projection.js';
import { directoryLiveMapper } from './directory.live.js';
import { directoryRoutes } from './directory.routes.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';
import { searchAlertMailJob, searchAlertMailReaction } from './search-alert.mail.js';
import { searchAlertsJob } from './search-alerts.job.js';
import { searchAlertsRoutes } from './search-alerts.routes.js';
import { searchMatchJob, searchMatchReaction } from './search-match.job.js';
import { searchEventTypes } from './search.events.js';
import { searchLiveMapper } from './search.live.js';
import { searchProjection } from './search.projection.js';
export { directoryListingOf } from './search.queries.js';
export { savedSearchesExportPart } from './search-export.js';

export { runSearchCommand } from './search.handlers.js';

/**
 * Directory search (docs/product.md, Directory): the parents' search and its live updates; saved
 * searches and the alerts they raise when a matching RBT is approved (live, and at most one email a
 * day).
 */
export const searchFeature: Feature = {
  name: 'search',
  events: searchEventTypes,
  projections: [directoryProjection, searchProjection],
  reactions: [searchMatchReaction, searchAlertMailReaction],
  live: [directoryLiveMapper, searchLiveMapper],
  jobs: (deps) => [searchMatchJob(deps), searchAlertsJob(deps), searchAlertMailJob(deps)],
  routes: async (app, deps) => {
    await app.register(directoryRoutes, deps);
    await app.register(savedSearchesRoutes, deps);
    await app.register(searchAlertsRoutes, deps);
  },
};
