import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { NOTE_MAX_LENGTH } from '../../shared/booking-times.js';
import { deleteDraft, draftOf, saveDraft } from './booking-drafts.js';
import { errorResponses } from './bookings.schemas.js';

const tags = ['bookings'];
const parentsOnly = requireRole('parent');
const params = Type.Object({ draftId: IdParam });

const Choice = {
  date: Type.String({ maxLength: 10 }),
  startTime: Type.String({ maxLength: 5 }),
  endTime: Type.String({ maxLength: 5 }),
  children: Type.Integer({ minimum: -1000, maximum: 1000 }),
  childIds: Type.Array(IdParam, { maxItems: 10 }),
  note: Type.String({ maxLength: NOTE_MAX_LENGTH }),
};
const Draft = Type.Object({
  draftId: Type.String(),
  nanny: Type.Object({ id: Type.String(), fullName: Type.String() }),
  ...Choice,
  expiresAt: Type.String(),
});

/**
 * A parent's request kept on the server while she saves a card on the provider's page (the web
 * app keeps nothing in browser storage): hers alone, for a day, its id in the page she returns to.
 */
export const bookingDraftsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const keys = () => {
    const store = deps.eventStore.catalog.personalData?.keyStore;
    if (!store) throw new Error('Booking drafts need the data keys: no DATA_KEY_SECRET');
    return store;
  };

  app.post(
    '/api/parent/booking-drafts',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Keep a booking request while she saves a card (a day at most)',
        tags,
        body: Type.Object({ nannyId: IdParam, ...Choice }),
        response: {
          201: Type.Object({ draftId: Type.String(), expiresAt: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { nannyId, ...choice } = request.body;
      const saved = await saveDraft(deps.db, keys(), {
        parentId: authOf(request).accountId,
        nannyId,
        choice,
        now: deps.clock(),
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/parent/booking-drafts/:draftId',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Her kept booking request, to fill the form in again',
        tags,
        params,
        response: { 200: Draft, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Her words: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      return draftOf(deps.db, keys(), {
        parentId: authOf(request).accountId,
        draftId: request.params.draftId,
        now: deps.clock(),
      });
    },
  );

  app.delete(
    '/api/parent/booking-drafts/:draftId',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Forget her kept booking request (sent, or given up)',
        tags,
        params,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteDraft(deps.db, {
        parentId: authOf(request).accountId,
        draftId: request.params.draftId,
      });
      return reply.status(204).send(null);
    },
  );
};
