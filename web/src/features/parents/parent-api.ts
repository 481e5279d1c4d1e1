import { apiClient } from '../../lib/api-client';
import type { Booking, BookingAnswer } from '../../lib/bookings';
import { uploadFile } from '../../lib/upload-file';
import type { UploadProgress } from '../../lib/upload-file';
import type {
  DirectoryPage,
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

/** One page of approved nannies: the first without a cursor, the next with the one given. */
export const fetchDirectoryPage = (cursor: string | null) =>
  apiClient.get<DirectoryPage>(
    cursor === null ? '/api/directory' : `/api/directory?cursor=${encodeURIComponent(cursor)}`,
  );

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
