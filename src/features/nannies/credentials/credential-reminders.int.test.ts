import { describe, expect, it } from 'vitest';
import {
  get,
  mailTo,
  post,
  registeredAccount,
  sessionCookieOf,
} from '../../../../test/helpers/accounts-api.js';
import { activeCheck } from '../../../../test/helpers/credential-facts.js';
import { mailSettled } from '../../../../test/helpers/mail-settled.js';
import { uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import { completeNanny } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { operatorTestBed } from '../../../../test/helpers/test-bed.js';
import { replayOf } from '../../../../test/helpers/replay-of.js';
import { BACKGROUND_EXPIRED_BADGE } from '../../../shared/credentials.js';
import { nannyStreamId } from '../nannies.events.js';
import { credentialRemindersJob, sendCredentialReminders } from './credential-reminders.js';
import { lapseCertifications } from './credentials.jobs.js';

// The platform is on New York time; the clock moves as the test says (noon in New York).
let now = new Date('2026-11-21T17:00:00Z');
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const bed = operatorTestBed({
  clock: () => now,
  config: { timeZone: 'America/New_York' },
  smtp: true,
});
const { server, app, db } = bed;

const reminders = async (nannyId: string) =>
  (
    await db()
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', nannyStreamId(nannyId))
      .where('type', '=', 'CredentialExpiryReminderSent')
      .orderBy('position')
      .execute()
  ).map((e) => {
    const d = e.data as { document: string; daysBefore: number; expiresOn: string };
    return `${d.document} ${d.daysBefore} ${d.expiresOn}`;
  });
/** The job as the cron runs it, twice, the second from a new definition (as after a restart). */
async function runRemindersTwice() {
  await sendCredentialReminders(server.runtime);
  await credentialRemindersJob(server.runtime).handle({}, { id: 'restart', retryCount: 0 });
}
/** A parent signed in now (sessions end while the clock jumps months). */
const parentCookie = async () => (await registeredAccount(app())).cookie;
const card = async (nannyId: string, query = '') =>
  (await get(app(), `/api/directory/nannies/${nannyId}${query}`, await parentCookie())).json<{
    nanny: { id: string; credentials: string[]; backgroundCheck: boolean } | null;
  }>().nanny;

describe(`reminders before an expiry, and a background check's age, on ${testEngine}`, () => {
  let nannyId: string;
  let nannyEmail: string;
  let nannyLogin: { email: string; password: string };

  it('approves a nanny with registry data and a verified background check', async () => {
    const nanny = await completeNanny(app(), { backgroundCheck: true });
    nannyId = nanny.user.id;
    nannyEmail = nanny.form.email;
    nannyLogin = { email: nanny.form.email, password: nanny.form.password };
    const verify = await post(
      app(),
      `/api/operator/nannies/${nannyId}/background-check/verify`,
      {},
      bed.ops,
    );
    expect(verify.statusCode, verify.body).toBe(200);
    const approved = await post(
      app(),
      `/api/operator/nannies/${nannyId}/approve`,
      activeCheck('2026-11-21', { expiresOn: '2027-03-01' }),
      bed.ops,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const listed = await card(nannyId);
    expect(listed?.credentials).toEqual([
      'RBT certification verified active, last checked November 21, 2026',
      'Background check verified November 2026',
    ]);
    expect(listed?.backgroundCheck).toBe(true);
  });

  it('emails her 60, 30 and 7 days before her expiry, each once, across restarts', async () => {
    // 60 days before 1 March 2027 is 31 December 2026.
    now = noonOn('2026-12-30');
    await runRemindersTwice();
    expect(await reminders(nannyId)).toEqual([]);
    now = noonOn('2026-12-31');
    await runRemindersTwice();
    now = noonOn('2027-01-29');
    await runRemindersTwice();
    expect(await reminders(nannyId)).toEqual(['rbt-certification 60 2027-03-01']);
    now = noonOn('2027-01-30');
    await runRemindersTwice();
    now = noonOn('2027-02-21');
    await runRemindersTwice();
    now = noonOn('2027-02-22');
    await runRemindersTwice();
    await runRemindersTwice();
    expect(await reminders(nannyId)).toEqual([
      'rbt-certification 60 2027-03-01',
      'rbt-certification 30 2027-03-01',
      'rbt-certification 7 2027-03-01',
    ]);
    const mail = await mailTo(
      server.mail!,
      nannyEmail,
      /Your RBT certification expires on March 1, 2027/,
    );
    expect(mail.text).toContain(
      'Please renew with the BACB, then upload your new certificate on your dashboard',
    );
    await mailSettled(db());
    const sent = server.mail!.messages.filter(
      (m) => m.to.includes(nannyEmail) && /RBT certification expires/.test(m.subject),
    );
    expect(sent).toHaveLength(3);
  });

  it('lapses on her expiry; her new certificate puts her in review; an active check returns her', async () => {
    now = new Date('2027-03-01T05:00:00Z'); // midnight, 1 March, in New York
    await lapseCertifications(server.runtime);
    expect(await card(nannyId)).toBeNull();
    const nannyCookie = sessionCookieOf(await post(app(), '/api/auth/login', nannyLogin));
    const uploaded = await uploadPdf(
      app(),
      nannyCookie,
      'rbt-certification',
      pdfBytes('renewed'),
      'renewed.pdf',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await bed.signInOperator();
    const pending = await get(app(), '/api/operator/nannies?status=pending', bed.ops);
    expect(pending.json<{ nannies: { id: string }[] }>().nannies.map((n) => n.id)).toContain(
      nannyId,
    );
    const renewed = await post(
      app(),
      `/api/operator/nannies/${nannyId}/approve`,
      activeCheck('2027-03-01', { expiresOn: '2029-03-01' }),
      bed.ops,
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await card(nannyId))?.credentials).toEqual([
      'RBT certification verified active, last checked March 1, 2027',
      'Background check verified November 2026',
    ]);
  });

  it('emails her 30 days before her background check stops counting, once', async () => {
    // Verified 21 November 2026: valid through 20 November 2027, reminded on 22 October.
    now = noonOn('2027-10-21');
    await runRemindersTwice();
    expect((await reminders(nannyId)).filter((r) => r.startsWith('background'))).toEqual([]);
    now = noonOn('2027-10-22');
    await runRemindersTwice();
    now = noonOn('2027-10-23');
    await runRemindersTwice();
    expect((await reminders(nannyId)).filter((r) => r.startsWith('background'))).toEqual([
      'background-check 30 2027-11-21',
    ]);
    await mailTo(server.mail!, nannyEmail, /Your background check expires on November 21, 2027/);
  });

  it('counts the background check through its last valid day, then shows it expired', async () => {
    now = noonOn('2027-11-20');
    expect((await card(nannyId, '?background=1'))?.id).toBe(nannyId);
    now = noonOn('2027-11-21');
    expect(await card(nannyId, '?background=1')).toBeNull();
    const unfiltered = await card(nannyId);
    expect(unfiltered?.credentials).toContain(BACKGROUND_EXPIRED_BADGE);
    expect(unfiltered?.backgroundCheck).toBe(false);
    const nannyCookie = sessionCookieOf(await post(app(), '/api/auth/login', nannyLogin));
    const own = await get(app(), '/api/nanny/profile', nannyCookie);
    expect(own.json()).toMatchObject({
      nanny: { backgroundCheck: { status: 'verified', validUntil: '2027-11-20', expired: true } },
    });
    const bad = await get(
      app(),
      `/api/directory/nannies/${nannyId}?background=yes`,
      await parentCookie(),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('shows every check, lapse and its operator in her document history, to operators only', async () => {
    await bed.signInOperator();
    const history = await get(app(), `/api/operator/nannies/${nannyId}/documents`, bed.ops);
    expect(history.statusCode).toBe(200);
    const { checks } = history.json<{
      checks: { kind: string; registryStatus: string | null; operatorName: string | null }[];
    }>();
    expect(checks.map((c) => [c.kind, c.registryStatus, c.operatorName])).toEqual([
      ['check', 'active', 'Olive Ops'],
      ['lapse', null, null],
      ['check', 'active', 'Olive Ops'],
    ]);
    const nannyCookie = sessionCookieOf(await post(app(), '/api/auth/login', nannyLogin));
    expect(
      (await get(app(), `/api/operator/nannies/${nannyId}/documents`, nannyCookie)).statusCode,
    ).toBe(403);
    expect(
      (await get(app(), `/api/operator/nannies/${nannyId}/documents`, await parentCookie()))
        .statusCode,
    ).toBe(403);
  });

  it('replays the log into exactly the live queue, reminders, history and directory', async () => {
    const report = await replayOf(server.runtime, {
      inSlices: testEngine === 'embedded',
      compareConnections: 1,
    });
    expect(report.differences ?? [], JSON.stringify(report)).toEqual([]);
    expect(report.equal).toBe(true);
  });
});
