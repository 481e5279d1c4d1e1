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

export type NannySeriesAction = 'accept' | 'decline' | 'cancel';

/** Accepts or declines every waiting date of a series, or cancels its accepted ones. */
export const answerNannySeries = (seriesId: string, action: NannySeriesAction, reason: string) =>
  action === 'accept'
    ? api.post('/api/nanny/booking-series/{id}/accept', { params: { id: seriesId }, body: {} })
    : api.post(`/api/nanny/booking-series/{id}/${action}` as const, {
        params: { id: seriesId },
        body: { reason },
      });
