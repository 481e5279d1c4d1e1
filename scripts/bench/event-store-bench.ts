import { performance } from 'node:perf_hooks';
import { load } from './load.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import { startRuntime } from '../../src/runtime.js';
import {
  counterDecider,
  counterFeature,
  createCounterTable,
} from '../../test/helpers/counter-fixture.js';
import { measure, report, reportRate } from './measure.js';

export interface BenchSizes {
  commands: number;
  httpRequests: number;
}

/** The write path, the follower read, the rebuild and plain HTTP on one database. */
export async function benchEventStore(database: DatabaseHandle, sizes: BenchSizes): Promise<void> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }) };
  const runtime = await startRuntime(config, { database, features: [counterFeature], work: false });
  try {
    await createCounterTable(runtime.db);
    const store = runtime.eventStore;
    const increment = (i: number) => ({ type: 'Increment', commandId: `c${i}`, by: 1 }) as const;

    report(
      'handleCommand, one at a time, 100 streams',
      await measure(sizes.commands, 1, (i) =>
        store.handleCommand(counterDecider, `seq-${i % 100}`, increment(i)),
      ),
      'cmd',
    );
    report(
      'handleCommand, 16 concurrent, distinct streams',
      await measure(sizes.commands, 16, (i) =>
        store.handleCommand(counterDecider, `par-${i}`, increment(i)),
      ),
      'cmd',
    );
    report(
      'handleCommand, 16 concurrent, one stream (conflicts)',
      await measure(Math.floor(sizes.commands / 4), 16, (i) =>
        store.handleCommand(counterDecider, 'hot-stream', increment(i)),
      ),
      'cmd',
    );

    let started = performance.now();
    let total = 0;
    for (let after = 0; ;) {
      const page = await store.readAll({ after, limit: 1000 });
      if (page.length === 0) break;
      total += page.length;
      after = page[page.length - 1]!.position;
    }
    reportRate(
      'readAll, whole log in pages of 1000',
      total,
      (performance.now() - started) / 1000,
      'events',
    );

    started = performance.now();
    const rebuilt = await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    reportRate(
      'rebuild projections from position 0',
      rebuilt.events,
      (performance.now() - started) / 1000,
      'events',
    );

    const app = await buildApp({ ...runtime, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    // From a load generator in its own process, never this one's event loop.
    const ready = await load({
      url: `${url}/readyz`,
      cookie: '',
      connections: 16,
      durationSeconds: 5,
    });
    console.log(
      `  ${'HTTP GET /readyz over TCP, 16 connections'.padEnd(52)} ${ready.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(ready.p50Ms).padStart(4)} ms   p99 ${String(ready.p99Ms).padStart(4)} ms`,
    );
    await app.close();
  } finally {
    await runtime.close();
  }
}
