import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unreachable.js';

const Status = Type.Object({ status: Type.String() });

/** Liveness (the process answers) and readiness (it can reach its database). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Whether the process is up',
        security: [],
        tags: ['health'],
        response: { 200: Status },
      },
    },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Whether the database answers (503 when it does not)',
        security: [],
        tags: ['health'],
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'database unreachable' });
      }
    },
  );
};
