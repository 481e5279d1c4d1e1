import { create } from 'zustand';
import { api } from '../../../lib/api/api';
import type { ApiQuery, ApiResponse } from '../../../lib/api/api';
import { shownFetch } from '../../../lib/latest-request';
import type { TabLoad } from '../../../lib/load-state';

export type OperatorCharges = ApiResponse<'/api/operator/payments'>;
export type OperatorCharge = OperatorCharges['charges'][number];
export type ChargeFilter = NonNullable<ApiQuery<'/api/operator/payments'>['status']>;
export type Reconciliation = ApiResponse<'/api/operator/payments/reconciliation'>;

export const fetchReconciliation = () => api.get('/api/operator/payments/reconciliation');

export const refundCharge = (
  chargeId: string,
  body: { amountCents: number; reason: string; idempotencyKey: string },
) => api.post('/api/operator/payments/{chargeId}/refunds', { params: { chargeId }, body });

export interface OperatorPaymentsState {
  load: TabLoad;
  filter: ChargeFilter;
  payments: OperatorCharges | null;
  setFilter: (filter: ChargeFilter) => Promise<void>;
  /** Again with the same filter, keeping what is shown (a charge changed, live). */
  refresh: () => Promise<void>;
}

export const useOperatorPaymentsStore = create<OperatorPaymentsState>()((set, get) => {
  const fetch = shownFetch(
    () => api.get('/api/operator/payments', { query: { status: get().filter } }),
    (payments) => set({ load: 'ready', payments }),
    (load) => set({ load }),
  );
  return {
    load: 'idle',
    filter: 'all',
    payments: null,
    setFilter: (filter) => {
      set({ filter });
      return fetch(false);
    },
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetch(get().load === 'ready')),
  };
});
