import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { hashPassword } from '../../infra/auth/passwords.js';
import { REDACTED_MAIL } from '../../infra/mail/mail-erasure.js';
import { MAIL_SEND_JOB, mailSendJob, type Mailer } from '../../infra/mail/mail-job.js';
import { outboxOnlyTransport } from '../../infra/mail/mail-transport.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

// Erasure reaches the mail a person appears in: the stored copies of mail to others that name
// her, and every job that still holds anything of hers (queued, retrying, finished or dead).

const app = () => server.app;
let nowMs = Date.parse('2026-11-21T12:00:00Z');

const PASSWORD = 'erase-me-please-42';
const HER = { name: 'Erika Erasable', note: 'HERS-NOTE-qq4 gate code 4471' };
const NANNY_NAME = 'Ninette Nannyname';
const OLD_ADDRESS = 'erika.before@example.com';

let erika: Party;
let nora: Party;
let olga: Party;
let ninette: Party;
let operator: { accountId: string; cookie: string };

const BOOKING_MAIL = 'mail.send-booking';

/** The app's job handlers, delivering to the outbox as the app does without SMTP. */
function jobDefinitions(): JobDefinition[] {
  const runtime = server.runtime;
  const mailer: Mailer = {
    db: runtime.db,
    transport: outboxOnlyTransport(),
    from: runtime.config.mailFrom,
    messageIdDomain: 'localhost',
    retryDelaySeconds: 30,
  };
  return [
    mailSendJob(mailer),
    ...runtime.features.flatMap((f) => f.jobs?.({ ...runtime, mailer }) ?? []),
  ];
}

/** Works every job of the queue waiting now, as a worker does (handle, then complete). */
async function workQueue(name: string): Promise<number> {
  const definition = jobDefinitions().find((d) => d.name === name)!;
  const boss = server.runtime.jobs.pgBoss;
  const jobs = await boss.fetch<object>(name, { batchSize: 100 });
  for (const job of jobs) {
    await definition.handle(job.data, { id: job.id, retryCount: 0 });
    await boss.complete(name, job.id);
  }
  return jobs.length;
}

/** A booking mail whose delivery failed: the relay's refusal, naming the address, is kept. */
async function failedBookingMail(bookingId: string, to: Party, retryLimit: number) {
  const boss = server.runtime.jobs.pgBoss;
  const data = { bookingId, kind: 'BookingAccepted', to: 'parent' };
  const id = await boss.send(BOOKING_MAIL, data, { retryLimit });
  const [job] = await boss.fetch(BOOKING_MAIL, { batchSize: 1 });
  expect(job?.id).toBe(id);
  await boss.fail(BOOKING_MAIL, id!, {
    message: `Can't send mail - all recipients were rejected: 550 5.1.1 <${to.email}>: Recipient address rejected`,
  });
}

async function outboxText(): Promise<string> {
  const rows = await server.runtime.db.selectFrom('mail_outbox').selectAll().execute();
  return JSON.stringify(rows);
}

/** Every job pg-boss holds, whatever its state or queue (dead letters too), as text. */
async function jobsText(): Promise<string> {
  const { rows } = await sql`
    select name, state, data, output, source_output from pgboss.job`.execute(server.runtime.db);
  return JSON.stringify(rows);
}

async function jobStates() {
  const { rows } = await sql<{ name: string; state: string }>`
    select name, state::text from pgboss.job`.execute(server.runtime.db);
  return rows;
}

