import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  autoConfirmAt,
  isLateCancellation,
  REASON_MAX_LENGTH,
  REASON_TOO_LONG_MESSAGE,
  sessionWindowOf,
} from '../../shared/booking-times.js';
import { tipProblem, TIP_MESSAGE } from '../../shared/payment-amounts.js';
import { waitsForParent } from '../../shared/recorded-hours.js';
import { decideRequest, overlapsAny } from './booking-request.rules.js';
import { decideAcknowledge } from './care-plan-acknowledgement.rules.js';
import { decideCheck } from './check-in.rules.js';
import { decideReminder, decideSessionNote } from './session-note.rules.js';
import { requireNearBooking } from './recorded-hours.rules.js';
import type { BookingCommand } from './bookings.commands.js';
import { bookingStreamId, type BookingEvent } from './bookings.events.js';
import {
  BOOKING_NOT_FOUND_MESSAGE,
  evolveBooking,
  initialBookingState,
  requireStatus,
  type BookingState,
} from './bookings.state.js';

export type { BookingCommand, RequestBooking } from './bookings.commands.js';
export type { BookingState } from './bookings.state.js';

export const ACCEPTED_ANOTHER_REASON = 'She accepted another booking at this time.';
export const EXPIRED_MESSAGE = 'This request has expired.';
export const YOU_ARE_BOOKED_MESSAGE =
  'You already have a booking at that time. Decline this request or cancel the other booking.';
export const STARTED_MESSAGE = 'The booking has started: it can no longer be cancelled.';
export const NOT_ENDED_MESSAGE = 'You can record the hours once the booking has ended.';
export const NOT_STARTED_MESSAGE = 'You can report a no-show once the booking has started.';
export const FUTURE_HOURS_MESSAGE = 'Please record hours that have already happened.';
export const REASON_NEEDED_MESSAGE = 'Please give a reason.';
export const SETTLE_TOO_EARLY_MESSAGE =
  'The parent has 48 hours from the recording to confirm or dispute these hours. You can settle them after that.';

/** A reason others read: at most 500 characters, plain text; `required` refuses an empty one. */
function checkedReason(reason: string, required: boolean): string {
  const text = reason.trim();
  if (required && text === '') throw validationError(REASON_NEEDED_MESSAGE);
  if (text.length > REASON_MAX_LENGTH) throw validationError(REASON_TOO_LONG_MESSAGE);
  assertPlainText([['Reason', text, 'text']]);
  return text;
}

/** Someone else's booking answers as an unknown one. */
function requireParty(actual: string, claimed: string): void {
  if (actual !== claimed) throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
}

const at = (instant: string) => Date.parse(instant);

