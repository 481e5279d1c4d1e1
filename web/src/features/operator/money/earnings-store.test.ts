import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NannyEarnings, ParentPayments } from '../../../lib/payments';
import { useOperatorEarningsStore } from './earnings-store';

const earnings = (cleanSessions: number): NannyEarnings => ({
  rateCents: 1800,
  cleanSessions,
  sessionsForRaise: 15,
  raisedSince: null,
  totals: { weekCents: 5400, monthCents: 5400, allCents: 5400 },
  lines: [],
});
const payments: ParentPayments = { sessions: [], months: [] };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let clean = 1;

beforeEach(() => {
  clean = 1;
  useOperatorEarningsStore.getState().close();
  vi.stubGlobal('fetch', (path: string) => {
    if (path === '/api/operator/nannies/n1/earnings') return Promise.resolve(json(earnings(clean)));
    if (path === '/api/operator/parents/p1/payments') return Promise.resolve(json(payments));
    return Promise.resolve(json({ code: 'not_found', message: 'Nanny not found.' }, 404));
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('earnings store', () => {
  it("opens a nanny's earnings by her id, trimmed", async () => {
    await useOperatorEarningsStore.getState().show({ kind: 'nanny', id: ' n1 ' });
    const state = useOperatorEarningsStore.getState();
    expect(state.load).toBe('ready');
    expect(state.earnings?.cleanSessions).toBe(1);
    expect(state.payments).toBeNull();
  });

  it("opens a parent's payments", async () => {
    await useOperatorEarningsStore.getState().show({ kind: 'parent', id: 'p1' });
    expect(useOperatorEarningsStore.getState().payments).toEqual(payments);
    expect(useOperatorEarningsStore.getState().earnings).toBeNull();
  });

  it('shows the server refusal of an unknown id', async () => {
    await useOperatorEarningsStore.getState().show({ kind: 'nanny', id: 'nobody' });
    expect(useOperatorEarningsStore.getState().load).toBe('failed');
    expect(useOperatorEarningsStore.getState().refusal).toBe('Nanny not found.');
  });

  it('refetches on a change to the nanny shown, and ignores other nannies', async () => {
    await useOperatorEarningsStore.getState().show({ kind: 'nanny', id: 'n1' });
    clean = 0;
    useOperatorEarningsStore.getState().applyEarningsChange('n2', 'p1');
    await Promise.resolve();
    expect(useOperatorEarningsStore.getState().earnings?.cleanSessions).toBe(1);
    useOperatorEarningsStore.getState().applyEarningsChange('n1', 'p9');
    await vi.waitFor(() =>
      expect(useOperatorEarningsStore.getState().earnings?.cleanSessions).toBe(0),
    );
  });

  it('never reopens a dialog closed while its fetch was on the way', async () => {
    const shown = useOperatorEarningsStore.getState().show({ kind: 'nanny', id: 'n1' });
    useOperatorEarningsStore.getState().close();
    await shown;
    expect(useOperatorEarningsStore.getState().subject).toBeNull();
  });
});
