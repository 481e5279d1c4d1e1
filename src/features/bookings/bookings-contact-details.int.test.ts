import { beforeAll, describe, expect, it } from 'vitest';
import { get, mailTo } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  nannyLists,
  parentAction,
  parentList,
  requestAs,
  requestBody,
  type BookingJson,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import type { LiveClient } from '../../../test/helpers/ws-client.js';
import { messageTexts } from '../../shared/messages.js';
import { castTestBed } from '../../../test/helpers/test-bed.js';

// Contact details in a booking's note and reasons wait for acceptance, as in the conversation:
// the other side reads them masked (API, live message, email, data export) until a booking between
// the two is accepted; the author and operators read them whole.

const now = new Date('2026-11-21T12:00:00Z');
const bed = castTestBed({ smtp: true, clock: () => now, timeZone: 'UTC' });
const { server, app, parent, nanny, live } = bed;
let operator: string;
beforeAll(() => void (operator = bed.operator));

const PARENT_PHONE = '555-123-4567';
const PARENT_EMAIL = 'paula.home@example.com';
const NOTE = `Loves trains; 10:00-12:00 on 2026-12-03 works too, $25 an hour. Text me on ${PARENT_PHONE} or ${PARENT_EMAIL}.`;
const NOTE_MASKED =
  'Loves trains; 10:00-12:00 on 2026-12-03 works too, $25 an hour. Text me on [hidden] or [hidden].';
const NANNY_PHONE = '555 987 6543';
const NANNY_EMAIL = 'bea.private@example.com';
const DECLINE = `Booked that day. Call ${NANNY_PHONE} or write ${NANNY_EMAIL} for another.`;
const DECLINE_MASKED = 'Booked that day. Call [hidden] or write [hidden] for another.';
const WITHDRAW = `Found someone. Reach me at ${PARENT_PHONE} if that changes.`;
const WITHDRAW_MASKED = 'Found someone. Reach me at [hidden] if that changes.';
const HINT = messageTexts.contactsHidden;

async function request(changes: object): Promise<BookingJson> {
  const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, changes));
  expect(response.statusCode, response.body).toBe(201);
  return booking!;
}
const nannysView = async (id: string) => {
  const lists = await nannyLists(app(), nanny);
  return [...lists.requests, ...lists.upcoming, ...lists.past].find((b) => b.id === id)!;
};
const parentsView = async (id: string) =>
  (await parentList(app(), parent)).find((b) => b.id === id)!;
const operatorsView = async (id: string) =>
  (await get(app(), `/api/operator/bookings/${id}`, operator)).json<{ booking: BookingJson }>()
    .booking;
const exportText = async (cookie: string) => (await get(app(), '/api/account/export', cookie)).body;

/** Every live frame this client got for the booking's status, after the server flushed them. */
async function framesAfter(client: LiveClient, bookingId: string, status: string) {
  await client.next('booking.changed', (m) => m.bookingId === bookingId && m.status === status);
  await client.settled();
  return JSON.stringify(client.frames);
}

