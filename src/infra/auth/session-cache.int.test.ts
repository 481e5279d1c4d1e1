import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { startAppInstance } from '../../../test/helpers/app-instance.js';
import { clonePostgresTemplate, testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { buildApp } from '../../app.js';
import type { Runtime } from '../../runtime.js';

const userOf = async (app: FastifyInstance, cookie: string) =>
  (JSON.parse((await get(app, '/api/session', cookie)).body) as { user: { email: string } | null })
    .user;

describe(`signed-in sessions kept in memory, on ${testEngine}`, () => {
  let test: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test?.close());

  it('a signed-out cookie is refused by the very next request', async () => {
    const { cookie } = await signedInAccount(test.runtime, 'parent');
    // Once the hub has followed the sign-up's events, nothing forgets the session it reads.
    await test.runtime.liveHub.followed();
    expect(await userOf(test.app, cookie)).not.toBeNull();
    expect(test.runtime.sessions.size).toBeGreaterThan(0);
    expect((await post(test.app, '/api/auth/logout', {}, cookie)).statusCode).toBe(200);
    expect(await userOf(test.app, cookie)).toBeNull();
    expect((await get(test.app, '/api/directory', cookie)).statusCode).toBe(401);
  });

  it("an event on the account's stream shows in the next request (her new email)", async () => {
    const { accountId, cookie } = await signedInAccount(test.runtime, 'parent');
    const before = await userOf(test.app, cookie);
    await test.runtime.eventStore.append({ id: `account-${accountId}`, type: 'account' }, 1, [
      {
        type: 'EmailChanged',
        data: {
          accountId,
          previousEmail: before!.email,
          email: `changed.${accountId}@example.com`,
          changedAt: new Date().toISOString(),
        },
      },
    ]);
    expect((await userOf(test.app, cookie))?.email).toBe(`changed.${accountId}@example.com`);
  });

  it('answers page requests from memory, not one database read each', async () => {
    const { cookie } = await signedInAccount(test.runtime, 'parent');
    const before = test.runtime.sessions.misses;
    for (let i = 0; i < 20; i++) expect(await userOf(test.app, cookie)).not.toBeNull();
    // One read, or two: the live hub follows her registration just after its commit, and that
    // event forgets her sessions again if the first request came in between.
    expect(test.runtime.sessions.misses - before).toBeLessThanOrEqual(2);
  });
});

// Two app instances on one PostgreSQL database (see startAppInstance).
describe.runIf(testEngine === 'postgres')('signed-in sessions across app instances', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let first: Runtime;
  let second: Runtime;
  let firstApp: FastifyInstance;
  let secondApp: FastifyInstance;
  /** Signed in, and her session already kept in memory by the second instance. */
  const cachedOnSecond = async () => {
    const account = await signedInAccount(first, 'parent');
    expect(await userOf(secondApp, account.cookie)).not.toBeNull();
    return account;
  };
  const refusedOnSecond = (cookie: string) =>
    expect.poll(() => userOf(secondApp, cookie), { timeout: 5000, interval: 20 }).toBeNull();

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    first = await startAppInstance(clone.url);
    second = await startAppInstance(clone.url);
    firstApp = await buildApp({ ...first, logger: false });
    secondApp = await buildApp({ ...second, logger: false });
  });
  afterAll(async () => {
    await firstApp?.close();
    await secondApp?.close();
    await first?.close();
    await second?.close();
    await clone?.drop();
  });

  it('a sign-out on one instance is refused on the other', async () => {
    const { cookie } = await cachedOnSecond();
    expect((await post(firstApp, '/api/auth/logout', {}, cookie)).statusCode).toBe(200);
    await refusedOnSecond(cookie);
  });

  it('sessions deleted by hand, of more accounts than one notice can name, are refused', async () => {
    const accounts = [];
    for (let i = 0; i < 3; i++) accounts.push(await cachedOnSecond());
    // 120 more accounts in the same statement: the notice says "all" instead of naming them.
    const others = Array.from({ length: 120 }, (_, i) => ({
      id: `hand-deleted-${i}-${Date.now()}`,
      account_id: `someone-${i}`,
      expires_at: new Date(Date.now() + 86_400_000),
    }));
    await first.db.insertInto('sessions').values(others).execute();
    await sql`delete from sessions where account_id like 'someone-%' or account_id in (${sql.join(
      accounts.map((a) => a.accountId),
    )})`.execute(first.db);
    for (const { cookie } of accounts) await refusedOnSecond(cookie);
  });

  it('a session ended while the other instance was not listening is refused once it is back', async () => {
    const { accountId, cookie } = await cachedOnSecond();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like ${'listen rbt_%'}`.execute(first.db);
    // At once, before the listeners reconnect (they wait half a second): this notice is lost.
    await first.db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
    await refusedOnSecond(cookie);
  });
});
