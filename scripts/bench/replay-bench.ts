import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { replayAndVerify } from '../../src/infra/projections/replay-verify.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { rebuildRuntimeProjections } from '../lib/rebuild-runtime.js';
import { startRuntime } from '../../src/runtime.js';
import { encryptingCatalog, seedLogInBulk } from '../../test/helpers/bulk-log.js';
import { benchErasure } from './erasure-bench.js';
import { benchExport } from './export-bench.js';
import { scanLog } from './scan-log.js';
import { PeakMemory, progressPrinter } from './peak-memory.js';

/**
 * Rebuild and replay-and-verify over about `events` events of the real product's mix: many
 * copies of a history that records every event type (sign-ups, documents, availability,
 * approvals, withdrawals, bookings, earnings, saved searches), each with ids of its own. The
 * log is seeded in bulk (through the event catalog's validation, straight into the events
 * table) and the read tables are then built by a rebuild, which is measured too. Each rate is
 * printed beside the baseline measured in the same run: the same client reading the whole
 * events table in batches and doing nothing with the rows.
 */
export async function benchReplay(database: DatabaseHandle, events: number): Promise<void> {
  // The bench's own database and settings; only the replay's row budget comes from outside.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    REPLAY_ROWS_IN_MEMORY: process.env.REPLAY_ROWS_IN_MEMORY,
  });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  let started = performance.now();
  // Encrypted as it is seeded, as every append encrypts (docs/privacy.md).
  const catalog = await encryptingCatalog(database.db, config);
  const seeded = await seedLogInBulk(database.db, events, catalog);
  await sql`analyze events`.execute(database.db);
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`  seeded ${seeded} events in bulk in ${seedSeconds.toFixed(1)} s`);
  // Started once the log is there, so its live hub starts at the head and stays idle.
  const runtime = await startRuntime(config, { database, work: false, storage });
  try {
    started = performance.now();
    const scanned = await scanLog(runtime);
    const scan = scanned / ((performance.now() - started) / 1000);
    line('baseline: read the whole events table, no work', scan, scan, scanned);
    await benchExport(runtime);

    const memory = new PeakMemory();
    console.log(`  this process's RSS before the rebuild: ${memory.take()} MB`);
    started = performance.now();
    const rebuilt = await rebuildRuntimeProjections(runtime, config, progressPrinter('rebuild'));
    const rebuildSeconds = (performance.now() - started) / 1000;
    line('rebuild every read table', rate(rebuilt.events, started), scan, rebuilt.events);
    console.log(
      `  ${''.padEnd(52)} peak RSS of this process ${memory.take()} MB; ` +
        `rows spilled to a file ${rebuilt.spilledRows} (budget ${config.replayRowsInMemory} rows)`,
    );

    started = performance.now();
    let folded = 0;
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
      compareConnections: database.engine === 'postgres' ? 2 : 1,
      logReader: runtime.logReader,
      rowsInMemory: config.replayRowsInMemory,
      onComparing: () => (folded = performance.now()),
      ...progressPrinter('replay'),
    });
    line('replay and verify (one snapshot)', rate(report.events, started), scan, report.events);
    console.log(
      `  ${''.padEnd(52)} peak RSS of this process ${memory.take()} MB; ` +
        `rows spilled to a file ${report.spilledRows ?? 0}`,
    );
    console.log(
      `  ${''.padEnd(52)} of which folding the log ${seconds(started, folded)} s, ` +
        `comparing the tables ${seconds(folded, performance.now())} s`,
    );
    if (!report.equal) notEqual(report.differences);
    if (database.engine === 'embedded') {
      started = performance.now();
      const sliced = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
        inSlices: true,
      });
      line(
        'replay and verify in slices (as the app runs it)',
        rate(sliced.events, started),
        scan,
        sliced.events,
      );
      if (!sliced.equal) notEqual(sliced.differences);
      console.log(`  ${''.padEnd(52)} peak RSS of this process ${memory.take()} MB`);
    }
    memory.stop();
    // Last: it changes the log and the tables the figures above were measured on.
    await benchErasure(runtime, rebuildSeconds);
  } finally {
    await runtime.close();
  }
}

const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);

const rate = (count: number, started: number) => count / ((performance.now() - started) / 1000);

function line(label: string, perSecond: number, baseline: number, count: number) {
  console.log(
    `  ${label.padEnd(52)} ${perSecond.toFixed(0).padStart(8)} events/s` +
      `   ratio ${(perSecond / baseline).toFixed(2)} of the scan   (${count} events)`,
  );
}

function notEqual(differences: unknown[]) {
  console.log(`  NOT EQUAL: ${differences.length} difference(s), e.g.`, differences[0]);
}
