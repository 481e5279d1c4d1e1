import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/config.js';
import { productHistory } from '../../test/helpers/product-history.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { replayAndVerify } from '../../src/infra/projections/replay-verify.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../../src/runtime.js';
import { reportRate } from './measure.js';

/** Product histories appended per transaction while seeding. */
const HISTORIES_PER_TRANSACTION = 25;

/**
 * The auditor's replay and verify over about `events` events of the real product: many copies
 * of a history that records every event type (sign-ups, documents, availability, approvals,
 * withdrawals, rejections, parents' profiles, bookings), appended through the event store with
 * the inline projections, so the replay does what it does in production. Expects a migrated,
 * otherwise empty database.
 */
export async function benchReplay(database: DatabaseHandle, events = 100_000): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  const runtime = await startRuntime(config, { database, work: false, storage });
  try {
    let started = performance.now();
    let seeded = 0;
    while (seeded < events) {
      seeded += await runtime.eventStore.transact(async (tx) => {
        let appended = 0;
        for (let i = 0; i < HISTORIES_PER_TRANSACTION && seeded + appended < events; i++) {
          for (const [stream, history] of productHistory()) {
            appended += (await tx.append(stream, 0, history)).length;
          }
        }
        return appended;
      });
    }
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(`  seeded ${seeded} events through the event store in ${seedSeconds.toFixed(1)} s`);

    started = performance.now();
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
    reportRate(
      `replay and verify, ${report.tables.length} read tables`,
      report.events,
      (performance.now() - started) / 1000,
      'events',
    );
    if (database.engine === 'embedded') {
      // As the app runs it there: in slices that let requests in every 50 ms.
      started = performance.now();
      const sliced = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
        inSlices: true,
      });
      reportRate(
        `  the same in slices, as the app runs it here`,
        sliced.events,
        (performance.now() - started) / 1000,
        'events',
      );
    }
    if (!report.equal) {
      console.log(
        `  NOT EQUAL: ${report.differences.length} difference(s), e.g.`,
        report.differences[0],
      );
    }
  } finally {
    await runtime.close();
  }
}
