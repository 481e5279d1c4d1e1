import type { Feature } from '../../infra/feature.js';
import { savedSearchesRoutes } from './saved-searches.routes.js';
import { searchAlertMailJob, searchAlertMailReaction } from './search-alert.mail.js';
import { searchAlertsJob } from './search-alerts.cron.js';
import { searchEventTypes } from './search.events.js';
import { searchLiveMapper } from './search.live.js';
import { searchProjection } from './search.projection.js';

/** Saved searches of the directory, and the alerts they raise when a matching RBT is approved. */
export const searchFeature: Feature = {
  name: 'search',
  events: searchEventTypes,
  projections: [searchProjection],
  reactions: [searchAlertMailReaction],
  live: [searchLiveMapper],
  jobs: (deps) => [searchAlertsJob(deps), searchAlertMailJob(deps)],
  routes: async (app, deps) => {
    await app.register(savedSearchesRoutes, deps);
  },
};
