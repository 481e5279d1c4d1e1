import { performance } from 'node:perf_hooks';
import { rebuildProjections } from '../src/infra/projections/rebuild.js';
import { startRuntime } from '../src/runtime.js';
import { runScript } from './run-script.js';

/** Empties every read table and replays the event log into them, in one transaction. */
await runScript('rebuild-projections', async (config) => {
  const runtime = await startRuntime(config, { work: false });
  try {
    const started = performance.now();
    const result = await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Replayed ${result.events} event(s) into ${result.tables.length} read table(s) ` +
        `in ${seconds.toFixed(2)} s${result.tables.length ? `: ${result.tables.join(', ')}` : ''}.`,
    );
  } finally {
    await runtime.close();
  }
});
