import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParentCharge, ParentPayments } from '../../lib/payments';

const api = vi.hoisted(() => ({ fetchParentPayments: vi.fn<() => Promise<ParentPayments>>() }));
vi.mock('./payments-api', () => api);

const { usePaymentsStore } = await import('./payments-store');

const charge = { id: 'l1', amountCents: 5400 } as ParentCharge;
const payments = (sessions: ParentCharge[]): ParentPayments => ({
  sessions,
  months: sessions.length === 0 ? [] : [{ month: '2026-03', totalCents: 5400 }],
});

beforeEach(() => usePaymentsStore.setState({ load: 'idle', payments: null }));
afterEach(() => vi.resetAllMocks());

describe("the parent's payments", () => {
  it('does not fetch on a live change before the tab has asked', async () => {
    await usePaymentsStore.getState().refresh();
    expect(api.fetchParentPayments).not.toHaveBeenCalled();
  });

  it('loads, then lists a newly confirmed session on a live change', async () => {
    api.fetchParentPayments.mockResolvedValueOnce(payments([]));
    await usePaymentsStore.getState().loadPayments();
    api.fetchParentPayments.mockResolvedValueOnce(payments([charge]));
    await usePaymentsStore.getState().refresh();
    expect(usePaymentsStore.getState()).toMatchObject({
      load: 'ready',
      payments: { sessions: [charge] },
    });
  });

  it('keeps what is shown when a live refetch fails', async () => {
    api.fetchParentPayments.mockResolvedValueOnce(payments([charge]));
    await usePaymentsStore.getState().loadPayments();
    api.fetchParentPayments.mockRejectedValueOnce(new Error('offline'));
    await usePaymentsStore.getState().refresh();
    expect(usePaymentsStore.getState().payments?.sessions).toEqual([charge]);
  });

  it('lets only the newest fetch land', async () => {
    api.fetchParentPayments.mockResolvedValueOnce(payments([]));
    await usePaymentsStore.getState().loadPayments();
    let first: (value: ParentPayments) => void = () => {};
    api.fetchParentPayments.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const slow = usePaymentsStore.getState().refresh();
    api.fetchParentPayments.mockResolvedValueOnce(payments([charge]));
    await usePaymentsStore.getState().refresh();
    first(payments([]));
    await slow;
    expect(usePaymentsStore.getState().payments?.sessions).toEqual([charge]);
  });
});
