import { api, type ApiBody, type ApiResponse } from '../api/api';

export type SessionReviews = ApiResponse<'/api/bookings/{bookingId}/reviews'>;
export type NannyReviewInput = ApiBody<'/api/bookings/{bookingId}/review'>;
export type FamilyReviewInput = ApiBody<'/api/nanny/bookings/{bookingId}/review'>;
export type NannyReviews = ApiResponse<'/api/nannies/{nannyId}/reviews'>;

export const fetchSessionReviews = (bookingId: string) =>
  api.get('/api/bookings/{bookingId}/reviews', { params: { bookingId } });

export const reviewNanny = (bookingId: string, body: NannyReviewInput) =>
  api.post('/api/bookings/{bookingId}/review', { params: { bookingId }, body });

export const reviewFamily = (bookingId: string, body: FamilyReviewInput) =>
  api.post('/api/nanny/bookings/{bookingId}/review', { params: { bookingId }, body });

export const replyToReview = (bookingId: string, reply: string) =>
  api.post('/api/nanny/bookings/{bookingId}/review/reply', {
    params: { bookingId },
    body: { reply },
  });

export const fetchNannyReviews = (nannyId: string) =>
  api.get('/api/nannies/{nannyId}/reviews', { params: { nannyId } });
