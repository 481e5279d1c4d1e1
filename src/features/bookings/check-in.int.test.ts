import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookingNanny,
  nannyAction,
  parentAction,
  parentList,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { post } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import {
  ALREADY_CHECKED_IN_MESSAGE,
  CHECK_IN_TOO_EARLY_MESSAGE,
  NOT_CHECKED_IN_MESSAGE,
  prefilledHours,
} from '../../shared/care-plans.js';

// Check-in and check-out on both databases: the window, once each, only her own accepted
// booking, the server's times on the booking for both sides, and the completion from them.

let now = new Date('2026-11-21T12:00:00Z');
const { server, app, parent, nanny } = bookingsTestBed({ clock: () => now, timeZone: 'UTC' });
let otherNanny: Party;
const eventCount = () => countEvents(server.runtime.db);
const check = (id: string, action: 'check-in' | 'check-out', who = nanny) =>
  post(app(), `/api/nanny/bookings/${id}/${action}`, {}, who.cookie);

let bookingId: string;
let cancelledId: string;

beforeAll(async () => {
  otherNanny = await bookingNanny(server.runtime);
  const booked = await requestAs(app(), parent, requestBody(nanny.id));
  bookingId = booked.booking!.id;
  const other = await requestAs(app(), parent, requestBody(nanny.id, { date: '2026-12-02' }));
  cancelledId = other.booking!.id;
  for (const id of [bookingId, cancelledId]) {
    expect((await nannyAction(app(), nanny, id, 'accept')).statusCode).toBe(200);
  }
  expect(
    (await parentAction(app(), parent, cancelledId, 'cancel', { reason: 'Ill.' })).statusCode,
  ).toBe(200);
});

describe(`check-in and check-out on ${testEngine}`, () => {
  it('refuses a check-in before the window, on another nanny’s booking, or after a cancellation', async () => {
    const before = await eventCount();
    now = new Date('2026-12-01T08:59:00Z');
    const early = await check(bookingId, 'check-in');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: CHECK_IN_TOO_EARLY_MESSAGE });
    now = new Date('2026-12-01T09:32:00Z');
    expect((await check(bookingId, 'check-in', otherNanny)).statusCode).toBe(404);
    expect((await check(bookingId, 'check-out')).json()).toMatchObject({
      message: NOT_CHECKED_IN_MESSAGE,
    });
    now = new Date('2026-12-02T09:32:00Z');
    expect((await check(cancelledId, 'check-in')).statusCode).toBe(409);
    expect(await eventCount()).toBe(before);
  });

  it('records her check-in once, with the server time the parent sees', async () => {
    now = new Date('2026-12-01T09:02:00Z');
    const response = await check(bookingId, 'check-in');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Checked in.',
      booking: { checkedInAt: '2026-12-01T09:02:00.000Z', checkedOutAt: null },
    });
    const again = await check(bookingId, 'check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ALREADY_CHECKED_IN_MESSAGE });
    const seen = (await parentList(app(), parent)).find((b) => b.id === bookingId);
    expect(seen).toMatchObject({ checkedInAt: '2026-12-01T09:02:00.000Z' });
  });

  it('records her check-out, and the completion starts from the recorded times', async () => {
    now = new Date('2026-12-01T12:38:00Z');
    const out = await check(bookingId, 'check-out');
    expect(out.statusCode).toBe(200);
    const booking = out.json<{
      booking: {
        startTime: string;
        endTime: string;
        timeZone: string;
        checkedInAt: string | null;
        checkedOutAt: string | null;
      };
    }>().booking;
    expect(booking.checkedOutAt).toBe('2026-12-01T12:38:00.000Z');
    expect((await check(bookingId, 'check-out')).statusCode).toBe(409);
    const hours = prefilledHours(booking);
    expect(hours).toEqual({ startTime: '09:00', endTime: '12:45' });
    now = new Date('2026-12-01T12:50:00Z');
    const completed = await nannyAction(app(), nanny, bookingId, 'complete', hours);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ booking: { actual: { minutes: 225 } } });
  });

  it('replays the log into the same bookings table', async () => {
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
  });
});
