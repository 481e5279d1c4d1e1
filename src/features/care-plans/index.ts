import type { Feature } from '../../infra/feature.js';
import { carePlanEventTypes } from './care-plans.events.js';
import { carePlansProjection } from './care-plans.projection.js';
import { carePlansRoutes } from './care-plans.routes.js';

/* What bookings use: her children (a request names only hers) and the plans of a booking's
   children, with the versions a nanny acknowledged. */
export { childrenOf, planVersions, type ChildRecord } from './care-plans.queries.js';
export { ChildView } from './care-plans.schemas.js';
export { childView } from './care-plans.routes.js';
export type { CarePlanEvent } from './care-plans.events.js';
export { childrenExportPart } from './care-plans-export.js';

/** Each child of a family and her care plan, versioned. */
export const carePlansFeature: Feature = {
  name: 'care-plans',
  events: carePlanEventTypes,
  projections: [carePlansProjection],
  routes: carePlansRoutes,
};
