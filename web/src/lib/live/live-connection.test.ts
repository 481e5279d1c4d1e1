import { describe, expect, it } from 'vitest';
import {
  createLiveConnection,
  SESSION_ENDED_CLOSE_CODE,
  SUPERSEDED_CLOSE_CODE,
} from './live-connection';
import type { LiveStatus, SocketEvents } from './live-connection';
import type { AnyLiveMessage } from '@shared/live-messages';

interface FakeSocket {
  url: string;
  events: SocketEvents;
  closed: boolean;
}

/** A connection over fake sockets and a hand-turned clock, recording what it reports. */
function harness() {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  const statuses: LiveStatus[] = [];
  const positions: (number | null)[] = [];
  const messages: AnyLiveMessage[] = [];
  let freshStarts = 0;
  let sessionEnds = 0;

  const connection = createLiveConnection({
    openSocket: (url, events) => {
      const socket = { url, events, closed: false };
      sockets.push(socket);
      return {
        close: () => {
          socket.closed = true;
        },
      };
    },
    urlFor: (after) => (after === null ? '/ws' : `/ws?after=${after}`),
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.set(id, { run, ms });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
    random: () => 1,
    onStatus: (status) => statuses.push(status),
    onPosition: (position) => positions.push(position),
    onMessage: (message) => messages.push(message),
    onFreshStart: () => {
      freshStarts += 1;
    },
    onSessionEnded: () => {
      sessionEnds += 1;
    },
  });

  const latest = () => {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('no socket opened');
    return socket;
  };
  return {
    connection,
    sockets,
    statuses,
    positions,
    messages,
    freshStarts: () => freshStarts,
    sessionEnds: () => sessionEnds,
    latest,
    send: (message: unknown) => latest().events.received(JSON.stringify(message)),
    /** The waits pending, in ms. */
    waits: () => [...timers.values()].map((timer) => timer.ms),
    /** Lets every pending wait run out. */
    elapse: () => {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.run();
    },
  };
}

const status = (nannyId: string, position: number) => ({
  type: 'nanny.status',
  position,
  nannyId,
  status: 'approved',
  rejectionReason: null,
});

