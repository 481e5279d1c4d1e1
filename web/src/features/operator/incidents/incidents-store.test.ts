import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncidentView } from './incident-types';
import { useOperatorIncidentsStore } from './incidents-store';

const incident = (id: string, status: IncidentView['status'] = 'open'): IncidentView => ({
  id,
  bookingId: 'b1',
  nannyId: 'n1',
  nannyName: 'Bea Baker',
  parentId: 'p1',
  parentName: 'Paula Parent',
  reportedBy: 'parent',
  category: 'safety',
  description: 'She left the gate open.',
  status,
  note: status === 'open' ? null : 'Confirmed with both sides.',
  reportedAt: '2026-06-10T18:00:00.000Z',
  decidedAt: status === 'open' ? null : '2026-06-11T09:00:00.000Z',
  mine: false,
  date: '2026-06-10',
  startTime: '09:00',
  endTime: '12:00',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let open: IncidentView[] = [];
let decided: IncidentView[] = [];
const asked: { path: string; body: unknown }[] = [];

beforeEach(() => {
  open = [incident('i1'), incident('i2')];
  decided = [];
  asked.length = 0;
  useOperatorIncidentsStore.setState({ load: 'idle', open: [], decided: [] });
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    asked.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
    if (path === '/api/operator/incidents?status=open')
      return Promise.resolve(json({ incidents: open }));
    if (path === '/api/operator/incidents?status=decided')
      return Promise.resolve(json({ incidents: decided }));
    if (path === '/api/operator/incidents/i1/decide') {
      const done = incident('i1', 'significant');
      open = open.filter((item) => item.id !== 'i1');
      decided = [done];
      return Promise.resolve(json({ message: 'Decision recorded.', incident: done }));
    }
    return Promise.resolve(json({ code: 'not_found', message: 'Incident not found.' }, 404));
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('incidents store', () => {
  it('loads the open queue and the decided reports together', async () => {
    await useOperatorIncidentsStore.getState().openFirst();
    const state = useOperatorIncidentsStore.getState();
    expect(state.load).toBe('ready');
    expect(state.open.map((item) => item.id)).toEqual(['i1', 'i2']);
    expect(state.decided).toEqual([]);
  });

  it('moves a decided report out of the queue and returns the server message', async () => {
    await useOperatorIncidentsStore.getState().openFirst();
    const message = await useOperatorIncidentsStore
      .getState()
      .decide('i1', { significant: true, note: 'Confirmed with both sides.' });
    expect(message).toBe('Decision recorded.');
    expect(asked.find((call) => call.path.endsWith('/decide'))?.body).toEqual({
      significant: true,
      note: 'Confirmed with both sides.',
    });
    const state = useOperatorIncidentsStore.getState();
    expect(state.open.map((item) => item.id)).toEqual(['i2']);
    expect(state.decided[0]?.status).toBe('significant');
  });

  it('refetches on a live change once the tab has loaded, and not before', async () => {
    useOperatorIncidentsStore.getState().applyIncidentChange();
    expect(asked).toEqual([]);
    await useOperatorIncidentsStore.getState().openFirst();
    open = [...open, incident('i3')];
    useOperatorIncidentsStore.getState().applyIncidentChange();
    await vi.waitFor(() => expect(useOperatorIncidentsStore.getState().open).toHaveLength(3));
  });

  it('keeps the lists shown when a live refetch fails', async () => {
    await useOperatorIncidentsStore.getState().openFirst();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await useOperatorIncidentsStore.getState().refresh();
    expect(useOperatorIncidentsStore.getState().load).toBe('ready');
    expect(useOperatorIncidentsStore.getState().open).toHaveLength(2);
  });
});
