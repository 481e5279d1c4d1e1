import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productCatalog,
  productProjections,
  seedLogInBulk,
} from '../../../test/helpers/bulk-log.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { rebuildProjections } from './rebuild.js';
import { replayAndVerify } from './replay-verify.js';

/** Enough for the replay to last a few seconds, so the sampling below sees every phase. */
const EVENTS = 100_000;

/**
 * On PostgreSQL the live hub reads only events of transactions older than every running one
 * (readAll, settledEvents): a replay that wrote anything would hold a transaction id and so
 * hold back every live push until it ended. The replay reads a snapshot and nothing else.
 */
describe.runIf(testEngine === 'postgres')('replay and verify on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedLogInBulk(database.db, EVENTS);
    await rebuildProjections(database.db, productCatalog, productProjections);
  }, 300_000);
  afterAll(() => database?.close());

  it('never holds a transaction id, from its first read to its last comparison', async () => {
    let running = true;
    const replay = replayAndVerify(database.db, productCatalog, productProjections, {
      compareConnections: 2,
    }).finally(() => {
      running = false;
    });
    const samples: number[] = [];
    while (running) {
      const { rows } = await sql<{ holding: number }>`
        select count(*)::int as holding from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_xid is not null`.execute(database.db);
      samples.push(rows[0]!.holding);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const report = await replay;
    expect(report).toMatchObject({ equal: true });
    expect(report.events).toBeGreaterThanOrEqual(EVENTS);
    // Sampled all along (it takes seconds), never once holding an id.
    expect(samples.length).toBeGreaterThan(20);
    expect(samples.filter((holding) => holding > 0)).toEqual([]);
  }, 120_000);
});