describe('the live connection', () => {
  it('opens one socket, says when it is live and passes the messages on', () => {
    const live = harness();
    live.connection.start();
    live.connection.start();
    expect(live.sockets).toHaveLength(1);
    expect(live.latest().url).toBe('/ws');
    expect(live.statuses).toEqual(['connecting']);

    live.latest().events.opened();
    live.send({ type: 'hello', position: 41 });
    live.send(status('n1', 42));
    live.send({ type: 'something.new', position: 43 });
    live.latest().events.received('not json');

    expect(live.statuses).toEqual(['connecting', 'open']);
    expect(live.messages.map((message) => message.type)).toEqual(['hello', 'nanny.status']);
    expect(live.positions).toEqual([41, 42]);
  });

  it('applies a frame of one event whole, and resumes after that event', () => {
    const live = harness();
    live.connection.start();
    live.send([{ type: 'hello', position: 6 }]);
    live.send([
      { type: 'queue.changed', position: 7, nannyId: 'n1' },
      { type: 'something.new', position: 7 },
      status('n1', 7),
    ]);
    live.latest().events.closed();
    live.elapse();

    expect(live.messages.map((message) => message.type)).toEqual([
      'hello',
      'queue.changed',
      'nanny.status',
    ]);
    expect(live.positions).toEqual([6, 7]);
    expect(live.latest().url).toBe('/ws?after=7');
  });

  it("passes a replay's progress on without taking it for a position to resume after", () => {
    const live = harness();
    live.connection.start();
    live.send([{ type: 'hello', position: 6 }]);
    live.send([
      {
        type: 'replay.progress',
        runId: 'r1',
        state: 'folding',
        events: 10,
        total: 20,
        eventsPerSecond: 5,
        secondsLeft: 2,
      },
    ]);
    live.latest().events.closed();
    live.elapse();

    expect(live.messages.map((message) => message.type)).toEqual(['hello', 'replay.progress']);
    expect(live.positions).toEqual([6]);
    expect(live.latest().url).toBe('/ws?after=6');
  });

  it('reconnects after a drop, resuming after the last position received', () => {
    const live = harness();
    live.connection.start();
    live.latest().events.opened();
    live.send({ type: 'hello', position: 10 });
    // The hub follows commit order, so a lower position may come after a higher one.
    live.send(status('n1', 12));
    live.send(status('n2', 11));
    live.latest().events.closed();

    expect(live.statuses.at(-1)).toBe('reconnecting');
    expect(live.waits()).toEqual([500]);
    live.elapse();
    expect(live.sockets).toHaveLength(2);
    expect(live.latest().url).toBe('/ws?after=11');
  });

  it('backs off while the hub keeps refusing, and starts again from the first wait once in', () => {
    const live = harness();
    live.connection.start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      live.latest().events.closed();
      waits.push(...live.waits());
      live.elapse();
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);

    // A socket that opens and drops before the hub says hello does not reset the wait.
    live.latest().events.opened();
    live.latest().events.closed();
    expect(live.waits()).toEqual([15_000]);
    live.elapse();

    live.latest().events.opened();
    live.send({ type: 'hello', position: 3 });
    live.latest().events.closed();
    expect(live.waits()).toEqual([500]);
  });

  it('asks for fresh data only after a hello that could not resume', () => {
    const live = harness();
    live.connection.start();
    live.send({ type: 'hello', position: 5 });
    expect(live.freshStarts()).toBe(1);
    live.latest().events.closed();
    live.elapse();
    live.send({ type: 'hello', position: 5 });
    expect(live.freshStarts()).toBe(1);
  });

  it('closes for good on stop, forgetting the position for the next user', () => {
    const live = harness();
    live.connection.start();
    live.send({ type: 'hello', position: 9 });
    const first = live.latest();
    live.connection.stop();
    expect(first.closed).toBe(true);
    expect(live.statuses.at(-1)).toBe('offline');
    expect(live.positions.at(-1)).toBeNull();

    // A late event from the closed socket changes nothing.
    first.events.received(JSON.stringify(status('n1', 10)));
    first.events.closed();
    expect(live.messages).toHaveLength(1);
    expect(live.waits()).toEqual([]);

    live.connection.start();
    expect(live.latest().url).toBe('/ws');
  });

  it('gives up, without retrying, when the hub says the session has ended', () => {
    const live = harness();
    live.connection.start();
    live.send([{ type: 'hello', position: 4 }]);
    live.latest().events.closed(SESSION_ENDED_CLOSE_CODE);
    expect(live.sessionEnds()).toBe(1);
    expect(live.statuses.at(-1)).toBe('offline');
    expect(live.waits()).toEqual([]);
    live.connection.retryNow();
    expect(live.sockets).toHaveLength(1);

    // Any other close is a drop, and is retried.
    live.connection.start();
    live.latest().events.closed(1006);
    expect(live.waits()).toEqual([500]);
    expect(live.sessionEnds()).toBe(1);
  });

  it('stops waiting to reconnect when stopped meanwhile', () => {
    const live = harness();
    live.connection.start();
    live.latest().events.closed();
    expect(live.waits()).toHaveLength(1);
    live.connection.stop();
    expect(live.waits()).toEqual([]);
    expect(live.sockets).toHaveLength(1);
  });

  it('pauses while the browser is offline and tries at once when it is back', () => {
    const live = harness();
    live.connection.start();
    live.send({ type: 'hello', position: 2 });
    live.latest().events.closed();
    live.elapse();
    live.latest().events.closed();
    live.connection.pause();
    expect(live.statuses.at(-1)).toBe('offline');
    expect(live.waits()).toEqual([]);

    live.connection.retryNow();
    expect(live.sockets).toHaveLength(3);
    expect(live.latest().url).toBe('/ws?after=2');
    live.connection.retryNow();
    expect(live.sockets).toHaveLength(3);
  });

  it('security item 4: a resync asks for fresh data once, then follows live from the position it names', () => {
    const live = harness();
    live.connection.start();
    live.send({ type: 'hello', position: 5 });
    live.latest().events.closed();
    live.elapse();
    expect(live.latest().url).toBe('/ws?after=5');
    expect(live.freshStarts()).toBe(1);

    // The hub cannot resume from 5 (too old): it says so, then hello, in one frame.
    live.send([
      { type: 'resync', position: 90 },
      { type: 'hello', position: 90 },
    ]);
    expect(live.freshStarts()).toBe(2);
    expect(live.positions.at(-1)).toBe(90);
    live.send(status('n1', 91));
    expect(live.messages.map((message) => message.type)).toEqual([
      'hello',
      'resync',
      'hello',
      'nanny.status',
    ]);

    live.latest().events.closed();
    live.elapse();
    expect(live.latest().url).toBe('/ws?after=91');
    live.send({ type: 'hello', position: 91 });
    expect(live.freshStarts()).toBe(2);
  });

  it('security item 4: a socket a newer tab replaced waits, without retrying, until the page is back', () => {
    const live = harness();
    live.connection.start();
    live.send({ type: 'hello', position: 3 });
    live.latest().events.closed(SUPERSEDED_CLOSE_CODE);
    expect(live.statuses.at(-1)).toBe('paused');
    expect(live.waits()).toEqual([]);
    expect(live.sessionEnds()).toBe(0);

    // Back on this tab (or the network back), it takes its place again and resumes.
    live.connection.retryNow();
    expect(live.sockets).toHaveLength(2);
    expect(live.latest().url).toBe('/ws?after=3');
  });
});
