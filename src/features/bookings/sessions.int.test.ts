import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { get, mailTo, post } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  nannyAction,
  nannyLists,
  parentList,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { mailSettled } from '../../../test/helpers/mail-settled.js';
import { castTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents, countStreamEvents } from '../../../test/helpers/event-log.js';
import { emptyCarePlan, type CarePlan } from '../../shared/care-plans.js';
import {
  NOTE_ALREADY_WRITTEN_MESSAGE,
  NOTE_BEFORE_CHECK_OUT_MESSAGE,
  NOTE_MOOD_MESSAGE,
  NOTE_SENT_MESSAGE,
  NOTE_TOO_LATE_MESSAGE,
  PLAN_UNREAD_REMINDER,
  SOON_REMINDER_OFF_MESSAGE,
} from '../../shared/session-notes.js';
import { bookingsDeadlinesJob } from './bookings-deadlines.job.js';

// The session on both databases: two children, a booking for one, a plan edited after the
// nanny acknowledged it (pushed to her live), the reminders (each once, across a second run as
// after a restart, the 3-hour one off for the parent), check-in and check-out, the note (live
// and by email to the parent, on the booking for both, refused by role and out of its window),
// then the privacy scans, the exports, replay-and-verify, and erasure of each side.

let now = new Date('2026-11-21T12:00:00Z');
const timeZone = 'America/New_York';
const bed = castTestBed({
  smtp: true,
  clock: () => now,
  timeZone,
});
const { server, app, parent, nanny, stranger, live } = bed;

/** The note's words, which must reach the family and the nanny and never the raw log. */
const NOTE = {
  mood: 'happy',
  meals: 'Ate the PAPRIKA-PASTA, all of it.',
  toileting: 'Dry until the NAP-MARKER-7.',
  activities: 'Built a TRAIN-OF-ELEVEN-CARS.',
  text: 'Said a new word: LIGHTHOUSE-WORD-42.',
};
const plan = (allergies: string): CarePlan => ({
  ...emptyCarePlan(),
  allergies,
  emergencyContacts: [{ name: 'Jo Aunt', relation: 'Aunt', phone: '555 010 2030' }],
});
const put = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });
const eventCount = () => countEvents(server.runtime.db);
const countOf = (bookingId: string, type: string) =>
  countStreamEvents(server.runtime.db, `booking-${bookingId}`, type);
const writeNote = (id: string, who: string, body: object = NOTE) =>
  post(app(), `/api/nanny/bookings/${id}/session-note`, body, who);
const check = (id: string, action: 'check-in' | 'check-out') =>
  post(app(), `/api/nanny/bookings/${id}/${action}`, {}, nanny.cookie);
/** The deadlines job twice, then again from a fresh instance (as after a restart). */
async function runDeadlines() {
  for (const id of ['run-1', 'run-2']) {
    await bookingsDeadlinesJob(server.runtime).handle({}, { id, retryCount: 0 });
  }
  await bookingsDeadlinesJob(server.runtime).handle({}, { id: 'after-restart', retryCount: 0 });
  await mailSettled(server.runtime.db);
}
const mails = (to: string, subject: RegExp) =>
  server.mail!.messages.filter((m) => m.to.includes(to) && subject.test(m.subject));

let bookingId: string;
let lateId: string;
let firstChild: string;
let otherNanny: Party;

