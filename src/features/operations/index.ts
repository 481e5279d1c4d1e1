import type { Feature } from '../../infra/feature.js';
import { operationsRoutes } from './operations.routes.js';

export { jobsOverview } from './operations.queries.js';

/** Operations: what operators need to see of the machinery (the background job queue). */
export const operationsFeature: Feature = {
  name: 'operations',
  routes: operationsRoutes,
};
