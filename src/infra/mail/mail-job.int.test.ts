import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDecider } from '../../../test/helpers/counter-fixture.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import {
  incrementThatFailsAfterQueueingMail,
  startCounterRuntime,
} from '../../../test/helpers/counter-runtime.js';
import type { Feature } from '../feature.js';
import type { Runtime } from '../../runtime.js';
import { deadLetterQueueName } from '../queue/job-queue.js';
import { MAIL_SEND_JOB } from './mail-job.js';
import { smtpTransport } from './mail-transport.js';
import { mailSettled } from '../../../test/helpers/mail-settled.js';

const FAILING_JOB = 'test.always-fails';
const failingFeature: Feature = {
  name: 'test-failing-job',
  jobs: () => [
    {
      name: FAILING_JOB,
      retryLimit: 1,
      retryDelaySeconds: 1,
      retryBackoff: false,
      handle: async () => {
        throw new Error('this job always fails');
      },
    },
  ],
};

let runtime: Runtime;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  runtime = await startCounterRuntime({
    features: [failingFeature],
    work: true,
    mailTransport: smtpTransport(smtp.url),
    config: { mailFrom: 'RBT Nanny Connect <no-reply@rbt.test>' },
  });
});
afterAll(async () => {
  await runtime.close();
  await smtp.close();
});

const jobCount = async (name: string) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = ${name}`.execute(runtime.db)
  ).rows[0]!.n;

const message = (to: string) => ({
  to,
  subject: 'Welcome to RBT Nanny Connect',
  text: 'Hello in plain text',
  html: '<p>Hello in <strong>HTML</strong></p>',
});

describe(`jobs queued with events on ${testEngine}`, () => {
  it('leaves no job and no event when the transaction rolls back', async () => {
    const jobsBefore = await jobCount(MAIL_SEND_JOB);
    await expect(
      incrementThatFailsAfterQueueingMail(
        runtime,
        'counter-rollback',
        message('rollback@example.com'),
        'abort after queueing',
      ),
    ).rejects.toThrow('abort after queueing');
    expect(await jobCount(MAIL_SEND_JOB)).toBe(jobsBefore);
    expect(await runtime.eventStore.readStream('counter-rollback')).toEqual([]);
  });

  it('runs exactly one job for a committed command and the mail reaches a real SMTP server', async () => {
    const jobsBefore = await jobCount(MAIL_SEND_JOB);
    await runtime.eventStore.handleCommand(
      counterDecider,
      'counter-commit',
      { type: 'Increment', commandId: 'k', by: 1 },
      { onAppended: (tx) => tx.enqueue(MAIL_SEND_JOB, message('parent@example.com')) },
    );
    expect(await jobCount(MAIL_SEND_JOB)).toBe(jobsBefore + 1);

    const received = await waitFor(() =>
      smtp.messages.find((m) => m.to.includes('parent@example.com')),
    );
    expect(received.from).toContain('no-reply@rbt.test');
    expect(received.subject).toBe('Welcome to RBT Nanny Connect');
    expect(received.text).toContain('Hello in plain text');
    expect(received.html).toContain('<strong>HTML</strong>');

    const sent = await waitFor(async () =>
      runtime.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'parent@example.com')
        .executeTakeFirst(),
    );
    expect(sent).toMatchObject({ transport: 'smtp', text_body: null, html_body: null });
    await mailSettled(runtime.db);
    expect(smtp.messages.filter((m) => m.to.includes('parent@example.com'))).toHaveLength(1);
  });

  it("sends nothing to an erased person's placeholder address, and does not retry it", async () => {
    // Queued after it, a real mail shows the queue has moved past the placeholder's job.
    await runtime.jobs.send(MAIL_SEND_JOB, message('erased-0f3a9c'));
    await runtime.jobs.send(MAIL_SEND_JOB, message('after-erasure@example.com'));
    await waitFor(() => smtp.messages.find((m) => m.to.includes('after-erasure@example.com')));
    const done = await waitFor(async () => {
      const { rows } = await sql<{ state: string }>`
        select state from pgboss.job
        where name = ${MAIL_SEND_JOB} and data->>'to' = 'erased-0f3a9c'`.execute(runtime.db);
      return rows[0]?.state === 'completed' ? rows[0] : undefined;
    });
    expect(done.state).toBe('completed');
    expect(smtp.messages.some((m) => m.to.includes('erased-0f3a9c'))).toBe(false);
    const outbox = await runtime.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'erased-0f3a9c')
      .execute();
    expect(outbox).toEqual([]);
  });

  it('moves a job that fails on every try to the dead-letter queue', async () => {
    await runtime.jobs.send(FAILING_JOB, { attempt: 'doomed' });
    const dead = await waitFor(
      async () => {
        const rows = await sql<{
          data: unknown;
        }>`select data from pgboss.job where name = ${deadLetterQueueName(FAILING_JOB)}`.execute(
          runtime.db,
        );
        return rows.rows[0];
      },
      { timeoutMs: 20_000 },
    );
    expect(dead.data).toEqual({ attempt: 'doomed' });
    const failed = await sql<{
      state: string;
      retry_count: number;
    }>`select state, retry_count from pgboss.job where name = ${FAILING_JOB}`.execute(runtime.db);
    expect(failed.rows).toEqual([{ state: 'failed', retry_count: 1 }]);
  });
});
