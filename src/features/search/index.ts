import type { Feature } from '../../infra/feature.js';
import { directoryLiveMapper } from './directory.live.js';
import { directoryRoutes } from './directory.routes.js';

/** Directory search (issue 18): the parents' search, its live updates, saved searches. */
export const searchFeature: Feature = {
  name: 'search',
  live: [directoryLiveMapper],
  routes: async (app, deps) => {
    await app.register(directoryRoutes, deps);
  },
};
