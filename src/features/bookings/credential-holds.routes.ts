import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError, notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import {
  HELD_RELEASED_MESSAGE,
  HELD_KEPT_MESSAGE,
  RELEASED_BOOKING_REASON,
} from '../../shared/credentials.js';
import { credentialHoldOf } from '../nannies/index.js';
import { NOT_HELD_MESSAGE } from './bookings.decider.js';
import type { BookingCommand } from './bookings.commands.js';
import { runBookingCommand } from './bookings.handlers.js';
import { bookingRows, currentRatesCents } from './bookings.queries.js';
import { BookingView, bookingView } from './bookings.view.js';
import { credentialFacts, nannyProfileFacts } from '../nannies/nannies.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { BookingAnswer, errorResponses } from './bookings.schemas.js';

const tags = ['bookings'];
const operatorsOnly = requireRole('operator');
/** The list shows the soonest first; the rest follow as these are decided. */
const LIMIT = 100;
/** One booking asked about, whenever it starts. */
const SINCE_EVER = new Date(0);

/**
 * The accepted bookings, not yet started, of nannies whose RBT certification was found not
 * active (or lapsed) since they accepted them, and not kept by an operator since: soonest first.
 */
function heldBookingIds(db: FeatureDeps['db'], now: Date, bookingId?: string) {
  let query = db
    .selectFrom('bookings as b')
    .innerJoin(credentialFacts().as('c'), 'c.nanny_id', 'b.nanny_id')
    .select('b.booking_id')
    .where('b.status', '=', 'accepted')
    .where('b.starts_at', '>', now)
    .where('c.held_since', 'is not', null)
    .where(sql<boolean>`(b.credential_kept_at is null or b.credential_kept_at < c.held_since)`)
    .orderBy('b.starts_at')
    .orderBy('b.booking_id')
    .limit(LIMIT);
  if (bookingId !== undefined) query = query.where('b.booking_id', '=', bookingId);
  return query.execute();
}

/**
 * Operators decide each accepted booking of a nanny whose certification is not active: keep it
 * (it goes ahead) or cancel it on her behalf (the parent is told as at any cancellation by the
 * nanny, and pays nothing). Until then she cannot check in to it.
 */
export const credentialHoldsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const viewOf = async (bookingId: string) => {
    const rows = await bookingRows(deps.db, { bookingId }, 1);
    const rates = await currentRatesCents(
      deps.db,
      rows.map((r) => r.nanny_id),
    );
    return rows.map((row) => bookingView(row, 'operator', rates.get(row.nanny_id) ?? null))[0];
  };
  /** The booking, if held: 404 for an unknown one, 409 for one not waiting for a decision. */
  const held = async (bookingId: string) => {
    const [row] = await bookingRows(deps.db, { bookingId }, 1);
    if (!row) throw notFoundError('Booking not found.');
    return { row, heldSince: await credentialHoldOf(deps.db, row.nanny_id) };
  };

  app.get(
    '/api/operator/credential-held-bookings',
    {
      preValidation: operatorsOnly,
      schema: {
        summary:
          'Accepted bookings of nannies whose RBT certification is not active, waiting for a decision (operators)',
        tags,
        response: { 200: Type.Object({ bookings: Type.Array(BookingView) }), ...errorResponses },
      },
    },
    async () => {
      const ids = await heldBookingIds(deps.db, deps.clock());
      const views = await Promise.all(ids.map(({ booking_id }) => viewOf(booking_id)));
      return { bookings: views.filter((v) => v !== undefined) };
    },
  );

  /** Records an operator's decision on a held booking; answers with the booking as it now is. */
  const recordDecision = async (
    request: FastifyRequest,
    command: BookingCommand,
    message: string,
  ) => {
    await runBookingCommand(deps, command, metadataOf(request));
    return { message, booking: (await viewOf(command.bookingId))! };
  };

  /** An operator's decision on one held booking: no body; the booking as it now stands. */
  const decisionRoute = (summary: string) => ({
    preValidation: operatorsOnly,
    schema: {
      tags,
      params: Type.Object({ id: IdParam }),
      body: Type.Object({}, { additionalProperties: false }),
      response: { 200: BookingAnswer, ...errorResponses },
      summary,
    },
  });

  app.post(
    '/api/operator/bookings/:id/keep',
    decisionRoute(
      "Keep an accepted booking while the nanny's certification is not active (operators)",
    ),
    async (request) => {
      const { id } = request.params;
      const { heldSince } = await held(id);
      const command: BookingCommand = {
        type: 'KeepHeldBooking',
        bookingId: id,
        operatorId: authOf(request).accountId,
        heldSince: heldSince?.toISOString() ?? null,
        at: deps.clock().toISOString(),
      };
      return recordDecision(request, command, HELD_KEPT_MESSAGE);
    },
  );

  app.post(
    '/api/operator/bookings/:id/release',
    decisionRoute(
      "Cancel an accepted booking on the nanny's behalf while her certification is not active (operators)",
    ),
    async (request) => {
      const { id } = request.params;
      const { row } = await held(id);
      // Started or not (a started one is refused as any cancellation then is).
      if ((await heldBookingIds(deps.db, SINCE_EVER, id)).length === 0)
        throw conflictError(NOT_HELD_MESSAGE);
      const command: BookingCommand = {
        type: 'CancelBooking',
        bookingId: id,
        by: 'nanny',
        accountId: row.nanny_id,
        reason: RELEASED_BOOKING_REASON,
        at: deps.clock().toISOString(),
      };
      return recordDecision(request, command, HELD_RELEASED_MESSAGE);
    },
  );
};

/** One nanny's bookings waiting for a decision, not started, with whom to tell. */
export function heldBookingsOf(db: FeatureDeps['db'], nannyId: string, now: Date) {
  return db
    .selectFrom('bookings as b')
    .innerJoin(credentialFacts().as('c'), 'c.nanny_id', 'b.nanny_id')
    .innerJoin(parentProfileFacts().as('p'), 'p.parent_id', 'b.parent_id')
    .innerJoin(nannyProfileFacts().as('n'), 'n.nanny_id', 'b.nanny_id')
    .select([
      'b.booking_id',
      'b.parent_id',
      'b.date',
      'b.start_time',
      'b.end_time',
      'p.email as parent_email',
      'p.full_name as parent_name',
      'n.full_name as nanny_name',
    ])
    .where('b.nanny_id', '=', nannyId)
    .where('b.status', '=', 'accepted')
    .where('b.starts_at', '>', now)
    .where('c.held_since', 'is not', null)
    .where(sql<boolean>`(b.credential_kept_at is null or b.credential_kept_at < c.held_since)`)
    .orderBy('b.starts_at')
    .execute();
}

/** Whether she may check in to this booking: not while it waits for an operator's decision. */
export async function waitsForOperator(db: FeatureDeps['db'], bookingId: string): Promise<boolean> {
  return (await heldBookingIds(db, SINCE_EVER, bookingId)).length > 0;
}
