import { conflictError, validationError } from '../../infra/domain/errors.js';
import { isCalendarDate } from '../../infra/domain/calendar.js';
import type { Decider } from '../../infra/event-store/decider.js';
import type { BookingEvent } from './bookings.events.js';

export const DATE_AND_TIME_MESSAGE = 'Please select both a date and time.';

export interface RequestBooking {
  type: 'RequestBooking';
  bookingId: string;
  parentId: string;
  nannyId: string;
  /** Facts loaded by the route: may she be booked, and her name. */
  nanny: { bookable: boolean; fullName: string } | undefined;
  date: string;
  time: string;
  /** The earliest "today" anywhere: dates before it are past for everyone. */
  today: string;
  at: string;
}

export interface BookingState {
  requestedBy: string | undefined;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
function decide(command: RequestBooking, state: BookingState): BookingEvent[] {
  // The same request sent twice (a double click, a retry) is one booking.
  if (state.requestedBy === command.parentId) return [];
  if (state.requestedBy !== undefined) throw conflictError('This booking request already exists.');
  if (command.date.trim() === '' || command.time.trim() === '')
    throw validationError(DATE_AND_TIME_MESSAGE);
  if (!isCalendarDate(command.date)) throw validationError('Please choose a valid date.');
  if (command.date < command.today)
    throw validationError('Please choose a date that is not in the past.');
  const time = TIME.exec(command.time);
  if (!time) throw validationError('Please enter the time as HH:MM.');
  if (Number(time[2]) % 15 !== 0)
    throw validationError('Please choose a time on a 15-minute step (for example 09:00, 09:15).');
  if (!command.nanny?.bookable)
    throw conflictError('This RBT is not available for booking right now.');
  return [
    {
      type: 'BookingRequested',
      data: {
        bookingId: command.bookingId,
        nannyId: command.nannyId,
        nannyName: command.nanny.fullName,
        parentId: command.parentId,
        date: command.date,
        time: command.time,
        status: 'pending',
        createdAt: command.at,
      },
    },
  ];
}

export const bookingDecider: Decider<BookingState, RequestBooking, BookingEvent> = {
  streamType: 'booking',
  initialState: () => ({ requestedBy: undefined }),
  evolve: (_state, event) => ({ requestedBy: event.data.parentId }),
  decide,
};
