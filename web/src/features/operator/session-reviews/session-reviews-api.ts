import { api, type ApiResponse } from '../../../lib/api/api';

export type QueuedReview = ApiResponse<'/api/operator/reviews'>['reviews'][number];

export const fetchQueuedReviews = async (status: 'open' | 'decided') =>
  (await api.get('/api/operator/reviews', { query: { status } })).reviews;

export const decideReview = (
  bookingId: string,
  decision: { decision: 'keep' | 'hide'; reason: string | null },
) =>
  api.post('/api/operator/reviews/{bookingId}/decide', { params: { bookingId }, body: decision });
