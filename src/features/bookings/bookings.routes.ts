import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError, notFoundError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import {
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  timeOf,
  type MinuteRange,
} from '../../shared/booking-times.js';
import type { BookingCommand } from './bookings.commands.js';
import { NOT_BOOKABLE_MESSAGE } from './booking-request.rules.js';
import { hasCard } from '../payments/index.js';
import { CARD_REQUIRED_MESSAGE } from '../../shared/payment-amounts.js';
import { zoneOfPerson } from '../../infra/places/person-zone.js';
import { bookingRows, calendarSeenFrom, currentRateCents, isBookable } from './bookings.queries.js';
import { requestBooking, runBookingCommand } from './bookings.handlers.js';
import { BookingView, bookingView } from './bookings.view.js';
import { BookingAnswer, Reason, errorResponses } from './bookings.schemas.js';

const params = Type.Object({ id: IdParam });
const tags = ['bookings'];
const parentsOnly = requireRole('parent');

const REQUEST_SENT_MESSAGE = 'Booking request sent!';

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
        summary: "The platform's time zone, the reader's own and the service fee",
        security: [],
        tags,
        response: {
          200: Type.Object({
            /** `TIME_ZONE`: the zone of anyone without a ZIP, and the operators'. */
            timeZone: Type.String(),
            /** The reader's own zone: her ZIP's when she has one recorded, else the platform's. */
            viewerTimeZone: Type.String(),
            /** Whether the reader's zone is her ZIP's (false: signed out, no ZIP, operator). */
            viewerZoneFromZip: Type.Boolean(),
            /** Whether the reader has a ZIP, its zone known or not (false: signed out, operator). */
            viewerHasZip: Type.Boolean(),
            /** The family's service fee on hours of care, in basis points (1000 = 10 %). */
            serviceFeeBasisPoints: Type.Integer(),
          }),
        },
      },
    },
    async (request, reply) => {
      // A reader's zone changes with her ZIP: never kept by a cache.
      void reply.header('cache-control', 'no-store');
      const platform = deps.config.timeZone;
      const viewer = request.auth
        ? await zoneOfPerson(deps.db, request.auth, platform)
        : { zone: platform, fromZip: false, hasZip: false };
      return {
        timeZone: platform,
        viewerTimeZone: viewer.zone,
        viewerZoneFromZip: viewer.fromZip,
        viewerHasZip: viewer.hasZip,
        serviceFeeBasisPoints: deps.config.serviceFeeBasisPoints,
      };
    },
  );

  app.get(
    '/api/bookings',
    {
      preValidation: parentsOnly,
      schema: {
        summary: "The parent's bookings",
        tags,
        response: { 200: Type.Object({ bookings: Type.Array(BookingView) }), ...errorResponses },
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
        summary: "A nanny's free and booked hours on a date",
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
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { nannyId } = request.params;
      const { date } = request.query;
      if (!isCalendarDate(date)) throw validationError(INVALID_DATE_MESSAGE);
      if (!(await isBookable(deps.db, nannyId))) throw notFoundError(NOT_BOOKABLE_MESSAGE);
      const platform = deps.config.timeZone;
      const zones = {
        parent: (await zoneOfPerson(deps.db, authOf(request), platform)).zone,
        nanny: (await zoneOfPerson(deps.db, { accountId: nannyId, role: 'nanny' }, platform)).zone,
      };
      // Both as the family's clock reads them on her date (she books in her own zone).
      const { hours, booked } = await calendarSeenFrom(deps.db, nannyId, date, zones);
      const times = (r: MinuteRange) => ({ startTime: timeOf(r.start), endTime: timeOf(r.end) });
      return {
        date,
        hours: hours.map(times),
        booked: booked.map(times),
        rateCents: await currentRateCents(deps.db, nannyId),
      };
    },
  );

  app.post(
    '/api/bookings',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Request a booking (idempotent per key)',
        tags,
        body: Type.Object({
          nannyId: Type.String({ minLength: 1, maxLength: 64 }),
          date: Type.String({ maxLength: 10 }),
          startTime: Type.String({ maxLength: 5 }),
          endTime: Type.String({ maxLength: 5 }),
          children: Type.Integer({ minimum: -1000, maximum: 1000 }),
          note: Type.String({ maxLength: 5000 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
          /** Which of her children it is for (docs/product.md, Care plans). */
          childIds: Type.Optional(Type.Array(IdParam, { maxItems: 10 })),
        }),
        response: { 201: BookingAnswer, ...errorResponses },
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
          platformZone: deps.config.timeZone,
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
  /** Each action's line in the API document. */
  const summaries: Record<string, string> = {
    cancel: 'Withdraw a request or cancel a booking (parent)',
    'no-show': 'Report that the nanny did not come',
    'confirm-hours': 'Confirm the hours the nanny recorded (charges them)',
    'dispute-hours': 'Dispute the hours the nanny recorded, with a reason',
  };
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
        schema: {
          summary: summaries[path],
          tags,
          params,
          body,
          response: { 200: BookingAnswer, ...errorResponses },
        },
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
