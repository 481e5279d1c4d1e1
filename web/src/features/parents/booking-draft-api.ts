import { api } from '../../lib/api/api';
import type { ApiBody, ApiResponse } from '../../lib/api/api';

// Her request kept on the server while she saves a card on Stripe's page: the web app keeps
// nothing in browser storage (docs/security.md, V14.3.1), so the page she returns to names it.

/** The address Stripe's Checkout sends her back to names her kept request here. */
export const BOOKING_DRAFT_PARAM = 'booking_draft';

export type BookingDraft = ApiResponse<'/api/parent/booking-drafts/{draftId}'>;
export type NewBookingDraft = ApiBody<'/api/parent/booking-drafts', 'post'>;

export const keepBookingDraft = async (draft: NewBookingDraft) =>
  (await api.post('/api/parent/booking-drafts', { body: draft })).draftId;
export const fetchBookingDraft = (draftId: string) =>
  api.get('/api/parent/booking-drafts/{draftId}', { params: { draftId } });
export const forgetBookingDraft = (draftId: string) =>
  api.delete('/api/parent/booking-drafts/{draftId}', { params: { draftId } });
