import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, mailTo, post, registeredAccount } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { createSession } from '../../infra/auth/session-store.js';
import {
  messageTexts,
  moderationTexts,
  type MessageReportView,
  type MessageView,
  type ReportedConversationResponse,
} from '../../shared/messages.js';
import { conversationIdOf } from './messages.events.js';
import { WARNING_SUBJECT } from './messages.handlers.js';
import { UNREAD_MAIL_SUBJECT, unreadMessagesMailJob } from './unread-mail.job.js';
import { mailSettled } from '../../../test/helpers/mail-settled.js';

// Messages, Report and Email about unread messages: report, the operators' Reports queue and
// decisions (dismiss, warn, suspend), and the hourly email about unread messages that never quotes
// them.

let server: TestServer;
let now = new Date('2026-11-21T12:00:00Z');
let operator: string;
let operatorLive: LiveClient;
/** Pair A: a parent with a password (her sign-in is refused once suspended) and a nanny. */
let paula: Party & { password: string };
let bea: Party;
/** Pair B: the nanny is suspended and leaves the directory. */
let olga: Party;
let nora: Party;
const app = () => server.app;
const RUDE = 'Pay me cash at 555-123-4567 or else.';

const conversation = (parent: Party, nanny: Party) => conversationIdOf(parent.id, nanny.id);
let keys = 0;
async function send(who: Party, conversationId: string, text: string) {
  const response = await post(
    app(),
    `/api/conversations/${conversationId}/messages`,
    { text, idempotencyKey: `report-test-${++keys}` },
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: MessageView }>().message;
}
const report = (who: Party | string, conversationId: string, messageId: string, reason: string) =>
  post(
    app(),
    `/api/conversations/${conversationId}/messages/${messageId}/report`,
    { reason },
    typeof who === 'string' ? who : who.cookie,
  );
const queue = async () =>
  (await get(app(), '/api/operator/message-reports', operator)).json<{
    reports: MessageReportView[];
  }>().reports;
const decide = (reportId: string, action: string) =>
  post(app(), `/api/operator/message-reports/${reportId}/decision`, { action }, operator);
const problem = (response: { statusCode: number; json: <T>() => T }) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});
const unreadMailTo = (address: string) =>
  server.mail!.messages.filter((m) => m.subject === UNREAD_MAIL_SUBJECT && m.to.includes(address))
    .length;
const runUnreadJob = () =>
  unreadMessagesMailJob(server.runtime).handle({}, { id: `unread-${randomUUID()}`, retryCount: 0 });

beforeAll(async () => {
  server = await startTestServer({
    smtp: true,
    clock: () => now,
    config: { timeZone: 'America/New_York' },
  });
  const signedUp = await registeredAccount(app());
  paula = {
    id: signedUp.user.id,
    cookie: signedUp.cookie,
    email: signedUp.form.email,
    password: signedUp.form.password,
  };
  bea = await bookingNanny(server.runtime, {}, now);
  olga = await bookingParent(server.runtime, 'Olga Other');
  nora = await bookingNanny(server.runtime, { fullName: 'Nora Nanny' }, now);
  operator = await signedInAs(server.runtime, 'operator');
  operatorLive = await openLive(server.baseUrl, { cookie: operator });
  for (const [parent, nanny] of [
    [paula, bea],
    [olga, nora],
  ] as const) {
    const request = await requestAs(app(), parent, requestBody(nanny.id, { note: '' }));
    expect(request.response.statusCode, request.response.body).toBe(201);
  }
});
afterAll(async () => {
  operatorLive?.close();
  await server?.close();
});

let rude: MessageView;
let reportA: MessageReportView;

