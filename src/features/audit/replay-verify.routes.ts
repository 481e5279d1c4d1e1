import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import type { ProjectionRegistry } from '../../infra/projections/projection-registry.js';
import { replayAndVerify, type ReplayReport } from '../../infra/projections/replay-verify.js';
import { errorResponses } from './audit.schemas.js';

const Report = Type.Object({
  equal: Type.Boolean(),
  events: Type.Integer(),
  seconds: Type.Number(),
  tables: Type.Array(Type.String()),
  differences: Type.Array(
    Type.Object({
      table: Type.String(),
      key: Type.String(),
      column: Type.String({ description: 'A column, or * for a row missing on one side' }),
      live: Type.Unknown(),
      replayed: Type.Unknown(),
    }),
  ),
  truncated: Type.Boolean({ description: 'More differences exist than the 100 listed' }),
});

/**
 * Replay and verify: rebuilds every read table from the log in a scratch schema and compares it
 * with the live one. Runs asked for while one is going share its report rather than piling up.
 */
export function replayVerifyRoutes(
  registry: () => ProjectionRegistry,
): FastifyPluginAsyncTypebox<FeatureDeps> {
  return async (app, deps) => {
    let running: Promise<ReplayReport> | undefined;
    app.post(
      '/api/operator/replay-verify',
      {
        preValidation: requireRole('operator'),
        schema: {
          tags: ['event log'],
          summary: 'Replay the whole log into scratch tables and compare them with the live ones',
          response: { 200: Report, ...errorResponses },
        },
      },
      async (request) => {
        // The embedded engine's one connection serves every request: replay in slices there.
        running ??= replayAndVerify(deps.db, deps.eventStore.catalog, registry(), {
          inSlices: deps.databaseEngine === 'embedded',
          // PostgreSQL compares on two connections at once; the pool has them to spare.
          compareConnections: deps.databaseEngine === 'postgres' ? 2 : 1,
          onProgress: (events) => deps.metrics.replayProgress(events),
        }).finally(() => {
          running = undefined;
        });
        const report = await running;
        request.log.info(
          { events: report.events, seconds: report.seconds, equal: report.equal },
          'replay and verify',
        );
        return report;
      },
    );
  };
}
