import {
  columnsOf,
  defineProjection,
  everyOf,
  type ReadTableSpec,
  type RowOf,
  type TypedRows,
} from '../../infra/projections/define-projection.js';
import {
  EARNINGS_FACT_TYPES,
  earningsChange,
  type EarningsChange,
  type EarningsFact,
  type EarningsSession,
} from './earnings.rows.js';
import { progressFromRow } from './earnings.queries.js';

const ledgerLines: ReadTableSpec<'ledger_lines'> = { name: 'ledger_lines', key: ['line_id'] };
const progressTable: ReadTableSpec<'nanny_earnings_progress'> = {
  name: 'nanny_earnings_progress',
  key: ['nanny_id'],
};
const sessions: ReadTableSpec<'earnings_sessions'> = {
  name: 'earnings_sessions',
  key: ['booking_id'],
};
type Tables = 'ledger_lines' | 'nanny_earnings_progress' | 'earnings_sessions';

/**
 * The ledger: earnings_sessions (what it keeps of each booking), nanny_earnings_progress (clean
 * count and raise) and ledger_lines. Reads only its own tables, decides in the pure
 * earningsChange, and writes the rows that changed.
 */
export const earningsProjection = defineProjection<EarningsFact, Tables>({
  name: 'earnings',
  tables: [ledgerLines, progressTable, sessions],
  events: everyOf(EARNINGS_FACT_TYPES),
  fold: (event, rows) => {
    if (event.type === 'BookingRequested') {
      // A request only adds its session, and a repeat keeps the first: no read needed, which
      // saves a booking request two round trips inline.
      const { session } = earningsChange(event, undefined, progressFromRow(undefined));
      if (session) writeSession(rows, session, 'keep');
      return;
    }
    const session = sessionOf(rows.get('earnings_sessions', { booking_id: event.data.bookingId }));
    const nannyId = session?.nannyId;
    if (nannyId === undefined) return;
    const progress = progressFromRow(
      rows.get('nanny_earnings_progress', { nanny_id: nannyId }) as
        { clean_sessions: number; raised_since: Date | null } | undefined,
    );
    write(rows, nannyId, earningsChange(event, session, progress));
  },
});

function sessionOf(
  row: Readonly<Partial<RowOf<'earnings_sessions'>>> | undefined,
): EarningsSession | undefined {
  return (
    row && {
      bookingId: row.booking_id as string,
      nannyId: row.nanny_id as string,
      parentId: row.parent_id as string,
      nannyName: row.nanny_name as string,
      parentName: row.parent_name as string,
      date: row.date as string,
      startTime: row.start_time as string,
      endTime: row.end_time as string,
      startsAt: (row.starts_at as Date).toISOString(),
      actualStartTime: row.actual_start_time ?? null,
      actualEndTime: row.actual_end_time ?? null,
      confirmed: row.confirmed as boolean,
      significant: row.significant as boolean,
    }
  );
}

function write(rows: TypedRows<Tables>, nannyId: string, change: EarningsChange): void {
  const { session, progress, line } = change;
  if (session) writeSession(rows, session, 'overwrite');
  if (progress) {
    const row = {
      nanny_id: nannyId,
      clean_sessions: progress.cleanSessions,
      raised_since: progress.raisedSince === null ? null : new Date(progress.raisedSince),
    };
    rows.insert('nanny_earnings_progress', row, columnsOf(row));
  }
  if (line) {
    rows.insert(
      'ledger_lines',
      {
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
      },
      // A line, once written, never changes (never retroactive).
      'keep',
    );
  }
}

function writeSession(
  rows: TypedRows<Tables>,
  session: EarningsSession,
  onConflict: 'keep' | 'overwrite',
): void {
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
  rows.insert('earnings_sessions', row, onConflict === 'keep' ? 'keep' : columnsOf(row));
}
