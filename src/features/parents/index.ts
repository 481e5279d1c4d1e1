import type { Feature } from '../../infra/feature.js';
import { homeZonesJob } from './home-zone.js';
import { parentEventTypes } from './parents.events.js';
import { parentsProjection } from './parents.projection.js';
import { parentsRoutes } from './parents.routes.js';
export { parentProfileExportPart } from './parents-export.js';

export { legacyParentPhotoKey, type ParentEvent } from './parents.events.js';

/** The parent portal: profile and photo. */
export const parentsFeature: Feature = {
  name: 'parents',
  events: parentEventTypes,
  projections: [parentsProjection],
  routes: parentsRoutes,
  jobs: (deps) => [homeZonesJob(deps)],
};
