import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDecider } from '../../../test/helpers/counter-fixture.js';
import { startCounterRuntime } from '../../../test/helpers/counter-runtime.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { MAIL_SEND_JOB } from '../mail/mail-job.js';
import { smtpTransport } from '../mail/mail-transport.js';
import type { Runtime } from '../../runtime.js';

/**
 * The workers here poll once a minute, and their first fetch is behind them once the runtime has
 * started: a job that runs well within a minute was started by the wake, not by a poll.
 */
const POLL_SECONDS = 60;
const WOKEN_WITHIN_MS = 15_000;

let runtime: Runtime;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  runtime = await startCounterRuntime({
    work: true,
    jobPollingIntervalSeconds: POLL_SECONDS,
    mailTransport: smtpTransport(smtp.url),
    config: { mailFrom: 'RBT Nanny Connect <no-reply@rbt.test>' },
  });
});
afterAll(async () => {
  await runtime?.close();
  await smtp?.close();
});

const message = (to: string) => ({ to, subject: 'Woken', text: 'Sent at once' });
const mailTo = (to: string) =>
  waitFor(() => smtp.messages.find((m) => m.to.includes(to)), { timeoutMs: WOKEN_WITHIN_MS });

describe(`a job this process queues starts at once, on ${testEngine}`, () => {
  it('when the command that queued it commits', async () => {
    await runtime.eventStore.handleCommand(
      counterDecider,
      'counter-wake',
      { type: 'Increment', commandId: 'wake-1', by: 1 },
      { onAppended: (tx) => tx.enqueue(MAIL_SEND_JOB, message('command@example.com')) },
    );
    expect((await mailTo('command@example.com')).subject).toBe('Woken');
  });

  it('when it is queued outside a transaction', async () => {
    await runtime.jobs.send(MAIL_SEND_JOB, message('direct@example.com'));
    expect((await mailTo('direct@example.com')).subject).toBe('Woken');
  });
});
