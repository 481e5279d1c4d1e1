import { create } from 'zustand';
import { latestRequest } from '../../lib/latest-request';
import type { TabLoad } from '../../lib/load-state';
import type { SearchParams } from '@shared/directory-search';
import { alertText } from './directory-url';
import {
  createSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  fetchSearchAlerts,
} from './parent-api';
import type { SavedSearch, SearchAlert } from './parent-types';

interface AlertNotice {
  /** searchId and nannyId: one notice per match, however often it is sent. */
  key: string;
  text: string;
}

export interface SavedSearchesState {
  /** 'idle' until the directory first shows them: a live message or a fresh socket then fetches nothing. */
  load: TabLoad;
  searches: SavedSearch[];
  alerts: SearchAlert[];
  /** Matches announced live since the page opened, newest first. */
  notices: AlertNotice[];
  /** Fetches her saved searches and their alerts. */
  loadSearches: () => Promise<void>;
  /** The same, once they have been asked for (a live change, a fresh socket). */
  refresh: () => Promise<void>;
  /** Rejects on failure, so the form shows the server's message. */
  save: (label: string, search: SearchParams) => Promise<void>;
  remove: (searchId: string) => Promise<void>;
  /** `search.alert`: a notice, and the counts and alerts fetched again. */
  noteMatch: (match: {
    searchId: string;
    label: string;
    nannyId: string;
    nannyName: string;
  }) => void;
  dismiss: (key: string) => void;
}

export const useSavedSearchesStore = create<SavedSearchesState>()((set, get) => {
  const latest = latestRequest();
  return {
    load: 'idle',
    searches: [],
    alerts: [],
    notices: [],
    refresh: () => (get().load === 'idle' ? Promise.resolve() : get().loadSearches()),
    loadSearches: async () => {
      if (get().load === 'idle') set({ load: 'loading' });
      const isLatest = latest.start();
      // Each list stands alone: the searches still show when the alerts fail to load.
      const [searches, alerts] = await Promise.allSettled([
        fetchSavedSearches(),
        fetchSearchAlerts(),
      ]);
      if (!isLatest()) return;
      if (searches.status === 'fulfilled') set({ load: 'ready', searches: searches.value });
      else if (get().load !== 'ready') set({ load: 'failed' });
      if (alerts.status === 'fulfilled') set({ alerts: alerts.value });
    },
    save: async (label, search) => {
      const saved = await createSavedSearch(label, search);
      latest.drop();
      set((state) => ({
        searches: [saved, ...state.searches.filter((shown) => shown.id !== saved.id)],
      }));
    },
    remove: async (searchId) => {
      await deleteSavedSearch(searchId);
      latest.drop();
      set((state) => ({
        searches: state.searches.filter((shown) => shown.id !== searchId),
        alerts: state.alerts.filter((alert) => alert.searchId !== searchId),
      }));
    },
    noteMatch: ({ searchId, label, nannyId, nannyName }) => {
      const key = `${searchId}:${nannyId}`;
      if (!get().notices.some((notice) => notice.key === key)) {
        set((state) => ({
          notices: [{ key, text: alertText(label, nannyName) }, ...state.notices],
        }));
      }
      void get().refresh();
    },
    dismiss: (key) =>
      set((state) => ({ notices: state.notices.filter((notice) => notice.key !== key) })),
  };
});