describe(`the session: plan, reminders, check-in and out, the note, on ${testEngine}`, () => {
  it('books one of her two children; the nanny accepts and reads the plan', async () => {
    otherNanny = await bookingNanny(server.runtime, { fullName: 'Olive Other' }, now);
    for (const [name, allergies] of [
      ['Zephyrine', 'Peanuts'],
      ['Quillon', 'None'],
    ] as const) {
      const added = await post(
        app(),
        '/api/parent/children',
        { name, age: 6, plan: plan(allergies) },
        parent.cookie,
      );
      expect(added.statusCode, added.body).toBe(200);
    }
    const family = (await get(app(), '/api/parent/children', parent.cookie)).json<{
      children: { id: string }[];
    }>();
    firstChild = family.children[0]!.id;
    const booked = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { childIds: [firstChild], children: 1 }),
    );
    expect(booked.response.statusCode, booked.response.body).toBe(201);
    bookingId = booked.booking!.id;
    const late = await requestAs(app(), parent, requestBody(nanny.id, { date: '2026-12-02' }));
    lateId = late.booking!.id;
    for (const id of [bookingId, lateId]) {
      expect((await nannyAction(app(), nanny, id, 'accept')).statusCode).toBe(200);
    }
    now = new Date('2026-11-25T09:00:00Z');
    const ack = await post(
      app(),
      `/api/nanny/bookings/${bookingId}/care-plan/acknowledge`,
      { versions: [{ childId: firstChild, version: 1 }] },
      nanny.cookie,
    );
    expect(ack.statusCode, ack.body).toBe(200);
  });

  it('pushes a plan changed after her acknowledgement to the nanny live, and asks her again', async () => {
    now = new Date('2026-11-26T09:00:00Z');
    const pushed = live.nanny.next('care-plan.changed', (m) => m.bookingId === bookingId);
    const edited = await put(
      `/api/parent/children/${firstChild}`,
      { name: 'Zephyrine', age: 6, plan: plan('Peanuts, sesame') },
      parent.cookie,
    );
    expect(edited.statusCode).toBe(200);
    await pushed;
    const plans = await get(app(), `/api/bookings/${bookingId}/care-plans`, nanny.cookie);
    expect(plans.json()).toMatchObject({
      acknowledgement: {
        current: false,
        changes: [{ childId: firstChild, headings: ['Allergies'] }],
      },
    });
  });

  it('lets a parent or nanny turn the 3-hour reminder off, and nobody else', async () => {
    expect((await get(app(), '/api/reminder-settings', parent.cookie)).json()).toEqual({
      soonReminder: true,
    });
    const before = await eventCount();
    expect(
      (await put('/api/reminder-settings', { soonReminder: false }, bed.operator)).statusCode,
    ).toBe(403);
    expect(
      (
        await app().inject({
          method: 'PUT',
          url: '/api/reminder-settings',
          payload: { soonReminder: false },
          headers: sameOrigin,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await put('/api/reminder-settings', { soonReminder: 'no' }, parent.cookie)).statusCode,
    ).toBe(400);
    expect(await eventCount()).toBe(before);
    const off = await put('/api/reminder-settings', { soonReminder: false }, parent.cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: SOON_REMINDER_OFF_MESSAGE, soonReminder: false });
    // The same choice again records nothing; the stranger's own setting is untouched.
    const count = await eventCount();
    await put('/api/reminder-settings', { soonReminder: false }, parent.cookie);
    expect(await eventCount()).toBe(count);
    expect((await get(app(), '/api/reminder-settings', stranger.cookie)).json()).toEqual({
      soonReminder: true,
    });
  });

  it('reminds both 24 hours before, once, and tells the nanny the plan is unread', async () => {
    now = new Date('2026-11-30T14:30:00Z');
    await runDeadlines();
    expect(await countOf(bookingId, 'BookingReminderSent')).toBe(1);
    const toNanny = await mailTo(
      server.mail!,
      nanny.email,
      /^Reminder: booking on Tuesday, December 1/,
    );
    expect(toNanny.text).toContain('9:30 AM – 12:30 PM');
    expect(toNanny.text.replace(/\s+/g, ' ')).toContain(PLAN_UNREAD_REMINDER);
    const toParent = await mailTo(
      server.mail!,
      parent.email,
      /^Reminder: booking on Tuesday, December 1/,
    );
    expect(toParent.text).not.toContain('care plan');
    expect(mails(nanny.email, /^Reminder: booking on Tuesday, December 1/)).toHaveLength(1);
  });

  it('reminds the nanny 3 hours before, once; the parent turned it off', async () => {
    now = new Date('2026-12-01T11:30:00Z');
    await runDeadlines();
    expect(await countOf(bookingId, 'BookingSoonReminderSent')).toBe(1);
    expect(await countOf(bookingId, 'BookingReminderSent')).toBe(1);
    expect(mails(nanny.email, /^In 3 hours: booking on Tuesday, December 1/)).toHaveLength(1);
    expect(mails(parent.email, /^In 3 hours/)).toHaveLength(0);
    now = new Date('2026-12-01T12:30:00Z');
    await runDeadlines();
    expect(await countOf(bookingId, 'BookingSoonReminderSent')).toBe(1);
    expect(mails(nanny.email, /^In 3 hours: booking on Tuesday, December 1/)).toHaveLength(1);
  });

  it('refuses a note before check-out, then checks in and out', async () => {
    now = new Date('2026-12-01T14:25:00Z');
    expect((await check(bookingId, 'check-in')).statusCode).toBe(200);
    const early = await writeNote(bookingId, nanny.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: NOTE_BEFORE_CHECK_OUT_MESSAGE });
    now = new Date('2026-12-01T17:20:00Z');
    expect((await check(bookingId, 'check-out')).statusCode).toBe(200);
  });

  it('refuses a note by anyone but her, or a bad one, and writes nothing', async () => {
    const before = await eventCount();
    expect((await writeNote(bookingId, otherNanny.cookie)).statusCode).toBe(404);
    expect((await writeNote(bookingId, parent.cookie)).statusCode).toBe(403);
    expect((await writeNote(bookingId, stranger.cookie)).statusCode).toBe(403);
    expect((await writeNote(bookingId, bed.operator)).statusCode).toBe(403);
    expect((await writeNote('no-such-booking', nanny.cookie)).statusCode).toBe(404);
    const moodless = await writeNote(bookingId, nanny.cookie, { ...NOTE, mood: 'sleepy' });
    expect(moodless.statusCode).toBe(400);
    expect(moodless.json()).toMatchObject({ message: NOTE_MOOD_MESSAGE });
    const long = await writeNote(bookingId, nanny.cookie, { ...NOTE, text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: 'Anything the parent should know must be at most 2,000 characters.',
    });
    expect((await writeNote(bookingId, nanny.cookie, { mood: 'happy' })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('sends her note to the parent live and by email; it stays on the booking for both', async () => {
    now = new Date('2026-12-01T17:25:00Z');
    const pushed = live.parent.next('booking.changed', (m) => m.bookingId === bookingId);
    const written = await writeNote(bookingId, nanny.cookie);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      message: NOTE_SENT_MESSAGE,
      booking: { sessionNote: { ...NOTE, writtenAt: now.toISOString() } },
    });
    await pushed;
    const seen = (await parentList(app(), parent)).find((b) => b.id === bookingId);
    expect(seen).toMatchObject({ sessionNote: NOTE });
    const hers = await nannyLists(app(), nanny);
    expect(JSON.stringify(hers)).toContain(NOTE.text);
    const mail = await mailTo(
      server.mail!,
      parent.email,
      /note on the session of Tuesday, December 1/,
    );
    expect(mail.text).toContain('Mood: Happy');
    expect(mail.text).toContain(NOTE.text);
    const again = await writeNote(bookingId, nanny.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOTE_ALREADY_WRITTEN_MESSAGE });
    // Operators' booking view leaves it out (they read the log's events as always).
    const forOperator = await get(app(), `/api/operator/bookings/${bookingId}`, bed.operator);
    expect(forOperator.json()).toMatchObject({ booking: { sessionNote: null } });
  });

  it('refuses a note more than 48 hours after the session', async () => {
    now = new Date('2026-12-02T14:35:00Z');
    expect((await check(lateId, 'check-in')).statusCode).toBe(200);
    now = new Date('2026-12-02T17:00:00Z');
    expect((await check(lateId, 'check-out')).statusCode).toBe(200);
    now = new Date('2026-12-04T17:31:00Z');
    const before = await eventCount();
    const late = await writeNote(lateId, nanny.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: NOTE_TOO_LATE_MESSAGE });
    expect(await eventCount()).toBe(before);
  });

  it('puts the note in both copies of their data and never in clear in the raw events rows', async () => {
    for (const who of [parent, nanny]) {
      const copy = await get(app(), '/api/account/export', who.cookie);
      expect(copy.body).toContain(NOTE.text);
    }
    expect((await get(app(), '/api/account/export', stranger.cookie)).body).not.toContain(
      NOTE.text,
    );
    const { rows } = await sql<{ data: string }>`
      select data::text as data from events`.execute(server.runtime.db);
    const log = rows.map((row) => row.data).join('\n');
    expect(log).toContain(bookingId);
    for (const word of Object.values(NOTE).slice(1)) expect(log).not.toContain(word);
  });

  it('shows no one the note once the parent is erased, and replays equal', async () => {
    const erased = await post(app(), `/api/operator/accounts/${parent.id}/erase`, {}, bed.operator);
    expect(erased.statusCode, erased.body).toBe(200);
    const { rows } = await sql<{ data: string }>`
      select row_to_json(b)::text as data from bookings b`.execute(server.runtime.db);
    const tables = rows.map((row) => row.data).join('\n');
    expect(tables).toContain(bookingId);
    for (const word of Object.values(NOTE).slice(1)) expect(tables).not.toContain(word);
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(expect.arrayContaining(['bookings', 'reminder_settings']));
    // A replay sends nothing again: each reminder and the note were emailed once.
    await mailSettled(server.runtime.db);
    expect(mails(nanny.email, /^In 3 hours/)).toHaveLength(1);
    expect(mails(nanny.email, /^Reminder: booking on Tuesday, December 1/)).toHaveLength(1);
    expect(mails(parent.email, /note on the session of/)).toHaveLength(1);
  });

  it('shreds the note in the log with the nanny’s account', async () => {
    const erased = await post(app(), `/api/operator/accounts/${nanny.id}/erase`, {}, bed.operator);
    expect(erased.statusCode, erased.body).toBe(200);
    const events = await server.runtime.eventStore.readStream(`booking-${bookingId}`);
    const note = events.find((e) => e.type === 'SessionNoteWritten');
    expect(note?.data).toMatchObject({ note: '' });
  });
});
