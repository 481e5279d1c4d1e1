import { create } from 'zustand';
import type { ParentPayments } from '../../lib/payments';
import { tabLoader } from '../../lib/tab-loader';
import type { TabLoad } from '../../lib/load-state';
import { fetchParentPayments } from './payments-api';

export interface PaymentsState {
  /** 'idle' until the Payments tab first asks, so a live message does not fetch for nothing. */
  load: TabLoad;
  payments: ParentPayments | null;
  /** Fetches her charges, forgetting what was held before (another parent may have used it). */
  loadPayments: () => Promise<void>;
  /** Fetches them again keeping what is shown (a live change, a fresh socket). */
  refresh: () => Promise<void>;
}

export const usePaymentsStore = create<PaymentsState>()((set, get) => {
  const loader = tabLoader(
    fetchParentPayments,
    (load, payments) => set(payments === undefined ? { load } : { load, payments }),
    () => get().load,
  );
  return { load: 'idle', payments: null, loadPayments: loader.load, refresh: loader.refresh };
});
