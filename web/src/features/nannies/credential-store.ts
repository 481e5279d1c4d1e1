import { create } from 'zustand';
import { api, type ApiResponse } from '../../lib/api/api';
import { latestRequest } from '../../lib/latest-request';
import { sameData } from '../../lib/same-data';

export type OwnCredential = ApiResponse<'/api/nanny/credential'>;

interface CredentialState {
  credential: OwnCredential | null;
  /** Fetches her standing; the live connection calls it on `nanny.credential`. */
  refresh: () => Promise<void>;
}

/** Her RBT certification as the last check left it (kept when a refresh fails). */
export const useCredentialStore = create<CredentialState>()((set, get) => {
  const latest = latestRequest();
  return {
    credential: null,
    refresh: () =>
      latest.run(
        () => api.get('/api/nanny/credential', {}),
        (credential) => {
          if (!sameData(get().credential, credential)) set({ credential });
        },
      ),
  };
});
