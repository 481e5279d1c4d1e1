import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { JobQueue, type JobDefinition } from './job-queue.js';

const quiet = { error: () => {} };
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const definition = (overrides: Partial<JobDefinition>): JobDefinition => ({
  name: 'test.settings',
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: false,
  handle: async () => {},
  ...overrides,
});

/** Starts a queue with these definitions, as a restart of the app would, and stops it. */
async function startWith(...definitions: JobDefinition[]) {
  const jobs = new JobQueue({ pool: database.pool, logger: quiet });
  for (const each of definitions) jobs.define(each);
  await jobs.start();
  await jobs.stop();
}

const stored = (name: string) =>
  database.pool
    .query<{
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
      dead_letter: string;
    }>(
      'select retry_limit, retry_delay, retry_backoff, dead_letter from pgboss.queue where name = $1',
      [name],
    )
    .then((result) => result.rows[0]);

const cronOf = (name: string) =>
  database.pool
    .query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [name])
    .then((result) => result.rows.map((row) => row.cron));

describe(`a restart's queue settings on ${testEngine}`, () => {
  it('creates a queue with its dead-letter queue the first time', async () => {
    await startWith(definition({}));
    expect(await stored('test.settings')).toMatchObject({
      retry_limit: 2,
      retry_delay: 5,
      retry_backoff: false,
    });
    expect(await stored((await stored('test.settings'))!.dead_letter)).toBeDefined();
  });

  it("applies today's settings to a queue an earlier start made with others", async () => {
    await startWith(definition({ retryLimit: 6, retryDelaySeconds: 30, retryBackoff: true }));
    expect(await stored('test.settings')).toMatchObject({
      retry_limit: 6,
      retry_delay: 30,
      retry_backoff: true,
    });
  });

  it("moves a schedule to today's cron, and leaves an unchanged one as it is", async () => {
    await startWith(definition({ name: 'test.daily', cron: '0 3 * * *' }));
    expect(await cronOf('test.daily')).toEqual(['0 3 * * *']);
    await startWith(definition({ name: 'test.daily', cron: '30 4 * * *' }));
    expect(await cronOf('test.daily')).toEqual(['30 4 * * *']);
    await startWith(definition({ name: 'test.daily', cron: '30 4 * * *' }));
    expect(await cronOf('test.daily')).toEqual(['30 4 * * *']);
  });
});
