import { api, type ApiBody, type ApiResponse } from '../../lib/api/api';

/** GET /api/nanny/bookings: her bookings in the tab's three lists, and her rate now. */
export type NannyBookings = ApiResponse<'/api/nanny/bookings'>;

export const fetchNannyBookings = () => api.get('/api/nanny/bookings');

export type NannyBookingAction =
  'accept' | 'decline' | 'cancel' | 'complete' | 'check-in' | 'check-out' | 'session-note';

type AnswerPath = `/api/nanny/bookings/{id}/${NannyBookingAction}`;

/**
 * accept `{}`, decline and cancel `{ reason }`, complete `{ startTime, endTime }`, session-note
 * the note's fields.
 */
export type NannyAnswerBody = ApiBody<AnswerPath>;

export const answerNannyBooking = (id: string, action: NannyBookingAction, body: NannyAnswerBody) =>
  api.post(`/api/nanny/bookings/{id}/${action}` as const, { params: { id }, body });
