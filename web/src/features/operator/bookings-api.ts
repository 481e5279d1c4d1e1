import { apiClient } from '../../lib/api-client';
import { bookingPath, bookingsPath, settlePath } from './booking-query';
import type {
  BookingDetail,
  BookingFilters,
  BookingPage,
  OperatorBooking,
  Settlement,
} from './booking-types';

export const fetchBookingsPage = (filters: BookingFilters, before: string | null) =>
  apiClient.get<BookingPage>(bookingsPath(filters, before));

export const fetchBookingDetail = (bookingId: string) =>
  apiClient.get<BookingDetail>(bookingPath(bookingId));

/** Sets the hours of a disputed booking; the server answers with its message and the booking. */
export const sendSettlement = (bookingId: string, settlement: Settlement) =>
  apiClient.post<{ message: string; booking: OperatorBooking }>(settlePath(bookingId), settlement);

/** The platform's time zone: booking times are wall-clock times there, not on this computer. */
export const fetchPlatformTimeZone = async (): Promise<string> =>
  (await apiClient.get<{ timeZone: string }>('/api/platform')).timeZone;
