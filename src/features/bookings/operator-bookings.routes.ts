import { daySpan } from '../../shared/time-zones.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { LogEvent } from '../../infra/http/log-event.js';
import {
  BOOKING_STATUSES,
  INVALID_DATE_MESSAGE,
  isCalendarDate,
} from '../../shared/booking-times.js';
import { bookingStreamId } from './bookings.events.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { bookingRows, currentRatesCents, type BookingRow } from './bookings.queries.js';
import { runBookingCommand } from './bookings.handlers.js';
import { BookingView, bookingView } from './bookings.view.js';
import { recordConsiderationsShown } from './considerations-access.js';
import { BookingAnswer, errorResponses } from './bookings.schemas.js';

const tags = ['bookings'];
const operatorsOnly = requireRole('operator');
const PAGE = 50;
const HOURS_SETTLED_MESSAGE = 'Hours settled.';

/** "createdAt~id" of the last row of a page; the next page starts strictly before it. */
const cursorOf = (row: BookingRow) => `${row.created_at.toISOString()}~${row.booking_id}`;
function parseCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = cursor.split('~');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw validationError('Invalid page cursor.');
  return { createdAt, id };
}

/** Operators: every booking, filtered; one booking's whole stream; settling disputes and hours that wait for the parent. */
export const operatorBookingsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const views = async (operatorId: string, rows: BookingRow[]) => {
    const rates = await currentRatesCents(
      deps.db,
      rows.map((r) => r.nanny_id),
    );
    const shown = rows.map((row) => bookingView(row, 'operator', rates.get(row.nanny_id) ?? null));
    await recordConsiderationsShown(deps, { accountId: operatorId, role: 'operator' }, shown);
    return shown;
  };
  const one = async (operatorId: string, bookingId: string) => {
    const rows = await bookingRows(deps.db, { bookingId }, 1);
    if (rows.length === 0) throw notFoundError('Booking not found.');
    return (await views(operatorId, rows))[0]!;
  };

  app.get(
    '/api/operator/bookings',
    {
      preValidation: operatorsOnly,
      schema: {
        summary: 'Bookings by status, a page at a time (operators)',
        tags,
        querystring: Type.Object({
          status: Type.Optional(Type.Union(BOOKING_STATUSES.map((s) => Type.Literal(s)))),
          nannyId: Type.Optional(IdParam),
          parentId: Type.Optional(IdParam),
          date: Type.Optional(Type.String({ maxLength: 10 })),
          before: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: {
          200: Type.Object({
            bookings: Type.Array(BookingView),
            next: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { status, nannyId, parentId, date, before } = request.query;
      if (date !== undefined && !isCalendarDate(date)) throw validationError(INVALID_DATE_MESSAGE);
      // The operator's date is a day on her clock, the platform's: the bookings starting in it,
      // whatever the zone each one's own date is written in.
      const startsWithin = date === undefined ? undefined : daySpan(date, deps.config.timeZone);
      if (startsWithin === null) throw validationError(INVALID_DATE_MESSAGE);
      const rows = await bookingRows(
        deps.db,
        {
          status,
          nannyId,
          parentId,
          startsWithin,
          before: before ? parseCursor(before) : undefined,
        },
        PAGE + 1,
      );
      const page = rows.slice(0, PAGE);
      return {
        bookings: await views(authOf(request).accountId, page),
        next: rows.length > PAGE ? cursorOf(page[page.length - 1]!) : null,
      };
    },
  );

  app.get(
    '/api/operator/bookings/:id',
    {
      preValidation: operatorsOnly,
      schema: {
        summary: 'One booking with its history (operators)',
        tags,
        params: Type.Object({ id: IdParam }),
        response: {
          200: Type.Object({ booking: BookingView, history: Type.Array(LogEvent) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const booking = await one(authOf(request).accountId, request.params.id);
      const events = await deps.eventStore.readStream(bookingStreamId(request.params.id));
      return {
        booking,
        history: events.map((e) => ({
          position: e.position,
          streamId: e.streamId,
          streamType: e.streamType,
          version: e.version,
          type: e.type,
          schemaVersion: e.schemaVersion,
          data: e.data,
          metadata: e.metadata,
          recordedAt: e.recordedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/api/operator/bookings/:id/settle',
    {
      preValidation: operatorsOnly,
      schema: {
        summary: 'Settle disputed hours (operators)',
        tags,
        params: Type.Object({ id: IdParam }),
        body: Type.Object({
          startTime: Type.String({ maxLength: 5 }),
          endTime: Type.String({ maxLength: 5 }),
          note: Type.String({ maxLength: 5000 }),
        }),
        response: { 200: BookingAnswer, ...errorResponses },
      },
    },
    async (request) => {
      // A dispute, or hours that waited for the parent: the answer names which was settled.
      const [before] = await bookingRows(deps.db, { bookingId: request.params.id }, 1);
      await runBookingCommand(
        deps,
        {
          type: 'SettleDispute',
          bookingId: request.params.id,
          operatorId: authOf(request).accountId,
          ...request.body,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      return {
        message: before?.status === 'completed' ? HOURS_SETTLED_MESSAGE : 'Dispute settled.',
        booking: await one(authOf(request).accountId, request.params.id),
      };
    },
  );
};
