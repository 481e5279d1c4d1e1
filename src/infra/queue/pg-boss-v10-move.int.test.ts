import { sql } from 'kysely';
import { PgBoss } from 'pg-boss';
import PgBossV10 from 'pg-boss-v10';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database.js';
import { testConfig } from '../../../test/helpers/test-config.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import type { DatabaseHandle } from '../db/database.js';
import { MAIL_SEND_JOB } from '../mail/mail-job.js';
import { outboxOnlyTransport } from '../mail/mail-transport.js';
import { startRuntime, type Runtime } from '../../runtime.js';
import { deadLetterQueueName, JobQueue } from './job-queue.js';

// A database as the app left it on pg-boss 10.4 (schema version 24): our migrations, and
// pg-boss 10's own tables with jobs still waiting in them.
const RETIRED_QUEUE = 'test.retired-before-upgrade';
const message = (to: string) => ({ to, subject: 'Queued before the upgrade', text: 'hello' });

let database: DatabaseHandle | undefined;
let runtime: Runtime | undefined;
afterEach(async () => {
  await runtime?.close();
  if (!runtime) await database?.close();
  runtime = database = undefined;
});

async function databaseWrittenByPgBoss10(): Promise<{
  database: DatabaseHandle;
  waiting: string;
  cutOff: string;
  retired: string;
}> {
  const handle = await openTestDatabase();
  await sql`drop schema pgboss cascade`.execute(handle.db);
  const old = new PgBossV10({
    db: { executeSql: (text, values) => handle.pool.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await old.start();
  await old.createQueue(deadLetterQueueName(MAIL_SEND_JOB));
  await old.createQueue(MAIL_SEND_JOB, {
    name: MAIL_SEND_JOB,
    retryLimit: 5,
    deadLetter: deadLetterQueueName(MAIL_SEND_JOB),
  });
  await old.createQueue(RETIRED_QUEUE);
  const waiting = await old.send(MAIL_SEND_JOB, message('waiting@example.com'));
  const cutOff = await old.send(MAIL_SEND_JOB, message('cut-off@example.com'));
  // Fetched by a worker that never finished: the process stopped mid-job.
  const [fetched] = (await old.fetch(MAIL_SEND_JOB)) ?? [];
  const retired = await old.send(RETIRED_QUEUE, { kept: true });
  await old.stop({ graceful: false, close: false, wait: true });
  expect(fetched?.id).toBe(waiting);
  return { database: handle, waiting: waiting!, cutOff: cutOff!, retired: retired! };
}

const schemaVersion = async (handle: DatabaseHandle, schema: string) =>
  (await handle.pool.query<{ version: number }>(`select version from ${schema}.version`)).rows[0]
    ?.version;

describe('a database whose job queue pg-boss 10 wrote', () => {
  it('is refused by pg-boss 12 on its own, unchanged', async () => {
    const old = await databaseWrittenByPgBoss10();
    database = old.database;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => old.database.pool.query(text, values) },
      schema: 'pgboss',
      schedule: false,
    });
    await expect(boss.start()).rejects.toThrow(/Cannot migrate pg-boss schema from version 24/);
    expect(await schemaVersion(old.database, 'pgboss')).toBe(24);
  });

  it('runs the jobs pg-boss 10 queued once the app starts on pg-boss 12', async () => {
    const old = await databaseWrittenByPgBoss10();
    database = old.database;
    runtime = await startRuntime(testConfig(), {
      database: old.database,
      mailTransport: outboxOnlyTransport(),
      jobPollingIntervalSeconds: 0.5,
      logger: { error: () => {} },
    });
    const sent = await waitFor(async () => {
      const rows = await runtime!.db
        .selectFrom('mail_outbox')
        .select(['job_id', 'to_address'])
        .orderBy('to_address')
        .execute();
      return rows.length === 2 && rows;
    });
    // The same job ids: a job cut off mid-run and run again is recognised by the mail handler.
    expect(sent).toEqual([
      { job_id: old.cutOff, to_address: 'cut-off@example.com' },
      { job_id: old.waiting, to_address: 'waiting@example.com' },
    ]);
    expect(await schemaVersion(old.database, 'pgboss')).toBeGreaterThan(24);
    // Each moved job keeps the dead-letter queue it had.
    const deadLetters = await old.database.pool.query(
      `select dead_letter from pgboss.job where id = any($1::uuid[])`,
      [[old.waiting, old.cutOff]],
    );
    expect(deadLetters.rows).toEqual([
      { dead_letter: deadLetterQueueName(MAIL_SEND_JOB) },
      { dead_letter: deadLetterQueueName(MAIL_SEND_JOB) },
    ]);
    // A job of a queue the app no longer defines is kept, waiting, in the new schema.
    const retired = await runtime.jobs.pgBoss.getJobById(RETIRED_QUEUE, old.retired);
    expect(retired?.state).toBe('created');
    expect(retired?.data).toEqual({ kept: true });
    // Nothing unfinished is left behind in the renamed old schema (its history stays there).
    const left = await old.database.pool.query(
      `select count(*)::int as n from pgboss_v10.job where state in ('created', 'retry', 'active')`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it('keeps each job and its dead-letter queue when `npm run migrate` moves them, defining no job', async () => {
    const old = await databaseWrittenByPgBoss10();
    database = old.database;
    const jobs = new JobQueue({ pool: old.database.pool, logger: { error: () => {} } });
    await jobs.start();
    await jobs.stop();
    const moved = await old.database.pool.query(
      `select id, name, state::text, dead_letter from pgboss.job where id = any($1::uuid[]) order by name, id`,
      [[old.waiting, old.cutOff, old.retired]],
    );
    expect(moved.rows).toEqual(
      [
        {
          id: old.waiting,
          name: MAIL_SEND_JOB,
          state: 'created',
          dead_letter: deadLetterQueueName(MAIL_SEND_JOB),
        },
        {
          id: old.cutOff,
          name: MAIL_SEND_JOB,
          state: 'created',
          dead_letter: deadLetterQueueName(MAIL_SEND_JOB),
        },
        { id: old.retired, name: RETIRED_QUEUE, state: 'created', dead_letter: null },
      ].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    );
  });
});
