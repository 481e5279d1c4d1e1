import type { BookingStatus } from '@shared/booking-times';
import type { ApiBody, ApiResponse } from '../../../lib/api/api';

// The shapes of the operator's bookings API: operators see every field. Server shapes are the
// route schemas (generated: web/src/lib/api/schema.ts; the server's view is
// src/features/bookings/bookings.view.ts).

type BookingPage = ApiResponse<'/api/operator/bookings'>;

/** Operators see every field of the one Booking view; the status is one the server names. */
export type OperatorBooking = BookingPage['bookings'][number];

/** The booking and its stream, as the event log shows events. */
export type BookingDetail = ApiResponse<'/api/operator/bookings/{id}'>;

/** The list's filters as typed; "" when unset. `date` is the booked date (YYYY-MM-DD). */
export interface BookingFilters {
  status: BookingStatus | '';
  nannyId: string;
  parentId: string;
  date: string;
}

/** What an operator sets when she settles a dispute. */
export type Settlement = ApiBody<'/api/operator/bookings/{id}/settle'>;
