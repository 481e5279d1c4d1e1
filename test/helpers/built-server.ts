import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  buildServerIfStale,
  serverBuildCommand,
  serverBuildIsStale,
} from '../../scripts/build-server-if-stale.js';
import { projectRoot } from '../../src/infra/project-root.js';

/** A build older than this left its lock behind (a killed run); builds take well under it. */
const STALE_BUILD_LOCK_MS = 10 * 60_000;

/** Takes the lock on dist/server, waiting while another process holds it; returns its release. */
async function takeBuildLock(): Promise<() => void> {
  const tmp = join(projectRoot(), '.tmp');
  mkdirSync(tmp, { recursive: true });
  const lock = join(tmp, 'server-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_BUILD_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
}

/**
 * Compiles the server when stale, one worker at a time: two tsc runs writing dist/ at once
 * would leave it half-written for both. Every test that runs dist/ awaits this first.
 */
export async function builtServer(): Promise<void> {
  const release = await takeBuildLock();
  try {
    buildServerIfStale();
  } finally {
    release();
  }
}

/** A compile started in the background: `finished` settles when it has ended. */
export interface BackgroundBuild {
  finished: Promise<void>;
}

/**
 * Starts compiling the server when stale and returns at once, holding the lock until the
 * compile ends, so tests that run dist/ wait for it in `builtServer` while the rest of the run
 * goes on. (tsc uses one core for half a minute; in the run's set-up the other sat idle, and
 * most files never touch dist/.) A failed compile leaves dist/ stale, so the next
 * `builtServer` compiles again and shows the errors.
 */
export async function buildServerInBackground(): Promise<BackgroundBuild> {
  const release = await takeBuildLock();
  if (!serverBuildIsStale()) {
    release();
    return { finished: Promise.resolve() };
  }
  console.log('Building the server (dist/server) while the tests start...');
  const { command, args, cwd } = serverBuildCommand();
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  const finished = new Promise<void>((resolve) => {
    const done = () => {
      release();
      resolve();
    };
    child.on('exit', done);
    child.on('error', done);
  });
  // Wrapped, not returned: a promise returned from an async function would be awaited.
  return { finished };
}
