import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  productCatalog,
  productProjections,
  seedLogInBulk,
} from '../../../test/helpers/bulk-log.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import { SCRATCH_PREFIX } from '../../infra/projections/replay-compare.js';
import type { RunReport as ReplayReport } from './replay-runs.js';
import type { ReplayProgress } from '../../shared/replay-progress.js';
import { allFeatures } from '../all-features.js';
import type { Feature } from '../../infra/feature.js';
import { createAuditFeature } from './index.js';

/**
 * A small log replayed 100 events at a time with a pause after each batch, so a run is still
 * folding well after its first progress message (a few seconds on either engine, however fast):
 * a cancel sent on hearing that message lands before the fold ends.
 */
const EVENTS = 4_000;
const paced = { batchSize: 100, pace: () => new Promise<void>((done) => setTimeout(done, 40)) };
const features: Feature[] = allFeatures.map((feature) =>
  feature.name === 'audit' ? createAuditFeature(() => features, paced) : feature,
);

let server: TestServer;
let operator: string;
let parent: string;
let nanny: string;
/** Events in the log, which the tests do not add to. */
let logSize: number;

beforeAll(async () => {
  const database = await openTestDatabase();
  await seedLogInBulk(database.db, EVENTS);
  await rebuildProjections(database.db, productCatalog, productProjections);
  server = await startTestServer({ work: false, database, features });
  operator = await signedInAs(server.runtime, 'operator');
  parent = await signedInAs(server.runtime, 'parent');
  nanny = await signedInAs(server.runtime, 'nanny');
  const { count } = await server.runtime.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  // The bulk log and the three accounts signed in.
  logSize = Number(count);
}, 120_000);
afterAll(() => server?.close());

type ProgressMessage = ReplayProgress & { type: 'replay.progress' };

const progressOf = (client: LiveClient) =>
  client.messages.filter((m) => m.type === 'replay.progress') as unknown as ProgressMessage[];

const nextProgress = async (client: LiveClient, match: (m: ProgressMessage) => boolean) =>
  (await client.next('replay.progress', (m) =>
    match(m as unknown as ProgressMessage),
  )) as unknown as ProgressMessage;

const replay = () => post(server.app, '/api/operator/replay-verify', {}, operator);
const cancel = () => post(server.app, '/api/operator/replay-verify/cancel', {}, operator);
const progressNow = async () => {
  const response = await get(server.app, '/api/operator/replay-verify/progress', operator);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ progress: ReplayProgress | null }>().progress;
};

/** Whatever a run might leave behind: scratch tables, a transaction still open. */
async function leftovers() {
  const { rows: schemas } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname like ${`${SCRATCH_PREFIX}%`}`.execute(
    server.runtime.db,
  );
  const { rows: open } = await sql<{ count: string | number }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and state like 'idle in transaction%'`.execute(
    server.runtime.db,
  );
  return { schemas: schemas.map((s) => s.name), openTransactions: Number(open[0]!.count) };
}

describe(`replay and verify progress on ${testEngine}`, () => {
  it('tells every operator how the run goes, counting up, then how it ended; nobody else', async () => {
    const [ops, parents, nannies] = await Promise.all([
      openLive(server.baseUrl, { cookie: operator }),
      openLive(server.baseUrl, { cookie: parent }),
      openLive(server.baseUrl, { cookie: nanny }),
    ]);
    await Promise.all([ops.next('hello'), parents.next('hello'), nannies.next('hello')]);
    const response = await replay();
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ReplayReport>();
    expect(report).toMatchObject({ equal: true, events: logSize });

    const last = await nextProgress(ops, (m) => m.state === 'equal');
    expect(last).toMatchObject({
      runId: report.runId,
      events: logSize,
      total: logSize,
      secondsLeft: 0,
    });
    const seen = progressOf(ops);
    expect(new Set(seen.map((m) => m.runId))).toEqual(new Set([last.runId]));
    const counts = seen.map((m) => m.events);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const folding = seen.filter((m) => m.state === 'folding');
    expect(folding.some((m) => m.events > 0 && m.events < logSize)).toBe(true);
    expect(folding.at(-1)).toMatchObject({ events: logSize, total: logSize });
    expect(seen.some((m) => m.state === 'comparing')).toBe(true);
    // No position: a page must never resume after a message that is no event.
    for (const message of seen) expect(message).not.toHaveProperty('position');
    // Throttled: far fewer messages than batches (at most four a second, a batch every ~50 ms).
    expect(folding.length).toBeLessThan(logSize / paced.batchSize / 2);

    await Promise.all([parents.settled(), nannies.settled()]);
    expect(progressOf(parents)).toEqual([]);
    expect(progressOf(nannies)).toEqual([]);
    expect(await progressNow()).toBeNull();
    for (const socket of [ops, parents, nannies]) socket.close();
  }, 120_000);

  it('cancels a run on request: it answers 409, leaves nothing behind, and the next run is equal', async () => {
    const ops = await openLive(server.baseUrl, { cookie: operator });
    await ops.next('hello');
    const running = replay();
    const underway = await nextProgress(ops, (m) => m.state === 'folding' && m.events > 0);
    // A console opened now shows the same run at once.
    expect(await progressNow()).toMatchObject({ runId: underway.runId, state: 'folding' });

    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(202);
    const answer = await running;
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'replay_cancelled',
      message: 'Replay cancelled.',
      details: { runId: underway.runId },
    });
    const last = await nextProgress(ops, (m) => m.state === 'cancelled');
    expect(last.runId).toBe(underway.runId);
    expect(last.events).toBeLessThan(logSize);
    expect(await progressNow()).toBeNull();
    expect(await leftovers()).toEqual({ schemas: [], openTransactions: 0 });

    const again = await replay();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ReplayReport>()).toMatchObject({ equal: true, events: logSize });
    ops.close();
  }, 120_000);

  it('answers 409 to a cancel when no run is going on', async () => {
    const response = await cancel();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', message: 'No replay is running.' });
    expect(await progressNow()).toBeNull();
  });

  it('lets only operators cancel or read the progress', async () => {
    for (const cookie of [parent, nanny]) {
      expect(
        (await post(server.app, '/api/operator/replay-verify/cancel', {}, cookie)).statusCode,
      ).toBe(403);
      expect(
        (await get(server.app, '/api/operator/replay-verify/progress', cookie)).statusCode,
      ).toBe(403);
    }
  });
});
