import { describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  requestAs,
  requestBody,
  statusInParentList,
  type BookingJson,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { type LiveClient } from '../../../test/helpers/ws-client.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { bookingsDeadlinesJob } from './bookings-deadlines.job.js';
import { castTestBed } from '../../../test/helpers/test-bed.js';
import { countStreamEvents } from '../../../test/helpers/event-log.js';

let now = new Date('2026-11-21T12:00:00Z');
const timeZone = 'America/New_York';
const { server, app, parent, nanny, stranger, live } = castTestBed({
  smtp: true,
  clock: () => now,
  timeZone,
});

/** The deadlines job as the cron runs it, twice in a row: each deadline must fire once. */
async function runDeadlinesTwice() {
  const job = bookingsDeadlinesJob(server.runtime);
  await job.handle({}, { id: 'test-1', retryCount: 0 });
  await job.handle({}, { id: 'test-2', retryCount: 0 });
}
const countOf = (bookingId: string, type: string) =>
  countStreamEvents(server.runtime.db, `booking-${bookingId}`, type);
const statusOf = (id: string) => statusInParentList(app(), parent, id);
async function request(changes: object): Promise<BookingJson> {
  const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, changes));
  expect(response.statusCode, response.body).toBe(201);
  return booking!;
}
const changed = (client: LiveClient, bookingId: string, status: string) =>
  client.next('booking.changed', (m) => m.bookingId === bookingId && m.status === status);

describe(`booking deadlines, email and live messages on ${testEngine}`, () => {
  let booking: BookingJson;
  let unanswered: BookingJson;

  it('emails the nanny a new request and tells both parties live', async () => {
    booking = await request({});
    const mail = await mailTo(server.mail!, nanny.email, /New booking request from Paula Parent/);
    expect(mail.text).toContain('Tuesday, December 1, 9:30 AM – 12:30 PM');
    expect(mail.text).toContain('Loves trains.');
    await changed(live.nanny, booking.id, 'pending');
    await changed(live.parent, booking.id, 'pending');
    await changed(live.operator, booking.id, 'pending');
  });

  it('emails the parent the acceptance, with her email', async () => {
    expect((await nannyAction(app(), nanny, booking.id, 'accept')).statusCode).toBe(200);
    const mail = await mailTo(server.mail!, parent.email, /accepted your booking/);
    expect(mail.text).toContain(nanny.email);
    await changed(live.parent, booking.id, 'accepted');
  });

  it('expires an unanswered request once, at its deadline, and tells the parent', async () => {
    unanswered = await request({ date: '2026-12-02' });
    now = new Date('2026-11-23T11:59:00Z');
    await runDeadlinesTwice();
    expect(await statusOf(unanswered.id)).toBe('pending');
    now = new Date('2026-11-23T12:00:00Z');
    await runDeadlinesTwice();
    expect(await statusOf(unanswered.id)).toBe('expired');
    expect(await countOf(unanswered.id, 'BookingRequestExpired')).toBe(1);
    await mailTo(server.mail!, parent.email, /Your booking request expired/);
    await changed(live.parent, unanswered.id, 'expired');
    const late = await nannyAction(app(), nanny, unanswered.id, 'accept');
    expect(late.json()).toEqual({ code: 'conflict', message: 'This booking has expired.' });
  });

  it('reminds both sides once, 24 hours before the start', async () => {
    now = new Date('2026-11-30T14:00:00Z');
    await runDeadlinesTwice();
    expect(await countOf(booking.id, 'BookingReminderSent')).toBe(0);
    now = new Date('2026-11-30T14:30:00Z');
    await runDeadlinesTwice();
    expect(await countOf(booking.id, 'BookingReminderSent')).toBe(1);
    await mailTo(server.mail!, parent.email, /Reminder: booking on Tuesday, December 1/);
    await mailTo(server.mail!, nanny.email, /Reminder: booking on Tuesday, December 1/);
  });

  it('emails the parent recorded hours with a link to confirm them', async () => {
    now = new Date('2026-12-01T18:00:00Z');
    const done = await nannyAction(app(), nanny, booking.id, 'complete', {
      startTime: '09:30',
      endTime: '12:00',
    });
    expect(done.statusCode, done.body).toBe(200);
    const mail = await mailTo(server.mail!, parent.email, /confirm the hours/);
    expect(mail.text).toContain(`/parent-dashboard?tab=bookings&booking=${booking.id}`);
    expect(mail.text).toContain('9:30 AM – 12:00 PM');
  });

  it('confirms hours nobody confirmed or disputed once, 48 hours later', async () => {
    now = new Date('2026-12-03T17:59:00Z');
    await runDeadlinesTwice();
    expect(await statusOf(booking.id)).toBe('completed');
    now = new Date('2026-12-03T18:00:00Z');
    await runDeadlinesTwice();
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await countOf(booking.id, 'SessionHoursConfirmed')).toBe(1);
    const confirmed = await server.runtime.eventStore.readStream(`booking-${booking.id}`);
    expect(confirmed.at(-1)).toMatchObject({
      type: 'SessionHoursConfirmed',
      data: { confirmedBy: 'automatic', minutes: 150 },
    });
    await changed(live.nanny, booking.id, 'confirmed');
  });

  it('emails a cancellation to the other side', async () => {
    now = new Date('2026-12-03T18:00:00Z');
    const other = await request({ date: '2026-12-10' });
    await nannyAction(app(), nanny, other.id, 'accept');
    await nannyAction(app(), nanny, other.id, 'cancel', { reason: 'I am ill.' });
    const mail = await mailTo(server.mail!, parent.email, /Booking on 2026-12-10 cancelled/);
    expect(mail.text).toContain('The reason given: I am ill.');
  });

  it('never tells a third account anything', async () => {
    await waitFor(() => live.operator.messages.some((m) => m.type === 'booking.changed'));
    expect(live.stranger.messages.filter((m) => m.type === 'booking.changed')).toEqual([]);
    expect(server.mail!.messages.filter((m) => m.to.includes(stranger.email))).toEqual([]);
  });
});
