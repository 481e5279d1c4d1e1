import { zoneOfPerson } from '../../infra/places/person-zone.js';
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { SAVED_SEARCH_LABEL_MAX } from '../../shared/saved-searches.js';
import { SavedParams, SavedSearchView, savedSearchesOf } from './saved-searches.view.js';
import { runSearchCommand } from './search.handlers.js';

const tags = ['saved searches'];
const parents = requireRole('parent');
const errors = errorResponsesFor(400, 401, 403, 404, 409);

/** A parent's saved searches: list, save, delete. Alerts are in search-alerts.routes.ts. */
export const savedSearchesRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/parent/saved-searches',
    {
      preValidation: parents,
      schema: {
        summary: "The parent's saved searches",
        tags,
        response: { 200: Type.Object({ searches: Type.Array(SavedSearchView) }), ...errors },
      },
    },
    async (request) => ({
      searches: await savedSearchesOf(deps.db, authOf(request).accountId, deps.clock()),
    }),
  );

  app.post(
    '/api/parent/saved-searches',
    {
      preValidation: parents,
      schema: {
        summary: 'Save a directory search (alerts on new matches)',
        tags,
        // The length rule is the decider's (its message); this only bounds the input.
        body: Type.Object({
          label: Type.String({ maxLength: SAVED_SEARCH_LABEL_MAX * 4 }),
          search: SavedParams,
        }),
        response: { 201: Type.Object({ search: SavedSearchView }), ...errors },
      },
    },
    async (request, reply) => {
      const parentId = authOf(request).accountId;
      const now = deps.clock();
      const searchId = randomUUID();
      await runSearchCommand(
        deps,
        {
          type: 'SaveSearch',
          parentId,
          searchId,
          label: request.body.label,
          params: request.body.search,
          // Her window is checked on her clock, as her request would be.
          zone: (await zoneOfPerson(deps.db, authOf(request), deps.config.timeZone)).zone,
          at: now.toISOString(),
        },
        metadataOf(request),
      );
      const search = (await savedSearchesOf(deps.db, parentId, now)).find((s) => s.id === searchId);
      return reply.status(201).send({ search: search! });
    },
  );

  app.delete(
    '/api/parent/saved-searches/:searchId',
    {
      preValidation: parents,
      schema: {
        summary: 'Delete a saved search',
        tags,
        params: Type.Object({ searchId: IdParam }),
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await runSearchCommand(
        deps,
        {
          type: 'DeleteSearch',
          parentId: authOf(request).accountId,
          searchId: request.params.searchId,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      return reply.status(204).send(null);
    },
  );
};
