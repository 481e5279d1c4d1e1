import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError, notFoundError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { INVALID_DATE_MESSAGE, isCalendarDate, timeOf } from '../../shared/booking-times.js';
import type { BookingCommand } from './bookings.commands.js';
import { NOT_BOOKABLE_MESSAGE } from './booking-request.rules.js';
import { hasCard } from '../payments/index.js';
import { CARD_REQUIRED_MESSAGE } from '../../shared/payment-amounts.js';
import {
  acceptedTimesOn,
  bookingRows,
  currentRateCents,
  hoursOn,
  isBookable,
} from './bookings.queries.js';
import { requestBooking, runBookingCommand } from './bookings.handlers.js';
import { BookingView, bookingView } from './bookings.view.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const Reason = Type.Object({ reason: Type.String({ maxLength: 5000 }) });
const Answer = Type.Object({ message: Type.String(), booking: BookingView });
const params = Type.Object({ id: IdParam });
const tags = ['bookings'];
const parentsOnly = requireRole('parent');

export const REQUEST_SENT_MESSAGE = 'Booking request sent!';

/** One id per (parent, idempotency key): a repeated request lands on the same booking. */
const bookingIdFor = (parentId: string, key: string) =>
  createHash('sha256').update(`${parentId}:${key}`).digest('hex').slice(0, 32);

/** Parents: ask for a booking, see their own, withdraw or cancel, report, confirm or dispute. */
export const bookingsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const ownBooking = async (parentId: string, bookingId: string) => {
    const [row] = await bookingRows(deps.db, { bookingId, parentId }, 1);
    if (!row) throw notFoundError('Booking not found.');
    return bookingView(row, 'parent', null);
  };

  app.get(
    '/api/platform',
    {
      schema: {
        tags,
        response: {
          200: Type.Object({ timeZone: Type.String(), serviceFeeBasisPoints: Type.Integer() }),
        },
      },
    },
    async () => ({
      timeZone: deps.config.timeZone,
      serviceFeeBasisPoints: deps.config.serviceFeeBasisPoints,
    }),
  );

  app.get(
    '/api/bookings',
    {
      preValidation: parentsOnly,
      schema: {
        tags,
        response: { 200: Type.Object({ bookings: Type.Array(BookingView) }), ...errors },
      },
    },
    async (request) => {
      const rows = await bookingRows(deps.db, { parentId: authOf(request).accountId });
      return { bookings: rows.map((row) => bookingView(row, 'parent', null)) };
    },
  );

  app.get(
    '/api/nannies/:nannyId/hours',
    {
      preValidation: parentsOnly,
      schema: {
        tags,
        params: Type.Object({ nannyId: IdParam }),
        querystring: Type.Object({ date: Type.String({ maxLength: 10 }) }),
        response: {
          200: Type.Object({
            date: Type.String(),
            hours: Type.Array(Type.Object({ startTime: Type.String(), endTime: Type.String() })),
            booked: Type.Array(Type.Object({ startTime: Type.String(), endTime: Type.String() })),
            /** Her rate now, for the estimate before "Request Booking". */
            rateCents: Type.Integer(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { nannyId } = request.params;
      const { date } = request.query;
      if (!isCalendarDate(date)) throw validationError(INVALID_DATE_MESSAGE);
      if (!(await isBookable(deps.db, nannyId))) throw notFoundError(NOT_BOOKABLE_MESSAGE);
      const booked = await acceptedTimesOn(deps.db, nannyId, date);
      return {
        date,
        hours: (await hoursOn(deps.db, nannyId, date)).map((h) => ({
          startTime: timeOf(h.start),
          endTime: timeOf(h.end),
        })),
        booked: booked.map((b) => ({ startTime: b.start_time, endTime: b.end_time })),
        rateCents: await currentRateCents(deps.db, nannyId),
      };
    },
  );

  app.post(
    '/api/bookings',
    {
      preValidation: parentsOnly,
      schema: {
        tags,
        body: Type.Object({
          nannyId: Type.String({ minLength: 1, maxLength: 64 }),
          date: Type.String({ maxLength: 10 }),
          startTime: Type.String({ maxLength: 5 }),
          endTime: Type.String({ maxLength: 5 }),
          children: Type.Integer({ minimum: -1000, maximum: 1000 }),
          note: Type.String({ maxLength: 5000 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
        }),
        response: { 201: Answer, ...errors },
      },
    },
    async (request, reply) => {
      const parentId = authOf(request).accountId;
      const { idempotencyKey, ...body } = request.body;
      const bookingId = bookingIdFor(parentId, idempotencyKey);
      // A card before the first request: the session is charged to it afterwards. Payments
      // turned off charge nothing, so ask for none.
      if (deps.paymentGateway && !(await hasCard(deps.db, parentId))) {
        throw conflictError(CARD_REQUIRED_MESSAGE);
      }
      await requestBooking(
        deps,
        {
          ...body,
          bookingId,
          parentId,
          timeZone: deps.config.timeZone,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      const booking = await ownBooking(parentId, bookingId);
      return reply.status(201).send({ message: REQUEST_SENT_MESSAGE, booking });
    },
  );

  type ParentCommand = (
    bookingId: string,
    parentId: string,
    at: string,
    reason: string,
    body: { tipCents?: number },
  ) => BookingCommand;
  const action = (
    path: string,
    message: string,
    body: typeof Reason | ReturnType<typeof Type.Object>,
    command: ParentCommand,
  ) =>
    app.post(
      `/api/bookings/:id/${path}`,
      {
        preValidation: parentsOnly,
        schema: { tags, params, body, response: { 200: Answer, ...errors } },
      },
      async (request) => {
        const parentId = authOf(request).accountId;
        const { id } = request.params;
        const reason = (request.body as { reason?: string }).reason ?? '';
        const at = deps.clock().toISOString();
        const body = request.body as { tipCents?: number };
        await runBookingCommand(deps, command(id, parentId, at, reason, body), metadataOf(request));
        return { message, booking: await ownBooking(parentId, id) };
      },
    );

  action('cancel', 'Booking cancelled.', Reason, (bookingId, accountId, at, reason) => ({
    type: 'CancelBooking',
    bookingId,
    by: 'parent',
    accountId,
    reason,
    at,
  }));
  action('no-show', 'No-show reported.', Reason, (bookingId, parentId, at, reason) => ({
    type: 'ReportNoShow',
    bookingId,
    parentId,
    reason,
    at,
  }));
  action(
    'confirm-hours',
    'Hours confirmed. Thank you!',
    // An optional tip in cents, all of it to the nanny; every other amount is the server's.
    Type.Object({ tipCents: Type.Optional(Type.Integer()) }),
    (bookingId, parentId, at, _reason, body) => ({
      type: 'ConfirmHours',
      bookingId,
      parentId,
      tipCents: body.tipCents ?? 0,
      at,
    }),
  );
  action(
    'dispute-hours',
    'Hours disputed. Our team will be in touch.',
    Reason,
    (bookingId, parentId, at, reason) => ({
      type: 'DisputeHours',
      bookingId,
      parentId,
      reason,
      at,
    }),
  );
};