const copiesTo = (address: string) =>
  server.runtime.db
    .selectFrom('mail_outbox')
    .select(['job_id', 'subject', 'text_body', 'html_body'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();

const server = testAppForFile({
  clock: () => new Date(nowMs),
  config: { timeZone: 'UTC' },
  work: false,
});

beforeAll(async () => {
  erika = await bookingParent(server.runtime, HER.name);
  olga = await bookingParent(server.runtime, 'Olga Otherparent');
  nora = await bookingNanny(server.runtime, { fullName: 'Nora Nanny' });
  ninette = await bookingNanny(server.runtime, { fullName: NANNY_NAME });
  operator = await signedInAccount(server.runtime, 'operator');
  await server.runtime.db
    .insertInto('credentials')
    .values({ account_id: erika.id, password_hash: await hashPassword(PASSWORD) })
    .execute();
  // Approval emails, out of the way.
  await workQueue('mail.send-nanny-decision');
});

describe(`erasure reaches the mail she appears in (security item 15) on ${testEngine}`, () => {
  let sentId: string;
  let queuedId: string;

  it("security item 15: a parent's erasure leaves neither her name nor her note in the nanny's mail, stored or queued", async () => {
    const sent = await requestAs(app(), erika, requestBody(nora.id, { note: HER.note }));
    expect(sent.response.statusCode, sent.response.body).toBe(201);
    sentId = sent.booking!.id;
    expect(await workQueue(BOOKING_MAIL)).toBe(1);
    const copy = (await copiesTo(nora.email)).at(-1);
    expect(copy!.subject).toBe(`New booking request from ${HER.name}`);
    expect(copy!.text_body).toContain(HER.note);
    // Mail to her that failed: one retrying, one in the dead-letter queue; the relay named her.
    await failedBookingMail(sentId, erika, 5);
    await failedBookingMail(sentId, erika, 0);
    // A second request's mail to the nanny is still waiting when she erases her account.
    const queued = await requestAs(
      app(),
      erika,
      requestBody(nora.id, { note: HER.note, date: '2026-12-02' }),
    );
    queuedId = queued.booking!.id;
    // A rendered mail to the nanny that names her (none of the product's does yet: the mechanism
    // must not depend on the template).
    const aboutHer = {
      to: nora.email,
      subject: `A note about ${HER.name}`,
      text: HER.note,
      html: '',
      names: { to: nora.id, about: [erika.id] },
    };
    await server.runtime.jobs.send(MAIL_SEND_JOB, aboutHer);
    // A notice to the address she had before (carried in its job, as email changes do).
    await server.runtime.jobs.send('mail.send-password-changed', {
      accountId: erika.id,
      to: OLD_ADDRESS,
    });
    expect(await jobStates()).toEqual(
      expect.arrayContaining([
        { name: BOOKING_MAIL, state: 'retry' },
        { name: `${BOOKING_MAIL}.dead-letter`, state: 'created' },
        { name: BOOKING_MAIL, state: 'created' },
        { name: MAIL_SEND_JOB, state: 'created' },
      ]),
    );
    expect(await jobsText()).toContain(erika.email);
    expect(await outboxText()).toContain(HER.name);

    nowMs += 60_000;
    const erased = await post(app(), '/api/account/erase', { password: PASSWORD }, erika.cookie);
    expect(erased.statusCode, erased.body).toBe(200);

    const stored = { jobs: await jobsText(), outbox: await outboxText() };
    for (const [where, text] of Object.entries(stored)) {
      for (const value of [HER.name, HER.note, erika.email, OLD_ADDRESS]) {
        expect(text, `${where} holds ${value}`).not.toContain(value);
      }
    }
    const mailbox = await get(app(), '/dev/mailbox');
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).not.toContain(HER.name);
    expect(mailbox.body).not.toContain('HERS-NOTE');
    // The nanny's copy is still listed as sent (its job will not send it again), without her.
    const redacted = (await copiesTo(nora.email)).find((c) => c.job_id === copy!.job_id);
    expect(redacted).toMatchObject({
      subject: REDACTED_MAIL.subject,
      text_body: REDACTED_MAIL.text,
    });
    // The request mail still waits, to be rendered when it goes; the mail naming her is gone.
    const waiting = await sql<{ name: string; data: unknown }>`
      select name, data from pgboss.job where state = 'created'`.execute(server.runtime.db);
    expect(waiting.rows).toContainEqual({
      name: BOOKING_MAIL,
      data: { bookingId: queuedId, kind: 'BookingRequested', to: 'nanny' },
    });
    expect(waiting.rows.map((job) => job.name)).not.toContain(MAIL_SEND_JOB);
  });

  it('security item 15: a mail queued before her erasure and sent after it does not name her', async () => {
    const before = (await copiesTo(nora.email)).length;
    // The waiting request mail, and the cancellations the erasure made.
    expect(await workQueue(BOOKING_MAIL)).toBeGreaterThanOrEqual(1);
    const sentAfter = (await copiesTo(nora.email)).slice(before);
    expect(sentAfter.length).toBeGreaterThan(0);
    const text = JSON.stringify(sentAfter);
    expect(text).not.toContain(HER.name);
    expect(text).not.toContain('HERS-NOTE');
    expect(text).toContain(queuedId);
    expect(text).toContain('Erased user');
    expect(await outboxText()).not.toContain(HER.name);
  });

  it("security item 15: a nanny's erasure leaves her name and address out of the parent's mail", async () => {
    const request = await requestAs(
      app(),
      olga,
      requestBody(ninette.id, { note: 'Olga asks', date: '2026-12-03' }),
    );
    expect(request.response.statusCode, request.response.body).toBe(201);
    expect((await nannyAction(app(), ninette, request.booking!.id, 'accept')).statusCode).toBe(200);
    await workQueue(BOOKING_MAIL);
    const accepted = (await copiesTo(olga.email)).at(-1);
    expect(accepted!.subject).toBe(`${NANNY_NAME} accepted your booking`);
    expect(accepted!.text_body).toContain(ninette.email);

    nowMs += 60_000;
    const erased = await post(
      app(),
      `/api/operator/accounts/${ninette.id}/erase`,
      {},
      operator.cookie,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    await workQueue(BOOKING_MAIL);
    for (const text of [await outboxText(), await jobsText()]) {
      expect(text).not.toContain(NANNY_NAME);
      expect(text).not.toContain(ninette.email);
    }
    // Olga's own words and the other people's mail are untouched.
    expect(await outboxText()).toContain('Olga Otherparent');
    expect(await outboxText()).toContain('Nora Nanny');
  });
});
