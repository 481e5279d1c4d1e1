import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig, type OverloadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { seedNanniesInBulk } from '../../test/helpers/directory-seed.js';
import { signedInParent } from './directory-bench.js';
import { runMixedLoad, shedShare, type LoadStep, type MixedLoadFigures } from './mixed-load.js';

const NANNIES = 2000;
const PARENTS = 20;
const LIGHT_CONNECTIONS = 8;
/** Far more than one machine serves: without shedding, most of them wait in the pool's queue. */
const HEAVY_CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? '800');

/**
 * Overload (docs/product.md, When the server is busy): the same mixed load (directory reads and
 * home ZIP saves by many parents) light, then far past capacity: without shedding, with the default
 * limits, and with a tight pool-wait limit. The load generator runs in its own process. Prints each
 * run's 503 share and the p50/p99 of the requests that were served.
 */
export async function benchOverload(database: DatabaseHandle, seconds: number): Promise<void> {
  const durationSeconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? seconds);
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-bench-files-')));
  await seedNanniesInBulk(database.db, NANNIES, true);
  const runtime = await startRuntime(config, { database, work: false, storage });
  try {
    const mix = await mixedSteps(runtime, PARENTS);
    const runs: [string, Partial<OverloadConfig>, number][] = [
      [`baseline, ${LIGHT_CONNECTIONS} connections`, {}, LIGHT_CONNECTIONS],
      [`${HEAVY_CONNECTIONS} connections, shedding off`, off, HEAVY_CONNECTIONS],
      [`${HEAVY_CONNECTIONS} connections, shedding on (defaults)`, {}, HEAVY_CONNECTIONS],
      [
        `${HEAVY_CONNECTIONS} connections, pool wait limit 500 ms`,
        { maxPoolWaitMs: 500 },
        HEAVY_CONNECTIONS,
      ],
    ];
    for (const [label, overload, connections] of runs) {
      const app = await buildApp({
        ...runtime,
        config: { ...config, overload: { ...config.overload, ...overload } },
        logger: false,
      });
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const figures = await runMixedLoad({
        origin: config.publicUrl,
        baseUrl,
        connections,
        durationSeconds,
        mix,
      });
      report(label, figures);
      await app.close();
    }
  } finally {
    await runtime.close();
  }
}

const off: Partial<OverloadConfig> = { maxEventLoopDelayMs: 0, maxPoolWaitMs: 0 };

/** 80 % directory pages, 20 % home ZIP saves, spread over `parents` signed-in parents. */
export async function mixedSteps(runtime: Runtime, parents: number): Promise<LoadStep[]> {
  const steps: LoadStep[] = [];
  for (let i = 0; i < parents; i++) {
    const cookie = `rbt_session=${await signedInParent(runtime, '10002')}`;
    steps.push({ method: 'GET', path: '/api/directory', cookie, weight: 4 });
    // Moving home between two ZIPs: each save that changes it is an event and a projection.
    for (const zip of ['10001', '10002']) {
      steps.push({
        method: 'PUT',
        path: '/api/parent/home-zip',
        cookie,
        body: { zip },
        weight: 0.5,
      });
    }
  }
  return steps;
}

export function report(label: string, f: MixedLoadFigures): void {
  const served = Object.entries(f.byStatus)
    .filter(([status]) => Number(status) < 400)
    .reduce((sum, [, n]) => sum + n, 0);
  const others = Object.entries(f.byStatus)
    .filter(([status]) => !(Number(status) < 400) && status !== '503')
    .map(([status, n]) => `${n}×${status}`);
  console.log(
    `  ${label.padEnd(44)} served ${(served / f.seconds).toFixed(0).padStart(5)}/s` +
      `   p50 ${f.servedP50Ms.toFixed(0).padStart(5)} ms   p99 ${f.servedP99Ms.toFixed(0).padStart(6)} ms` +
      `   503 ${shedShare(f).padStart(7)} (${f.shedWithRetryAfter} with Retry-After)` +
      (others.length > 0 ? `   other: ${others.join(', ')}` : ''),
  );
}
