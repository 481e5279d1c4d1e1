import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { defaultWeek } from '../src/features/nannies/availability/availability.rules.js';
import { createSession } from '../src/infra/auth/session-store.js';
import { openDatabase, type DatabaseHandle } from '../src/infra/db/database.js';
import { createLocalFileStorage } from '../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../src/runtime.js';
import { seedManyNannies } from '../test/helpers/directory-seed.js';
import { mixedSteps, report } from './bench/overload-bench.js';
import { runMixedLoad, type LoadStep, type MixedLoadFigures } from './bench/mixed-load.js';
import { withScratchPostgres } from './bench/scratch-postgres.js';

/**
 * npm run soak: a steady mixed load (directory reads, profile and availability saves) from a
 * separate process for SOAK_SECONDS (default 300) against the whole app with its job workers,
 * on the embedded database in a temporary folder, or on a scratch database of the PostgreSQL
 * server SOAK_DATABASE_URL names. Prints RSS each minute, at start and end, the event-loop
 * delay p99 and every error; exits 1 if any request failed.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? '300');
const connections = Number(process.env.SOAK_CONNECTIONS ?? '16');
const postgresUrl = process.env.SOAK_DATABASE_URL;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function soak(database: DatabaseHandle): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-soak-files-')));
  const runtime = await startRuntime(config, { database, storage, logger: { error: () => {} } });
  try {
    const nannies = await seedManyNannies(runtime, 1000, true);
    const mix: LoadStep[] = [...(await mixedSteps(runtime, 20))];
    for (const nannyId of nannies.slice(0, 20)) {
      const { token } = await createSession(runtime.db, nannyId, new Date());
      const cookie = `rbt_session=${token}`;
      mix.push({ method: 'GET', path: '/api/nanny/profile', cookie, weight: 2 });
      mix.push({
        method: 'PUT',
        path: '/api/nanny/availability/weekly',
        cookie,
        body: defaultWeek(),
        weight: 1,
      });
    }
    const app = await buildApp({ ...runtime, logger: false });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`Soak: ${seconds} s, ${connections} connections, ${database.engine} database`);
    await runMixedLoad({
      baseUrl,
      origin: config.publicUrl,
      connections,
      durationSeconds: 10,
      mix,
    }); // warm-up
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const rssStart = process.memoryUsage().rss;
    console.log(`  RSS at start (after a 10 s warm-up): ${mb(rssStart)}`);
    const totals: Record<string, number> = {};
    for (let done = 0, minute = 1; done < seconds; minute++) {
      const chunk = Math.min(60, seconds - done);
      const figures = await runMixedLoad({
        baseUrl,
        origin: config.publicUrl,
        connections,
        durationSeconds: chunk,
        mix,
      });
      done += chunk;
      for (const [status, n] of Object.entries(figures.byStatus)) {
        totals[status] = (totals[status] ?? 0) + n;
      }
      report(`minute ${minute}, RSS ${mb(process.memoryUsage().rss)}`, figures);
    }
    loop.disable();
    const rssEnd = process.memoryUsage().rss;
    const errors = errorCount(totals);
    console.log(`  RSS at end: ${mb(rssEnd)} (start ${mb(rssStart)})`);
    console.log(`  event-loop delay p99: ${(loop.percentile(99) / 1e6).toFixed(1)} ms`);
    console.log(`  answers by status: ${JSON.stringify(totals)}`);
    console.log(`  errors (anything but 2xx, timeouts, network): ${errors}`);
    await app.close();
    return errors;
  } finally {
    await runtime.close();
  }
}

function errorCount(byStatus: MixedLoadFigures['byStatus']): number {
  return Object.entries(byStatus)
    .filter(([status]) => !/^2\d\d$/.test(status))
    .reduce((sum, [, n]) => sum + n, 0);
}

let errors: number;
if (postgresUrl) {
  errors = 0;
  await withScratchPostgres(postgresUrl, async (database) => {
    errors = await soak(database);
  });
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbt-soak-data-'));
  try {
    errors = await soak(await openDatabase({ embedded: { dataDir } }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(errors === 0 ? 0 : 1);
