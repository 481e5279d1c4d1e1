import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSession } from '../../src/infra/auth/session-store.js';
import { instantOf, STEP_MESSAGE, todayIn } from '../../src/shared/booking-times.js';
import { get, post } from '../helpers/accounts-api.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { sidewaysOverflow, statusWith, tab } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';
import { signedInAccount } from '../helpers/test-sessions.js';
import { allWeek, plusDays } from '../helpers/e2e-bookings.js';

// An operator in Chromium: she filters the bookings, sees a nanny's late cancellation, opens a
// disputed booking's history and settles it. The bookings are made through the API by a parent
// and two nannies, on a test clock that moves to the day of the bookings and past their end.

const HOUR_MS = 60 * 60 * 1000;
let now = new Date();
const clock = () => now;

interface People {
  parent: string;
  parentId: string;
  bea: { id: string; cookie: string };
  cleo: { id: string; cookie: string };
}

async function nanny(suite: BrowserSuite, fullName: string) {
  const runtime = suite.server().runtime;
  const { nannyId } = await seedApprovedNanny(runtime, { fullName, week: allWeek });
  const { token } = await createSession(runtime.db, nannyId, new Date());
  return { id: nannyId, cookie: `rbt_session=${token}` };
}

/** Sends a call and expects the status, returning the body. */
async function call(
  suite: BrowserSuite,
  path: string,
  cookie: string,
  body: object,
  status = 200,
): Promise<{ booking: { id: string; status: string } }> {
  const response = await post(suite.server().app, path, body, cookie);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json();
}

async function request(suite: BrowserSuite, people: People, nannyId: string, when: object) {
  const body = { nannyId, children: 1, note: '', idempotencyKey: randomUUID(), ...when };
  return (await call(suite, '/api/bookings', people.parent, body, 201)).booking.id;
}

/**
 * Bea's booking 09:00–12:00 two days on, worked 09:00–13:00 and disputed by the parent; Cleo's
 * 14:00–15:00 the same day, which she cancels six hours before it starts (late).
 */
async function bookingsToReview(suite: BrowserSuite) {
  const app = suite.server().app;
  const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
  const parent = await signedInAccount(suite.server().runtime, 'parent');
  const people: People = {
    parent: parent.cookie,
    parentId: parent.accountId,
    bea: await nanny(suite, 'Bea Baker'),
    cleo: await nanny(suite, 'Cleo Carter'),
  };
  const date = plusDays(todayIn(now, timeZone), 2);
  const at = (time: string) => instantOf(date, time, timeZone)!;

  const disputed = await request(suite, people, people.bea.id, {
    date,
    startTime: '09:00',
    endTime: '12:00',
  });
  const cancelled = await request(suite, people, people.cleo.id, {
    date,
    startTime: '14:00',
    endTime: '15:00',
  });
  await call(suite, `/api/nanny/bookings/${disputed}/accept`, people.bea.cookie, {});
  await call(suite, `/api/nanny/bookings/${cancelled}/accept`, people.cleo.cookie, {});

  now = at('08:00');
  const reason = { reason: 'I am unwell.' };
  await call(suite, `/api/nanny/bookings/${cancelled}/cancel`, people.cleo.cookie, reason);

  now = new Date(at('13:00').getTime() + HOUR_MS / 4);
  const hours = { startTime: '09:00', endTime: '13:00' };
  await call(suite, `/api/nanny/bookings/${disputed}/complete`, people.bea.cookie, hours);
  const dispute = { reason: 'She left at half past twelve.' };
  await call(suite, `/api/bookings/${disputed}/dispute-hours`, people.parent, dispute);
  return { people, date, disputed, cancelled };
}

async function operatorOnBookings(suite: BrowserSuite, width?: number): Promise<Page> {
  const page = await operatorLoggedIn(suite, width);
  await tab(page, 'Bookings').click();
  return page;
}

const bookingsView = (page: Page) => page.getByRole('region', { name: 'Bookings', exact: true });
const rows = (page: Page) =>
  bookingsView(page).getByRole('region', { name: 'Bookings list' }).getByRole('row');
const dialog = (page: Page) => page.getByRole('dialog');

describe('operator console: bookings', () => {
  const suite = browserSuite({ clock });

  it('filters bookings, opens one with its history and settles its dispute, on a phone', async () => {
    const { people, date } = await bookingsToReview(suite);
    const page = await operatorOnBookings(suite, 360);
    const view = bookingsView(page);

    // Both bookings, newest first; the late cancellation is marked with who made it.
    await expect.poll(() => rows(page).count()).toBe(3);
    const cleoRow = rows(page).filter({ hasText: 'Cleo Carter' });
    await cleoRow.getByText('Late cancellation').waitFor();
    await cleoRow.getByText('Cancelled by the nanny').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // A new request appears without a reload.
    const tomorrow = { date: plusDays(date, 1), startTime: '10:00', endTime: '11:00' };
    await request(suite, people, people.bea.id, tomorrow);
    await expect.poll(() => rows(page).count()).toBe(4);

    // Filter: disputed bookings of Bea.
    await view.getByLabel('Status').selectOption({ label: 'Disputed' });
    await view.getByLabel('Nanny id').fill(people.bea.id);
    await view.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    const beaRow = rows(page).filter({ hasText: 'Bea Baker' });
    await beaRow.getByText('Disputed').waitFor();

    // Open it: details and the whole stream.
    await beaRow.getByRole('button', { name: /^Open the booking of/ }).click();
    const details = dialog(page);
    await details.getByRole('heading', { name: 'Booking: parent Tester with Bea Baker' }).waitFor();
    const history = details.getByRole('list', { name: 'Events of this stream' });
    await history.getByRole('heading', { name: 'Version 1: BookingRequested' }).waitFor();
    await history.getByRole('heading', { name: /SessionHoursDisputed$/ }).waitFor();
    await details.getByText('She left at half past twelve.').first().waitFor();

    // The hours are checked before sending, with the shared rules.
    const settle = details.getByRole('form', { name: 'Settle the dispute' });
    await settle.getByLabel('End time').fill('12:40');
    await settle.getByRole('button', { name: 'Settle and confirm hours' }).click();
    await statusWith(settle, STEP_MESSAGE).waitFor();

    await settle.getByLabel('End time').fill('12:30');
    await settle.getByLabel('Note').fill('The parent and the nanny agreed on 12:30.');
    await settle.getByRole('button', { name: 'Settle and confirm hours' }).click();
    await statusWith(details, 'Dispute settled.').waitFor();
    await history.getByRole('heading', { name: /SessionDisputeSettled$/ }).waitFor();
    await history.getByRole('heading', { name: /SessionHoursConfirmed$/ }).waitFor();
    await details.getByText('09:00–12:30 (3 h 30 min)').waitFor();
    expect(await settle.count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The list follows live: Bea's booking is confirmed now, so the Disputed filter drops it.
    await details.getByRole('button', { name: 'Close' }).click();
    await view.getByText('No bookings match these filters.').waitFor();
  });
});
