import { conflictError, validationError } from '../../infra/domain/errors.js';
import { overlaps, wallClockOf } from '../../shared/booking-times.js';
import { outsideBookingProblem, overlapMessage } from '../../shared/recorded-hours.js';
import type { Window } from './bookings.commands.js';
import type { BookingState } from './bookings.state.js';

/**
 * Recorded hours lie within the booked window widened by the tolerance (400 otherwise), and
 * never overlap her other sessions (409): she cannot have worked two bookings at once.
 */
export function requireNearBooking(
  recorded: { startsAt: Date; endsAt: Date },
  state: BookingState,
  others: readonly Window[],
): void {
  const booked = {
    date: state.date,
    startsAt: new Date(state.startsAt),
    endsAt: new Date(state.endsAt),
  };
  const outside = outsideBookingProblem(booked, recorded, state.timeZone);
  if (outside) throw validationError(outside);
  const clash = others.find((other) =>
    overlaps(recorded, { startsAt: new Date(other.startsAt), endsAt: new Date(other.endsAt) }),
  );
  if (clash) {
    const wall = (instant: string) => wallClockOf(new Date(instant), state.timeZone).time;
    throw conflictError(overlapMessage(wall(clash.startsAt), wall(clash.endsAt)));
  }
}
