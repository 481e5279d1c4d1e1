import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError, notFoundError } from '../../infra/domain/errors.js';
import { HELD_CHECK_IN_MESSAGE } from '../../shared/credentials.js';
import { waitsForOperator } from './credential-holds.routes.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import type { BookingCommand } from './bookings.commands.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { bookingRateCents, bookingRows, currentRateCents } from './bookings.queries.js';
import { acceptBooking, completeSession, runBookingCommand } from './bookings.handlers.js';
import { BookingView, bookingView } from './bookings.view.js';
import { recordConsiderationsShown } from './considerations-access.js';
import { CHECKED_IN_MESSAGE, CHECKED_OUT_MESSAGE } from '../../shared/care-plans.js';
import { NOTE_SENT_MESSAGE, type Mood } from '../../shared/session-notes.js';
import { BookingAnswer, Reason, errorResponses } from './bookings.schemas.js';

const params = Type.Object({ id: IdParam });
const tags = ['bookings'];
const nanniesOnly = requireRole('nanny');
const Hours = Type.Object({
  startTime: Type.String({ maxLength: 5 }),
  endTime: Type.String({ maxLength: 5 }),
});
const Note = Type.Object({
  mood: Type.String({ maxLength: 20 }),
  meals: Type.String({ maxLength: 5000 }),
  toileting: Type.String({ maxLength: 5000 }),
  activities: Type.String({ maxLength: 5000 }),
  text: Type.String({ maxLength: 10000 }),
});
type Body = { reason?: string; startTime?: string; endTime?: string } & Partial<
  Static<typeof Note>
>;

/** Nannies: the requests addressed to them, their upcoming and past bookings, and answers. */
export const nannyBookingsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const ownBooking = async (nannyId: string, bookingId: string) => {
    const [row] = await bookingRows(deps.db, { bookingId, nannyId }, 1);
    if (!row) throw notFoundError('Booking not found.');
    const view = bookingView(row, 'nanny', bookingRateCents(row));
    await recordConsiderationsShown(deps, { accountId: nannyId, role: 'nanny' }, [view]);
    return view;
  };

  app.get(
    '/api/nanny/bookings',
    {
      preValidation: nanniesOnly,
      schema: {
        summary: "The nanny's booking requests and bookings",
        tags,
        response: {
          200: Type.Object({
            requests: Type.Array(BookingView),
            upcoming: Type.Array(BookingView),
            past: Type.Array(BookingView),
            rateCents: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const nannyId = authOf(request).accountId;
      const rateCents = await currentRateCents(deps.db, nannyId);
      const views = (await bookingRows(deps.db, { nannyId }, 500)).map((row) =>
        bookingView(row, 'nanny', rateCents),
      );
      await recordConsiderationsShown(deps, { accountId: nannyId, role: 'nanny' }, views);
      const byStart = (a: BookingView, b: BookingView) => a.startsAt.localeCompare(b.startsAt);
      return {
        requests: views.filter((v) => v.status === 'pending').sort(byStart),
        upcoming: views.filter((v) => v.status === 'accepted').sort(byStart),
        past: views.filter((v) => v.status !== 'pending' && v.status !== 'accepted'),
        rateCents,
      };
    },
  );

  type Make = (bookingId: string, nannyId: string, at: string, body: Body) => BookingCommand;
  type Transaction = 'accept' | 'complete';
  /** Each action's line in the API document. */
  const summaries: Record<string, string> = {
    accept: 'Accept a booking request',
    decline: 'Decline a booking request, with a reason',
    cancel: 'Cancel an accepted booking (nanny), with a reason',
    complete: 'Record the hours worked on a booking',
    'check-in': 'Check in to a session (from 30 minutes before its start)',
    'check-out': 'Check out of a session she checked in to',
    'session-note': 'Write the session note for the family (after check-out, within 48 hours)',
  };
  const action = (path: string, message: string, body: TObject, make: Make | Transaction) =>
    app.post(
      `/api/nanny/bookings/:id/${path}`,
      {
        preValidation: nanniesOnly,
        schema: {
          summary: summaries[path],
          tags,
          params,
          body,
          response: { 200: BookingAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const nannyId = authOf(request).accountId;
        const { id } = request.params;
        const at = deps.clock().toISOString();
        const metadata = metadataOf(request);
        if (make === 'accept') {
          // Her RBT certification found not active, or lapsed: nothing new until a check is
          // active (acceptBooking refuses, reading it with her calendar).
          await acceptBooking(deps, { bookingId: id, nannyId, at }, metadata);
        } else if (path === 'check-in' && (await waitsForOperator(deps.db, id))) {
          // Accepted before her certification was found not active: an operator decides first.
          throw conflictError(HELD_CHECK_IN_MESSAGE);
        } else if (make === 'complete') {
          const { startTime = '', endTime = '' } = request.body as Body;
          await completeSession(deps, { bookingId: id, nannyId, startTime, endTime, at }, metadata);
        } else await runBookingCommand(deps, make(id, nannyId, at, request.body), metadata);
        return { message, booking: await ownBooking(nannyId, id) };
      },
    );

  action('accept', 'Booking accepted.', Type.Object({}), 'accept');
  action('decline', 'Request declined.', Reason, (bookingId, nannyId, at, body) => ({
    type: 'DeclineBooking',
    bookingId,
    nannyId,
    by: 'nanny',
    reason: body.reason ?? '',
    at,
  }));
  action('cancel', 'Booking cancelled.', Reason, (bookingId, accountId, at, body) => ({
    type: 'CancelBooking',
    bookingId,
    by: 'nanny',
    accountId,
    reason: body.reason ?? '',
    at,
  }));
  action('complete', 'Hours recorded.', Hours, 'complete');
  action('check-in', CHECKED_IN_MESSAGE, Type.Object({}), (bookingId, nannyId, at) => ({
    type: 'CheckIn',
    bookingId,
    nannyId,
    at,
  }));
  action('check-out', CHECKED_OUT_MESSAGE, Type.Object({}), (bookingId, nannyId, at) => ({
    type: 'CheckOut',
    bookingId,
    nannyId,
    at,
  }));
  action('session-note', NOTE_SENT_MESSAGE, Note, (bookingId, nannyId, at, body) => ({
    type: 'WriteSessionNote',
    bookingId,
    nannyId,
    // The mood is checked by the rule (a clear message rather than a schema's).
    note: {
      mood: (body.mood ?? '') as Mood,
      meals: body.meals ?? '',
      toileting: body.toileting ?? '',
      activities: body.activities ?? '',
      text: body.text ?? '',
    },
    at,
  }));
};
