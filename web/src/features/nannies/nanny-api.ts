import { api, type ApiResponse } from '../../lib/api/api';
import { uploadFile } from '../../lib/upload-file';
import type { UploadProgress } from '../../lib/upload-file';
import type {
  DocumentKind,
  Experience,
  ServiceArea,
  NannyProfile,
  NewSingleDay,
  ProfileChanges,
  WeeklyAvailability,
} from './nanny-types';

// Every write answers with the whole profile, so the store simply replaces what it holds.
/** An upload answers as every profile write does (multipart, so it goes through uploadFile). */
type NannyResponse = ApiResponse<'/api/nanny/documents/{kind}', 'post'>;

const base = '/api/nanny';

const nannyOf = async (request: Promise<NannyResponse>): Promise<NannyProfile> =>
  (await request).nanny;

export const fetchNannyProfile = () => nannyOf(api.get('/api/nanny/profile'));

export const agreeToPaymentPolicy = () => nannyOf(api.post('/api/nanny/agreement'));

export const updateNannyProfile = (changes: ProfileChanges) =>
  nannyOf(api.put('/api/nanny/profile', { body: changes }));

export const uploadNannyDocument = (kind: DocumentKind, file: File, onProgress?: UploadProgress) =>
  nannyOf(uploadFile<NannyResponse>(`${base}/documents/${kind}`, file, onProgress));

export const saveWeeklyAvailability = (weekly: WeeklyAvailability) =>
  nannyOf(api.put('/api/nanny/availability/weekly', { body: weekly }));

export const addSingleDayAvailability = (entry: NewSingleDay) =>
  nannyOf(api.post('/api/nanny/availability/single-days', { body: entry }));

export const removeSingleDayAvailability = (id: string) =>
  nannyOf(
    api.delete('/api/nanny/availability/single-days/{entryId}', {
      params: { entryId: id },
    }),
  );

export const saveServiceArea = async (zip: string, radiusMiles: number): Promise<ServiceArea> =>
  (await api.put('/api/nanny/service-area', { body: { zip, radiusMiles } })).serviceArea;

export const saveExperience = async (experience: Experience): Promise<Experience> =>
  (await api.put('/api/nanny/experience', { body: experience })).experience;
