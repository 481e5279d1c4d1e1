import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { Role } from '../db/schema.js';
import { LiveAudience } from './live-audience.js';
import type { LiveClient } from './live-delivery.js';
import type { RoutedMessage } from './live-messages.js';

/** A socket that keeps what it was sent. */
function clientOf(accountId: string, role: Role, open = true) {
  const frames: Buffer[] = [];
  const socket = {
    OPEN: 1,
    readyState: open ? 1 : 3,
    send: (frame: Buffer) => frames.push(frame),
  } as unknown as WebSocket;
  const client = { socket, auth: { accountId, role, sessionId: `s-${accountId}` } } as LiveClient;
  return { client, frames, messages: () => frames.map((f) => JSON.parse(f.toString()) as unknown) };
}

const toParents: RoutedMessage = {
  message: { type: 'directory.changed', position: 7, nannyId: 'n1' },
  to: { roles: ['parent'] },
};
const toNanny: RoutedMessage = {
  message: {
    type: 'nanny.status',
    position: 7,
    nannyId: 'n1',
    status: 'approved',
    rejectionReason: null,
  },
  to: { accountIds: ['n1'] },
};
const toOperators: RoutedMessage = {
  message: { type: 'queue.changed', position: 7, nannyId: 'n1' },
  to: { roles: ['operator'] },
};

describe('live audience', () => {
  it("sends each socket only its audience's messages, of one event in one frame, in order", () => {
    const audience = new LiveAudience();
    const parent = clientOf('p1', 'parent');
    const nanny = clientOf('n1', 'nanny');
    const otherNanny = clientOf('n2', 'nanny');
    const operator = clientOf('o1', 'operator');
    for (const c of [parent, nanny, otherNanny, operator]) audience.add(c.client);
    audience.broadcast([toOperators, toParents, toNanny]);
    expect(parent.messages()).toEqual([[toParents.message]]);
    expect(nanny.messages()).toEqual([[toNanny.message]]);
    expect(otherNanny.frames).toEqual([]);
    expect(operator.messages()).toEqual([[toOperators.message]]);
  });

  it('sends a message once to a socket in its audience both by role and by account', () => {
    const audience = new LiveAudience();
    const operator = clientOf('o1', 'operator');
    audience.add(operator.client);
    audience.broadcast([
      { ...toOperators, to: { roles: ['operator'], accountIds: ['o1'] } },
      { ...toParents, to: { roles: ['parent', 'operator'] } },
    ]);
    expect(operator.messages()).toEqual([[toOperators.message, toParents.message]]);
  });

  it('serialises a frame once for every socket hearing the same messages', () => {
    const audience = new LiveAudience();
    const parents = Array.from({ length: 3 }, (_, i) => clientOf(`p${i}`, 'parent'));
    for (const p of parents) audience.add(p.client);
    audience.broadcast([toParents]);
    const [first, ...rest] = parents.map((p) => p.frames[0]);
    for (const frame of rest) expect(frame).toBe(first);
  });

  it('skips closed sockets and forgets removed ones', () => {
    const audience = new LiveAudience();
    const closed = clientOf('p1', 'parent', false);
    const gone = clientOf('p2', 'parent');
    audience.add(closed.client);
    audience.add(gone.client);
    audience.delete(gone.client);
    audience.broadcast([toParents]);
    expect(closed.frames).toEqual([]);
    expect(gone.frames).toEqual([]);
    expect(audience.size).toBe(1);
  });
});
