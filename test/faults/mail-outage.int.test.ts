import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_MAIL_JOBS } from '../../src/features/accounts/accounts.mail.js';
import type { JobsOverview } from '../../src/features/operations/operations.queries.js';
import { smtpTransport } from '../../src/infra/mail/mail-transport.js';
import { get, post, signUpForm, tokenFrom } from '../helpers/accounts-api.js';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher.js';
import { testEngine } from '../helpers/test-database.js';
import { startTestApp } from '../helpers/test-server.js';
import { signedInAs } from '../helpers/test-sessions.js';
import { waitFor } from '../helpers/wait-for.js';

// A mail outage: the SMTP server is down while 50 people sign up. Every sign-up must
// still succeed (the email is a job queued with the account), the failing jobs back off and show
// in the operators' view, and once the server is back each person gets exactly one email.

const SIGN_UPS = 50;
const RETRY_DELAY_SECONDS = 1;
const VERIFICATION = ACCOUNT_MAIL_JOBS.verification;

let harness: Awaited<ReturnType<typeof startTestApp>>;
let smtpPort: number;
let smtp: SmtpCatcher | undefined;
let operator: string;
const emails: string[] = [];

beforeAll(async () => {
  // A real catcher's port, then the catcher stopped: connections are refused until it returns.
  const first = await startSmtpCatcher();
  smtpPort = Number(new URL(first.url).port);
  await first.close();
  harness = await startTestApp({
    mailTransport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    config: { mailRetryDelaySeconds: RETRY_DELAY_SECONDS },
  });
  operator = await signedInAs(harness.runtime, 'operator');
});
afterAll(async () => {
  await harness?.close();
  await smtp?.close();
});

const overview = async (): Promise<JobsOverview> => {
  const response = await get(harness.app, '/api/operator/jobs', operator);
  expect(response.statusCode).toBe(200);
  return response.json<JobsOverview>();
};
const verificationQueue = (view: JobsOverview) => view.queues.find((q) => q.name === VERIFICATION)!;

const outboxRows = async () =>
  harness.runtime.db
    .selectFrom('mail_outbox')
    .select(['job_id', 'to_address'])
    .where('to_address', 'in', emails)
    .execute();

describe(`mail outage on ${testEngine}`, () => {
  it(`accepts all ${SIGN_UPS} sign-ups while the SMTP server is down`, async () => {
    for (let batch = 0; batch < SIGN_UPS / 10; batch += 1) {
      const forms = Array.from({ length: 10 }, () => signUpForm());
      const responses = await Promise.all(
        forms.map((form) => post(harness.app, '/api/auth/sign-up', form)),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      emails.push(...forms.map((f) => f.email));
    }
    expect(new Set(emails).size).toBe(SIGN_UPS);
  });

  it('lets the failing emails back off, visible to operators without any address', async () => {
    // The worker takes a job at a time, so it is enough that the first ones have failed a few times.
    const view = await waitFor(
      async () => {
        const v = await overview();
        return v.failures.some((f) => f.kind === VERIFICATION && f.tries >= 3) ? v : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(verificationQueue(view).retrying).toBeGreaterThan(0);
    expect(verificationQueue(view)).toMatchObject({ failed: 0, deadLetter: 0 });
    const failures = view.failures.filter((f) => f.kind === VERIFICATION);
    for (const failure of failures) {
      expect(failure.state).toBe('retrying');
      expect(failure.error).toMatch(/ECONNREFUSED/);
    }
    // Backoff: pg-boss doubles the wait at each try, so after n tries it is 2^(n-1) delays or more.
    for (const failure of failures) {
      const wait = Date.parse(failure.nextTryAt!) - Date.parse(failure.lastTriedAt!);
      expect(wait).toBeGreaterThanOrEqual(2 ** (failure.tries - 1) * RETRY_DELAY_SECONDS * 1000);
    }
    const body = JSON.stringify(view);
    for (const email of emails) expect(body).not.toContain(email);
    expect(await outboxRows()).toEqual([]);
  });

  it('delivers every email exactly once when the server returns', async () => {
    smtp = await startSmtpCatcher({ port: smtpPort });
    const caught = smtp;
    const ours = () => caught.messages.filter((m) => m.to.some((to) => emails.includes(to)));
    // The worker takes about two jobs a second here (pg-boss's shortest polling interval).
    await waitFor(() => ours().length >= SIGN_UPS, { timeoutMs: 90_000, intervalMs: 250 });
    await waitFor(
      async () => {
        const queue = verificationQueue(await overview());
        return queue.queued + queue.retrying + queue.active === 0;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    // Any duplicate would have been sent by now: the queue is empty and nothing is retrying.
    await new Promise((resolve) => setTimeout(resolve, 2 * RETRY_DELAY_SECONDS * 1000));
    const messages = ours();
    expect(messages).toHaveLength(SIGN_UPS);
    expect(messages.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(SIGN_UPS);
    for (const message of messages) expect(message.subject).toMatch(/Confirm your email/);

    const outbox = await outboxRows();
    expect(outbox).toHaveLength(SIGN_UPS);
    expect(new Set(outbox.map((r) => r.job_id)).size).toBe(SIGN_UPS);
    const completed = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = ${VERIFICATION} and state = 'completed'`.execute(harness.runtime.db);
    expect(completed.rows[0]!.n).toBe(SIGN_UPS);
    const view = await overview();
    expect(verificationQueue(view)).toMatchObject({ failed: 0, deadLetter: 0 });
  });

  it('sends links that still work after the retries', async () => {
    const message = smtp!.messages.find((m) => m.to.includes(emails[0]!))!;
    const response = await post(harness.app, '/api/auth/verify-email', {
      token: tokenFrom(message.text, '/verify-email'),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
