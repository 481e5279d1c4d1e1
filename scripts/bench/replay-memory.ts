import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/infra/db/database.js';
import { foldFromStart } from '../../src/infra/projections/fold-log.js';
import { foldLogInSnapshot } from '../../src/infra/projections/log-reader.js';
import { MemoryRows } from '../../src/infra/projections/memory-rows.js';
import { replayAndVerify } from '../../src/infra/projections/replay-verify.js';
import { keyOf } from '../../src/infra/projections/rows.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import { rebuildRuntimeProjections } from '../lib/rebuild-runtime.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { encryptingCatalog, seedLogInBulk } from '../../test/helpers/bulk-log.js';
import { benchExport } from './export-bench.js';
import { PeakMemory, progressPrinter } from './peak-memory.js';
import { scanLog } from './scan-log.js';

/**
 * Where a replay's memory goes, each step in a process of its own so the seeding's leftovers
 * are not counted (the target is the server's memory, not the bench's):
 *
 *   tsx scripts/bench/replay-memory.ts seed <database> <events>   create, seed, build the tables
 *     (SEED_TABLES=0: the log only; then run `rebuild` before `replay`)
 *   tsx scripts/bench/replay-memory.ts replay <database>          replay and verify: rate, peak RSS
 *   tsx scripts/bench/replay-memory.ts rebuild <database>         rebuild: rate, peak RSS
 *   tsx --expose-gc scripts/bench/replay-memory.ts tables <database>   rows and heap per read table
 *   tsx scripts/bench/replay-memory.ts export <database>          a person's data export at this size
 *   tsx scripts/bench/replay-memory.ts drop <database>
 *
 * SERVER_URL is the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 * DATA_KEY_SECRET must be the same for the seed and the runs that read it; REPLAY_ROWS_IN_MEMORY
 * sets the rows replay and rebuild hold before spilling (memory-rows.ts).
 */
const [step, name, size] = process.argv.slice(2);
const server = process.env.SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!step || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(
    'usage: replay-memory.ts seed|replay|rebuild|tables|export|drop <database> [events]',
  );
  process.exit(2);
}
const url = new URL(server);
url.pathname = `/${name}`;
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seed(events: number): Promise<void> {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: url.toString(), poolSize: 8 });
  try {
    const started = performance.now();
    const catalog = await encryptingCatalog(database.db, config);
    const seeded = await seedLogInBulk(database.db, events, catalog);
    await sql`analyze events`.execute(database.db);
    console.log(
      `seeded ${seeded} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
  // SEED_TABLES=0 leaves the read tables empty: a later `rebuild` builds them (at 5M events the
  // seed's own rebuild would be the longest step of the seeding, and is measured by `rebuild`).
  if (process.env.SEED_TABLES === '0') return;
  await withRuntime(async (runtime) => {
    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections, undefined, {
      logReader: runtime.logReader,
    });
    await sql`vacuum analyze`.execute(runtime.db);
  });
}

async function withRuntime(work: (runtime: Runtime) => Promise<void>): Promise<void> {
  const runtime = await startRuntime(config, { work: false });
  try {
    await work(runtime);
  } finally {
    await runtime.close();
  }
}

/** The process's largest resident set so far as the kernel counts it (not a sample), in MB. */
const kernelPeakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** The plain read's rate (scanLog), events a second. */
async function plainRead(runtime: Runtime): Promise<number> {
  const started = performance.now();
  const count = await scanLog(runtime);
  return count / ((performance.now() - started) / 1000);
}

async function run(kind: 'replay' | 'rebuild'): Promise<void> {
  await withRuntime(async (runtime) => {
    const memory = new PeakMemory();
    console.log(`RSS once started: ${memory.take()} MB`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let events: number;
    let spilled: number;
    if (kind === 'replay') {
      const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
        compareConnections: 2,
        logReader: runtime.logReader,
        rowsInMemory: config.replayRowsInMemory,
        ...progressPrinter('replay'),
        onComparing: () => {
          const heap = process.memoryUsage();
          console.log(
            `folded: peak RSS ${memory.take()} MB; heap used ${mb(heap.heapUsed)} MB of ` +
              `${mb(heap.heapTotal)}, external ${mb(heap.external)} MB`,
          );
        },
      });
      events = report.events;
      spilled = report.spilledRows ?? 0;
      if (!report.equal) console.log('NOT EQUAL', report.differences.slice(0, 3));
    } else {
      const result = await rebuildRuntimeProjections(runtime, config, progressPrinter('rebuild'));
      events = result.events;
      spilled = result.spilledRows;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const peak = memory.take();
    memory.stop();
    const read = await plainRead(runtime);
    const rate = events / seconds;
    console.log(
      `${kind}: ${events} events in ${seconds.toFixed(1)} s, ${rate.toFixed(0)} events/s; ` +
        `plain read ${read.toFixed(0)} events/s (ratio ${(rate / read).toFixed(2)}); ` +
        `peak RSS ${peak} MB (the kernel's high-water mark ${kernelPeakMb()} MB); ` +
        `this process's CPU ${cpuSeconds.toFixed(1)} s; ` +
        `rows spilled to a file ${spilled} (budget ${config.replayRowsInMemory} rows in memory); ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
  });
}

/** The log folded as a replay folds it, then each table's rows and the heap they hold. */
async function tables(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  await withRuntime(async (runtime) => {
    gc();
    const before = process.memoryUsage();
    const rows = new MemoryRows(runtime.projections.specs);
    const trx = await runtime.db.startTransaction().setIsolationLevel('repeatable read').execute();
    try {
      const fold = foldFromStart({
        catalog: runtime.catalog,
        registry: runtime.projections,
        rows,
        logSchema: 'public',
      });
      const total = Number(
        (await sql<{ n: string }>`select count(*) as n from events`.execute(trx)).rows[0]!.n,
      );
      // In this thread: a worker cannot start under --expose-gc.
      await foldLogInSnapshot(trx, fold, 10_000, total, undefined);
    } finally {
      await trx.rollback().execute();
    }
    gc();
    const after = process.memoryUsage();
    console.log(
      `folded: heap used ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} MB, ` +
        `heap total ${mb(before.heapTotal)} -> ${mb(after.heapTotal)} MB, ` +
        `external ${mb(before.external)} -> ${mb(after.external)} MB, ` +
        `RSS ${mb(before.rss)} -> ${mb(after.rss)} MB`,
    );
    const sized = runtime.projections.tables
      .map((table) => {
        let json = 0;
        for (const row of rows.rowsOf(table)) json += JSON.stringify(row).length;
        return { table, rows: rows.sizeOf(table), json };
      })
      .sort((a, b) => b.rows - a.rows);
    console.log('table | rows | JSON bytes | heap freed by dropping it (MB) | heap bytes a row');
    for (const { table, rows: count, json } of sized) {
      gc();
      const heap = process.memoryUsage().heapUsed;
      const spec = rows.specOf(table);
      for (const row of [...rows.rowsOf(table)]) rows.remove(table, keyOf(spec, row));
      gc();
      const freed = heap - process.memoryUsage().heapUsed;
      const perRow = count > 0 ? Math.round(freed / count) : 0;
      console.log(`${table} | ${count} | ${mb(json)} MB | ${mb(freed)} | ${perRow}`);
    }
  });
}

if (step === 'seed') await seed(Number(size ?? '200000'));
else if (step === 'replay' || step === 'rebuild') await run(step);
else if (step === 'tables') await tables();
else if (step === 'export') await withRuntime(benchExport);
else if (step === 'drop') await admin(`drop database if exists ${name} with (force)`);
else throw new Error(`unknown step ${step}`);
