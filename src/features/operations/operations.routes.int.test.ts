import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures } from '../all-features.js';
import type { Feature } from '../../infra/feature.js';
import { get } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import type { JobsOverview } from './operations.queries.js';

const GIVES_UP = 'test.gives-up';
const BACKS_OFF = 'test.backs-off';
const HANGS = 'test.hangs';
const ADDRESS = 'paula.private@example.com';
const SECRET_URL = 'smtp://mailer:hunter2-secret@smtp.example.com:587';

let releaseHanging: () => void = () => {};
const hanging = new Promise<void>((resolve) => {
  releaseHanging = resolve;
});

const jobsFeature: Feature = {
  name: 'test-jobs',
  jobs: () => [
    {
      name: GIVES_UP,
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async () => {
        throw new Error(`550 <${ADDRESS}> rejected by ${SECRET_URL}\nSubject: a body line`);
      },
    },
    {
      name: BACKS_OFF,
      retryLimit: 5,
      retryDelaySeconds: 600,
      retryBackoff: true,
      handle: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
    },
    {
      name: HANGS,
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: () => hanging,
    },
  ],
};

let harness: Awaited<ReturnType<typeof startTestApp>>;
let operator: string;

beforeAll(async () => {
  harness = await startTestApp({ features: [...allFeatures, jobsFeature] });
  operator = await signedInAs(harness.runtime, 'operator');
});
afterAll(async () => {
  releaseHanging();
  await harness?.close();
});

const overview = async (): Promise<JobsOverview> => {
  const response = await get(harness.app, '/api/operator/jobs', operator);
  expect(response.statusCode).toBe(200);
  return response.json<JobsOverview>();
};
const queue = (view: JobsOverview, name: string) => view.queues.find((q) => q.name === name);

describe(`the operators' view of background jobs on ${testEngine}`, () => {
  it('lists every queue of the app, the mail queues among them', async () => {
    const names = (await overview()).queues.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['mail.send', 'mail.send-verification']));
    expect(names.some((n) => n.endsWith('.dead-letter'))).toBe(false);
  });

  it('counts a job that ran out of tries as failed and its copy in the dead-letter queue', async () => {
    const id = await harness.runtime.jobs.send(GIVES_UP, { to: ADDRESS, text: 'the body' });
    const view = await waitFor(
      async () => {
        const v = await overview();
        return queue(v, GIVES_UP)?.deadLetter === 1 ? v : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(queue(view, GIVES_UP)).toMatchObject({ failed: 1, retrying: 0, deadLetter: 1 });
    const failed = view.failures.find((f) => f.id === id);
    expect(failed).toMatchObject({ kind: GIVES_UP, state: 'failed', tries: 2, retryLimit: 1 });
    const dead = view.failures.find((f) => f.kind === GIVES_UP && f.state === 'dead-letter');
    expect(dead).toMatchObject({ tries: 2 });
    for (const failure of [failed!, dead!]) {
      expect(failure.error).toBe(
        '550 <[address]> rejected by smtp://[credentials]@smtp.example.com:587',
      );
    }
  });

  it('shows a failing job backing off, with its next try later than its last', async () => {
    const id = await harness.runtime.jobs.send(BACKS_OFF, { accountId: 'someone' });
    const failure = await waitFor(
      async () => (await overview()).failures.find((f) => f.id === id),
      { timeoutMs: 20_000 },
    );
    expect(failure).toMatchObject({
      kind: BACKS_OFF,
      state: 'retrying',
      tries: 1,
      retryLimit: 5,
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    // The first retry waits between one and two retry delays (600 s here).
    const wait = Date.parse(failure.nextTryAt!) - Date.parse(failure.lastTriedAt!);
    expect(wait).toBeGreaterThanOrEqual(600_000);
    expect(queue(await overview(), BACKS_OFF)).toMatchObject({ retrying: 1, failed: 0 });
  });

  it('counts a running job as active', async () => {
    await harness.runtime.jobs.send(HANGS, {});
    await waitFor(
      async () => ((queue(await overview(), HANGS)?.active ?? 0) === 1 ? true : undefined),
      {
        timeoutMs: 20_000,
      },
    );
  });

  it('never shows a payload, an address or a secret', async () => {
    const body = JSON.stringify(await overview());
    expect(body).not.toContain(ADDRESS);
    expect(body).not.toContain('hunter2');
    expect(body).not.toContain('the body');
    expect(body).not.toContain('Subject:');
    expect(body).not.toContain('someone');
  });
});
