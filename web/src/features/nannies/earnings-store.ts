import { create } from 'zustand';
import type { NannyEarnings } from '../../lib/payments';
import { tabLoader } from '../../lib/tab-loader';
import type { TabLoad } from '../../lib/load-state';
import { fetchNannyEarnings } from './earnings-api';

export interface EarningsState {
  /** 'idle' until the Payments tab first asks, so a live message does not fetch for nothing. */
  load: TabLoad;
  earnings: NannyEarnings | null;
  /** Fetches her earnings, forgetting what was held before (another nanny may have used it). */
  loadEarnings: () => Promise<void>;
  /** Fetches them again keeping what is shown (a live change, a fresh socket). */
  refresh: () => Promise<void>;
}

export const useEarningsStore = create<EarningsState>()((set, get) => {
  const loader = tabLoader(
    fetchNannyEarnings,
    (load, earnings) => set(earnings === undefined ? { load } : { load, earnings }),
    () => get().load,
  );
  return { load: 'idle', earnings: null, loadEarnings: loader.load, refresh: loader.refresh };
});
