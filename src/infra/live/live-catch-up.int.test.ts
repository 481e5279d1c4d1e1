import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { createSession } from '../auth/session-store.js';
import { MAX_SOCKETS_PER_ACCOUNT, SUPERSEDED_CLOSE_CODE } from './live-hub.js';
import { testServerForFile } from '../../../test/helpers/test-bed.js';

// A small catch-up window, so "too old" takes a few events to reach rather than a thousand.
const WINDOW = 30;

let ops: string;

const server = testServerForFile({ liveCatchUpEvents: WINDOW });

beforeAll(async () => {
  ops = await signedInAs(server.runtime, 'operator');
});

const open = (cookie: string, after?: number | string) =>
  openLive(server.baseUrl, { cookie }, after);

/**
 * The position a page would resume after: its hello's, once the hub has caught up with the log.
 * On a shared PostgreSQL server another database's open transaction can hold the hub back (its
 * readAll waits for it), and a hello from before the hub read anything says 0, which is never
 * resumed from: the tests below are about resuming, so they wait for the hub as a page would.
 */
async function positionNow(cookie: string): Promise<number> {
  const head = await headOfLog();
  for (;;) {
    const socket = await open(cookie);
    const hello = await socket.next('hello');
    socket.close();
    const position = hello.position as number;
    if (position >= head) return position;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function headOfLog(): Promise<number> {
  const row = await server.runtime.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('position').as('head'))
    .executeTakeFirst();
  return Number(row?.head ?? 0);
}

/** Parents hear that a nanny's listing changed, by id only. */
const cardOf = (nannyId: string) => (m: Record<string, unknown>) =>
  m.type === 'directory.changed' && m.nannyId === nannyId;

/** Every message up to and including the hello (catch-up is sent before it). */
async function untilHello(socket: LiveClient) {
  await socket.next('hello');
  return socket.messages.slice(0, socket.messages.findIndex((m) => m.type === 'hello') + 1);
}

describe(`security item 4: bounded catch-up on /ws on ${testEngine}`, () => {
  it('security item 4: after=0 as a parent gets "resync" and no history', async () => {
    const { nannyId } = await seedApprovedNanny(server.runtime, { fullName: 'Hilda History' });
    const parent = await signedInAs(server.runtime, 'parent');
    const head = await positionNow(parent);
    for (const after of [0, 'abc', -1, head + 1_000_000, '1e3']) {
      const socket = await open(parent, after);
      const seen = await untilHello(socket);
      expect(seen.map((m) => m.type)).toEqual(['resync', 'hello']);
      expect(seen[0]?.position).toBe(seen[1]?.position);
      expect(JSON.stringify(socket.messages)).not.toContain(nannyId);
      socket.close();
    }
    // A first connection names no position: a plain hello, nothing to refetch twice.
    const fresh = await open(parent);
    expect((await untilHello(fresh)).map((m) => m.type)).toEqual(['hello']);
    fresh.close();
  });

  it('security item 4: a parent reconnecting within the window gets no card for a nanny withdrawn since, nor her later text', async () => {
    const parent = await signedInAs(server.runtime, 'parent');
    const after = await positionNow(parent);

    const { nannyId } = await seedApprovedNanny(server.runtime, {
      fullName: 'Wanda Withdrawn',
      bio: 'Approved bio.',
      withPhoto: true,
    });
    const withdrawn = await post(server.app, `/api/operator/nannies/${nannyId}/withdraw`, {}, ops);
    expect(withdrawn.statusCode).toBe(200);
    const { token } = await createSession(server.runtime.db, nannyId, new Date());
    const edited = await server.app.inject({
      method: 'PUT',
      url: '/api/nanny/profile',
      payload: { fullName: 'Wanda Secret', bio: 'Written after losing approval.' },
      headers: { ...sameOrigin, cookie: `rbt_session=${token}` },
    });
    expect(edited.statusCode).toBe(200);
    // A nanny listed now does come through the catch-up, with what is listed now.
    const { nannyId: listedId } = await seedApprovedNanny(server.runtime, {
      fullName: 'Lena Listed',
      bio: 'Listed bio.',
    });

    const again = await open(parent, after);
    // Lena's card comes after everything about Wanda (in the catch-up, or just after the hello
    // when another test's transaction on a shared server held the events back for a moment).
    expect(await again.next('directory.changed', cardOf(listedId))).toBeDefined();
    expect(again.messages.some((m) => m.type === 'resync')).toBe(false);
    // About Wanda the catch-up says only that her listing changed; asking for her card now
    // finds none, and her later text is nowhere.
    for (const message of again.messages.filter(cardOf(nannyId))) {
      expect(Object.keys(message).sort()).toEqual(['nannyId', 'position', 'type']);
    }
    const card = await server.app.inject({
      method: 'GET',
      url: `/api/directory/nannies/${nannyId}`,
      headers: { cookie: parent },
    });
    expect(card.json()).toEqual({ nanny: null });
    const text = JSON.stringify(again.messages);
    for (const secret of ['Wanda Secret', 'Written after losing approval.']) {
      expect(text).not.toContain(secret);
    }
    again.close();
  });

  it('security item 4: an operator resumes the event log within the window, and must resync from before it', async () => {
    const recent = await positionNow(ops);
    await signedInAs(server.runtime, 'parent');
    const resumed = await open(ops, recent);
    // On a shared PostgreSQL server another test's open transaction can hold the new events back
    // from the catch-up read (readAll waits for them), so they may come just after the hello.
    await resumed.next('log.appended');
    expect(resumed.messages.map((m) => m.type)).not.toContain('resync');
    resumed.close();

    const old = await positionNow(ops);
    const watcher = await open(ops);
    let last = '';
    for (let i = 0; i < 7; i++) last = (await seedApprovedNanny(server.runtime)).nannyId; // 35 events
    await watcher.next(
      'log.appended',
      (m) => (m.event as { streamId: string }).streamId === `nanny-${last}`,
    );
    watcher.close();
    const tooOld = await open(ops, old);
    const seen = await untilHello(tooOld);
    expect(seen.map((m) => m.type)).toEqual(['resync', 'hello']);
    tooOld.close();
  });

  it('security item 4: an account holds at most a bounded number of sockets; the oldest gives way', async () => {
    const parent = await signedInAs(server.runtime, 'parent');
    const other = await signedInAs(server.runtime, 'parent');
    const neighbour = await open(other);
    const sockets: LiveClient[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) {
      sockets.push(await open(parent));
      await sockets.at(-1)?.next('hello');
    }
    const newest = await open(parent);
    await newest.next('hello');
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([sockets[0]?.closed, stillOpen])).toBe(SUPERSEDED_CLOSE_CODE);

    // The others, and another account's socket, still get what happens.
    const { nannyId } = await seedApprovedNanny(server.runtime);
    for (const socket of [...sockets.slice(1), newest, neighbour]) {
      await socket.next('directory.changed', cardOf(nannyId));
    }
    expect(sockets[0]?.messages.some(cardOf(nannyId))).toBe(false);
    for (const socket of [...sockets, newest, neighbour]) socket.close();
  });
});
