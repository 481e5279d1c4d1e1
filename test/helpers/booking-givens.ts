import { deciderSpec } from './decider-spec.js';
import { bookingDecider } from '../../src/features/bookings/bookings.decider.js';
import {
  bookingStreamId,
  type BookingEvent,
  type BookingEventOf,
} from '../../src/features/bookings/bookings.events.js';

/**
 * Givens for the booking decider's rule tests: booking b1, Paula's of Bea (n1), Tuesday
 * 2026-12-01 09:30–12:30 in New York, requested on 2026-11-21 and accepted an hour later.
 */
export const bookedStartsAt = '2026-12-01T14:30:00.000Z';
export const bookedEndsAt = '2026-12-01T17:30:00.000Z';
/** The instant m minutes after the booked start (before it when negative). */
export const minutesFromStart = (m: number) => new Date(Date.parse(bookedStartsAt) + m * 60_000);

export const bookingSpec = deciderSpec(bookingDecider, bookingStreamId('b1'));

export const bookingRequested = (
  changes: Partial<BookingEventOf<'BookingRequested'>['data']> = {},
): BookingEvent => ({
  type: 'BookingRequested',
  data: {
    bookingId: 'b1',
    nannyId: 'n1',
    nannyName: 'Bea',
    parentId: 'p1',
    parentName: 'Paula',
    date: '2026-12-01',
    startTime: '09:30',
    endTime: '12:30',
    startsAt: bookedStartsAt,
    endsAt: bookedEndsAt,
    timeZone: 'America/New_York',
    children: 1,
    note: '',
    createdAt: '2026-11-21T12:00:00.000Z',
    expiresAt: '2026-11-23T12:00:00.000Z',
    ...changes,
  },
});

export const bookingAccepted: BookingEvent = {
  type: 'BookingAccepted',
  data: { bookingId: 'b1', acceptedAt: '2026-11-21T13:00:00.000Z' },
};

/** The parent's cancellation of the 180 booked minutes, at `cancelledAt`. */
export const bookingCancelledByParent = (cancelledAt: string, late: boolean): BookingEvent => ({
  type: 'BookingCancelled',
  data: {
    bookingId: 'b1',
    cancelledBy: 'parent',
    reason: '',
    late,
    bookedMinutes: 180,
    cancelledAt,
  },
});

export const sessionCheckedIn = (checkedInAt: string): BookingEvent => ({
  type: 'SessionCheckedIn',
  data: { bookingId: 'b1', nannyId: 'n1', checkedInAt },
});

export const sessionCheckedOut = (checkedOutAt: string): BookingEvent => ({
  type: 'SessionCheckedOut',
  data: { bookingId: 'b1', nannyId: 'n1', checkedOutAt },
});