describe(`reports and decisions on ${testEngine}`, () => {
  it("takes the receiver's report once and queues it, live, for operators", async () => {
    rude = await send(paula, conversation(paula, bea), RUDE);
    const response = await report(bea, conversation(paula, bea), rude.id, ' Threatening. ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: messageTexts.reportSent });
    const reports = await queue();
    expect(reports).toHaveLength(1);
    reportA = reports[0]!;
    expect(reportA).toMatchObject({
      conversationId: conversation(paula, bea),
      messageId: rude.id,
      reason: 'Threatening.',
      status: 'open',
      reporter: { id: bea.id, role: 'nanny', name: 'Bea Bookable' },
      sender: { id: paula.id, role: 'parent' },
      // Operators see what was typed.
      messageText: RUDE,
      decidedAt: null,
    });
    await operatorLive.next('message-reports.changed', (m) => m.reportId === reportA.id);
  });

  it('refuses a second report, a report of your own message, and strangers, writing nothing', async () => {
    const before = await countEvents(server.runtime.db);
    const id = conversation(paula, bea);
    expect(problem(await report(bea, id, rude.id, 'Again'))).toEqual({
      status: 409,
      message: messageTexts.alreadyReported,
    });
    expect(problem(await report(paula, id, rude.id, 'Mine'))).toEqual({
      status: 403,
      message: moderationTexts.reportNotYours,
    });
    expect(problem(await report(olga, id, rude.id, 'Not mine'))).toEqual({
      status: 404,
      message: moderationTexts.conversationNotFound,
    });
    const mine = await send(bea, id, 'Please stop.');
    expect(problem(await report(paula, id, mine.id, '  '))).toEqual({
      status: 400,
      message: messageTexts.reportReasonMissing,
    });
    expect((await report(paula, id, 'nosuchmessage', 'Rude')).statusCode).toBe(404);
    expect((await report(operator, id, mine.id, 'Rude')).statusCode).toBe(403);
    expect(await countEvents(server.runtime.db)).toBe(before + 1);
  });

  it('lets an operator read the reported conversation unmasked, only through a report', async () => {
    const response = await get(
      app(),
      `/api/operator/message-reports/${reportA.id}/conversation`,
      operator,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ReportedConversationResponse>();
    expect(body.report.id).toBe(reportA.id);
    expect(body.parent.id).toBe(paula.id);
    expect(body.nanny.id).toBe(bea.id);
    expect(body.messages.map((m) => [m.text, m.reported])).toEqual([
      [RUDE, true],
      ['Please stop.', false],
    ]);
    const unknown = await get(
      app(),
      `/api/operator/message-reports/${'0'.repeat(32)}/conversation`,
      operator,
    );
    expect(unknown.statusCode).toBe(404);
    // The parties themselves still see it masked: no booking was accepted.
    const partyView = await get(
      app(),
      `/api/conversations/${conversation(paula, bea)}/messages`,
      bea.cookie,
    );
    expect(partyView.json<{ messages: MessageView[] }>().messages[0]!.text).toBe(
      'Pay me cash at [hidden] or else.',
    );
  });

  it('warns the sender by email, never quoting the message, and decides once', async () => {
    now = new Date('2026-11-21T13:00:00Z');
    const response = await decide(reportA.id, 'warn');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: moderationTexts.decided.warn,
      report: { id: reportA.id, status: 'warned', decidedAt: now.toISOString() },
    });
    const mail = await mailTo(server.mail!, paula.email, new RegExp(WARNING_SUBJECT));
    // Neither the number nor any word of the message: the mail's links carry the test server's
    // port, which may itself contain "555", so the check names the number as written.
    expect(mail.text).not.toContain('555-123-4567');
    expect(mail.text).not.toContain('123-4567');
    expect(mail.text).not.toContain('cash');
    const before = await countEvents(server.runtime.db);
    expect(problem(await decide(reportA.id, 'dismiss'))).toEqual({
      status: 409,
      message: moderationTexts.reportDecided,
    });
    expect((await decide(reportA.id, 'ban')).statusCode).toBe(400);
    expect((await decide('0'.repeat(32), 'dismiss')).statusCode).toBe(404);
    expect(await countEvents(server.runtime.db)).toBe(before);
    expect((await queue()).map((r) => [r.id, r.status])).toEqual([[reportA.id, 'warned']]);
  });

  it("suspends a sender's account: her sessions end, she cannot sign in or write", async () => {
    const again = await send(paula, conversation(paula, bea), 'You will regret this.');
    expect((await report(bea, conversation(paula, bea), again.id, 'Threat')).statusCode).toBe(201);
    const reportId = (await queue()).find((r) => r.messageId === again.id)!.id;
    const response = await decide(reportId, 'suspend');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(moderationTexts.decided.suspend);
    expect((await get(app(), '/api/conversations', paula.cookie)).statusCode).toBe(401);
    const login = await post(app(), '/api/auth/login', {
      email: paula.email,
      password: paula.password,
    });
    expect(problem(login)).toEqual({ status: 403, message: moderationTexts.accountSuspended });
    // A session that somehow outlived it still cannot write.
    const { token } = await createSession(server.runtime.db, paula.id, new Date());
    const before = await countEvents(server.runtime.db);
    const refused = await post(
      app(),
      `/api/conversations/${conversation(paula, bea)}/messages`,
      { text: 'Hello?', idempotencyKey: 'after-suspension' },
      `rbt_session=${token}`,
    );
    expect(problem(refused)).toEqual({ status: 403, message: moderationTexts.accountSuspended });
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('hides a suspended nanny from the directory', async () => {
    const card = async () =>
      (await get(app(), `/api/directory/nannies/${nora.id}`, olga.cookie)).json<{
        nanny: { id: string } | null;
      }>().nanny;
    expect(await card()).toMatchObject({ id: nora.id });
    const message = await send(nora, conversation(olga, nora), 'Text me on WhatsApp.');
    expect(
      (await report(olga, conversation(olga, nora), message.id, 'Off-platform')).statusCode,
    ).toBe(201);
    const reportId = (await queue()).find((r) => r.messageId === message.id)!.id;
    expect((await decide(reportId, 'suspend')).statusCode).toBe(200);
    expect(await card()).toBeNull();
    const row = await server.runtime.db
      .selectFrom('nanny_directory')
      .select(['listed', 'suspended_at'])
      .where('nanny_id', '=', nora.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ listed: false, suspended_at: now });
    // Nor can she be booked.
    const booking = await requestAs(app(), olga, requestBody(nora.id, { date: '2026-12-04' }));
    expect(problem(booking.response)).toEqual({
      status: 409,
      message: 'This RBT is not available for booking right now.',
    });
  });

  it('dismisses a report, which only closes it', async () => {
    const message = await send(olga, conversation(olga, nora), 'Fine, goodbye.');
    await server.runtime.db.deleteFrom('sessions').where('account_id', '=', nora.id).execute();
    const { token } = await createSession(server.runtime.db, nora.id, new Date());
    const noraNow = { ...nora, cookie: `rbt_session=${token}` };
    expect((await report(noraNow, conversation(olga, nora), message.id, 'Rude')).statusCode).toBe(
      201,
    );
    const reportId = (await queue()).find((r) => r.messageId === message.id)!.id;
    const before = await countEvents(server.runtime.db);
    expect((await decide(reportId, 'dismiss')).json()).toMatchObject({
      message: moderationTexts.decided.dismiss,
      report: { status: 'dismissed' },
    });
    expect(await countEvents(server.runtime.db)).toBe(before + 1);
  });
});

describe(`the email about unread messages on ${testEngine}`, () => {
  it('tells a person how many unread messages wait, at most once an hour, never what they say', async () => {
    // A pair neither of whom was suspended (suspended accounts are not emailed).
    const olga = await bookingParent(server.runtime, 'Olive Mailer');
    const nora = await bookingNanny(server.runtime, { fullName: 'Nell Mailed' }, now);
    const request = await requestAs(app(), olga, requestBody(nora.id, { note: '' }));
    expect(request.response.statusCode, request.response.body).toBe(201);
    const id = conversation(olga, nora);
    const secret = 'The door code is 4821';
    await send(olga, id, secret);
    await runUnreadJob();
    const mail = await mailTo(server.mail!, nora.email, new RegExp(UNREAD_MAIL_SUBJECT));
    expect(mail.text).toContain('unread messages');
    expect(mail.text).not.toContain('code is 4821');
    expect(mail.text).not.toContain('door');
    // Olga has read everything she was sent: no email for her; Nora's second run is held back.
    await send(olga, id, 'Also: bring a snack.');
    await runUnreadJob();
    now = new Date(now.getTime() + 30 * 60 * 1000);
    await runUnreadJob();
    await mailSettled(server.runtime.db);
    const sent = () =>
      server.mail!.messages.filter(
        (m) => m.subject === UNREAD_MAIL_SUBJECT && m.to.includes(nora.email),
      ).length;
    expect(sent()).toBe(1);
    expect(server.mail!.messages.some((m) => m.to.includes(olga.email))).toBe(false);
    // Bea, with an unread message since she last wrote, had hers too; a suspended Paula none.
    expect(unreadMailTo(bea.email)).toBe(1);
    expect(unreadMailTo(paula.email)).toBe(0);
    // An hour after the last one, new unread messages earn another.
    now = new Date(now.getTime() + 31 * 60 * 1000);
    await send(olga, id, 'Are you there?');
    await runUnreadJob();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.poll(sent, { timeout: 15_000 }).toBe(2);
    // Nothing new since: nothing more, even hours later.
    now = new Date(now.getTime() + 3 * 60 * 60 * 1000);
    await runUnreadJob();
    await mailSettled(server.runtime.db);
    expect(sent()).toBe(2);
  });
});
