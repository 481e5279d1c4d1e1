import { api, type ApiBody, type ApiResponse } from '../../lib/api/api';

export type ChildrenAnswer = ApiResponse<'/api/parent/children'>;
export type Child = ChildrenAnswer['children'][number];
export type ChildInput = ApiBody<'/api/parent/children'>;
export type BookingPlans = ApiResponse<'/api/bookings/{id}/care-plans'>;

export const fetchChildren = () => api.get('/api/parent/children');

export const addChild = (child: ChildInput) => api.post('/api/parent/children', { body: child });

export const saveChild = (childId: string, child: ChildInput) =>
  api.put('/api/parent/children/{childId}', { params: { childId }, body: child });

export const fetchBookingPlans = (bookingId: string) =>
  api.get('/api/bookings/{id}/care-plans', { params: { id: bookingId } });

export const acknowledgePlans = (
  bookingId: string,
  versions: { childId: string; version: number }[],
) =>
  api.post('/api/nanny/bookings/{id}/care-plan/acknowledge', {
    params: { id: bookingId },
    body: { versions },
  });
