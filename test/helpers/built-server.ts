import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServerIfStale } from '../../scripts/build-server-if-stale.js';
import { projectRoot } from '../../src/infra/project-root.js';

/** A build older than this left its lock behind (a killed run); builds take well under it. */
const STALE_BUILD_LOCK_MS = 10 * 60_000;

/**
 * Compiles the server when stale, one worker at a time: two tsc runs writing dist/ at once
 * would leave it half-written for both.
 */
export async function builtServer(): Promise<void> {
  const tmp = join(projectRoot(), '.tmp');
  mkdirSync(tmp, { recursive: true });
  const lock = join(tmp, 'server-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_BUILD_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    buildServerIfStale();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
