import { api } from '../api/api';
import type { NewIncident } from './incident-view';

/** The reports on one booking that the signed-in party may see. */
export const fetchBookingIncidents = async (bookingId: string) =>
  (await api.get('/api/bookings/{id}/incidents', { params: { id: bookingId } })).incidents;

export const reportIncident = (bookingId: string, incident: NewIncident) =>
  api.post('/api/bookings/{id}/incidents', { params: { id: bookingId }, body: incident });
