import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { searchOf, SORTS, type SearchParams } from '../../shared/directory-search.js';
import { CURSOR_PURPOSE } from './directory-cursor.js';
import { directoryPage, matchingCard, parentZone } from './directory-pages.queries.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A card as parents get it (also in saved-search alerts). */
export const DirectoryCard = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  bio: Type.String(),
  photoUrl: Nullable(Type.String()),
  availabilitySummary: Type.String(),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  distance: Nullable(Type.Object({ miles: Type.Integer(), label: Type.String() })),
  needs: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  cprFirstAid: Type.Boolean(),
  backgroundCheck: Type.Boolean(),
  credentials: Type.Array(Type.String()),
  matchedNeeds: Type.Array(Type.String()),
  nextAvailableOn: Nullable(Type.String()),
  /** Her average from 3 shown reviews on (null: "New"), and how many are shown. */
  rating: Type.Object({ average: Nullable(Type.Number()), count: Type.Integer() }),
});

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const filters = {
  date: text(10),
  start: text(5),
  end: text(5),
  needs: text(400),
  languages: text(400),
  cpr: text(1),
  background: text(1),
  favourites: text(1),
  sort: text(20),
};
const errorResponses = errorResponsesFor(400, 401, 403);

/**
 * The search on the parent's clock (her ZIP's zone, else the platform's), or a 400 with the first
 * problem (the same rules the web app checks).
 */
async function searchFrom(params: SearchParams, deps: FeatureDeps, parentId: string) {
  const platformZone = deps.config.timeZone;
  const zone = await parentZone(deps, parentId, platformZone);
  const now = deps.clock();
  const checked = searchOf(params, zone, now);
  if (!checked.ok) throw validationError(checked.problem);
  return { parentId, search: checked.value, now, zone, platformZone };
}

/** Browse Available RBTs: search by where, when and what the child needs. */
export const directoryRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const parentsOnly = requireRole('parent');
  // A cached first page is the same object on every hit (see directoryPage): its JSON is
  // written, by this route's response schema, once. Most of a cached answer's cost was that.
  const pageBytes = new WeakMap<object, Buffer>();
  const readers = {
    db: deps.db,
    readCaches: deps.readCaches,
    cursors: deps.sealers.for(CURSOR_PURPOSE),
  };
  app.get(
    '/api/directory',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Approved nannies near the parent, a page at a time, filtered',
        tags: ['directory'],
        querystring: Type.Object(
          { ...filters, cursor: text(600) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            nannies: Type.Array(DirectoryCard),
            nextCursor: Nullable(Type.String()),
            sort: Type.Union(SORTS.map((s) => Type.Literal(s))),
            home: Nullable(
              Type.Object({ zip: Type.String(), city: Type.String(), state: Type.String() }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { cursor, ...params } = request.query;
      const page = await directoryPage(readers, {
        ...(await searchFrom(params, deps, authOf(request).accountId)),
        cursor: cursor === '' ? undefined : cursor,
      });
      let bytes = pageBytes.get(page);
      if (!bytes) {
        bytes = Buffer.from(reply.serialize(page) as string);
        pageBytes.set(page, bytes);
      }
      // Already the 200 schema's JSON; the type provider only knows the object it came from.
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );

  app.get(
    '/api/directory/nannies/:nannyId',
    {
      preValidation: parentsOnly,
      schema: {
        summary: "One approved nanny's directory card",
        tags: ['directory'],
        params: Type.Object({ nannyId: IdParam }),
        querystring: Type.Object(filters, { additionalProperties: false }),
        response: {
          200: Type.Object({ nanny: Nullable(DirectoryCard) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      nanny: await matchingCard(deps.db, {
        ...(await searchFrom(request.query, deps, authOf(request).accountId)),
        nannyId: request.params.nannyId,
      }),
    }),
  );
};
