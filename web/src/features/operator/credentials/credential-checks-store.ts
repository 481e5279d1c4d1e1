import type { CredentialCheckInput } from '@shared/credentials';
import { create } from 'zustand';
import { api, type ApiResponse } from '../../../lib/api/api';
import { shownFetch } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';

export type CredentialCheckRow = ApiResponse<'/api/operator/credential-checks'>['checks'][number];

export interface CredentialChecksState {
  load: Load;
  checks: CredentialCheckRow[];
  open: () => Promise<void>;
  /** In place, keeping the list on failure: the live connection calls it on `nanny.credential`. */
  refresh: () => Promise<void>;
  /** Records a check; rejects with the server's refusal. The list is fetched again after. */
  record: (nannyId: string, check: CredentialCheckInput) => Promise<void>;
}

const fetchChecks = () => api.get('/api/operator/credential-checks', {});

export const useCredentialChecksStore = create<CredentialChecksState>()((set, get) => {
  const fetchInto = shownFetch(
    fetchChecks,
    ({ checks }) => set({ load: 'ready', checks }),
    (load) => set({ load }),
  );
  return {
    load: 'loading',
    checks: [],
    open: () => fetchInto(false),
    refresh: () => (get().load === 'ready' ? fetchInto(true) : Promise.resolve()),
    record: async (nannyId, check) => {
      await api.post('/api/operator/nannies/{nannyId}/credential-checks', {
        params: { nannyId },
        body: check,
      });
      await fetchInto(true);
    },
  };
});
