import type { BookingStatus } from '@shared/booking-times';
import type { Booking } from '../../lib/bookings';
import type { LogEvent } from './operator-types';

// The shapes of the operator's bookings API (BOOKINGS-CONTRACT.md): operators see every field.

/** Operators see every field of the one Booking view; the status is one the server names. */
export type OperatorBooking = Booking & { status: BookingStatus };

export interface BookingPage {
  bookings: OperatorBooking[];
  /** The cursor of the next (older) page, or null on the last one. */
  next: string | null;
}

export interface BookingDetail {
  booking: OperatorBooking;
  /** The booking's stream, as the event log shows events. */
  history: LogEvent[];
}

/** The list's filters as typed; "" when unset. `date` is the booked date (YYYY-MM-DD). */
export interface BookingFilters {
  status: BookingStatus | '';
  nannyId: string;
  parentId: string;
  date: string;
}

/** What an operator sets when she settles a dispute. */
export interface Settlement {
  startTime: string;
  endTime: string;
  note: string;
}
