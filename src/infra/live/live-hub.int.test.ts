import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionCookieOf, registeredAccount } from '../../../test/helpers/accounts-api.js';
import { upload } from '../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../test/helpers/pdf-fixtures.js';
import { completeNanny, operatorCookie } from '../../../test/helpers/review-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { openLive } from '../../../test/helpers/ws-client.js';
import { SESSION_ENDED_CLOSE_CODE } from './live-hub.js';
import { approvalBody } from '../../../test/helpers/credential-facts.js';

let server: TestServer;
let ops: string;

beforeAll(async () => {
  server = await startTestServer();
  ops = await operatorCookie(server.app, server.runtime);
});
afterAll(() => server.close());

const approve = (nannyId: string) =>
  post(server.app, `/api/operator/nannies/${nannyId}/approve`, approvalBody(), ops);

describe(`live updates over /ws on ${testEngine}`, () => {
  it('refuses a socket with no session, and one from a foreign origin', async () => {
    await expect(openLive(server.baseUrl, {})).rejects.toThrow('refused with 401');
    const parent = await registeredAccount(server.app);
    await expect(
      openLive(server.baseUrl, { cookie: parent.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('refused with 403');
  });

  it('tells the nanny her approval, parents the new card, operators the log, all as it happens', async () => {
    const nanny = await completeNanny(server.app);
    const parent = await registeredAccount(server.app);
    const [nannySocket, parentSocket, operatorSocket] = await Promise.all([
      openLive(server.baseUrl, { cookie: nanny.cookie }),
      openLive(server.baseUrl, { cookie: parent.cookie }),
      openLive(server.baseUrl, { cookie: ops }),
    ]);
    await approve(nanny.user.id);
    expect(await nannySocket.next('nanny.status')).toMatchObject({
      nannyId: nanny.user.id,
      status: 'approved',
    });
    const changed = await parentSocket.next('directory.changed');
    expect(changed).toMatchObject({ nannyId: nanny.user.id });
    expect(Object.keys(changed).sort()).toEqual(['nannyId', 'position', 'type']);
    // The parent asks for her card under her filters: now listed.
    const card = await server.app.inject({
      method: 'GET',
      url: `/api/directory/nannies/${nanny.user.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(card.json()).toMatchObject({
      nanny: {
        id: nanny.user.id,
        fullName: 'Nora Complete',
        bio: 'Eight years with autistic children.',
      },
    });
    await operatorSocket.next(
      'log.appended',
      (m) => (m.event as { type: string }).type === 'NannyApproved',
    );
    await operatorSocket.next('queue.changed', (m) => m.nannyId === nanny.user.id);
    // All of one event's messages come in one frame: a drop cannot split them on resume.
    const approvalFrame = operatorSocket.frames.find((frame) =>
      frame.some((m) => (m.event as { type?: string } | undefined)?.type === 'NannyApproved'),
    );
    expect(approvalFrame?.map((m) => m.type).sort()).toEqual([
      'log.appended',
      'nanny.status',
      'queue.changed',
    ]);
    expect(new Set(approvalFrame?.map((m) => m.position)).size).toBe(1);

    await post(server.app, `/api/operator/nannies/${nanny.user.id}/withdraw`, {}, ops);
    expect(
      await parentSocket.next('directory.changed', (m) => m.position !== changed.position),
    ).toMatchObject({ nannyId: nanny.user.id });
    expect(await nannySocket.next('nanny.status', (m) => m.status === 'pending')).toBeDefined();
    for (const socket of [nannySocket, parentSocket, operatorSocket]) socket.close();
  });

  it('sends a reconnecting client what it missed since its last position', async () => {
    const parent = await registeredAccount(server.app);
    const first = await openLive(server.baseUrl, { cookie: parent.cookie });
    const hello = await first.next('hello');
    first.close();
    const nanny = await completeNanny(server.app);
    await approve(nanny.user.id);
    const again = await openLive(
      server.baseUrl,
      { cookie: parent.cookie },
      hello.position as number,
    );
    expect(await again.next('directory.changed', (m) => m.nannyId === nanny.user.id)).toBeDefined();
    again.close();
  });

  it('never tells a parent about another parent or about any document', async () => {
    const watcher = await registeredAccount(server.app);
    const socket = await openLive(server.baseUrl, { cookie: watcher.cookie });
    const other = await registeredAccount(server.app);
    const nanny = await completeNanny(server.app, { backgroundCheck: true });
    await upload(
      server.app,
      nanny.cookie,
      'photo-id',
      pdfBytes('again'),
      'id2.pdf',
      'application/pdf',
    );
    await approve(nanny.user.id);
    await socket.next('directory.changed', (m) => m.nannyId === nanny.user.id);
    const seen = JSON.stringify(socket.messages);
    expect(seen).not.toContain(other.user.id);
    expect(new Set(socket.messages.map((m) => m.type))).toEqual(
      new Set(['hello', 'directory.changed']),
    );
    expect(seen).not.toMatch(/certification|photo-id|background/i);
    // A fresh login elsewhere does not leak either.
    sessionCookieOf(
      await post(server.app, '/api/auth/login', {
        email: other.form.email,
        password: other.form.password,
      }),
    );
    socket.close();
  });

  it('closes a socket once its session ends, and keeps the sessions that did not', async () => {
    const parent = await registeredAccount(server.app);
    const otherLogin = await post(server.app, '/api/auth/login', {
      email: parent.form.email,
      password: parent.form.password,
    });
    const other = sessionCookieOf(otherLogin);
    const [here, elsewhere] = await Promise.all([
      openLive(server.baseUrl, { cookie: parent.cookie }),
      openLive(server.baseUrl, { cookie: other }),
    ]);
    await Promise.all([here.next('hello'), elsewhere.next('hello')]);

    // Changing the password here ends every other session of the account.
    const changed = await post(
      server.app,
      '/api/account/password',
      {
        currentPassword: parent.form.password,
        newPassword: 'a brand new password',
        confirmPassword: 'a brand new password',
      },
      parent.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(await elsewhere.closed).toBe(SESSION_ENDED_CLOSE_CODE);

    // The session that made the change still gets its messages.
    const nanny = await completeNanny(server.app);
    await approve(nanny.user.id);
    await here.next('directory.changed', (m) => m.nannyId === nanny.user.id);

    expect((await post(server.app, '/api/auth/logout', {}, parent.cookie)).statusCode).toBe(200);
    expect(await here.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
