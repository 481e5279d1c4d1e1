import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventLogStore } from './event-log-store';
import type { LogEvent } from './log-types';

const entry = (position: number): LogEvent => ({
  position,
  streamId: `nanny-n${position}`,
  streamType: 'nanny',
  version: 1,
  type: 'NannyApproved',
  schemaVersion: 1,
  data: {},
  metadata: null,
  recordedAt: '2026-01-01T00:00:00.000Z',
});

/** Answers every fetch with `respond`, recording what was asked. */
function serve(respond: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    return Promise.resolve(respond());
  });
  return asked;
}

const page = (events: LogEvent[]) =>
  new Response(JSON.stringify({ events, nextAfter: null }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('security item 4: the event log after a resync', () => {
  beforeEach(() => {
    serve(() => page([entry(1)]));
    return useEventLogStore.getState().openFirst();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the page shown again in place, forgetting the count of new events', async () => {
    useEventLogStore.getState().noteNewEvent();
    const asked = serve(() => page([entry(2), entry(1)]));
    const refreshing = useEventLogStore.getState().refresh();
    // What was shown stays while it loads.
    expect(useEventLogStore.getState().events.map((e) => e.position)).toEqual([1]);
    await refreshing;
    expect(asked).toHaveLength(1);
    expect(useEventLogStore.getState()).toMatchObject({ load: 'ready', newEvents: 0 });
    expect(useEventLogStore.getState().events.map((e) => e.position)).toEqual([2, 1]);
  });

  it('keeps the page shown when the refetch fails', async () => {
    serve(() => new Response('{}', { status: 503 }));
    await useEventLogStore.getState().refresh();
    expect(useEventLogStore.getState().load).toBe('ready');
    expect(useEventLogStore.getState().events.map((e) => e.position)).toEqual([1]);
  });
});

describe('new events reported live join the log only through a page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const pageWith = (events: LogEvent[], nextAfter: number | null) =>
    new Response(JSON.stringify({ events, nextAfter }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

  it('counts them without showing them, and Refresh asks for the page shown from its cursor', async () => {
    serve(() => pageWith([entry(1), entry(2)], 2));
    await useEventLogStore.getState().openFirst();
    serve(() => pageWith([entry(4)], null));
    await useEventLogStore.getState().next();

    // Position 3 committed late, then 5: the hub reports both; nothing is shown until a page is.
    useEventLogStore.getState().noteNewEvent();
    useEventLogStore.getState().noteNewEvent();
    expect(useEventLogStore.getState().newEvents).toBe(2);
    expect(useEventLogStore.getState().events.map((e) => e.position)).toEqual([4]);

    const asked = serve(() => pageWith([entry(4), entry(3), entry(5)], null));
    await useEventLogStore.getState().reload();
    // From the cursor the page was read from, so the late commit shows, after what was shown.
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!, 'http://x').searchParams.get('after')).toBe('2');
    expect(useEventLogStore.getState().events.map((e) => e.position)).toEqual([4, 3, 5]);
    expect(useEventLogStore.getState().newEvents).toBe(0);
  });
});
