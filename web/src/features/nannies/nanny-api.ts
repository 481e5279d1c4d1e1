import { apiClient } from '../../lib/api-client';
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
interface NannyResponse {
  nanny: NannyProfile;
}

const base = '/api/nanny';

const nannyOf = async (request: Promise<NannyResponse>): Promise<NannyProfile> =>
  (await request).nanny;

export const fetchNannyProfile = () => nannyOf(apiClient.get<NannyResponse>(`${base}/profile`));

export const agreeToPaymentPolicy = () =>
  nannyOf(apiClient.post<NannyResponse>(`${base}/agreement`));

export const updateNannyProfile = (changes: ProfileChanges) =>
  nannyOf(apiClient.put<NannyResponse>(`${base}/profile`, changes));

export const uploadNannyDocument = (kind: DocumentKind, file: File, onProgress?: UploadProgress) =>
  nannyOf(uploadFile<NannyResponse>(`${base}/documents/${kind}`, file, onProgress));

export const saveWeeklyAvailability = (weekly: WeeklyAvailability) =>
  nannyOf(apiClient.put<NannyResponse>(`${base}/availability/weekly`, weekly));

export const addSingleDayAvailability = (entry: NewSingleDay) =>
  nannyOf(apiClient.post<NannyResponse>(`${base}/availability/single-days`, entry));

export const removeSingleDayAvailability = (id: string) =>
  nannyOf(
    apiClient.delete<NannyResponse>(`${base}/availability/single-days/${encodeURIComponent(id)}`),
  );

export const saveServiceArea = async (zip: string, radiusMiles: number): Promise<ServiceArea> =>
  (
    await apiClient.put<{ serviceArea: ServiceArea }>(`${base}/service-area`, {
      zip,
      radiusMiles,
    })
  ).serviceArea;

export const saveExperience = async (experience: Experience): Promise<Experience> =>
  (await apiClient.put<{ experience: Experience }>(`${base}/experience`, experience)).experience;
