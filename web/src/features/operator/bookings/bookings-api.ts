import { api } from '../../../lib/api/api';
import { bookingsQuery } from './booking-query';
import type { BookingFilters, Settlement } from './booking-types';

export const fetchBookingsPage = (filters: BookingFilters, before: string | null) =>
  api.get('/api/operator/bookings', { query: bookingsQuery(filters, before) });

export const fetchBookingDetail = (bookingId: string) =>
  api.get('/api/operator/bookings/{id}', { params: { id: bookingId } });

/** Sets the hours of a disputed booking; the server answers with its message and the booking. */
export const sendSettlement = (bookingId: string, settlement: Settlement) =>
  api.post('/api/operator/bookings/{id}/settle', { params: { id: bookingId }, body: settlement });
