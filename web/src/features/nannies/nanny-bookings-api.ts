import { apiClient } from '../../lib/api-client';
import type { Booking, BookingAnswer } from '../../lib/bookings';

/** GET /api/nanny/bookings: her bookings in the tab's three lists, and her rate now. */
export interface NannyBookings {
  requests: Booking[];
  upcoming: Booking[];
  past: Booking[];
  rateCents: number;
}

export const fetchNannyBookings = () => apiClient.get<NannyBookings>('/api/nanny/bookings');

export type NannyBookingAction = 'accept' | 'decline' | 'cancel' | 'complete';

/** accept `{}`, decline and cancel `{ reason }`, complete `{ startTime, endTime }`. */
export const answerNannyBooking = (id: string, action: NannyBookingAction, body: object) =>
  apiClient.post<BookingAnswer>(`/api/nanny/bookings/${encodeURIComponent(id)}/${action}`, body);
