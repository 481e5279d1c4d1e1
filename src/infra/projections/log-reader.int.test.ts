import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { replayAndVerify } from './replay-verify.js';
import { productHistoryForFile } from '../../../test/helpers/test-bed.js';
import { rebuildReadTables, tamperWithNannyBio } from '../../../test/helpers/read-tables.js';

// A replay or rebuild of a large log on PostgreSQL reads and opens it in a worker thread
// (log-reader.ts). fromEvents: 0 makes these small logs take that path too.

const history = productHistoryForFile();
const { runtime, ids } = history;
let historyEvents: number;

beforeAll(() => void (historyEvents = history.events));

const inWorker = () => ({ ...runtime.logReader!, fromEvents: 0 });
const verify = () =>
  replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
    compareConnections: 2,
    logReader: inWorker(),
  });
const openTransactions = async () =>
  (
    await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`.execute(runtime.db)
  ).rows[0]!.count;

describe.runIf(testEngine === 'postgres')('reading the log in a worker thread', () => {
  it('replays every event of the product and finds the tables equal, or the exact cell changed', async () => {
    const equal = await verify();
    expect(equal).toMatchObject({ equal: true, events: historyEvents, differences: [] });

    await tamperWithNannyBio(runtime.db, ids.nanny);
    const report = await verify();
    expect(report.events).toBe(historyEvents);
    expect(report.differences).toEqual([
      {
        table: 'nanny_profiles',
        key: ids.nanny,
        column: 'bio',
        live: 'tampered',
        replayed: 'Calm.',
      },
    ]);
  });

  it('rebuilds the read tables from it, equal to what the log says', async () => {
    await tamperWithNannyBio(runtime.db, ids.nanny);
    const rebuilt = await rebuildReadTables(runtime, { logReader: inWorker() });
    expect(rebuilt.events).toBe(historyEvents);
    const bio = await runtime.db
      .selectFrom('nanny_profiles')
      .select('bio')
      .where('nanny_id', '=', ids.nanny)
      .executeTakeFirstOrThrow();
    expect(bio).toEqual({ bio: 'Calm.' });
    // Checked by the in-thread replay, which shares no code path with the worker's reading.
    expect(
      (await replayAndVerify(runtime.db, runtime.catalog, runtime.projections)).differences,
    ).toEqual([]);
  });

  it('fails the replay with the worker’s error, and leaves no transaction open', async () => {
    const wrongSecret = { ...inWorker(), dataKeySecret: 'not-the-secret-of-this-database-at-all' };
    await expect(
      replayAndVerify(runtime.db, runtime.catalog, runtime.projections, { logReader: wrongSecret }),
    ).rejects.toMatchObject({ name: 'DataKeySecretMismatchError' });
    expect(await openTransactions()).toBe(0);
  });

  it('stops when the replay is cancelled midway', async () => {
    const controller = new AbortController();
    const cancelled = replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
      logReader: { ...inWorker() },
      batchSize: 5,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('cancelled by the operator')),
    });
    await expect(cancelled).rejects.toThrow('cancelled by the operator');
    expect(await openTransactions()).toBe(0);
  });
});

describe.runIf(testEngine === 'embedded')('the embedded engine', () => {
  it('offers no worker: its one connection cannot be shared with another thread', () => {
    expect(runtime.logReader).toBeUndefined();
  });
});
