import { conflictError, notFoundError } from '../../infra/domain/errors.js';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  ALREADY_CHECKED_OUT_MESSAGE,
  checkInProblem,
  NOT_CHECKED_IN_MESSAGE,
} from '../../shared/care-plans.js';
import type { BookingCommand } from './bookings.commands.js';
import type { BookingEvent } from './bookings.events.js';
import { BOOKING_NOT_FOUND_MESSAGE, requireStatus, type BookingState } from './bookings.state.js';

type Check = Extract<BookingCommand, { type: 'CheckIn' | 'CheckOut' }>;

/**
 * Her check-in (from 30 minutes before the start, on the session's day, until the booked end)
 * and check-out (once checked in), each once, on her own accepted booking; the server's time is
 * recorded.
 */
export function decideCheck(command: Check, state: BookingState): BookingEvent[] {
  if (state.status !== 'none' && state.nannyId !== command.nannyId) {
    throw notFoundError(BOOKING_NOT_FOUND_MESSAGE);
  }
  requireStatus(state, 'accepted');
  const { bookingId, nannyId, at } = command;
  if (command.type === 'CheckIn') {
    if (state.checkedIn) throw conflictError(ALREADY_CHECKED_IN_MESSAGE);
    const problem = checkInProblem(new Date(at), {
      startsAt: new Date(state.startsAt),
      endsAt: new Date(state.endsAt),
      date: state.date,
      timeZone: state.timeZone,
    });
    if (problem !== null) throw conflictError(problem);
    return [{ type: 'SessionCheckedIn', data: { bookingId, nannyId, checkedInAt: at } }];
  }
  if (!state.checkedIn) throw conflictError(NOT_CHECKED_IN_MESSAGE);
  if (state.checkedOut) throw conflictError(ALREADY_CHECKED_OUT_MESSAGE);
  return [{ type: 'SessionCheckedOut', data: { bookingId, nannyId, checkedOutAt: at } }];
}
