import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import {
  EARNINGS_FACT_TYPES,
  earningsChange,
  type EarningsChange,
  type EarningsFact,
  type EarningsSession,
} from './earnings.ledger.js';
import { progressOf } from './earnings.queries.js';

/**
 * The ledger: earnings_sessions (what it keeps of each booking), nanny_earnings_progress (clean
 * count and raise) and ledger_lines. Reads only its own tables, decides in the pure
 * earningsChange, and writes the rows that changed.
 */
export const earningsProjection: Projection = {
  name: 'earnings',
  tables: ['ledger_lines', 'nanny_earnings_progress', 'earnings_sessions'],
  handles: EARNINGS_FACT_TYPES,
  apply: async (recorded, db) => {
    const event = recorded as unknown as EarningsFact;
    const session = await sessionOf(db, event.data.bookingId);
    const nannyId =
      session?.nannyId ?? (event.type === 'BookingRequested' ? event.data.nannyId : undefined);
    if (nannyId === undefined) return;
    const change = earningsChange(event, session, await progressOf(db, nannyId));
    await write(db, nannyId, change);
  },
};

async function sessionOf(
  db: Kysely<Database>,
  bookingId: string,
): Promise<EarningsSession | undefined> {
  const row = await db
    .selectFrom('earnings_sessions')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return (
    row && {
      bookingId: row.booking_id,
      nannyId: row.nanny_id,
      parentId: row.parent_id,
      nannyName: row.nanny_name,
      parentName: row.parent_name,
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      startsAt: row.starts_at.toISOString(),
      actualStartTime: row.actual_start_time,
      actualEndTime: row.actual_end_time,
      confirmed: row.confirmed,
      significant: row.significant,
    }
  );
}

async function write(db: Kysely<Database>, nannyId: string, change: EarningsChange) {
  const { session, progress, line } = change;
  if (session) {
    const row = {
      booking_id: session.bookingId,
      nanny_id: session.nannyId,
      parent_id: session.parentId,
      nanny_name: session.nannyName,
      parent_name: session.parentName,
      date: session.date,
      start_time: session.startTime,
      end_time: session.endTime,
      starts_at: new Date(session.startsAt),
      actual_start_time: session.actualStartTime,
      actual_end_time: session.actualEndTime,
      confirmed: session.confirmed,
      significant: session.significant,
    };
    await db
      .insertInto('earnings_sessions')
      .values(row)
      .onConflict((oc) => oc.column('booking_id').doUpdateSet(row))
      .execute();
  }
  if (progress) {
    const row = {
      nanny_id: nannyId,
      clean_sessions: progress.cleanSessions,
      raised_since: progress.raisedSince === null ? null : new Date(progress.raisedSince),
    };
    await db
      .insertInto('nanny_earnings_progress')
      .values(row)
      .onConflict((oc) => oc.column('nanny_id').doUpdateSet(row))
      .execute();
  }
  if (line) {
    await db
      .insertInto('ledger_lines')
      .values({
        line_id: line.lineId,
        booking_id: line.bookingId,
        nanny_id: line.nannyId,
        parent_id: line.parentId,
        kind: line.kind,
        date: line.date,
        start_time: line.startTime,
        end_time: line.endTime,
        minutes: line.minutes,
        rate_cents: line.rateCents,
        amount_cents: line.amountCents,
        recorded_at: new Date(line.recordedAt),
      })
      // A line, once written, never changes (never retroactive).
      .onConflict((oc) => oc.column('line_id').doNothing())
      .execute();
  }
}
