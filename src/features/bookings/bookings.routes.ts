import { createHash } from 'node:crypto';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { earliestToday } from '../../infra/domain/calendar.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { bookingDecider } from './bookings.decider.js';
import { bookingStreamId } from './bookings.events.js';

const Booking = Type.Object({
  id: Type.String(),
  nannyId: Type.String(),
  nannyName: Type.String(),
  date: Type.String(),
  time: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
});
const errors = errorResponsesFor(400, 401, 403, 409);

/** One id per (parent, idempotency key): a repeated request lands on the same booking. */
const bookingIdFor = (parentId: string, key: string) =>
  createHash('sha256').update(`${parentId}:${key}`).digest('hex').slice(0, 32);

/** Booking requests: parents send them and see their own. */
export const bookingsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.addHook('preValidation', requireRole('parent'));

  const bookingsOf = async (parentId: string) => {
    const rows = await deps.db
      .selectFrom('booking_requests')
      .selectAll()
      .where('parent_id', '=', parentId)
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      id: r.booking_id,
      nannyId: r.nanny_id,
      nannyName: r.nanny_name,
      date: r.date,
      time: r.time,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    }));
  };

  app.get(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        response: { 200: Type.Object({ bookings: Type.Array(Booking) }), ...errors },
      },
    },
    async (request) => ({ bookings: await bookingsOf(authOf(request).accountId) }),
  );

  app.post(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        body: Type.Object({
          nannyId: Type.String({ minLength: 1, maxLength: 64 }),
          date: Type.String({ maxLength: 10 }),
          time: Type.String({ maxLength: 5 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
        }),
        response: { 201: Type.Object({ message: Type.String(), booking: Booking }), ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { nannyId, date, time, idempotencyKey } = request.body;
      const bookingId = bookingIdFor(auth.accountId, idempotencyKey);
      const nanny = await deps.db
        .selectFrom('bookable_nannies')
        .select(['bookable', 'full_name'])
        .where('nanny_id', '=', nannyId)
        .executeTakeFirst();
      const now = deps.clock();
      await deps.eventStore.handleCommand(
        bookingDecider,
        bookingStreamId(bookingId),
        {
          type: 'RequestBooking',
          bookingId,
          parentId: auth.accountId,
          nannyId,
          nanny: nanny && { bookable: nanny.bookable, fullName: nanny.full_name },
          date,
          time,
          today: earliestToday(now),
          at: now.toISOString(),
        },
        { metadata: { actorId: auth.accountId, actorRole: auth.role, requestId: request.id } },
      );
      const booking = (await bookingsOf(auth.accountId)).find((b) => b.id === bookingId)!;
      return reply.status(201).send({ message: 'Booking request sent!', booking });
    },
  );
};
