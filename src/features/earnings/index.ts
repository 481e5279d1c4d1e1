import type { Feature } from '../../infra/feature.js';
import { earningsLiveMapper } from './earnings.live.js';
import { earningsProjection } from './earnings.projection.js';
import { earningsRoutes } from './earnings.routes.js';
export { ledgerExportPart } from './earnings-export.js';

export { csvCell, decimal } from './earnings-summary.view.js';

/** The ledger: what each confirmed session and late cancellation pays, and the $18 → $20 rule. */
export const earningsFeature: Feature = {
  name: 'earnings',
  projections: [earningsProjection],
  live: [earningsLiveMapper],
  routes: async (app, deps) => {
    await app.register(earningsRoutes, deps);
  },
};
