import { create } from 'zustand';
import { latestRequest, shownFetch } from '../../../lib/latest-request';
import type { Load } from '../../../lib/load-state';
import { decideProfileChange, fetchProfileChanges } from './change-api';
import type { ChangeDecision, ProfileChangeToReview } from './change-types';

export interface ProfileChangesState {
  load: Load;
  changes: ProfileChangeToReview[];
  more: boolean;
  /** Loads the list, saying so while it loads. */
  open: () => Promise<void>;
  /**
   * Brings the list up to date in place, keeping it on failure. The live connection calls it
   * when the server says a change was submitted or decided.
   */
  refresh: () => Promise<void>;
  /**
   * Sends a decision on the version shown; the change leaves the list. Rejects on failure
   * (409 when she changed it again), after fetching the list so her newest version shows.
   */
  decide: (change: ProfileChangeToReview, decision: ChangeDecision) => Promise<void>;
}

export const useProfileChangesStore = create<ProfileChangesState>()((set, get) => {
  const latest = latestRequest();
  const fetchInto = shownFetch(
    fetchProfileChanges,
    ({ changes, more }) => set({ load: 'ready', changes, more }),
    (load) => set({ load }),
    latest,
  );
  const refresh = () => (get().load === 'ready' ? fetchInto(true) : Promise.resolve());

  return {
    load: 'loading',
    changes: [],
    more: false,
    open: () => fetchInto(false),
    refresh,
    decide: async (change, decision) => {
      try {
        await decideProfileChange(change, decision);
      } catch (error) {
        void refresh();
        throw error;
      }
      latest.drop(); // a refresh already on its way may still list it
      set((state) => ({ changes: state.changes.filter((c) => c.nannyId !== change.nannyId) }));
      void refresh();
    },
  };
});
