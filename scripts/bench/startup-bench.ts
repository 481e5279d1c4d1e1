import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startAppProcess } from '../../test/helpers/app-process.js';

/** Time from starting the process to the first 200 from /healthz, on a new and a used data dir. */
export async function benchStartup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbt-bench-start-'));
  try {
    for (const label of ['cold start (new data directory)', 'warm start (same data directory)']) {
      const started = performance.now();
      const app = startAppProcess({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
      const url = await app.listening;
      while ((await fetch(`${url}/healthz`).catch(() => undefined))?.status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const ms = performance.now() - started;
      app.child.kill('SIGTERM');
      await app.exited;
      console.log(`  ${label.padEnd(52)} ${ms.toFixed(0).padStart(7)} ms to the first 200`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
