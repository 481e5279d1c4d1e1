import { describe, expect, it } from 'vitest';
import {
  bookedEndsAt as endsAt,
  bookedStartsAt as startsAt,
  bookingAccepted as accepted,
  bookingCancelledByParent,
  bookingRequested,
  bookingSpec as spec,
  minutesFromStart as minutes,
  sessionCheckedIn,
  sessionCheckedOut,
} from '../../../test/helpers/booking-givens.js';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  ALREADY_CHECKED_OUT_MESSAGE,
  CHECK_IN_AFTER_END_MESSAGE,
  CHECK_IN_TOO_EARLY_MESSAGE,
  checkInOpensAt,
  checkInProblem,
  isNotCheckedIn,
  NOT_CHECKED_IN_MESSAGE,
} from '../../shared/care-plans.js';
import type { BookingCommand } from './bookings.decider.js';

describe('the check-in window', () => {
  const booking = {
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    date: '2026-12-01',
    timeZone: 'America/New_York',
  };
  const problem = (at: Date) => checkInProblem(at, booking);

  it('opens 30 minutes before the start', () => {
    expect(problem(minutes(-31))).toBe(CHECK_IN_TOO_EARLY_MESSAGE);
    expect(problem(minutes(-30))).toBeNull();
    expect(problem(minutes(10))).toBeNull();
  });

  it('closes at the booked end (then she records her hours)', () => {
    expect(problem(minutes(179))).toBeNull();
    expect(problem(minutes(180))).toBe(CHECK_IN_AFTER_END_MESSAGE);
  });

  it('never opens before the first minute of the session’s day on its clock', () => {
    // 00:15 in New York on December 1st: the window opens at 00:00, not at 23:45 the day before.
    const early = {
      startsAt: new Date('2026-12-01T05:15:00.000Z'),
      endsAt: new Date('2026-12-01T08:15:00.000Z'),
      date: '2026-12-01',
      timeZone: 'America/New_York',
    };
    expect(checkInOpensAt(early).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(checkInProblem(new Date('2026-12-01T04:59:00.000Z'), early)).toBe(
      CHECK_IN_TOO_EARLY_MESSAGE,
    );
    expect(checkInProblem(new Date('2026-12-01T05:00:00.000Z'), early)).toBeNull();
    // The day after: closed since the booked end, the same day.
    expect(checkInProblem(new Date('2026-12-02T05:00:00.000Z'), early)).toBe(
      CHECK_IN_AFTER_END_MESSAGE,
    );
  });

  it('says "Not checked in" from 15 minutes after the start, while accepted and not checked in', () => {
    const booking = { status: 'accepted', startsAt, checkedInAt: null };
    expect(isNotCheckedIn(booking, minutes(14).getTime())).toBe(false);
    expect(isNotCheckedIn(booking, minutes(15).getTime())).toBe(true);
    expect(isNotCheckedIn({ ...booking, checkedInAt: startsAt }, minutes(20).getTime())).toBe(
      false,
    );
    expect(isNotCheckedIn({ ...booking, status: 'cancelled' }, minutes(20).getTime())).toBe(false);
  });
});

const requested = bookingRequested();
const at = minutes(-5).toISOString();
const check = (type: 'CheckIn' | 'CheckOut', changes: Partial<BookingCommand> = {}) =>
  ({ type, bookingId: 'b1', nannyId: 'n1', at, ...changes }) as BookingCommand;
const checkedIn = sessionCheckedIn(at);

describe('check-in and check-out', () => {
  it('records the server time of her check-in on her accepted booking', () => {
    spec.given([requested, accepted]).when(check('CheckIn')).then([checkedIn]);
  });

  it('refuses a check-in before the window, twice, or on another nanny’s booking', () => {
    spec
      .given([requested, accepted])
      .when(check('CheckIn', { at: minutes(-31).toISOString() }))
      .thenThrows(CHECK_IN_TOO_EARLY_MESSAGE);
    spec
      .given([requested, accepted, checkedIn])
      .when(check('CheckIn'))
      .thenThrows(ALREADY_CHECKED_IN_MESSAGE);
    spec
      .given([requested, accepted])
      .when(check('CheckIn', { nannyId: 'n2' }))
      .thenThrows('Booking not found.');
  });

  it('refuses a check-in after a cancellation, or before acceptance', () => {
    const cancelled = bookingCancelledByParent('2026-12-01T10:00:00.000Z', true);
    spec
      .given([requested, accepted, cancelled])
      .when(check('CheckIn'))
      .thenThrows('This booking was cancelled.');
    spec
      .given([requested])
      .when(check('CheckIn'))
      .thenThrows(/still waiting/);
  });

  it('checks out once, and only after checking in', () => {
    const out = minutes(170).toISOString();
    spec
      .given([requested, accepted])
      .when(check('CheckOut', { at: out }))
      .thenThrows(NOT_CHECKED_IN_MESSAGE);
    spec
      .given([requested, accepted, checkedIn])
      .when(check('CheckOut', { at: out }))
      .then([sessionCheckedOut(out)]);
    spec
      .given([requested, accepted, checkedIn, sessionCheckedOut(out)])
      .when(check('CheckOut', { at: out }))
      .thenThrows(ALREADY_CHECKED_OUT_MESSAGE);
  });
});
