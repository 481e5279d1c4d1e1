import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';
import { columnOf } from '../../../test/helpers/read-tables.js';

const db = () => server.runtime.db;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const PURGE_JOB = 'accounts.purge-expired';

const server = testAppForFile();

async function seedRows(now: number) {
  const at = (offsetMs: number) => new Date(now + offsetMs);
  await db()
    .insertInto('sessions')
    .values([
      { id: 'expired', account_id: 'a', created_at: at(-2 * DAY), expires_at: at(-MINUTE) },
      { id: 'past-lifetime', account_id: 'a', created_at: at(-91 * DAY), expires_at: at(DAY) },
      { id: 'live', account_id: 'a', created_at: at(-DAY), expires_at: at(DAY) },
    ])
    .execute();
  // More expired sessions than one batch holds.
  await sql`insert into sessions (id, account_id, created_at, expires_at)
    select 'bulk-' || n, 'b', ${at(-3 * DAY)}, ${at(-DAY)} from generate_series(1, 1201) n`.execute(
    db(),
  );
  const token = (hash: string, expiresIn: number, usedAt: Date | null) => ({
    token_hash: hash,
    account_id: 'a',
    purpose: 'reset-password' as const,
    email: 'a@example.com',
    expires_at: at(expiresIn),
    used_at: usedAt,
  });
  await db()
    .insertInto('account_tokens')
    .values([
      token('expired-unused', -MINUTE, null),
      token('expired-used', -MINUTE, at(-30 * MINUTE)),
      token('live-unused', 30 * MINUTE, null),
      token('live-used', 30 * MINUTE, at(-MINUTE)),
    ])
    .execute();
  const flow = (state: string, expiresIn: number) => ({
    state_hash: state,
    nonce: 'n',
    code_verifier: 'v',
    mode: 'login' as const,
    role: null,
    expires_at: at(expiresIn),
  });
  await db()
    .insertInto('oauth_flows')
    .values([flow('expired-flow', -MINUTE), flow('live-flow', 5 * MINUTE)])
    .execute();
  await db()
    .insertInto('rate_limit_counters')
    .values([
      { bucket: 'login:ip:old', window_start: at(-2 * DAY), hits: 3 },
      { bucket: 'login:ip:now', window_start: at(-MINUTE), hits: 3 },
    ])
    .execute();
}

const ids = async () => ({
  sessions: await columnOf(db(), 'sessions', 'id'),
  tokens: await columnOf(db(), 'account_tokens', 'token_hash'),
  flows: await columnOf(db(), 'oauth_flows', 'state_hash'),
  counters: await columnOf(db(), 'rate_limit_counters', 'bucket'),
});

describe(`security item 10: the purge job on ${testEngine}`, () => {
  it('security item 10: is scheduled on the job queue', async () => {
    const schedules = await sql<{ name: string; cron: string }>`
      select name, cron from pgboss.schedule where name = ${PURGE_JOB}`.execute(db());
    expect(schedules.rows).toHaveLength(1);
  });

  it('security item 10: deletes exactly the expired sessions, links, Google flows and rate-limit rows', async () => {
    await seedRows(Date.now());
    await server.runtime.jobs.send(PURGE_JOB, {});
    const expected = {
      sessions: ['live'],
      tokens: ['live-unused', 'live-used'],
      flows: ['live-flow'],
      counters: ['login:ip:now'],
    };
    await waitFor(async () => JSON.stringify(await ids()) === JSON.stringify(expected), {
      timeoutMs: 15_000,
    });
    expect(await ids()).toEqual(expected);
  });
});
