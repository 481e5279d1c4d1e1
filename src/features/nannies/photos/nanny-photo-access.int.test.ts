import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  parentList,
  requestAs,
  requestBody,
  type Party,
} from '../../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { signedInAs } from '../../../../test/helpers/test-sessions.js';
import { conversationIdOf } from '../../messages/index.js';
import { testAppForFile } from '../../../../test/helpers/test-bed.js';

// Who is served a nanny's profile photo: parents while she is listed in the directory, a parent
// who has or had a booking with her whatever the directory says, operators and herself. Anyone
// else is told there is no such file (404, as for a nanny without a photo).

const app = () => server.app;

/** Listed, then suspended after a report. */
let nora: Party;
/** Listed, then her approval withdrawn. */
let wanda: Party;
/** Never approved: pending, then rejected. */
let penny: Party;
let otherNanny: Party;
/** Has a booking with Nora and with Wanda. */
let anna: Party;
/** Has no booking with anyone. */
let bella: Party;
let operator: string;

const photoUrl = (nannyId: string) => `/api/nannies/${nannyId}/files/profile-photo`;
const status = async (nannyId: string, cookie?: string) =>
  (await get(app(), photoUrl(nannyId), cookie)).statusCode;

async function suspendAfterReport(nanny: Party, parent: Party) {
  const conversationId = conversationIdOf(parent.id, nanny.id);
  const sent = await post(
    app(),
    `/api/conversations/${conversationId}/messages`,
    { text: 'Pay me in cash, off the app.', idempotencyKey: randomUUID() },
    nanny.cookie,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const messageId = sent.json<{ message: { id: string } }>().message.id;
  const reported = await post(
    app(),
    `/api/conversations/${conversationId}/messages/${messageId}/report`,
    { reason: 'Off-platform payment' },
    parent.cookie,
  );
  expect(reported.statusCode, reported.body).toBe(201);
  const { reports } = (await get(app(), '/api/operator/message-reports', operator)).json<{
    reports: { id: string; messageId: string }[];
  }>();
  const reportId = reports.find((r) => r.messageId === messageId)!.id;
  const decided = await post(
    app(),
    `/api/operator/message-reports/${reportId}/decision`,
    { action: 'suspend' },
    operator,
  );
  expect(decided.statusCode, decided.body).toBe(200);
}

// Before the bookings' day (requestBody's 2026-12-01): on the real clock they fell in the past
// from that morning on, and the set-up's requests were refused.
const now = new Date('2026-11-21T12:00:00Z');
const server = testAppForFile({ config: { timeZone: 'UTC' }, work: false, clock: () => now });

beforeAll(async () => {
  nora = await bookingNanny(server.runtime, { fullName: 'Nora Nanny', withPhoto: true });
  wanda = await bookingNanny(server.runtime, { fullName: 'Wanda Withdrawn', withPhoto: true });
  penny = await bookingNanny(server.runtime, {
    fullName: 'Penny Pending',
    withPhoto: true,
    approved: false,
  });
  otherNanny = await bookingNanny(server.runtime, { fullName: 'Olive Other', withPhoto: true });
  anna = await bookingParent(server.runtime, 'Anna Booked');
  bella = await bookingParent(server.runtime, 'Bella Browsing');
  operator = await signedInAs(server.runtime, 'operator');
  for (const nanny of [nora, wanda]) {
    const request = await requestAs(app(), anna, requestBody(nanny.id, { note: 'Hello!' }));
    expect(request.response.statusCode, request.response.body).toBe(201);
  }
});

describe(`who is served a nanny's photo (security item 17) on ${testEngine}`, () => {
  it("security item 17: a suspended nanny's photo is served only to parents who booked her and to operators", async () => {
    expect(await status(nora.id, bella.cookie)).toBe(200);
    await suspendAfterReport(nora, anna);

    const refused = await get(app(), photoUrl(nora.id), bella.cookie);
    const noSuchNanny = await get(app(), photoUrl(randomUUID()), bella.cookie);
    expect(refused.statusCode).toBe(404);
    // The same answer as for a nanny that does not exist: nothing says she has a photo.
    expect(refused.json()).toEqual(noSuchNanny.json());
    expect(await status(nora.id, otherNanny.cookie)).toBe(404);
    expect(await status(nora.id)).toBe(401);
    expect(await status(nora.id, operator)).toBe(200);
    // Anna booked her: the photo on her booking still shows (the view's address works).
    expect(await status(nora.id, anna.cookie)).toBe(200);
    const booking = (await parentList(app(), anna)).find((b) => b.nannyId === nora.id)!;
    expect(booking.nannyPhotoUrl).toMatch(new RegExp(`^${photoUrl(nora.id)}\\?v=\\d+$`));
    expect((await get(app(), booking.nannyPhotoUrl as string, anna.cookie)).statusCode).toBe(200);
    // The version parameter changes nothing; forged ids are not found.
    expect((await get(app(), `${photoUrl(nora.id)}?v=1`, bella.cookie)).statusCode).toBe(404);
    for (const forged of [randomUUID(), anna.id, bella.id, '..%2F..%2Fetc', 'nora%00']) {
      expect({ forged, status: await status(forged, anna.cookie) }).toEqual({
        forged,
        status: 404,
      });
    }
  });

  it('security item 17: a pending, rejected or withdrawn nanny is under the same rule', async () => {
    // Pending: no parent has a booking with her (she cannot be booked), so none sees it.
    for (const cookie of [anna.cookie, bella.cookie, otherNanny.cookie]) {
      expect(await status(penny.id, cookie)).toBe(404);
    }
    expect(await status(penny.id, penny.cookie)).toBe(200);
    expect(await status(penny.id, operator)).toBe(200);
    const rejected = await post(
      app(),
      `/api/operator/nannies/${penny.id}/reject`,
      { reason: 'The certificate is unreadable.' },
      operator,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await status(penny.id, bella.cookie)).toBe(404);
    expect(await status(penny.id, penny.cookie)).toBe(200);

    // Withdrawn: the parent with a booking still sees who is coming; others no longer.
    expect(await status(wanda.id, bella.cookie)).toBe(200);
    const withdrawn = await post(app(), `/api/operator/nannies/${wanda.id}/withdraw`, {}, operator);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await status(wanda.id, bella.cookie)).toBe(404);
    expect(await status(wanda.id, otherNanny.cookie)).toBe(404);
    expect(await status(wanda.id, anna.cookie)).toBe(200);
    expect(await status(wanda.id, wanda.cookie)).toBe(200);
    expect(await status(wanda.id, operator)).toBe(200);
    // A listed nanny's photo is still every parent's to see.
    expect(await status(otherNanny.id, bella.cookie)).toBe(200);
  });
});
