import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/infra/project-root.js';
import { startAppProcess } from './helpers/app-process.js';
import { builtServer } from './helpers/built-server.js';
import { reservePort } from './helpers/reserve-port.js';
import { migratedDataDir } from './helpers/run-project-script.js';
import { waitFor } from './helpers/wait-for.js';
import { clonePostgresTemplate, testEngine } from './helpers/test-database.js';

/**
 * The tests start the compiled server, as the production image does, without compiling the app
 * again each time (tsx on the sources took twice as long as the test itself); the `npm start`
 * and `npm run dev` tests below start it from the sources, as a developer does.
 */
const start = (env: Record<string, string>) => startAppProcess(env, { built: true });

beforeAll(builtServer, 300_000);

describe('starting the app as a process', () => {
  it('stops with a message naming each bad configuration value', async () => {
    const app = start({ PORT: 'abc', SMTP_URL: 'http://mail' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('Invalid configuration:');
    expect(app.output()).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(app.output()).toContain('SMTP_URL must start with smtp:// or smtps://');
  });

  it('says in one line that DATABASE_URL cannot be reached, retries for the time set, then stops', async () => {
    const app = start({
      DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/nothing',
      DATABASE_WAIT_SECONDS: '3',
    });
    expect(await app.exited).toBe(1);
    const lines = app.output().trim().split('\n');
    expect(lines).toEqual([
      'Cannot reach the database at 127.0.0.1:1/nothing (connect ECONNREFUSED 127.0.0.1:1): ' +
        'retrying for up to 3 s (DATABASE_WAIT_SECONDS).',
      'Cannot reach the database at 127.0.0.1:1/nothing (connect ECONNREFUSED 127.0.0.1:1); ' +
        'gave up after 3 s (DATABASE_WAIT_SECONDS). Check DATABASE_URL and that PostgreSQL is ' +
        'running.',
    ]);
  });

  it('warns of a setting that is misspelt, naming the one it probably meant', async () => {
    const app = start({ PORTT: '3001', PORT: 'abc' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain(
      'Warning: PORTT is not a setting of this app (ignored); did you mean PORT?',
    );
  });

  it('stops in production without DATA_KEY_SECRET, naming it', async () => {
    const app = start({ NODE_ENV: 'production', DATA_KEY_SECRET: '' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('DATA_KEY_SECRET is required in production');
  });

  it('stops in production without a payment provider unless payments are turned off', async () => {
    const app = start({ NODE_ENV: 'production', DATA_KEY_SECRET: 'x'.repeat(32) });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('PAYMENTS must be set in production');
  });

  it.runIf(testEngine === 'embedded')(
    'stops with a clear message on another DATA_KEY_SECRET than the data keys were wrapped with',
    async () => {
      const dataDir = await migratedDataDir('rbt-data-');
      const first = start({ DATA_DIR: dataDir, PORT: '0' });
      await first.listening;
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const other = start({
        DATA_DIR: dataDir,
        PORT: '0',
        DATA_KEY_SECRET: 'another-secret-of-at-least-32-characters',
      });
      expect(await other.exited).toBe(1);
      expect(other.output()).toContain(
        "DATA_KEY_SECRET does not match the secret this database's data keys were wrapped with",
      );
    },
    120_000,
  );

  it.runIf(testEngine === 'embedded')(
    'refuses a second process on the same data directory, and shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = await migratedDataDir('rbt-data-');
      const first = start({ DATA_DIR: dataDir, PORT: '0' });
      const url = await first.listening;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      const second = start({ DATA_DIR: dataDir, PORT: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data directory ${dataDir} is already in use by another process (pid ${first.child.pid})`,
      );

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'embedded-db.lock'))).toBe(false);
    },
    // Two processes start (and one stops) on a migrated directory, as in the test above: the
    // default 60 s ran out on a 2-core machine at a load of 20.
    120_000,
  );

  it.runIf(testEngine === 'postgres')('starts on DATABASE_URL and reports ready', async () => {
    const database = await clonePostgresTemplate();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'rbt-data-'));
      const app = start({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0' });
      const url = await app.listening;
      expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });
      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it.runIf(testEngine === 'embedded')(
    "passes a supervisor's SIGTERM through `npm start` to the server, which stops cleanly",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rbt-data-'));
      const lockFile = join(dataDir, 'embedded-db.lock');
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: projectRoot(),
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const npmExited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
      const url = await new Promise<string>((resolve, reject) => {
        npm.stdout.on('data', () => {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        void npmExited.then(() => reject(new Error(`npm start exited:\n${output}`)));
      });
      const serverPid = (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
      try {
        npm.kill('SIGTERM');
        await npmExited;
        expect(output).toContain('SIGTERM received: finishing requests and jobs, then stopping');
        await expect(fetch(`${url}/healthz`)).rejects.toThrow();
        expect(existsSync(lockFile)).toBe(false);
        expect(isRunning(serverPid)).toBe(false);
      } finally {
        // Before the fix the server outlived npm: do not leave it holding the port.
        if (isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
      }
    },
    120_000,
  );
});

describe('npm run dev', () => {
  it.runIf(testEngine === 'embedded')(
    'serves the web app with hot reload on the ports given, forwards the API to the server on PORT, and stops both on SIGTERM',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rbt-data-'));
      const api = await reservePort();
      const web = await reservePort();
      await Promise.all([api.release(), web.release()]);
      const dev = spawn('npm', ['run', 'dev', '--silent', '--', '--web-port', String(web.port)], {
        cwd: projectRoot(),
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(api.port), NODE_ENV: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => dev.on('exit', () => resolve()));
      const webUrl = `http://localhost:${web.port}`;
      try {
        // The API through Vite's forwarding, once the server is up behind it.
        await waitFor(
          async () => (await fetch(`${webUrl}/api/session`).catch(() => undefined))?.status === 200,
          { timeoutMs: 90_000, intervalMs: 500 },
        ).catch((error: Error) => {
          throw new Error(`${error.message}: npm run dev said\n${output}`);
        });
        expect(await (await fetch(`${webUrl}/api/session`)).json()).toEqual({ user: null });
        // The page from Vite's dev server, with its hot-reload client.
        const page = await (await fetch(`${webUrl}/`)).text();
        expect(page).toContain('/@vite/client');
        // PUBLIC_URL follows the dev server, so links and the same-origin check work there.
        expect(output).toContain(`(PUBLIC_URL ${webUrl})`);
      } finally {
        dev.kill('SIGTERM');
        await exited;
      }
      expect(output).toContain('SIGTERM received: finishing requests and jobs, then stopping');
      await expect(fetch(`${webUrl}/`)).rejects.toThrow();
      expect(existsSync(join(dataDir, 'embedded-db.lock')), output).toBe(false);
    },
    150_000,
  );
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
