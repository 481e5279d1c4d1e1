import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { Database } from '../../infra/db/schema.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { favouritesDecider, type FavouriteCommand } from './favourites.decider.js';
import { favouritesStreamId } from './favourites.events.js';
import { bookableNannyFacts } from '../bookings/bookings.reads.js';
import { directoryFacts } from '../search/directory.reads.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const tags = ['favourites'];
const parents = requireRole('parent');
const params = Type.Object({ nannyId: IdParam });

export const FAVOURITED_MESSAGE = 'Added to your favourites.';
export const UNFAVOURITED_MESSAGE = 'Removed from your favourites.';

const Favourite = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  /** Still in the directory (approved and listed): she can be booked from it. */
  listed: Type.Boolean(),
  addedAt: Type.String(),
});
const FavouritesReply = Type.Object({
  message: Type.Optional(Type.String()),
  nannies: Type.Array(Favourite),
});

/** Her hearted nannies, newest first, with their names and whether they are still listed. */
export async function favouritesOf(db: Kysely<Database>, parentId: string) {
  const rows = await db
    .selectFrom('favourite_nannies as f')
    .leftJoin(bookableNannyFacts().as('b'), 'b.nanny_id', 'f.nanny_id')
    .leftJoin(directoryFacts().as('d'), 'd.nanny_id', 'f.nanny_id')
    .select(['f.nanny_id', 'f.added_at', 'b.full_name', 'd.listed'])
    .where('f.parent_id', '=', parentId)
    .orderBy('f.added_at', 'desc')
    .orderBy('f.nanny_id')
    .execute();
  return rows.map((row) => ({
    id: row.nanny_id,
    fullName: row.full_name ?? '',
    listed: row.listed === true,
    addedAt: row.added_at.toISOString(),
  }));
}

/** A parent hearts the nannies she wants to book again; the list is hers alone. */
export const favouritesRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const run = async (request: FastifyRequest, command: FavouriteCommand, message: string) => {
    const parentId = authOf(request).accountId;
    await deps.eventStore.handleCommand(favouritesDecider, favouritesStreamId(parentId), command, {
      metadata: metadataOf(request),
    });
    return { message, nannies: await favouritesOf(deps.db, parentId) };
  };

  app.get(
    '/api/parent/favourites',
    {
      preValidation: parents,
      schema: {
        summary: "The parent's favourite nannies",
        tags,
        response: { 200: FavouritesReply, ...errors },
      },
    },
    async (request) => ({ nannies: await favouritesOf(deps.db, authOf(request).accountId) }),
  );

  app.put(
    '/api/parent/favourites/:nannyId',
    {
      preValidation: parents,
      schema: {
        summary: 'Heart a nanny (add her to the favourites)',
        tags,
        params,
        response: { 200: FavouritesReply, ...errors },
      },
    },
    async (request) => {
      const { nannyId } = request.params;
      const listed = await deps.db
        .selectFrom(directoryFacts().as('d'))
        .select('listed')
        .where('nanny_id', '=', nannyId)
        .executeTakeFirst();
      const command = {
        type: 'FavouriteNanny' as const,
        parentId: authOf(request).accountId,
        nannyId,
        nannyFound: listed?.listed === true,
        at: deps.clock().toISOString(),
      };
      return run(request, command, FAVOURITED_MESSAGE);
    },
  );

  app.delete(
    '/api/parent/favourites/:nannyId',
    {
      preValidation: parents,
      schema: {
        summary: 'Remove a nanny from the favourites',
        tags,
        params,
        response: { 200: FavouritesReply, ...errors },
      },
    },
    async (request) => {
      const command = {
        type: 'UnfavouriteNanny' as const,
        parentId: authOf(request).accountId,
        nannyId: request.params.nannyId,
        at: deps.clock().toISOString(),
      };
      return run(request, command, UNFAVOURITED_MESSAGE);
    },
  );
};
