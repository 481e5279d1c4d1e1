import type { Feature } from '../../infra/feature.js';
import { ProjectionRegistry } from '../../infra/projections/projection-registry.js';
import { auditRoutes } from './audit.routes.js';
import { replayVerifyRoutes, type ReplayTuning } from './replay-verify.routes.js';

/**
 * The auditable event log for operators: browse, one stream's history, NDJSON export, and
 * replay-and-verify of the read tables. `features` are the ones the app runs: replay rebuilds
 * their read tables (the same registry the runtime builds; FeatureDeps does not carry it).
 */
export function createAuditFeature(
  features: () => readonly Feature[],
  replayTuning: ReplayTuning = {},
): Feature {
  let registry: ProjectionRegistry | undefined;
  const projections = () =>
    (registry ??= new ProjectionRegistry(features().flatMap((f) => f.projections ?? [])));
  return {
    name: 'audit',
    routes: async (app, deps) => {
      await app.register(auditRoutes, deps);
      await app.register(replayVerifyRoutes(projections, replayTuning), deps);
    },
  };
}
