import type { Feature } from '../../infra/feature.js';
import { incidentEventTypes } from './incidents.events.js';
import { incidentsLiveMapper } from './incidents.live.js';
import { incidentsProjection } from './incidents.projection.js';
import { incidentsRoutes } from './incidents.routes.js';
export { incidentsExportPart } from './incidents-export.js';

/** Incident reports on sessions: parties report, operators judge them significant or not. */
export const incidentsFeature: Feature = {
  name: 'incidents',
  events: incidentEventTypes,
  projections: [incidentsProjection],
  live: [incidentsLiveMapper],
  routes: async (app, deps) => {
    await app.register(incidentsRoutes, deps);
  },
};
