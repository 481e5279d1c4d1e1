import { checkInProblem } from '@shared/care-plans';
import { noteWindowProblem } from '@shared/session-notes';
import { sessionWindowOf } from '@shared/booking-times';
import { outsideBookingProblem } from '@shared/recorded-hours';
import type { Booking } from '../../lib/bookings';

/** A note is written on a session that took place: accepted, or with its hours recorded. */
const NOTE_STATUSES = new Set(['accepted', 'completed', 'disputed', 'confirmed']);

// UI helpers for the nanny's Bookings tab: which answers a booking offers at a moment. The
// server decides again; these only keep buttons that would be refused off the screen.

export interface NannyActions {
  /** Accept or decline a request not yet expired. */
  answer: boolean;
  /** Cancel an accepted booking before it starts. */
  cancel: boolean;
  /** Record the hours worked, once the booked end has passed. */
  record: boolean;
  /** Check in (from 30 minutes before the start) and then out. */
  checkIn: boolean;
  checkOut: boolean;
  /** Write the session note (after check-out, within 48 hours of the end, once). */
  note: boolean;
}

export function nannyActions(booking: Booking, now: number): NannyActions {
  const pending = booking.status === 'pending';
  const accepted = booking.status === 'accepted';
  const expired = booking.expiresAt !== null && Date.parse(booking.expiresAt) <= now;
  return {
    answer: pending && !expired,
    cancel: accepted && now < Date.parse(booking.startsAt),
    record: accepted && now >= Date.parse(booking.endsAt),
    // The server's window (30 minutes before the start, on its day, until the end), once each.
    checkIn:
      accepted &&
      booking.checkedInAt === null &&
      checkInProblem(new Date(now), {
        startsAt: new Date(booking.startsAt),
        endsAt: new Date(booking.endsAt),
        date: booking.date,
        timeZone: booking.timeZone,
      }) === null,
    checkOut: accepted && booking.checkedInAt !== null && booking.checkedOutAt === null,
    // Her note, once, after check-out and until 48 hours after the booked end.
    note:
      NOTE_STATUSES.has(booking.status) &&
      booking.sessionNote === null &&
      noteWindowProblem(new Date(now), {
        endsAt: new Date(booking.endsAt),
        checkedOut: booking.checkedOutAt !== null,
      }) === null,
  };
}

/** "Bookings" with the number of requests waiting for her, for the tab's label. */
export function pendingCountLabel(count: number): string {
  return count === 1 ? '1 new request' : `${count} new requests`;
}

/**
 * The problem with the hours she records on a booking, or null: the shared session rule, then
 * the booking's window widened by the tolerance (1 hour before, 2 hours after). Whether they
 * overlap her other sessions, the server says.
 */
export function recordedHoursProblem(
  booking: Pick<Booking, 'date' | 'startsAt' | 'endsAt'>,
  times: { startTime: string; endTime: string },
  timeZone: string,
): string | null {
  const window = sessionWindowOf({ date: booking.date, ...times }, timeZone);
  if (!window.ok) return window.problem;
  const booked = {
    date: booking.date,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
  };
  return outsideBookingProblem(booked, window.value, timeZone);
}
