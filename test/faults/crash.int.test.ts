import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { simpleParser } from 'mailparser';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/infra/db/database.js';
import { MAIL_SEND_JOB } from '../../src/infra/mail/mail-job.js';
import { replayAndVerify } from '../../src/infra/projections/replay-verify.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { startAppProcess, type AppProcess } from '../helpers/app-process.js';
import { builtServer } from '../helpers/built-server.js';
import { reservePort } from '../helpers/reserve-port.js';
import { TEST_DATA_KEY_SECRET, testConfig } from '../helpers/test-config.js';
import { clonePostgresTemplate, testEngine } from '../helpers/test-database.js';
import { waitFor } from '../helpers/wait-for.js';
import { parentWithPhoto, profileMarkersInLog, updateProfile } from './fault-parents.js';

const COMMANDS = 500;
const PARENTS = 100;
/** The process is killed once this many commands have been answered. */
const KILL_AFTER_ANSWERS = 150;
/**
 * Commands on the wire at once. All 500 at once queued for the pool's 10 PostgreSQL
 * connections, and on a busy machine the last ones waited past the pool's 5 s connect timeout
 * and were answered 503 (shedding, which would answer them first, is off here: see env below).
 * Forty keep the pool busy with a short queue, and plenty in flight when the process dies.
 */
const IN_FLIGHT = 40;
/** The seeding runtime's pool: openDatabase's default. */
const SEEDER_POOL = 10;

/** Runs work with at most `max` at a time, the others waiting their turn in order. */
function limitedTo(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < max) active += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/**
 * A real SMTP server that, while `holding`, takes each message and never answers it: the mail
 * job sending it stays running until its process dies.
 */
