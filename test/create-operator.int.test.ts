import { describe, expect, it } from 'vitest';
import { main } from '../scripts/create-operator.js';
import { startAppProcess, type AppProcess } from './helpers/app-process.js';
import {
  runBuiltScript,
  runScriptInProcess,
  scriptDataOfFile,
} from './helpers/run-project-script.js';
import { testEngine } from './helpers/test-database.js';

// Where the script and the app process both store data: a folder, or a cloned database (on
// PostgreSQL a data folder of its own all the same: the data keys' secret is generated there).
// The app and the script's run as a command are the compiled ones: built first if stale.
const script = scriptDataOfFile('rbt-operator-');

const createOperator = (args: string[]) => runScriptInProcess(main, args, script.env);
/** The script asked for an operator of the email, with the password the login below uses. */
const createOperatorWith = (email: string) =>
  createOperator(['--email', email, '--password', 'console keeper']);

describe(`npm run create-operator on ${testEngine}`, () => {
  it('creates a verified operator once, who can then log in', async () => {
    const created = await createOperatorWith('Olive@Example.com');
    expect(created.output).toContain('Operator olive@example.com created.');
    expect(created.code).toBe(0);

    const duplicate = await createOperatorWith('olive@example.com');
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain(
      'An account with the email olive@example.com already exists.',
    );

    const usage = await createOperator(['--email', 'x@example.com']);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run create-operator');

    let app: AppProcess | undefined;
    try {
      // Shedding off, as in every test app (test-config.ts): on a busy machine the process's
      // own event-loop delay at start made it answer this login 503.
      const unshed = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_POOL_WAIT_MS: '0' };
      app = startAppProcess({ ...script.env, ...unshed, PORT: '0' }, { built: true });
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
        const whileRunning = await createOperatorWith('second@example.com');
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.output).toContain('is already in use by another process');
        expect(whileRunning.output).toContain('If that process is the app ("npm start"), stop it');
      }
    } finally {
      app?.child.kill('SIGTERM');
      await app?.exited;
    }
    // The app's process starts the compiled server and opens the database (a data directory to
    // migrate on the embedded engine): over the default on a busy 2-core machine.
  }, 120_000);

  it('runs as a command, compiled as the production image ships it', async () => {
    const created = await runBuiltScript(
      'create-operator.ts',
      ['--email', 'Pat@Example.com', '--password', 'console keeper'],
      script.env,
    );
    expect(created.output).toContain('Operator pat@example.com created.');
    expect(created.code).toBe(0);
    const usage = await runBuiltScript('create-operator.ts', [], script.env);
    expect(usage.output).toContain('Usage: npm run create-operator');
    expect(usage.code).toBe(1);
  }, 120_000);
});
