import { assertNever } from '../../infra/domain/errors.js';
import {
  afterConfirmation,
  afterSignificant,
  lateCancellationPay,
  sessionPay,
  type Progress,
} from './pay-rule.js';

/** What the ledger keeps of a booking: enough to pay it, and to show where a line came from. */
export interface EarningsSession {
  bookingId: string;
  nannyId: string;
  parentId: string;
  nannyName: string;
  parentName: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  /** Hours recorded by the nanny, or set by an operator settling a dispute. */
  actualStartTime: string | null;
  actualEndTime: string | null;
  confirmed: boolean;
  /** An operator judged an incident on this session significant: it is not clean. */
  significant: boolean;
}

export type LedgerLineKind = 'session' | 'late_cancellation';

export interface LedgerLine {
  lineId: string;
  bookingId: string;
  nannyId: string;
  parentId: string;
  kind: LedgerLineKind;
  date: string;
  startTime: string;
  endTime: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  recordedAt: string;
}

/** The facts of other features the ledger follows, matched by event type name. */
export type EarningsFact =
  | {
      type: 'BookingRequested';
      data: Omit<
        EarningsSession,
        'actualStartTime' | 'actualEndTime' | 'confirmed' | 'significant'
      >;
    }
  | { type: 'SessionCompleted'; data: { bookingId: string; startTime: string; endTime: string } }
  | {
      type: 'SessionDisputeSettled';
      data: { bookingId: string; startTime: string; endTime: string };
    }
  | {
      type: 'SessionHoursConfirmed';
      data: { bookingId: string; minutes: number; confirmedAt: string };
    }
  | {
      type: 'BookingCancelled';
      data: {
        bookingId: string;
        cancelledBy: 'parent' | 'nanny';
        late: boolean;
        bookedMinutes: number;
        cancelledAt: string;
      };
    }
  | { type: 'IncidentDecided'; data: { bookingId: string; significant: boolean } };

export const EARNINGS_FACT_TYPES: readonly EarningsFact['type'][] = [
  'BookingRequested',
  'SessionCompleted',
  'SessionDisputeSettled',
  'SessionHoursConfirmed',
  'BookingCancelled',
  'IncidentDecided',
];

/** The rows one event changes; absent ones stay as they are. */
export interface EarningsChange {
  session?: EarningsSession;
  progress?: Progress;
  line?: LedgerLine;
}

export const lineIdOf = (bookingId: string, kind: LedgerLineKind) => `${bookingId}-${kind}`;

/**
 * One event over the rows it touches: the booking's session and its nanny's progress. Pure, so
 * the inline projection and a replay write the same rows; repeating an event changes nothing.
 */
export function earningsChange(
  event: EarningsFact,
  session: EarningsSession | undefined,
  progress: Progress,
): EarningsChange {
  if (event.type === 'BookingRequested') {
    if (session) return {};
    const e = event.data;
    return {
      session: {
        bookingId: e.bookingId,
        nannyId: e.nannyId,
        parentId: e.parentId,
        nannyName: e.nannyName,
        parentName: e.parentName,
        date: e.date,
        startTime: e.startTime,
        endTime: e.endTime,
        startsAt: e.startsAt,
        actualStartTime: null,
        actualEndTime: null,
        confirmed: false,
        significant: false,
      },
    };
  }
  if (!session) return {};
  switch (event.type) {
    case 'SessionCompleted':
    case 'SessionDisputeSettled':
      return {
        session: {
          ...session,
          actualStartTime: event.data.startTime,
          actualEndTime: event.data.endTime,
        },
      };
    case 'SessionHoursConfirmed':
      return confirmation(event.data, session, progress);
    case 'BookingCancelled':
      return lateCancellation(event.data, session, progress);
    case 'IncidentDecided':
      if (!event.data.significant || session.significant) return {};
      return {
        session: { ...session, significant: true },
        ...(session.confirmed && { progress: afterSignificant(progress) }),
      };
    default:
      return assertNever(event);
  }
}

function confirmation(
  confirmed: { minutes: number; confirmedAt: string },
  session: EarningsSession,
  progress: Progress,
): EarningsChange {
  if (session.confirmed) return {};
  const pay = sessionPay(progress, { startsAt: session.startsAt, minutes: confirmed.minutes });
  return {
    session: { ...session, confirmed: true },
    progress: afterConfirmation(progress, !session.significant, confirmed.confirmedAt),
    line: {
      ...lineOf(session, 'session'),
      startTime: session.actualStartTime ?? session.startTime,
      endTime: session.actualEndTime ?? session.endTime,
      ...pay,
      recordedAt: confirmed.confirmedAt,
    },
  };
}

/** Only the parent's late cancellation pays her; her own, or an early one, pays nothing. */
function lateCancellation(
  cancelled: Extract<EarningsFact, { type: 'BookingCancelled' }>['data'],
  session: EarningsSession,
  progress: Progress,
): EarningsChange {
  if (!cancelled.late || cancelled.cancelledBy !== 'parent') return {};
  const pay = lateCancellationPay(progress, {
    startsAt: session.startsAt,
    bookedMinutes: cancelled.bookedMinutes,
  });
  return {
    line: { ...lineOf(session, 'late_cancellation'), ...pay, recordedAt: cancelled.cancelledAt },
  };
}

const lineOf = (session: EarningsSession, kind: LedgerLineKind) => ({
  lineId: lineIdOf(session.bookingId, kind),
  bookingId: session.bookingId,
  nannyId: session.nannyId,
  parentId: session.parentId,
  kind,
  date: session.date,
  startTime: session.startTime,
  endTime: session.endTime,
});