async function startHoldingSmtp() {
  const attempts: string[] = [];
  const delivered: string[] = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((parsed) => {
        const id = parsed.messageId ?? '';
        attempts.push(id);
        if (state.holding) return;
        delivered.push(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts,
    delivered,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** This engine's database for the app process, and a runtime of the test's own on it. */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  lockPath: string | undefined;
  open(): Promise<Runtime>;
  drop(): Promise<void>;
}> {
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-files-')));
  const quiet = { error: () => {} };
  if (testEngine === 'postgres') {
    const clone = await clonePostgresTemplate();
    return {
      env: { DATABASE_URL: clone.url },
      lockPath: undefined,
      open: async (): Promise<Runtime> =>
        startRuntime(testConfig(), {
          database: await openDatabase({ url: clone.url }),
          work: false,
          storage,
          logger: quiet,
        }),
      drop: () => clone.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rbt-crash-'));
  // A data directory from the migrated template, rather than initialising and migrating anew.
  const snapshot = new Blob([readFileSync(inject('embeddedSnapshotPath'))]);
  await (await PGlite.create({ dataDir: join(dataDir, 'pgdata'), loadDataDir: snapshot })).close();
  return {
    env: { DATA_DIR: dataDir },
    lockPath: join(dataDir, 'embedded-db.lock'),
    open: (): Promise<Runtime> =>
      startRuntime(testConfig({ dataDir }), { work: false, storage, logger: quiet }),
    drop: async () => {},
  };
}

// About 20-35 s per engine; two app starts make it slow on a loaded machine, hence the timeout.
describe('a crash (SIGKILL) in the middle of 500 concurrent commands', () => {
  beforeAll(builtServer, 300_000);
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('keeps every acknowledged command, replays equal, reopens, and retries the running job once', async () => {
    const smtp = await startHoldingSmtp();
    cleanups.push(smtp.close);
    const database = await prepareDatabase();
    cleanups.push(() => database.drop());
    const reserved = await reservePort();
    const baseUrl = `http://127.0.0.1:${reserved.port}`;
    await reserved.release();
    const env = {
      ...database.env,
      // The same secret as the seeding runtime's (testConfig): one set of data keys.
      DATA_KEY_SECRET: TEST_DATA_KEY_SECRET,
      PORT: String(reserved.port),
      PUBLIC_URL: baseUrl,
      SMTP_URL: smtp.url,
      // The burst is 500 commands at once on purpose: shedding some with 503 (its own test,
      // src/infra/http/overload.int.test.ts) would leave fewer acknowledged commands to check.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_POOL_WAIT_MS: '0',
    };

    // The parents, and one email waiting to be sent, before the app starts.
    const seeder = await database.open();
    // No more at once than the seeder's pool has connections: on a busy machine a hundred at
    // once waited past its 5 s connect timeout.
    const seeding = limitedTo(SEEDER_POOL);
    const parents = await Promise.all(
      Array.from({ length: PARENTS }, () => seeding(() => parentWithPhoto(seeder))),
    );
    const jobId = (await seeder.jobs.send(MAIL_SEND_JOB, {
      to: 'crash@example.com',
      subject: 'Sent while the app was killed',
      text: 'x',
      html: '<p>x</p>',
    }))!;
    if (testEngine === 'embedded') await seeder.close();
    else cleanups.push(() => seeder.close());

    const start = (): AppProcess => {
      // The compiled server, as the production image runs it (and without compiling it twice).
      const app = startAppProcess(env, { built: true });
      cleanups.push(async () => {
        app.child.kill('SIGKILL');
        await app.exited;
      });
      return app;
    };
    const first = start();
    await first.listening;
    // The mail job is running: its message reached the server, which does not answer.
    await waitFor(() => smtp.attempts.length === 1, { timeoutMs: 20_000 });

    let answered = 0;
    const inFlight = limitedTo(IN_FLIGHT);
    const commands = Array.from({ length: COMMANDS }, (_, i) => {
      const marker = `crash ${i}`;
      return inFlight(() => updateProfile(baseUrl, parents[i % PARENTS]!.cookie, marker)).then(
        (response) => {
          answered += 1;
          if (answered === KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
          return { marker, status: response.status };
        },
        () => ({ marker, status: 0 }),
      );
    });
    const answers = await Promise.all(commands);
    await first.exited;
    const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.marker);
    const lost = answers.filter((a) => a.status === 0).length;
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
    for (const answer of answers) expect([0, 200, 409]).toContain(answer.status);
    console.log(
      'FIGURES',
      testEngine,
      acknowledged.length,
      lost,
      answers.filter((a) => a.status === 409).length,
    );

    if (database.lockPath) {
      // The dead process's lock is still there: the restart must take it over.
      const lock = JSON.parse(readFileSync(database.lockPath, 'utf8')) as { pid: number };
      expect(lock.pid).toBe(first.child.pid);
    }

    smtp.state.holding = false;
    const second = start();
    const secondUrl = await second.listening;
    expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
    await waitFor(() => smtp.delivered.length > 0, { timeoutMs: 40_000, intervalMs: 200 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    if (database.lockPath) expect(existsSync(database.lockPath)).toBe(false);

    // The job ran once before the kill and exactly once after it, and the email went out once.
    expect(smtp.attempts).toHaveLength(2);
    expect(smtp.delivered).toEqual([`<${jobId}@127.0.0.1>`]);

    const check = testEngine === 'embedded' ? await database.open() : seeder;
    if (testEngine === 'embedded') cleanups.push(() => check.close());
    const job = await sql<{ state: string; retry_count: number }>`
      select state, retry_count from pgboss.job where id = ${jobId}`.execute(check.db);
    expect(job.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    const outbox = await check.db
      .selectFrom('mail_outbox')
      .select('job_id')
      .where('job_id', '=', jobId)
      .execute();
    expect(outbox).toHaveLength(1);

    const markers = await profileMarkersInLog(check);
    const missing = acknowledged.filter((marker) => !markers.has(marker));
    expect(missing).toEqual([]);
    const report = await replayAndVerify(check.db, check.catalog, check.projections);
    expect(report.differences).toEqual([]);
    expect(report.equal).toBe(true);
    // Two app starts, 500 commands and a replay: minutes on a loaded 2-core machine (seen: 2).
  }, 300_000);
});
