import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  nannyLists,
  parentAction,
  parentList,
  requestAs,
  requestBody,
  type BookingJson,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import {
  CHILDREN_MESSAGE,
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  IN_THE_PAST_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  STEP_MESSAGE,
  TOO_SHORT_MESSAGE,
} from '../../shared/booking-times.js';

let now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'America/New_York', operator: true });
const { server, app, parent, nanny } = bed;
let operator: string;
beforeAll(() => void (operator = bed.operator));

const request = async (changes: object = {}, who = parent) => {
  const { response, booking } = await requestAs(app(), who, requestBody(nanny.id, changes));
  expect(response.statusCode, response.body).toBe(201);
  return booking!;
};
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe(`bookings on ${testEngine}: requests`, () => {
  it('tells anyone the platform time zone and service fee, and each reader her own zone', async () => {
    const platform = { timeZone: 'America/New_York', serviceFeeBasisPoints: 1000 };
    expect((await get(app(), '/api/platform')).json()).toEqual({
      ...platform,
      viewerTimeZone: 'America/New_York',
      viewerZoneFromZip: false,
      viewerHasZip: false,
    });
    // The parent set no ZIP: she is on the platform's zone until she does.
    expect((await get(app(), '/api/platform', parent.cookie)).json()).toEqual({
      ...platform,
      viewerTimeZone: 'America/New_York',
      viewerZoneFromZip: false,
      viewerHasZip: false,
    });
  });

  it('records a request, pending, for the parent and the addressed nanny', async () => {
    const { response } = await requestAs(app(), parent, requestBody(nanny.id));
    expect(response.statusCode).toBe(201);
    const { message, booking } = response.json<{ message: string; booking: BookingJson }>();
    expect(message).toBe('Booking request sent!');
    expect(booking).toMatchObject({
      nannyId: nanny.id,
      nannyName: 'Bea Bookable',
      parentId: parent.id,
      date: '2026-12-01',
      startTime: '09:30',
      endTime: '12:30',
      startsAt: '2026-12-01T14:30:00.000Z',
      endsAt: '2026-12-01T17:30:00.000Z',
      minutes: 180,
      children: 2,
      note: 'Loves trains.',
      status: 'pending',
      expiresAt: '2026-11-23T12:00:00.000Z',
      otherEmail: null,
      earningsCents: null,
    });
    expect((await parentList(app(), parent)).map((b) => b.id)).toContain(booking.id);
    const mine = await nannyLists(app(), nanny);
    expect(mine.rateCents).toBe(1800);
    expect(mine.requests.find((b) => b.id === booking.id)).toMatchObject({
      parentName: 'Paula Parent',
      specialConsiderations: 'Autism; loves trains.',
      earningsCents: 5400,
      rateCents: 1800,
      otherEmail: null,
    });
  });

  it('makes one request of a double click (same idempotency key)', async () => {
    const body = requestBody(nanny.id, { date: '2026-12-02' });
    const [first, second] = await Promise.all([
      post(app(), '/api/bookings', body, parent.cookie),
      post(app(), '/api/bookings', body, parent.cookie),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<{ booking: BookingJson }>().booking.id).toBe(
      second.json<{ booking: BookingJson }>().booking.id,
    );
    const list = await parentList(app(), parent);
    expect(list.filter((b) => b.date === '2026-12-02')).toHaveLength(1);
  });

  it.each([
    [{ date: '' }, DATE_AND_TIME_MESSAGE],
    [{ startTime: '' }, DATE_AND_TIME_MESSAGE],
    [{ startTime: '09:10' }, STEP_MESSAGE],
    [{ endTime: '09:00' }, END_AFTER_START_MESSAGE],
    [{ endTime: '10:00' }, TOO_SHORT_MESSAGE],
    [{ date: '2026-11-20' }, IN_THE_PAST_MESSAGE],
    [{ date: '2026-02-30' }, 'Please choose a valid date.'],
    [{ children: 0 }, CHILDREN_MESSAGE],
    [{ note: 'x'.repeat(1001) }, NOTE_TOO_LONG_MESSAGE],
  ])('refuses %o with its message, writing nothing', async (changes, message) => {
    const before = (await parentList(app(), parent)).length;
    const { response } = await requestAs(app(), parent, requestBody(nanny.id, changes));
    expect(answer(response)).toEqual({ status: 400, body: { code: 'validation', message } });
    expect(await parentList(app(), parent)).toHaveLength(before);
  });

  it('refuses a time outside her hours, in words a parent understands', async () => {
    const { response } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { startTime: '16:00', endTime: '18:00' }),
    );
    expect(answer(response)).toEqual({
      status: 409,
      body: {
        code: 'conflict',
        message:
          'Bea is not available at that time on Tuesday, December 1. Her hours that day: 08:00–17:00.',
      },
    });
  });

  it('refuses a nanny who is not approved, or unknown', async () => {
    const pending = await bookingNanny(server.runtime, { approved: false });
    for (const nannyId of [pending.id, 'no-such-nanny']) {
      const { response } = await requestAs(app(), parent, requestBody(nannyId));
      expect(answer(response)).toEqual({
        status: 409,
        body: { code: 'conflict', message: 'This RBT is not available for booking right now.' },
      });
    }
  });

  it('shows her hours, booked times and rate for a date, to parents only', async () => {
    const url = `/api/nannies/${nanny.id}/hours?date=2026-12-07`;
    expect((await get(app(), url, parent.cookie)).json()).toEqual({
      date: '2026-12-07',
      hours: [{ startTime: '08:00', endTime: '17:00' }],
      booked: [],
      rateCents: 1800,
    });
    const saturday = `/api/nannies/${nanny.id}/hours?date=2026-12-05`;
    expect((await get(app(), saturday, parent.cookie)).json()).toMatchObject({ hours: [] });
    expect((await get(app(), `${url.slice(0, -10)}2026-13-01`, parent.cookie)).statusCode).toBe(
      400,
    );
    expect((await get(app(), url, nanny.cookie)).statusCode).toBe(403);
  });
});