function decide(command: BookingCommand, state: BookingState, streamId: string): BookingEvent[] {
  requireOwnStream(streamId, bookingStreamId(command.bookingId));
  const bookingId = command.bookingId;
  switch (command.type) {
    case 'RequestBooking':
      // The same request sent twice (a double click, a retry) is one booking.
      if (state.status !== 'none' && state.parentId === command.parentId) return [];
      if (state.status !== 'none') throw conflictError('This booking request already exists.');
      return decideRequest(command);
    case 'AcceptBooking': {
      if (state.status !== 'none') requireParty(state.nannyId, command.nannyId);
      if (state.status === 'accepted') return [];
      requireStatus(state, 'pending');
      if (at(command.at) >= state.expiresAt) throw conflictError(EXPIRED_MESSAGE);
      const own = { startsAt: iso(state.startsAt), endsAt: iso(state.endsAt) };
      if (overlapsAny(own, command.accepted)) throw conflictError(YOU_ARE_BOOKED_MESSAGE);
      return [{ type: 'BookingAccepted', data: { bookingId, acceptedAt: command.at } }];
    }
    case 'DeclineBooking': {
      if (state.status !== 'none') requireParty(state.nannyId, command.nannyId);
      if (state.status === 'declined' && command.by === 'nanny') return [];
      requireStatus(state, 'pending');
      if (command.by === 'nanny' && at(command.at) >= state.expiresAt) {
        throw conflictError(EXPIRED_MESSAGE);
      }
      const reason = checkedReason(command.reason, false);
      return [
        {
          type: 'BookingDeclined',
          data: { bookingId, reason, declinedBy: command.by, declinedAt: command.at },
        },
      ];
    }
    case 'ExpireRequest':
      // The job may run late or twice: only a request still unanswered at its deadline expires.
      if (state.status !== 'pending' || at(command.at) < state.expiresAt) return [];
      return [{ type: 'BookingRequestExpired', data: { bookingId, expiredAt: command.at } }];
    case 'CancelBooking':
      return decideCancel(command, state);
    case 'KeepHeldBooking':
      return decideKeep(command, state);
    case 'SendReminder':
    case 'SendSoonReminder':
      return decideReminder(command, state);
    case 'WriteSessionNote':
      return decideSessionNote(command, state);
    case 'AcknowledgeCarePlan':
      return decideAcknowledge(command, state);
    case 'CheckIn':
    case 'CheckOut':
      return decideCheck(command, state);
    case 'CompleteSession':
      return decideComplete(command, state);
    case 'ReportNoShow': {
      if (state.status !== 'none') requireParty(state.parentId, command.parentId);
      requireStatus(state, 'accepted');
      if (at(command.at) < state.startsAt) throw conflictError(NOT_STARTED_MESSAGE);
      const reason = checkedReason(command.reason, false);
      return [{ type: 'NoShowReported', data: { bookingId, reason, reportedAt: command.at } }];
    }
    case 'ConfirmHours':
      if (state.status !== 'none') requireParty(state.parentId, command.parentId);
      if (state.status === 'confirmed') return [];
      requireStatus(state, 'completed');
      if (tipProblem(command.tipCents ?? 0)) throw validationError(TIP_MESSAGE);
      return [
        confirmed(bookingId, state.actualMinutes ?? 0, 'parent', command.at, command.tipCents),
      ];
    case 'ConfirmHoursAutomatically':
      if (state.status !== 'completed' || at(command.at) < (state.confirmBy ?? Infinity)) return [];
      // Hours well beyond the booking are paid only once someone agreed to them. Decided now,
      // so it holds for hours recorded before this rule too; their events stay as they are.
      if (waitsForParent(state.minutes, state.actualMinutes ?? 0)) return [];
      return [confirmed(bookingId, state.actualMinutes ?? 0, 'automatic', command.at)];
    case 'DisputeHours': {
      if (state.status !== 'none') requireParty(state.parentId, command.parentId);
      requireStatus(state, 'completed');
      const reason = checkedReason(command.reason, true);
      return [
        { type: 'SessionHoursDisputed', data: { bookingId, reason, disputedAt: command.at } },
      ];
    }
    case 'SettleDispute':
      return decideSettle(command, state);
    default:
      return assertNever(command);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

const confirmed = (
  bookingId: string,
  minutes: number,
  confirmedBy: 'parent' | 'automatic' | 'operator',
  confirmedAt: string,
  tipCents = 0,
): BookingEvent => ({
  type: 'SessionHoursConfirmed',
  // A tip is written only when there is one, so confirmations without one read as before.
  data: { bookingId, minutes, confirmedBy, confirmedAt, ...(tipCents > 0 && { tipCents }) },
});

function decideCancel(
  command: Extract<BookingCommand, { type: 'CancelBooking' }>,
  state: BookingState,
): BookingEvent[] {
  if (state.status !== 'none') {
    requireParty(command.by === 'parent' ? state.parentId : state.nannyId, command.accountId);
  }
  if (state.status === 'cancelled' && state.cancelledBy === command.by) return [];
  // A nanny answers a request by declining it; only the parent withdraws one.
  if (command.by === 'parent') requireStatus(state, 'pending', 'accepted');
  else requireStatus(state, 'accepted');
  const now = new Date(command.at);
  if (now.getTime() >= state.startsAt) throw conflictError(STARTED_MESSAGE);
  const reason = checkedReason(command.reason, true);
  return [
    {
      type: 'BookingCancelled',
      data: {
        bookingId: command.bookingId,
        cancelledBy: command.by,
        reason,
        // Withdrawing an unanswered request costs nobody anything.
        late: state.status === 'accepted' && isLateCancellation(now, new Date(state.startsAt)),
        bookedMinutes: state.minutes,
        cancelledAt: command.at,
      },
    },
  ];
}

function decideComplete(
  command: Extract<BookingCommand, { type: 'CompleteSession' }>,
  state: BookingState,
): BookingEvent[] {
  if (state.status !== 'none') requireParty(state.nannyId, command.nannyId);
  requireStatus(state, 'accepted');
  const now = new Date(command.at);
  if (now.getTime() < state.endsAt) throw conflictError(NOT_ENDED_MESSAGE);
  const window = sessionWindowOf({ ...command, date: state.date }, state.timeZone);
  if (!window.ok) throw validationError(window.problem);
  if (window.value.endsAt.getTime() > now.getTime()) throw validationError(FUTURE_HOURS_MESSAGE);
  requireNearBooking(window.value, state, command.others);
  return [
    {
      type: 'SessionCompleted',
      data: {
        bookingId: command.bookingId,
        startTime: command.startTime,
        endTime: command.endTime,
        startsAt: window.value.startsAt.toISOString(),
        endsAt: window.value.endsAt.toISOString(),
        minutes: window.value.minutes,
        completedAt: command.at,
        confirmBy: autoConfirmAt(now).toISOString(),
      },
    },
  ];
}

function decideSettle(
  command: Extract<BookingCommand, { type: 'SettleDispute' }>,
  state: BookingState,
): BookingEvent[] {
  // Disputed hours, or hours waiting for a parent who let her 48 hours pass.
  if (state.status === 'completed' && waitsForParent(state.minutes, state.actualMinutes ?? 0)) {
    if (at(command.at) < (state.confirmBy ?? Infinity)) {
      throw conflictError(SETTLE_TOO_EARLY_MESSAGE);
    }
  } else {
    requireStatus(state, 'disputed');
  }
  const window = sessionWindowOf({ ...command, date: state.date }, state.timeZone);
  if (!window.ok) throw validationError(window.problem);
  const note = checkedReason(command.note, false);
  const { bookingId, operatorId, startTime, endTime } = command;
  const minutes = window.value.minutes;
  return [
    {
      type: 'SessionDisputeSettled',
      data: { bookingId, operatorId, startTime, endTime, minutes, note, settledAt: command.at },
    },
    confirmed(bookingId, minutes, 'operator', command.at),
  ];
}

export const bookingDecider: Decider<BookingState, BookingCommand, BookingEvent> = {
  streamType: 'booking',
  initialState: initialBookingState,
  evolve: evolveBooking,
  decide,
};

export const HOLD_STARTED_MESSAGE = 'The booking has started: there is nothing left to decide.';
export const NOT_HELD_MESSAGE =
  "This booking is not waiting for a decision: the nanny's RBT certification is active.";

/**
 * An operator keeps an accepted booking of a nanny whose certification was found not active
 * (or lapsed) after she accepted it. Kept once per hold: again after she was kept, nothing.
 */
function decideKeep(
  command: Extract<BookingCommand, { type: 'KeepHeldBooking' }>,
  state: BookingState,
): BookingEvent[] {
  requireStatus(state, 'accepted');
  if (Date.parse(command.at) >= state.startsAt) throw conflictError(HOLD_STARTED_MESSAGE);
  if (command.heldSince === null) throw conflictError(NOT_HELD_MESSAGE);
  if (state.keptAt !== null && Date.parse(state.keptAt) >= Date.parse(command.heldSince)) return [];
  return [
    {
      type: 'BookingKeptByOperator',
      data: { bookingId: command.bookingId, operatorId: command.operatorId, keptAt: command.at },
    },
  ];
}
