import { apiClient } from '../../lib/api-client';
import type { Booking, BookingAnswer } from '../../lib/bookings';
import { uploadFile } from '../../lib/upload-file';
import type { UploadProgress } from '../../lib/upload-file';
import type { DirectorySearch, SearchParams } from '@shared/directory-search';
import { queryOf } from './directory-url';
import type {
  DirectoryCard,
  DirectoryPage,
  HomePlace,
  SavedSearch,
  SearchAlert,
  NannyHours,
  NewBooking,
  ParentProfile,
  ParentProfileChanges,
} from './parent-types';

// Every profile write answers with the whole profile, so the store simply replaces what it holds.
interface ParentResponse {
  parent: ParentProfile;
}

const parentOf = async (request: Promise<ParentResponse>): Promise<ParentProfile> =>
  (await request).parent;

export const fetchParentProfile = () =>
  parentOf(apiClient.get<ParentResponse>('/api/parent/profile'));

export const updateParentProfile = (changes: ParentProfileChanges) =>
  parentOf(apiClient.put<ParentResponse>('/api/parent/profile', changes));

export const uploadParentPhoto = (file: File, onProgress?: UploadProgress) =>
  parentOf(uploadFile<ParentResponse>('/api/parent/photo', file, onProgress));

/** One page of the search: the first without a cursor, the next with the one given. */
export const fetchDirectoryPage = (search: DirectorySearch, cursor: string | null) =>
  apiClient.get<DirectoryPage>(`/api/directory${queryOf(search, cursor)}`);

/** Her card if she is listed and matches the search now, else null (live changes). */
export const fetchDirectoryCard = async (search: DirectorySearch, nannyId: string) =>
  (
    await apiClient.get<{ nanny: DirectoryCard | null }>(
      `/api/directory/nannies/${encodeURIComponent(nannyId)}${queryOf(search, null)}`,
    )
  ).nanny;

export const saveHomeZip = async (zip: string): Promise<HomePlace> =>
  (await apiClient.put<{ home: HomePlace }>('/api/parent/home-zip', { zip })).home;

export const fetchSavedSearches = async (): Promise<SavedSearch[]> =>
  (await apiClient.get<{ searches: SavedSearch[] }>('/api/parent/saved-searches')).searches;

export const createSavedSearch = async (label: string, search: SearchParams) =>
  (await apiClient.post<{ search: SavedSearch }>('/api/parent/saved-searches', { label, search }))
    .search;

export const deleteSavedSearch = (id: string) =>
  apiClient.delete<unknown>(`/api/parent/saved-searches/${encodeURIComponent(id)}`);

export const fetchSearchAlerts = async (): Promise<SearchAlert[]> =>
  (await apiClient.get<{ alerts: SearchAlert[] }>('/api/parent/search-alerts')).alerts;

export const requestBooking = (booking: NewBooking) =>
  apiClient.post<BookingAnswer>('/api/bookings', booking);

export const fetchBookings = async (): Promise<Booking[]> =>
  (await apiClient.get<{ bookings: Booking[] }>('/api/bookings')).bookings;

export const fetchNannyHours = (nannyId: string, date: string) =>
  apiClient.get<NannyHours>(
    `/api/nannies/${encodeURIComponent(nannyId)}/hours?date=${encodeURIComponent(date)}`,
  );

/** The parent's answers to a booking; each is `{ message, booking }`. */
export type ParentBookingAction = 'cancel' | 'no-show' | 'confirm-hours' | 'dispute-hours';

export const answerBooking = (id: string, action: ParentBookingAction, body: object) =>
  apiClient.post<BookingAnswer>(`/api/bookings/${encodeURIComponent(id)}/${action}`, body);
