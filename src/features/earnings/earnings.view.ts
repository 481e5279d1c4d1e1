import { Type, type Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { instantOf, wallClockOf } from '../../shared/booking-times.js';
import { CLEAN_SESSIONS_FOR_RAISE, currentRateCentsOf } from '../../shared/pay-rates.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { progressOf } from './earnings.queries.js';
import { monthsOf, totalsOf } from './earnings-summary.view.js';

const Str = () => Type.String();
const Int = () => Type.Integer();
const Kind = Type.Union([Type.Literal('session'), Type.Literal('late_cancellation')]);
const line = {
  id: Str(),
  bookingId: Str(),
  kind: Kind,
  date: Str(),
  startTime: Str(),
  endTime: Str(),
  /** The zone of its date and times: its booking's (the family's when she asked). */
  timeZone: Str(),
  minutes: Int(),
  rateCents: Int(),
  amountCents: Int(),
};

export const LedgerLine = Type.Object({
  ...line,
  parentName: Type.Union([Str(), Type.Null()]),
  recordedAt: Str(),
});
export const ParentCharge = Type.Object({ ...line, nannyName: Str(), recordedAt: Str() });

export const Earnings = Type.Object({
  rateCents: Int(),
  cleanSessions: Int(),
  sessionsForRaise: Int(),
  raisedSince: Type.Union([Str(), Type.Null()]),
  totals: Type.Object({ weekCents: Int(), monthCents: Int(), allCents: Int() }),
  lines: Type.Array(LedgerLine),
});
export const Payments = Type.Object({
  sessions: Type.Array(ParentCharge),
  months: Type.Array(Type.Object({ month: Str(), totalCents: Int() })),
});
export type Earnings = Static<typeof Earnings>;
export type Payments = Static<typeof Payments>;

/** Ledger lines with the names of the session's parties, newest session first. */
function lineRows(db: Kysely<Database>) {
  return db
    .selectFrom('ledger_lines as l')
    .innerJoin('earnings_sessions as s', 's.booking_id', 'l.booking_id')
    .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 'l.parent_id')
    .leftJoin(bookingFacts().as('b'), 'b.booking_id', 'l.booking_id')
    .selectAll('l')
    .select([
      's.nanny_name',
      's.parent_name',
      's.starts_at',
      'p.full_name as parent_full_name',
      'b.time_zone',
    ])
    .orderBy('l.date', 'desc')
    .orderBy('l.start_time', 'desc')
    .orderBy('l.line_id');
}

const common = (row: LineRow) => ({
  id: row.line_id,
  bookingId: row.booking_id,
  kind: row.kind,
  date: row.date,
  startTime: row.start_time,
  endTime: row.end_time,
  timeZone: row.time_zone ?? 'UTC',
  minutes: row.minutes,
  rateCents: row.rate_cents,
  amountCents: row.amount_cents,
  recordedAt: row.recorded_at.toISOString(),
});

type LineRow = Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number];

/**
 * A line as the day it falls on for a person in `zone`: the instant its session started (as
 * recorded, else as booked; a late cancellation's booked start) on that person's clock. Each
 * person's totals count her own days (a nanny's week, a parent's months).
 */
function onClockOf(row: LineRow, zone: string) {
  const started =
    row.time_zone === null ? null : instantOf(row.date, row.start_time, row.time_zone);
  return { date: wallClockOf(started ?? row.starts_at, zone).date, amountCents: row.amount_cents };
}

/**
 * A nanny's rate, progress, totals and lines. The family's name shows on a session's line; a
 * cancelled booking's family is hidden from her (as on the Bookings tab), not from operators.
 */
export async function earningsOf(
  db: Kysely<Database>,
  nannyId: string,
  viewer: 'nanny' | 'operator',
  /** Her zone and today there: her week and month are hers. */
  clock: { zone: string; today: string },
): Promise<Earnings> {
  const progress = await progressOf(db, nannyId);
  const rows = await lineRows(db).where('l.nanny_id', '=', nannyId).execute();
  const lines = rows.map((row) => ({
    ...common(row),
    parentName:
      viewer === 'operator' || row.kind === 'session'
        ? (row.parent_full_name ?? row.parent_name)
        : null,
  }));
  return {
    rateCents: currentRateCentsOf(progress.raisedSince),
    cleanSessions: progress.cleanSessions,
    sessionsForRaise: CLEAN_SESSIONS_FOR_RAISE,
    raisedSince: progress.raisedSince,
    totals: totalsOf(
      rows.map((row) => onClockOf(row, clock.zone)),
      clock.today,
    ),
    lines,
  };
}

/**
 * What each of a parent's sessions (and late cancellations) costs, and totals by month, her
 * months in her zone (`zone`).
 */
export async function paymentsOf(
  db: Kysely<Database>,
  parentId: string,
  zone: string,
): Promise<Payments> {
  const rows = await lineRows(db).where('l.parent_id', '=', parentId).execute();
  const sessions = rows.map((row) => ({ ...common(row), nannyName: row.nanny_name }));
  return { sessions, months: monthsOf(rows.map((row) => onClockOf(row, zone))) };
}