describe(`bookings on ${testEngine}: answers and privacy`, () => {
  it('accepting exchanges emails and declines her overlapping requests', async () => {
    const first = await request({ date: '2026-12-08' });
    const overlapping = await request({ date: '2026-12-08', startTime: '11:00', endTime: '13:00' });
    const backToBack = await request({ date: '2026-12-08', startTime: '12:30', endTime: '14:00' });
    const accepted = await nannyAction(app(), nanny, first.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Booking accepted.',
      booking: { status: 'accepted', otherEmail: parent.email },
    });
    const list = await parentList(app(), parent);
    expect(list.find((b) => b.id === first.id)).toMatchObject({
      status: 'accepted',
      otherEmail: nanny.email,
    });
    expect(list.find((b) => b.id === overlapping.id)).toMatchObject({
      status: 'declined',
      reason: 'She accepted another booking at this time.',
    });
    expect(list.find((b) => b.id === backToBack.id)).toMatchObject({ status: 'pending' });
    // Accepting again is the same acceptance.
    expect((await nannyAction(app(), nanny, first.id, 'accept')).statusCode).toBe(200);
    const hours = await get(app(), `/api/nannies/${nanny.id}/hours?date=2026-12-08`, parent.cookie);
    expect(hours.json()).toMatchObject({ booked: [{ startTime: '09:30', endTime: '12:30' }] });
    const { response } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { date: '2026-12-08', startTime: '10:00', endTime: '11:00' }),
    );
    expect(answer(response)).toEqual({
      status: 409,
      body: {
        code: 'conflict',
        message: 'Bea already has a booking at that time. Please choose another time.',
      },
    });
  });

  it('declines with an optional reason; an answered request cannot be answered again', async () => {
    const booking = await request({ date: '2026-12-09' });
    const declined = await nannyAction(app(), nanny, booking.id, 'decline', { reason: '' });
    expect(declined.json()).toMatchObject({ booking: { status: 'declined', reason: '' } });
    expect(answer(await nannyAction(app(), nanny, booking.id, 'accept'))).toEqual({
      status: 409,
      body: { code: 'conflict', message: 'This booking was declined.' },
    });
    const long = await request({ date: '2026-12-10' });
    const tooLong = await nannyAction(app(), nanny, long.id, 'decline', {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.json()).toEqual({
      code: 'validation',
      message: 'Please keep the reason to 500 characters.',
    });
  });

  it("keeps everyone out of others' bookings", async () => {
    const booking = await request({ date: '2026-12-11' });
    const otherNanny = await bookingNanny(server.runtime);
    const otherParent = await bookingParent(server.runtime, 'Olga Other');
    const notFound = { code: 'not_found', message: 'Booking not found.' };
    expect(answer(await nannyAction(app(), otherNanny, booking.id, 'accept'))).toEqual({
      status: 404,
      body: notFound,
    });
    const cancel = await parentAction(app(), otherParent, booking.id, 'cancel', { reason: 'x' });
    expect(answer(cancel)).toEqual({ status: 404, body: notFound });
    expect(await parentList(app(), otherParent)).toEqual([]);
    const theirs = await nannyLists(app(), otherNanny);
    expect([...theirs.requests, ...theirs.upcoming, ...theirs.past]).toEqual([]);
    expect(
      (await post(app(), '/api/bookings', requestBody(nanny.id), nanny.cookie)).statusCode,
    ).toBe(403);
  });

  it('hides emails and the family after a cancellation, and marks a late one', async () => {
    const booking = await request({ date: '2026-11-23', startTime: '09:00', endTime: '11:00' });
    await nannyAction(app(), nanny, booking.id, 'accept');
    now = new Date('2026-11-22T20:00:00Z'); // 18 hours before the start
    const noReason = await parentAction(app(), parent, booking.id, 'cancel', { reason: '' });
    expect(noReason.json()).toEqual({ code: 'validation', message: 'Please give a reason.' });
    const cancelled = await parentAction(app(), parent, booking.id, 'cancel', {
      reason: 'Sick child.',
    });
    expect(cancelled.json()).toMatchObject({
      message: 'Booking cancelled.',
      booking: { status: 'cancelled', cancelledBy: 'parent', late: true, otherEmail: null },
    });
    const seen = (await nannyLists(app(), nanny)).past.find((b) => b.id === booking.id);
    expect(seen).toMatchObject({
      parentName: null,
      parentPhotoUrl: null,
      specialConsiderations: null,
      otherEmail: null,
      reason: 'Sick child.',
    });
    now = new Date('2026-11-21T12:00:00Z');
  });
});

