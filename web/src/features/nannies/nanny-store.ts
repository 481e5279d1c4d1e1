import { usePlatformStore } from '../../lib/bookings';
import { create } from 'zustand';
import { sameData } from '../../lib/same-data';
import { earlyAnswer } from '../../lib/early-answer';
import { ownProfile } from '../../lib/own-profile';
import type { Load } from '../../lib/load-state';
import type { UploadProgress } from '../../lib/upload-file';
import {
  addSingleDayAvailability,
  agreeToPaymentPolicy,
  fetchNannyProfile,
  removeSingleDayAvailability,
  saveExperience,
  saveServiceArea,
  saveWeeklyAvailability,
  updateNannyProfile,
  uploadNannyDocument,
} from './nanny-api';
import type {
  ApprovalStatus,
  BackgroundCheckInfo,
  CprFirstAidReview,
  DocumentKind,
  Experience,
  NannyProfile,
  NewSingleDay,
  ProfileChanges,
  WeeklyAvailability,
} from './nanny-types';

export interface NannyState {
  profile: NannyProfile | null;
  load: Load;
  /** Fetches the signed-in nanny's profile, forgetting whatever was held before. */
  fetchProfile: () => Promise<void>;
  // The writes below replace the profile with the server's answer and reject on failure, so
  // each form decides which message to show.
  agree: () => Promise<void>;
  saveProfile: (changes: ProfileChanges) => Promise<void>;
  upload: (kind: DocumentKind, file: File, onProgress?: UploadProgress) => Promise<void>;
  saveWeekly: (weekly: WeeklyAvailability) => Promise<void>;
  addSingleDay: (entry: NewSingleDay) => Promise<void>;
  removeSingleDay: (id: string) => Promise<void>;
  /** Fetches the profile again without hiding the one shown; a failure keeps it. */
  refreshProfile: () => Promise<void>;
  // Pushed by the live hub; ignored unless they are about the nanny whose profile is shown.
  applyStatus: (nannyId: string, status: ApprovalStatus, rejectionReason: string | null) => void;
  applyBackgroundCheck: (
    nannyId: string,
    status: BackgroundCheckInfo['status'],
    rejectionReason: string | null,
  ) => void;
  /** Her change of name, bio or photo was decided (or saved in another tab): fetch it again. */
  applyProfileChange: (nannyId: string) => void;
  saveServiceArea: (zip: string, radiusMiles: number) => Promise<void>;
  saveExperience: (experience: Experience) => Promise<void>;
  applyCprFirstAid: (nannyId: string, review: CprFirstAidReview) => void;
}

/** Her profile, asked for while the session is checked when the address is her dashboard. */
const profileAnswer = earlyAnswer(fetchNannyProfile);
export const prefetchNannyProfile = profileAnswer.start;

export const useNannyStore = create<NannyState>()((set, get) => {
  // An older refresh never replaces a newer answer either: it runs as the newest fetch too.
  const { latestFetch, shownAnswer, fetchProfile, keep, patch } = ownProfile(
    set,
    get,
    profileAnswer.take,
  );
  const shown = (nannyId: string) => {
    const { profile } = get();
    return profile !== null && profile.id === nannyId ? profile : null;
  };

  return {
    profile: null,
    load: 'loading',
    fetchProfile,
    agree: () => keep(agreeToPaymentPolicy()),
    saveProfile: (changes) => keep(updateNannyProfile(changes)),
    upload: (kind, file, onProgress) => keep(uploadNannyDocument(kind, file, onProgress)),
    saveWeekly: (weekly) => keep(saveWeeklyAvailability(weekly)),
    addSingleDay: (entry) => keep(addSingleDayAvailability(entry)),
    removeSingleDay: (id) => keep(removeSingleDayAvailability(id)),
    refreshProfile: () =>
      latestFetch.run(
        fetchNannyProfile,
        (profile) => {
          if (get().load === 'ready' && sameData(get().profile, profile)) return;
          shownAnswer(profile);
        },
        () => {
          if (get().profile === null) set({ load: 'failed' });
        },
      ),
    applyStatus: (nannyId, status, rejectionReason) => {
      const profile = shown(nannyId);
      if (profile === null) return;
      if (profile.status === status && profile.rejectionReason === rejectionReason) return;
      set({ profile: { ...profile, status, rejectionReason } });
    },
    applyBackgroundCheck: (nannyId, status, rejectionReason) => {
      const profile = shown(nannyId);
      // Without an uploaded check there is no document to badge; the next fetch shows it.
      if (profile?.backgroundCheck == null) return;
      const check = profile.backgroundCheck;
      if (check.status === status && check.rejectionReason === rejectionReason) return;
      set({ profile: { ...profile, backgroundCheck: { ...check, status, rejectionReason } } });
    },
    applyProfileChange: (nannyId) => {
      if (shown(nannyId) !== null) void get().refreshProfile();
    },
    saveServiceArea: async (zip, radiusMiles) => {
      const serviceArea = await saveServiceArea(zip, radiusMiles);
      // Her hours are read on her ZIP's clock from now on.
      void usePlatformStore.getState().reload();
      patch({ serviceArea });
    },
    saveExperience: async (chosen) => {
      patch({ experience: await saveExperience(chosen) });
    },
    applyCprFirstAid: (nannyId, review) => {
      const profile = shown(nannyId);
      // Without an uploaded card there is nothing to badge; the next fetch shows it.
      if (profile?.cprFirstAid == null) return;
      set({ profile: { ...profile, cprFirstAid: { ...profile.cprFirstAid, ...review } } });
    },
  };
});
