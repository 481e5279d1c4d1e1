import { apiClient } from '../api-client';
import type { IncidentAnswer, IncidentView, NewIncident } from './incident-view';

const path = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/incidents`;

/** The reports on one booking that the signed-in party may see. */
export const fetchBookingIncidents = async (bookingId: string): Promise<IncidentView[]> =>
  (await apiClient.get<{ incidents: IncidentView[] }>(path(bookingId))).incidents;

export const reportIncident = (bookingId: string, incident: NewIncident) =>
  apiClient.post<IncidentAnswer>(path(bookingId), incident);