describe(`security item 12: contact details in booking text on ${testEngine}`, () => {
  let noted: BookingJson;
  let declined: BookingJson;
  let withdrawn: BookingJson;

  it("security item 12: a request's note reaches the nanny masked (API, live, email), whole to its author and operators", async () => {
    noted = await request({ note: NOTE });
    expect((await nannysView(noted.id)).note).toBe(NOTE_MASKED);
    expect(await nannysView(noted.id)).toMatchObject({ noteMasked: true });
    expect(noted).toMatchObject({ note: NOTE, noteMasked: false });
    expect(await parentsView(noted.id)).toMatchObject({ note: NOTE, noteMasked: false });
    expect(await operatorsView(noted.id)).toMatchObject({ note: NOTE, noteMasked: false });

    const frames = await framesAfter(live.nanny, noted.id, 'pending');
    for (const detail of [PARENT_PHONE, PARENT_EMAIL]) expect(frames).not.toContain(detail);

    const mail = await mailTo(server.mail!, nanny.email, /New booking request from Paula Parent/);
    expect(mail.text).toContain(`Their note: ${NOTE_MASKED}`);
    expect(mail.text).toContain(HINT);
    for (const detail of [PARENT_PHONE, PARENT_EMAIL]) {
      expect(mail.text).not.toContain(detail);
      expect(mail.html).not.toContain(detail);
    }
  });

  it('security item 12: a decline reason reaches the parent masked (API, live, email), whole to the nanny', async () => {
    declined = await request({ date: '2026-12-02', note: '' });
    const answer = await nannyAction(app(), nanny, declined.id, 'decline', { reason: DECLINE });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ booking: BookingJson }>().booking).toMatchObject({ reason: DECLINE });
    expect((await parentsView(declined.id)).reason).toBe(DECLINE_MASKED);
    expect(await parentsView(declined.id)).toMatchObject({
      reason: DECLINE_MASKED,
      reasonMasked: true,
    });
    expect(await nannysView(declined.id)).toMatchObject({ reason: DECLINE, reasonMasked: false });
    expect(await operatorsView(declined.id)).toMatchObject({ reason: DECLINE });

    const frames = await framesAfter(live.parent, declined.id, 'declined');
    for (const detail of [NANNY_PHONE, NANNY_EMAIL]) expect(frames).not.toContain(detail);

    const mail = await mailTo(server.mail!, parent.email, /declined your booking request/);
    expect(mail.text).toContain(`The reason given: ${DECLINE_MASKED}`);
    expect(mail.text).toContain(HINT);
    for (const detail of [NANNY_PHONE, NANNY_EMAIL]) {
      expect(mail.text).not.toContain(detail);
      expect(mail.html).not.toContain(detail);
    }
  });

  it("security item 12: a parent's cancellation reason reaches the nanny masked (API, email)", async () => {
    withdrawn = await request({ date: '2026-12-04', note: '' });
    const answer = await parentAction(app(), parent, withdrawn.id, 'cancel', { reason: WITHDRAW });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await nannysView(withdrawn.id)).reason).toBe(WITHDRAW_MASKED);
    expect(await nannysView(withdrawn.id)).toMatchObject({
      reason: WITHDRAW_MASKED,
      reasonMasked: true,
    });
    expect(await parentsView(withdrawn.id)).toMatchObject({ reason: WITHDRAW });
    const mail = await mailTo(server.mail!, nanny.email, /Booking on 2026-12-04 cancelled/);
    expect(mail.text).toContain(`The reason given: ${WITHDRAW_MASKED}`);
    expect(mail.text).not.toContain(PARENT_PHONE);
  });

  it("security item 12: the other side's data export shows them as the app does", async () => {
    const nannys = await exportText(nanny.cookie);
    for (const detail of [PARENT_PHONE, PARENT_EMAIL]) expect(nannys).not.toContain(detail);
    expect(nannys).toContain(JSON.stringify(NOTE_MASKED));
    const parents = await exportText(parent.cookie);
    for (const detail of [NANNY_PHONE, NANNY_EMAIL]) expect(parents).not.toContain(detail);
    expect(parents).toContain(JSON.stringify(NOTE));
  });

  it('security item 12: once a booking between the two is accepted, all of it shows whole, earlier texts too', async () => {
    const accepted = await request({ date: '2026-12-07', note: '' });
    expect((await nannyAction(app(), nanny, accepted.id, 'accept')).statusCode).toBe(200);
    expect(await nannysView(noted.id)).toMatchObject({ note: NOTE, noteMasked: false });
    expect(await parentsView(declined.id)).toMatchObject({ reason: DECLINE, reasonMasked: false });
    expect(await nannysView(withdrawn.id)).toMatchObject({ reason: WITHDRAW, reasonMasked: false });

    const reason = `Sick, sorry. Call ${NANNY_PHONE}.`;
    const cancelled = await nannyAction(app(), nanny, accepted.id, 'cancel', { reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await parentsView(accepted.id)).toMatchObject({ reason, reasonMasked: false });
    const mail = await mailTo(server.mail!, parent.email, /Booking on 2026-12-07 cancelled/);
    expect(mail.text).toContain(`The reason given: ${reason}`);
    expect(mail.text).not.toContain(HINT);
  });
});
