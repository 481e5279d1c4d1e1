import {
  bookingWindowOf,
  childrenProblem,
  isLateCancellation,
  MAX_CHILDREN,
  MIN_CHILDREN,
  noteProblem,
} from '@shared/booking-times';
import type { Booking } from '../../lib/bookings';
import type { BookingChoice } from './parent-types';

// UI helpers for the parent's booking form and list. The rules themselves live once, in
// @shared/booking-times; the server checks them all again.

/** The first problem with a request, in the order she reads the form, or null. */
export function requestProblem(choice: BookingChoice, timeZone: string, now: Date): string | null {
  const window = bookingWindowOf(choice, timeZone, now);
  if (!window.ok) return window.problem;
  return childrenProblem(choice.children) ?? noteProblem(choice.note);
}

/** What one booking request asks for, so a retry of the same one can reuse its key. */
export function bookingSignature(nannyId: string, choice: BookingChoice): string {
  const { date, startTime, endTime, children, note } = choice;
  return JSON.stringify([nannyId, date, startTime, endTime, children, note]);
}

/**
 * Her profile's number of children when it records one the form accepts, else 1. The profile
 * the server sends has no such field yet (GET /api/parent/profile), so today this is always 1.
 */
export function defaultChildren(
  profile: (object & { numberOfChildren?: number | null }) | null,
): number {
  const count = profile?.numberOfChildren;
  return typeof count === 'number' && childrenProblem(count) === null ? count : MIN_CHILDREN;
}

export const childrenChoices = Array.from(
  { length: MAX_CHILDREN - MIN_CHILDREN + 1 },
  (_, i) => MIN_CHILDREN + i,
);

export interface ParentActions {
  /** Withdraw a pending request or cancel an accepted booking, until the start. */
  cancel: boolean;
  /** Cancelling now would be a late cancellation (an accepted booking under 24 h away). */
  lateCancel: boolean;
  /** She did not come: an accepted booking, after its start. */
  noShow: boolean;
  /** Confirm or dispute the hours the nanny recorded. */
  confirmOrDispute: boolean;
}

/** What the parent may do with a booking at `now`, as the contract's transitions allow. */
export function parentActions(booking: Booking, now: number): ParentActions {
  const startsAt = new Date(booking.startsAt);
  const beforeStart = now < startsAt.getTime();
  const accepted = booking.status === 'accepted';
  return {
    cancel: (booking.status === 'pending' || accepted) && beforeStart,
    lateCancel: accepted && beforeStart && isLateCancellation(new Date(now), startsAt),
    noShow: accepted && !beforeStart,
    confirmOrDispute: booking.status === 'completed',
  };
}
