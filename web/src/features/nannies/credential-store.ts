import { create } from 'zustand';
import { api, type ApiResponse } from '../../lib/api/api';
import { earlyAnswer } from '../../lib/early-answer';
import { latestRequest } from '../../lib/latest-request';
import { sameData } from '../../lib/same-data';

export type OwnCredential = ApiResponse<'/api/nanny/credential'>;

interface CredentialState {
  credential: OwnCredential | null;
  /** The first request has answered, or failed: her summary need not wait for it any longer. */
  answered: boolean;
  /** Fetches her standing; the dashboard calls it as it opens, the live connection on `nanny.credential`. */
  refresh: () => Promise<void>;
}

/** Her standing, asked for with her profile while the session is checked (her dashboard's address). */
const credentialAnswer = earlyAnswer(() => api.get('/api/nanny/credential', {}));
export const prefetchNannyCredential = credentialAnswer.start;

/** Her RBT certification as the last check left it (kept when a refresh fails). */
export const useCredentialStore = create<CredentialState>()((set, get) => {
  const latest = latestRequest();
  const answered = () => {
    if (!get().answered) set({ answered: true });
  };
  return {
    credential: null,
    answered: false,
    refresh: () =>
      latest.run(
        credentialAnswer.take,
        (credential) => {
          if (!sameData(get().credential, credential)) set({ credential });
          answered();
        },
        answered,
      ),
  };
});
