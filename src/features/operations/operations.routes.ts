import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { jobsOverview } from './operations.queries.js';

const Count = Type.Integer({ minimum: 0 });
const Time = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const JobsOverview = Type.Object({
  queues: Type.Array(
    Type.Object({
      name: Type.String(),
      queued: Count,
      retrying: Count,
      active: Count,
      failed: Count,
      deadLetter: Count,
    }),
  ),
  failures: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.String(),
      state: Type.Union([
        Type.Literal('retrying'),
        Type.Literal('failed'),
        Type.Literal('dead-letter'),
      ]),
      tries: Count,
      retryLimit: Count,
      lastTriedAt: Time,
      nextTryAt: Time,
      error: Type.String({ description: 'First line only; addresses and secrets taken out' }),
    }),
  ),
});

/** Background jobs as operators watch them: what waits, what backs off, what gave up. */
export const operationsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/operator/jobs',
    {
      preValidation: requireRole('operator'),
      schema: {
        tags: ['operator'],
        summary: 'Background jobs by queue, with the latest failures',
        response: { 200: JobsOverview, ...errorResponsesFor(401, 403) },
      },
    },
    async () => jobsOverview(deps.db),
  );
};