describe(`bookings on ${testEngine}: after the session`, () => {
  let booking: BookingJson;
  beforeAll(async () => {
    booking = await request({ date: '2026-12-14' });
    await nannyAction(app(), nanny, booking.id, 'accept');
  });

  it('records hours only after the end, then the parent confirms them', async () => {
    const early = await nannyAction(app(), nanny, booking.id, 'complete', {
      startTime: '09:30',
      endTime: '12:00',
    });
    expect(answer(early)).toEqual({
      status: 409,
      body: { code: 'conflict', message: 'You can record the hours once the booking has ended.' },
    });
    now = new Date('2026-12-14T18:00:00Z');
    const done = await nannyAction(app(), nanny, booking.id, 'complete', {
      startTime: '09:30',
      endTime: '12:00',
    });
    expect(done.json()).toMatchObject({
      message: 'Hours recorded.',
      booking: {
        status: 'completed',
        actual: { startTime: '09:30', endTime: '12:00', minutes: 150 },
        confirmBy: '2026-12-16T18:00:00.000Z',
        earningsCents: 4500,
      },
    });
    const twice = await nannyAction(app(), nanny, booking.id, 'complete', {
      startTime: '09:30',
      endTime: '12:00',
    });
    expect(twice.statusCode).toBe(409);
    const confirmed = await parentAction(app(), parent, booking.id, 'confirm-hours');
    expect(confirmed.json()).toMatchObject({ booking: { status: 'confirmed' } });
  });

  it('refuses to confirm hours of a session not completed', async () => {
    const other = await request({ date: '2026-12-21' });
    expect(answer(await parentAction(app(), parent, other.id, 'confirm-hours'))).toEqual({
      status: 409,
      body: { code: 'conflict', message: 'This booking is still waiting for an answer.' },
    });
  });

  it('a dispute goes to an operator, who settles it; operators see everything', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    const disputed = await request({ date: '2026-12-15' });
    await nannyAction(app(), nanny, disputed.id, 'accept');
    now = new Date('2026-12-15T18:00:00Z');
    await nannyAction(app(), nanny, disputed.id, 'complete', {
      startTime: '09:30',
      endTime: '12:30',
    });
    const dispute = await parentAction(app(), parent, disputed.id, 'dispute-hours', {
      reason: 'She left at 11:30.',
    });
    expect(dispute.json()).toMatchObject({
      booking: { status: 'disputed', reason: 'She left at 11:30.' },
    });
    const listed = await get(
      app(),
      `/api/operator/bookings?status=disputed&nannyId=${nanny.id}`,
      operator,
    );
    expect(listed.json<{ bookings: BookingJson[] }>().bookings.map((b) => b.id)).toEqual([
      disputed.id,
    ]);
    const settled = await post(
      app(),
      `/api/operator/bookings/${disputed.id}/settle`,
      { startTime: '09:30', endTime: '11:30', note: 'Agreed on the phone.' },
      operator,
    );
    expect(settled.json()).toMatchObject({
      message: 'Dispute settled.',
      booking: { status: 'confirmed', actual: { minutes: 120 }, parentName: 'Paula Parent' },
    });
    const detail = await get(app(), `/api/operator/bookings/${disputed.id}`, operator);
    expect(detail.json<{ history: { type: string }[] }>().history.map((e) => e.type)).toEqual([
      'BookingRequested',
      'BookingAccepted',
      'SessionCompleted',
      'SessionHoursDisputed',
      'SessionDisputeSettled',
      'SessionHoursConfirmed',
    ]);
  });

  it('the parent reports a no-show after the start', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    const missed = await request({ date: '2026-12-16' });
    await nannyAction(app(), nanny, missed.id, 'accept');
    const early = await parentAction(app(), parent, missed.id, 'no-show', { reason: 'x' });
    expect(early.statusCode).toBe(409);
    now = new Date('2026-12-16T15:00:00Z');
    const reported = await parentAction(app(), parent, missed.id, 'no-show', {
      reason: 'Never came.',
    });
    expect(reported.json()).toMatchObject({
      message: 'No-show reported.',
      booking: { status: 'no_show', otherEmail: nanny.email },
    });
  });

  it('pages operators through every booking, newest first', async () => {
    const seen: string[] = [];
    let next: string | null = '';
    let pages = 0;
    while (next !== null) {
      const url: string = `/api/operator/bookings${next ? `?before=${encodeURIComponent(next)}` : ''}`;
      const page = (await get(app(), url, operator)).json<{
        bookings: BookingJson[];
        next: string | null;
      }>();
      seen.push(...page.bookings.map((b) => b.id));
      next = page.next;
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(10);
    expect((await get(app(), '/api/operator/bookings?before=nonsense', operator)).statusCode).toBe(
      400,
    );
  });
});
