import { usePlatformStore } from '../../lib/bookings';
import { create } from 'zustand';
import { earlyAnswer } from '../../lib/early-answer';
import { ownProfile } from '../../lib/own-profile';
import type { Load } from '../../lib/load-state';
import type { UploadProgress } from '../../lib/upload-file';
import {
  fetchParentProfile,
  saveHomeZip,
  updateParentProfile,
  uploadParentPhoto,
} from './parent-api';
import type { ParentProfile, ParentProfileChanges } from './parent-types';

export interface ParentState {
  profile: ParentProfile | null;
  load: Load;
  /** Fetches the signed-in parent's profile, forgetting whatever was held before. */
  fetchProfile: () => Promise<void>;
  // The writes replace the profile with the server's answer and reject on failure, so each form
  // decides which message to show.
  saveProfile: (changes: ParentProfileChanges) => Promise<void>;
  uploadPhoto: (file: File, onProgress?: UploadProgress) => Promise<void>;
  /** Sets her home ZIP (the server names its place); rejects with the server's message. */
  saveHomeZip: (zip: string) => Promise<void>;
}

/** Her profile, asked for while the session is checked when the address is her dashboard. */
const profileAnswer = earlyAnswer(fetchParentProfile);
export const prefetchParentProfile = profileAnswer.start;

export const useParentStore = create<ParentState>()((set, get) => {
  const { fetchProfile, keep, patch } = ownProfile(set, get, profileAnswer.take);

  return {
    profile: null,
    load: 'loading',
    fetchProfile,
    saveProfile: (changes) => keep(updateParentProfile(changes)),
    uploadPhoto: (file, onProgress) => keep(uploadParentPhoto(file, onProgress)),
    saveHomeZip: async (zip) => {
      const home = await saveHomeZip(zip);
      // Her clock moves with her home: times from now on are read in her ZIP's zone.
      void usePlatformStore.getState().reload();
      patch({ home });
    },
  };
});
