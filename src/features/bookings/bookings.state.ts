import { assertNever, conflictError, notFoundError } from '../../infra/domain/errors.js';
import type { BookingStatus } from '../../shared/booking-times.js';
import type { BookingEvent } from './bookings.events.js';

/** What the rules of one booking need to know of its history. */
export interface BookingState {
  status: BookingStatus | 'none';
  parentId: string;
  nannyId: string;
  date: string;
  timeZone: string;
  startsAt: number;
  endsAt: number;
  minutes: number;
  expiresAt: number;
  reminded: boolean;
  soonReminded: boolean;
  /** When an operator last kept it while her certification was not active. */
  keptAt: string | null;
  checkedIn: boolean;
  checkedOut: boolean;
  noteWritten: boolean;
  cancelledBy: 'parent' | 'nanny' | null;
  /** Recorded (or settled) minutes, and when they confirm themselves. */
  actualMinutes: number | null;
  confirmBy: number | null;
}

export const initialBookingState = (): BookingState => ({
  status: 'none',
  parentId: '',
  nannyId: '',
  date: '',
  timeZone: 'UTC',
  startsAt: 0,
  endsAt: 0,
  minutes: 0,
  expiresAt: 0,
  reminded: false,
  soonReminded: false,
  keptAt: null,
  checkedIn: false,
  checkedOut: false,
  noteWritten: false,
  cancelledBy: null,
  actualMinutes: null,
  confirmBy: null,
});

const ms = (instant: string) => Date.parse(instant);

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingRequested': {
      const d = event.data;
      return {
        ...state,
        status: 'pending',
        parentId: d.parentId,
        nannyId: d.nannyId,
        date: d.date,
        timeZone: d.timeZone,
        startsAt: ms(d.startsAt),
        endsAt: ms(d.endsAt),
        minutes: (ms(d.endsAt) - ms(d.startsAt)) / 60_000,
        expiresAt: ms(d.expiresAt),
      };
    }
    case 'BookingAccepted':
      return { ...state, status: 'accepted' };
    case 'BookingDeclined':
      return { ...state, status: 'declined' };
    case 'BookingRequestExpired':
      return { ...state, status: 'expired' };
    case 'BookingCancelled':
      return { ...state, status: 'cancelled', cancelledBy: event.data.cancelledBy };
    case 'BookingReminderSent':
      return { ...state, reminded: true };
    case 'BookingSoonReminderSent':
      return { ...state, soonReminded: true };
    case 'SessionNoteWritten':
      return { ...state, noteWritten: true };
    case 'BookingKeptByOperator':
      return { ...state, keptAt: event.data.keptAt };
    case 'CarePlanAcknowledged':
      return state;
    case 'SessionCheckedIn':
      return { ...state, checkedIn: true };
    case 'SessionCheckedOut':
      return { ...state, checkedOut: true };
    case 'SessionCompleted':
      return {
        ...state,
        status: 'completed',
        actualMinutes: event.data.minutes,
        confirmBy: ms(event.data.confirmBy),
      };
    case 'NoShowReported':
      return { ...state, status: 'no_show' };
    case 'SessionHoursDisputed':
      return { ...state, status: 'disputed' };
    case 'SessionDisputeSettled':
      return { ...state, actualMinutes: event.data.minutes };
    case 'SessionHoursConfirmed':
      return { ...state, status: 'confirmed', actualMinutes: event.data.minutes };
    default:
      return assertNever(event);
  }
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'is still waiting for an answer',
  accepted: 'was already accepted',
  declined: 'was declined',
  expired: 'has expired',
  cancelled: 'was cancelled',
  completed: 'already has its hours recorded',
  no_show: 'was reported as a no-show',
  disputed: 'has its hours disputed',
  confirmed: 'has its hours confirmed',
};

/** A booking not found, or not this person's: the same answer, so ids reveal nothing. */
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found.';

/** Refuses unless the booking exists and is in one of `allowed`, in words of its real status. */
export function requireStatus(state: BookingState, ...allowed: BookingStatus[]): void {
  if (state.status === 'none') throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
  if (!allowed.includes(state.status)) {
    throw conflictError(`This booking ${STATUS_WORDS[state.status]}.`);
  }
}
