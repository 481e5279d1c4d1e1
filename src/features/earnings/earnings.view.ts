import { Type, type Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { CLEAN_SESSIONS_FOR_RAISE, currentRateCentsOf } from '../../shared/pay-rates.js';
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
    .leftJoin('parent_profiles as p', 'p.parent_id', 'l.parent_id')
    .selectAll('l')
    .select(['s.nanny_name', 's.parent_name', 'p.full_name as parent_full_name'])
    .orderBy('l.date', 'desc')
    .orderBy('l.start_time', 'desc')
    .orderBy('l.line_id');
}

const common = (row: Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number]) => ({
  id: row.line_id,
  bookingId: row.booking_id,
  kind: row.kind,
  date: row.date,
  startTime: row.start_time,
  endTime: row.end_time,
  minutes: row.minutes,
  rateCents: row.rate_cents,
  amountCents: row.amount_cents,
  recordedAt: row.recorded_at.toISOString(),
});

/**
 * A nanny's rate, progress, totals and lines. The family's name shows on a session's line; a
 * cancelled booking's family is hidden from her (as on the Bookings tab), not from operators.
 */
export async function earningsOf(
  db: Kysely<Database>,
  nannyId: string,
  viewer: 'nanny' | 'operator',
  today: string,
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
    totals: totalsOf(lines, today),
    lines,
  };
}

/** What each of a parent's sessions (and late cancellations) costs, and totals by month. */
export async function paymentsOf(db: Kysely<Database>, parentId: string): Promise<Payments> {
  const rows = await lineRows(db).where('l.parent_id', '=', parentId).execute();
  const sessions = rows.map((row) => ({ ...common(row), nannyName: row.nanny_name }));
  return { sessions, months: monthsOf(sessions) };
}
