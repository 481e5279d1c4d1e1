import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NannyEarnings } from '../../lib/payments';

const api = vi.hoisted(() => ({ fetchNannyEarnings: vi.fn<() => Promise<NannyEarnings>>() }));
vi.mock('./earnings-api', () => api);

const { useEarningsStore } = await import('./earnings-store');

const earnings = (cleanSessions: number): NannyEarnings => ({
  rateCents: cleanSessions >= 15 ? 2000 : 1800,
  cleanSessions,
  sessionsForRaise: 15,
  raisedSince: cleanSessions >= 15 ? '2026-03-03T17:00:00.000Z' : null,
  totals: { weekCents: 0, monthCents: 0, allCents: 0 },
  lines: [],
});

beforeEach(() => useEarningsStore.setState({ load: 'idle', earnings: null }));
afterEach(() => vi.resetAllMocks());

describe("the nanny's earnings", () => {
  it('does not fetch on a live change before the tab has asked', async () => {
    await useEarningsStore.getState().refresh();
    expect(api.fetchNannyEarnings).not.toHaveBeenCalled();
    expect(useEarningsStore.getState().load).toBe('idle');
  });

  it('loads, then takes the new progress on a live change', async () => {
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(14));
    await useEarningsStore.getState().loadEarnings();
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(15));
    await useEarningsStore.getState().refresh();
    expect(useEarningsStore.getState()).toMatchObject({
      load: 'ready',
      earnings: { cleanSessions: 15, rateCents: 2000 },
    });
  });

  it('keeps what is shown when a live refetch fails', async () => {
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(9));
    await useEarningsStore.getState().loadEarnings();
    api.fetchNannyEarnings.mockRejectedValueOnce(new Error('offline'));
    await useEarningsStore.getState().refresh();
    expect(useEarningsStore.getState()).toMatchObject({
      load: 'ready',
      earnings: { cleanSessions: 9 },
    });
  });

  it('lets only the newest fetch land', async () => {
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(1));
    await useEarningsStore.getState().loadEarnings();
    let first: (value: NannyEarnings) => void = () => {};
    api.fetchNannyEarnings.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const slow = useEarningsStore.getState().refresh();
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(3));
    await useEarningsStore.getState().refresh();
    first(earnings(2));
    await slow;
    expect(useEarningsStore.getState().earnings?.cleanSessions).toBe(3);
  });

  it('shows a failed first load, and tries again on a live change', async () => {
    api.fetchNannyEarnings.mockRejectedValueOnce(new Error('offline'));
    await useEarningsStore.getState().loadEarnings();
    expect(useEarningsStore.getState().load).toBe('failed');
    api.fetchNannyEarnings.mockResolvedValueOnce(earnings(4));
    await useEarningsStore.getState().refresh();
    expect(useEarningsStore.getState().load).toBe('ready');
  });
});
