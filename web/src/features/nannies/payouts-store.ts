import { create } from 'zustand';
import { api } from '../../lib/api/api';
import type { ApiResponse } from '../../lib/api/api';
import type { TabLoad } from '../../lib/load-state';
import { tabLoader } from '../../lib/tab-loader';

export type Payouts = ApiResponse<'/api/nanny/payouts'>;

export const fetchPayouts = () => api.get('/api/nanny/payouts');
export const startPayoutSetup = () => api.post('/api/nanny/payouts/setup', {});

export interface PayoutsState {
  load: TabLoad;
  payouts: Payouts | null;
  loadPayouts: () => Promise<void>;
  /** Again, keeping what is shown (a charge collected or paid out, live). */
  refresh: () => Promise<void>;
}

export const usePayoutsStore = create<PayoutsState>()((set, get) => {
  const loader = tabLoader(
    fetchPayouts,
    (load, payouts) => set(payouts === undefined ? { load } : { load, payouts }),
    () => get().load,
  );
  return { load: 'idle', payouts: null, loadPayouts: loader.load, refresh: loader.refresh };
});
