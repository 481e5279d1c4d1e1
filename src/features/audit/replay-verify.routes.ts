import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import type { ProjectionRegistry } from '../../infra/projections/projection-registry.js';
import { replayAndVerify, type ReplayOptions } from '../../infra/projections/replay-verify.js';
import { REPLAY_RUN_STATES, replayTexts } from '../../shared/replay-progress.js';
import { errorResponses } from './audit.schemas.js';
import { ReplayCancelledError, ReplayRuns } from './replay-runs.js';

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
  runId: Type.String({ description: 'The run, as its replay.progress messages name it' }),
});

/** The shape of src/shared/replay-progress.ts, as the progress route answers it. */
const Progress = Type.Object({
  runId: Type.String(),
  state: Type.Union(REPLAY_RUN_STATES.map((state) => Type.Literal(state))),
  events: Type.Integer({ minimum: 0, description: 'Events folded so far' }),
  total: Type.Integer({ minimum: 0, description: 'Events in the log when the run started' }),
  eventsPerSecond: Type.Integer({ minimum: 0 }),
  secondsLeft: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Until the fold is done at the rate so far; null before a rate is known',
  }),
});

const conflict = errorResponsesFor(409);

/** Batch size and pace of the replay: the product keeps the defaults; a browser test slows it. */
export type ReplayTuning = Pick<ReplayOptions, 'batchSize' | 'pace'>;

/**
 * Replay and verify: rebuilds every read table from the log in a scratch schema and compares it
 * with the live one. Runs asked for while one is going share its report rather than piling up.
 * Its progress goes to every operator's socket, on every instance (ReplayRuns).
 */
export function replayVerifyRoutes(
  registry: () => ProjectionRegistry,
  tuning: ReplayTuning = {},
): FastifyPluginAsyncTypebox<FeatureDeps> {
  return async (app, deps) => {
    const runs = new ReplayRuns({
      bus: deps.bus,
      // The embedded engine's one connection serves every request: replay in slices there.
      replay: (options) =>
        replayAndVerify(deps.db, deps.eventStore.catalog, registry(), {
          ...options,
          ...tuning,
          inSlices: deps.databaseEngine === 'embedded',
          // PostgreSQL compares on two connections at once; the pool has them to spare.
          compareConnections: deps.databaseEngine === 'postgres' ? 2 : 1,
          logReader: deps.logReader,
          rowsInMemory: deps.config.replayRowsInMemory,
        }),
      onEvents: (events) => deps.metrics.replayProgress(events),
    });

    app.post(
      '/api/operator/replay-verify',
      {
        preValidation: requireRole('operator'),
        schema: {
          tags: ['event log'],
          summary: 'Replay the whole log into scratch tables and compare them with the live ones',
          description:
            'Progress goes to operators\u2019 sockets as `replay.progress` messages. 409 ' +
            '`replay_cancelled` when an operator cancelled the run.',
          response: { 200: Report, ...errorResponses, ...conflict },
        },
      },
      async (request, reply) => {
        try {
          const report = await runs.run();
          request.log.info(
            { events: report.events, seconds: report.seconds, equal: report.equal },
            'replay and verify',
          );
          return report;
        } catch (error) {
          if (!(error instanceof ReplayCancelledError)) throw error;
          request.log.info('replay and verify cancelled');
          return reply.code(409).send({
            code: 'replay_cancelled',
            message: replayTexts.cancelled,
            details: { runId: error.runId },
          });
        }
      },
    );

    app.post(
      '/api/operator/replay-verify/cancel',
      {
        preValidation: requireRole('operator'),
        schema: {
          tags: ['event log'],
          summary: 'Cancel the replay and verify going on (on any instance)',
          description:
            'The run stops at its next batch, rolls back and leaves nothing behind; whoever ' +
            'waits for its report gets 409 `replay_cancelled`. 409 `conflict` when none runs.',
          response: {
            202: Type.Object({ message: Type.String() }),
            ...errorResponses,
            ...conflict,
          },
        },
      },
      async (_request, reply) => {
        if (!(await runs.cancel())) {
          return reply.code(409).send({ code: 'conflict', message: replayTexts.nothingToCancel });
        }
        return reply.code(202).send({ message: replayTexts.cancelling });
      },
    );

    app.get(
      '/api/operator/replay-verify/progress',
      {
        preValidation: requireRole('operator'),
        schema: {
          tags: ['event log'],
          summary: 'How the replay and verify going on stands (null when none is)',
          description: 'For a console opened mid-run; after that, `replay.progress` messages.',
          response: {
            200: Type.Object({ progress: Type.Union([Progress, Type.Null()]) }),
            ...errorResponsesFor(401, 403),
          },
        },
      },
      async () => ({ progress: runs.progress() }),
    );
  };
}
