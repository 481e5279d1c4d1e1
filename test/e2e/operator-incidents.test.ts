import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSession } from '../../src/infra/auth/session-store.js';
import { instantOf, todayIn } from '../../src/shared/booking-times.js';
import { get, post } from '../helpers/accounts-api.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import { sidewaysOverflow, tab } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';
import { signedInAccount } from '../helpers/test-sessions.js';
import { allWeek, plusDays } from '../helpers/e2e-bookings.js';

// An operator in Chromium: a parent reports a safety issue on a confirmed session
// through the API; the report appears in the operator's Incidents queue without a reload; she
// decides it significant with a note, and the nanny's ledger shows the session no longer counts
// as clean while the pay already recorded stays. A test clock moves past the session's end.

const HOUR_MS = 60 * 60 * 1000;
let now = new Date();
const clock = () => now;

/** Sends a call as `cookie` and expects the status, returning the body. */
async function call<T = { booking: { id: string } }>(
  suite: BrowserSuite,
  path: string,
  cookie: string,
  body: object,
  status = 200,
): Promise<T> {
  const response = await post(suite.server().app, path, body, cookie);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json<T>();
}

/** Bea's session 09:00–12:00 two days on: worked as booked and confirmed by the parent. */
async function confirmedSession(suite: BrowserSuite) {
  const { app, runtime } = suite.server();
  const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
  const parent = await signedInAccount(runtime, 'parent');
  const { nannyId } = await seedApprovedNanny(runtime, { fullName: 'Bea Baker', week: allWeek });
  const nanny = `rbt_session=${(await createSession(runtime.db, nannyId, new Date())).token}`;
  const date = plusDays(todayIn(now, timeZone), 2);
  const times = { date, startTime: '09:00', endTime: '12:00' };

  const body = { nannyId, children: 1, note: '', idempotencyKey: randomUUID(), ...times };
  const bookingId = (await call(suite, '/api/bookings', parent.cookie, body, 201)).booking.id;
  await call(suite, `/api/nanny/bookings/${bookingId}/accept`, nanny, {});
  now = new Date(instantOf(date, '12:00', timeZone)!.getTime() + HOUR_MS / 4);
  const worked = { startTime: '09:00', endTime: '12:00' };
  await call(suite, `/api/nanny/bookings/${bookingId}/complete`, nanny, worked);
  await call(suite, `/api/bookings/${bookingId}/confirm-hours`, parent.cookie, {});
  return { parent: parent.cookie, bookingId };
}

async function operatorOnIncidents(suite: BrowserSuite, width?: number): Promise<Page> {
  const page = await operatorLoggedIn(suite, width);
  await tab(page, 'Incidents').click();
  return page;
}

const incidents = (page: Page) => page.getByRole('region', { name: 'Incidents', exact: true });
const openList = (page: Page) => incidents(page).getByRole('list', { name: 'Reports to decide' });
const decidedList = (page: Page) => incidents(page).getByRole('list', { name: 'Decided reports' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Earnings of Bea Baker' });
const title = 'Safety: parent Tester with Bea Baker';

/** Opens Bea's ledger from a report, checks her progress and the line, and closes it. */
async function expectLedger(page: Page, list: 'open' | 'decided', progress: string) {
  const scope = list === 'open' ? openList(page) : decidedList(page);
  await scope.getByRole('button', { name: 'Earnings of this nanny' }).click();
  const ledger = dialog(page);
  await ledger.getByText(progress, { exact: true }).waitFor();
  await ledger.getByText('$18.00 an hour', { exact: true }).first().waitFor();
  const line = ledger.getByRole('region', { name: 'Ledger lines' }).getByRole('row');
  await expect.poll(() => line.count()).toBe(2);
  await line.filter({ hasText: '$54.00' }).getByText('3 h', { exact: true }).waitFor();
  expect(await sidewaysOverflow(page)).toBe(0);
  await ledger.getByRole('button', { name: 'Close' }).click();
}

describe('operator console: incidents', () => {
  const suite = browserSuite({ clock });

  it('shows a parent report live, decides it significant and the ledger reflects it', async () => {
    const { parent, bookingId } = await confirmedSession(suite);
    const page = await operatorOnIncidents(suite, 360);
    const view = incidents(page);
    await view.getByText('No reports are waiting for a decision.').waitFor();
    await view.getByText(/Pay already recorded does not change\./).waitFor();
    await waitUntilLive(page);
    await markPage(page);

    // The parent reports through the API; the queue shows it without a reload.
    const report = { category: 'safety', description: 'The gate was left open at 10:30.' };
    const answer = await call<{ message: string }>(
      suite,
      `/api/bookings/${bookingId}/incidents`,
      parent,
      report,
      201,
    );
    expect(answer.message).toBe('Thank you. Our team will review your report.');
    const item = openList(page).getByRole('article', { name: title });
    await item.waitFor();
    await item.getByText('Reported by the parent, parent Tester', { exact: false }).waitFor();
    await item.getByText('The gate was left open at 10:30.').waitFor();
    expect(await pageKeptMark(page)).toBe(true);

    // Before the decision the session is one clean session.
    await expectLedger(page, 'open', '1 of 15 clean sessions toward $20/hour');

    // Decide: significant, with a note both sides see.
    const form = item.getByRole('form', { name: `Decide: ${title}` });
    await form.getByRole('button', { name: 'Record decision' }).click();
    await form.getByText('Please choose significant or not significant.').waitFor();
    await form.getByLabel(/^Significant/).check();
    await form.getByLabel('Note (both sides see it)').fill('Confirmed with the nanny by phone.');
    await form.getByRole('button', { name: 'Record decision' }).click();

    await view.getByText('No reports are waiting for a decision.').waitFor();
    const decided = decidedList(page).getByRole('article', { name: title });
    await decided.getByText(/^Significant/).waitFor();
    await decided.getByText('Confirmed with the nanny by phone.').waitFor();

    // Her clean count drops; the line already recorded keeps its pay.
    await expectLedger(page, 'decided', '0 of 15 clean sessions toward $20/hour');
    expect(await pageKeptMark(page)).toBe(true);
  });
});
