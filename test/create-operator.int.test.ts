import { runProjectScript } from './helpers/run-project-script.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './helpers/app-process.js';
import { clonePostgresTemplate, testEngine } from './helpers/test-database.js';

/** Where the script and the app process both store data: a folder, or a cloned database. */
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const clone = await clonePostgresTemplate();
    // A data folder of its own all the same: the data keys' secret is generated there.
    env = { DATABASE_URL: clone.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'rbt-operator-')) };
    dropDatabase = () => clone.drop();
  } else {
    env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'rbt-operator-')) };
  }
});
afterAll(async () => dropDatabase?.());

const createOperator = (args: string[]) => runProjectScript('create-operator.ts', args, env);

describe(`npm run create-operator on ${testEngine}`, () => {
  it('creates a verified operator once, who can then log in', async () => {
    const created = await createOperator([
      '--email',
      'Olive@Example.com',
      '--password',
      'console keeper',
    ]);
    expect(created.output).toContain('Operator olive@example.com created.');
    expect(created.code).toBe(0);

    const duplicate = await createOperator([
      '--email',
      'olive@example.com',
      '--password',
      'console keeper',
    ]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain(
      'An account with the email olive@example.com already exists.',
    );

    const usage = await createOperator(['--email', 'x@example.com']);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run create-operator');

    let app: AppProcess | undefined;
    try {
      app = startAppProcess({ ...env, PORT: '0' });
      const url = await app.listening;
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify({ email: 'olive@example.com', password: 'console keeper' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({
        user: { role: 'operator', email: 'olive@example.com' },
      });

      if (testEngine === 'embedded') {
        const whileRunning = await createOperator([
          '--email',
          'second@example.com',
          '--password',
          'console keeper',
        ]);
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.output).toContain('is already in use by another process');
        expect(whileRunning.output).toContain('If that process is the app ("npm start"), stop it');
      }
    } finally {
      app?.child.kill('SIGTERM');
      await app?.exited;
    }
    // Four processes, each starting Node and tsx and opening the database (a data directory to
    // migrate on the embedded engine): well over the default on a busy 2-core machine.
  }, 180_000);
});
