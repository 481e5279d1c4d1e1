import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingNanny,
  nannyAction,
  parentAction,
  requestAs,
  requestBody,
  type BookingJson,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { amountCents, BASE_RATE_CENTS } from '../../shared/pay-rates.js';
import { outsideBookingMessage, overlapMessage } from '../../shared/recorded-hours.js';
import { bookingsDeadlinesJob } from './bookings-deadlines.job.js';
import { SETTLE_TOO_EARLY_MESSAGE } from './bookings.decider.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';

// Tuesday 2026-12-01 in New York (EST, UTC-5). Recorded hours may start 1 hour before the
// booked start and end 2 hours after its end, never overlap her other sessions, and run at most
// 30 minutes longer than booked before they wait for the parent (or an operator).

let now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'America/New_York', operator: true });
const { server, app, parent, nanny } = bed;
let otherNanny: Party;
let operator: string;
beforeAll(async () => {
  otherNanny = await bookingNanny(server.runtime, { fullName: 'Olive Other' });
  operator = bed.operator;
});

/** A booking of hers (on 2026-12-01 unless told), requested and accepted on 2026-11-21. */
async function acceptedOn(date: string, startTime: string, endTime: string): Promise<BookingJson> {
  now = new Date('2026-11-21T12:00:00Z');
  const body = requestBody(nanny.id, { date, startTime, endTime });
  const { response, booking } = await requestAs(app(), parent, body);
  expect(response.statusCode, response.body).toBe(201);
  expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
  return booking!;
}
const accepted = (startTime: string, endTime: string) =>
  acceptedOn('2026-12-01', startTime, endTime);
const record = (who: Party, booking: BookingJson, startTime: string, endTime: string) =>
  nannyAction(app(), who, booking.id, 'complete', { startTime, endTime });
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});
const eventsOf = async (bookingId: string) =>
  (await server.runtime.eventStore.readStream(`booking-${bookingId}`)).map((e) => e.type);
async function runDeadlines() {
  const job = bookingsDeadlinesJob(server.runtime);
  await job.handle({}, { id: 'deadlines-1', retryCount: 0 });
  await job.handle({}, { id: 'deadlines-2', retryCount: 0 });
}
const settle = (booking: BookingJson, startTime: string, endTime: string) =>
  app().inject({
    method: 'POST',
    url: `/api/operator/bookings/${booking.id}/settle`,
    headers: { ...sameOrigin, cookie: operator },
    payload: { startTime, endTime, note: 'Agreed with both.' },
  });

describe(`security item 16: hours beyond the booking, on ${testEngine}`, () => {
  it('security item 16: 12 hours recorded on a one-hour booking are refused (400), and nothing is recorded', async () => {
    const booking = await accepted('09:00', '10:00');
    now = new Date('2026-12-01T23:30:00Z'); // 18:30 in New York
    expect(answer(await record(nanny, booking, '06:00', '18:00'))).toEqual({
      status: 400,
      body: { code: 'validation', message: outsideBookingMessage('08:00', '12:00') },
    });
    expect(await eventsOf(booking.id)).toEqual(['BookingRequested', 'BookingAccepted']);
    // The widest hours the tolerance allows are recorded.
    expect((await record(nanny, booking, '08:00', '12:00')).statusCode).toBe(200);
  });

  it('security item 16: recorded hours never overlap her other sessions, booked or recorded (409)', async () => {
    const morning = await accepted('13:00', '14:00');
    const next = await accepted('14:00', '15:00');
    now = new Date('2026-12-02T00:00:00Z'); // 19:00 in New York
    expect(answer(await record(nanny, morning, '13:00', '14:30'))).toEqual({
      status: 409,
      body: { code: 'conflict', message: overlapMessage('14:00', '15:00') },
    });
    // Recorded as worked, the later one frees what it did not use; back to back is fine.
    expect((await record(nanny, next, '14:30', '15:00')).statusCode).toBe(200);
    expect((await record(nanny, morning, '13:00', '14:30')).statusCode).toBe(200);
    // The first test's recorded 08:00–12:00 stands in the way of a third booking's early start.
    const noon = await accepted('12:00', '13:00');
    now = new Date('2026-12-02T00:00:00Z');
    expect(answer(await record(nanny, noon, '11:45', '13:00'))).toEqual({
      status: 409,
      body: { code: 'conflict', message: overlapMessage('08:00', '12:00') },
    });
  });

  it('security item 16: another nanny cannot record hours on her booking', async () => {
    const booking = await accepted('16:00', '17:00');
    now = new Date('2026-12-02T00:00:00Z');
    expect(answer(await record(otherNanny, booking, '16:00', '17:00'))).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Booking not found.' },
    });
  });
});

describe(`security item 16: waiting hours, the deadlines job and settlement, on ${testEngine}`, () => {
  let longer: BookingJson;
  let within: BookingJson;

  it('security item 16: the deadlines job confirms hours up to 30 minutes longer, and leaves longer ones for the parent', async () => {
    longer = await acceptedOn('2026-12-03', '09:00', '10:00');
    within = await acceptedOn('2026-12-03', '11:00', '12:00');
    now = new Date('2026-12-03T20:00:00Z');
    expect((await record(nanny, longer, '09:00', '10:45')).statusCode).toBe(200);
    expect((await record(nanny, within, '11:00', '12:30')).statusCode).toBe(200);
    now = new Date('2026-12-06T00:00:00Z'); // more than 48 hours later
    await runDeadlines();
    expect(await eventsOf(within.id)).toContain('SessionHoursConfirmed');
    expect(await eventsOf(longer.id)).not.toContain('SessionHoursConfirmed');
    const row = await statusOf(longer.id);
    expect(row).toBe('completed');
  });

  it('security item 16: an operator settles waiting hours once the parent has had her 48 hours', async () => {
    const early = await acceptedOn('2026-12-04', '09:00', '10:00');
    now = new Date('2026-12-04T20:00:00Z');
    expect((await record(nanny, early, '09:00', '11:00')).statusCode).toBe(200);
    expect(answer(await settle(early, '09:00', '10:30'))).toEqual({
      status: 409,
      body: { code: 'conflict', message: SETTLE_TOO_EARLY_MESSAGE },
    });
    now = new Date('2026-12-06T20:00:00Z');
    const settled = await settle(early, '09:00', '10:30');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      message: 'Hours settled.',
      booking: { status: 'confirmed', actual: { minutes: 90 } },
    });
  });

  it('security item 16: the parent confirms hours beyond the booking, and the ledger pays them as before', async () => {
    const confirmed = await parentAction(app(), parent, longer.id, 'confirm-hours');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const line = await server.runtime.db
      .selectFrom('ledger_lines')
      .select(['minutes', 'rate_cents', 'amount_cents'])
      .where('booking_id', '=', longer.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      minutes: 105,
      rate_cents: BASE_RATE_CENTS,
      amount_cents: amountCents(105, BASE_RATE_CENTS),
    });
  });

  it('security item 16: replays equal to the live read tables', async () => {
    const report = await replayOf(server.runtime, { inSlices: testEngine === 'embedded' });
    expect(report).toMatchObject({ equal: true, differences: [] });
  });
});

async function statusOf(bookingId: string) {
  const row = await server.runtime.db
    .selectFrom('bookings')
    .select('status')
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return row.status;
}
