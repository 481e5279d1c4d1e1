import { api, type ApiBody, type ApiResponse } from '../../lib/api/api';
import { uploadFile } from '../../lib/upload-file';
import type { UploadProgress } from '../../lib/upload-file';
import { paramsOf, type DirectorySearch, type SearchParams } from '@shared/directory-search';
import type { HomePlace, NewBooking, ParentProfile, ParentProfileChanges } from './parent-types';

// Every profile write answers with the whole profile, so the store simply replaces what it holds.
/** The photo upload answers as every profile write does (multipart: through uploadFile). */
type ParentResponse = ApiResponse<'/api/parent/photo', 'post'>;

const parentOf = async (request: Promise<ParentResponse>): Promise<ParentProfile> =>
  (await request).parent;

export const fetchParentProfile = () => parentOf(api.get('/api/parent/profile'));

export const updateParentProfile = (changes: ParentProfileChanges) =>
  parentOf(api.put('/api/parent/profile', { body: changes }));

export const uploadParentPhoto = (file: File, onProgress?: UploadProgress) =>
  parentOf(uploadFile<ParentResponse>('/api/parent/photo', file, onProgress));

/** One page of the search: the first without a cursor, the next with the one given. */
export const fetchDirectoryPage = (search: DirectorySearch, cursor: string | null) =>
  api.get('/api/directory', { query: { ...paramsOf(search), cursor: cursor ?? undefined } });

/** Her card if she is listed and matches the search now, else null (live changes). */
export const fetchDirectoryCard = async (search: DirectorySearch, nannyId: string) =>
  (
    await api.get('/api/directory/nannies/{nannyId}', {
      params: { nannyId },
      query: paramsOf(search),
    })
  ).nanny;

export const saveHomeZip = async (zip: string): Promise<HomePlace> =>
  (await api.put('/api/parent/home-zip', { body: { zip } })).home;

export const fetchSavedSearches = async () =>
  (await api.get('/api/parent/saved-searches')).searches;

export const createSavedSearch = async (label: string, search: SearchParams) =>
  (await api.post('/api/parent/saved-searches', { body: { label, search } })).search;

export const deleteSavedSearch = (id: string) =>
  api.delete('/api/parent/saved-searches/{searchId}', { params: { searchId: id } });

export const fetchSearchAlerts = async () => (await api.get('/api/parent/search-alerts')).alerts;

export const requestBooking = (booking: NewBooking) => api.post('/api/bookings', { body: booking });

export const fetchBookings = async () => (await api.get('/api/bookings')).bookings;

export const fetchNannyHours = (nannyId: string, date: string) =>
  api.get('/api/nannies/{nannyId}/hours', { params: { nannyId }, query: { date } });

/** The parent's answers to a booking; each is `{ message, booking }`. */
export type ParentBookingAction = 'cancel' | 'no-show' | 'confirm-hours' | 'dispute-hours';

/** accept-like answers `{}`, others `{ reason }` or hours: the body each path takes. */
export type ParentAnswerBody = ApiBody<AnswerPath>;

type AnswerPath = `/api/bookings/{id}/${ParentBookingAction}`;

export const answerBooking = (id: string, action: ParentBookingAction, body: ParentAnswerBody) =>
  api.post(`/api/bookings/{id}/${action}` as const, { params: { id }, body });

/** Which dates of a weekly series can be requested (nothing is sent). */
export const previewBookingSeries = async (body: ApiBody<'/api/booking-series/preview'>) =>
  (await api.post('/api/booking-series/preview', { body })).dates;

export type NewBookingSeries = ApiBody<'/api/booking-series'>;

export const requestBookingSeries = (series: NewBookingSeries) =>
  api.post('/api/booking-series', { body: series });

/** Cancels a series' dates not yet started, one by one; `{ message, bookings }`. */
export const cancelBookingSeries = (seriesId: string, reason: string) =>
  api.post('/api/booking-series/{id}/cancel', { params: { id: seriesId }, body: { reason } });
