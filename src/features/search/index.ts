import type { Feature } from '../../infra/feature.js';
import { directoryLiveMapper } from './directory.live.js';
import { directoryRoutes } from './directory.routes.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';
import { searchAlertMailJob, searchAlertMailReaction } from './search-alert.mail.js';
import { searchAlertsJob } from './search-alerts.cron.js';
import { searchEventTypes } from './search.events.js';
import { searchLiveMapper } from './search.live.js';
import { searchProjection } from './search.projection.js';

/** Directory search (issue 18): the parents' search, its live updates, saved searches and alerts. */
export const searchFeature: Feature = {
  name: 'search',
  events: searchEventTypes,
  projections: [searchProjection],
  reactions: [searchAlertMailReaction],
  live: [directoryLiveMapper, searchLiveMapper],
  jobs: (deps) => [searchAlertsJob(deps), searchAlertMailJob(deps)],
  routes: async (app, deps) => {
    await app.register(directoryRoutes, deps);
    await app.register(savedSearchesRoutes, deps);
  },
};
