import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { exportFileName } from '../../shared/privacy.js';
import { accessLogPage } from './access-log.queries.js';
import { buildDataExport } from './data-export.js';

const tags = ['accounts'];
const errors = errorResponsesFor(400, 401);

const AccessLogEntry = Type.Object({
  id: Type.Integer(),
  viewer: Type.Object({
    name: Type.String(),
    role: Type.Union([Type.Literal('operator'), Type.Literal('nanny'), Type.Literal('parent')]),
  }),
  item: Type.Union([
    Type.Literal('document'),
    Type.Literal('special-considerations'),
    Type.Literal('care-plan'),
  ]),
  detail: Type.String(),
  what: Type.String(),
  at: Type.String(),
});

/** Her own data, for any signed-in person: a copy of all of it, and who looked at it. */
export const privacyRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/account/export',
    {
      preValidation: requireRole(),
      schema: {
        tags,
        summary: 'Everything the product holds about you, as one JSON file',
        description: 'application/json attachment, rbt-nanny-connect-data-<date>.json',
        // Sent already serialized (indented, as a file to keep), so the 200 is that text.
        response: { 200: Type.String(), ...errorResponsesFor(401) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const copy = await buildDataExport(
        { db: deps.db, catalog: deps.eventStore.catalog, clock: deps.clock },
        auth,
      );
      const day = deps.clock().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(day)}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(copy, null, 2));
    },
  );

  app.get(
    '/api/account/access-log',
    {
      preValidation: requireRole(),
      schema: {
        tags,
        summary: 'Who opened your documents or special considerations, newest first',
        querystring: Type.Object({ before: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: {
          200: Type.Object({
            entries: Type.Array(AccessLogEntry),
            next: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => accessLogPage(deps.db, authOf(request).accountId, request.query.before),
  );
};
