import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { eventPage, exportEnd, exportLines, streamHistory } from './audit.queries.js';
import { errorResponses, FilterQuery, filtersFrom, LogEvent, PageQuery } from './audit.schemas.js';
import { IdParam } from '../../infra/http/id-param.js';
import { recordConsiderationsInLog } from './considerations-access.js';
import { errorResponsesFor } from '../../infra/http/responses.js';

/** The event log for operators: browse it, read one stream, export it. Read-only. */
export const auditRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const catalog = deps.eventStore.catalog;
  const operatorsOnly = requireRole('operator');

  app.get(
    '/api/operator/events',
    {
      preValidation: operatorsOnly,
      schema: {
        tags: ['event log'],
        summary: 'The event log in position order, a page at a time, optionally filtered',
        querystring: PageQuery,
        response: {
          200: Type.Object({
            events: Type.Array(LogEvent),
            nextAfter: Type.Union([Type.Integer(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const page = await eventPage(deps.db, catalog, filtersFrom(request.query), { after, limit });
      await recordConsiderationsInLog(deps, authOf(request), page.events);
      return page;
    },
  );

  app.get(
    '/api/operator/streams/:streamId',
    {
      preValidation: operatorsOnly,
      schema: {
        tags: ['event log'],
        summary: "One stream's whole history, by version (empty for an unknown stream)",
        params: Type.Object({ streamId: IdParam }),
        response: { 200: Type.Object({ events: Type.Array(LogEvent) }), ...errorResponses },
      },
    },
    async (request) => {
      const events = await streamHistory(deps.db, catalog, request.params.streamId);
      await recordConsiderationsInLog(deps, authOf(request), events);
      return { events };
    },
  );

  app.get(
    '/api/operator/events/export',
    {
      preValidation: operatorsOnly,
      schema: {
        tags: ['event log'],
        summary: 'The log (or the filtered part of it) as NDJSON, one event per line, streamed',
        description:
          'application/x-ndjson, one LogEvent per line (the shape /api/operator/events returns).',
        querystring: FilterQuery,
        // A stream of lines, not one JSON value: the description says its shape.
        response: { 200: Type.Unknown(), ...errorResponsesFor(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filters = filtersFrom(request.query);
      // Looked up before the headers go out, so a database failure is still a clean 500.
      const end = await exportEnd(deps.db);
      const day = deps.clock().toISOString().slice(0, 10);
      // A parent's considerations in the export are recorded as the log page records them.
      const viewer = authOf(request);
      const recordAccess = (events: readonly { data: unknown }[]) =>
        recordConsiderationsInLog(deps, viewer, events);
      const lines = Readable.from(exportLines(deps.db, catalog, filters, end, recordAccess), {
        objectMode: false,
      });
      return reply
        .type('application/x-ndjson')
        .header('content-disposition', `attachment; filename="rbt-events-${day}.ndjson"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(lines);
    },
  );
};
