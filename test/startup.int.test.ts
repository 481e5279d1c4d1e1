import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess } from './helpers/app-process.js';
import { builtServer } from './helpers/built-server.js';
import { migratedDataDir } from './helpers/run-project-script.js';
import { clonePostgresTemplate, testEngine } from './helpers/test-database.js';

/**
 * The first test starts the app as `npm start` does (tsx on the sources); the others start the
 * compiled server, as the production image does, without compiling the app again each time.
 */
const start = (env: Record<string, string>) => startAppProcess(env, { built: true });

beforeAll(builtServer, 300_000);

describe('starting the app as a process', () => {
  it('stops with a message naming each bad configuration value', async () => {
    const app = startAppProcess({ PORT: 'abc', SMTP_URL: 'http://mail' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('Invalid configuration:');
    expect(app.output()).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(app.output()).toContain('SMTP_URL must start with smtp:// or smtps://');
  });

  it('stops in production without DATA_KEY_SECRET, naming it', async () => {
    const app = start({ NODE_ENV: 'production', DATA_KEY_SECRET: '' });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('DATA_KEY_SECRET is required in production');
  });

  it('stops in production without a payment provider unless payments are turned off', async () => {
    const app = startAppProcess({ NODE_ENV: 'production', DATA_KEY_SECRET: 'x'.repeat(32) });
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
});
