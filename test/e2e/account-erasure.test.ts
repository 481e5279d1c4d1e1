import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS_MESSAGE } from '../../src/features/accounts/sign-in.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import { instantOf, todayIn } from '../../src/shared/booking-times.js';
import { get, post } from '../helpers/accounts-api.js';
import { seriousViolations } from '../helpers/e2e-axe.js';
import { expectPanelError, logIn, waitForPath } from '../helpers/e2e-accounts.js';
import { nannyBooking, nannyBookingsTab, allWeek, plusDays } from '../helpers/e2e-bookings.js';
import { tab } from '../helpers/e2e-nanny.js';
import { newParentOnDashboard } from '../helpers/e2e-parent.js';
import { accountIdOf } from '../helpers/e2e-payments.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { operatorCookie } from '../helpers/review-api.js';
import { signedInAccount } from '../helpers/test-sessions.js';

// Erasure: a parent with a booking deletes her account in Chromium; the nanny's booking
// then shows "Erased user", and the parent can no longer log in. An operator finds a parent who
// never booked by her email in the Accounts tab and erases her on her request.

const HOUR_MS = 60 * 60 * 1000;
let now = new Date();
const clock = () => now;

describe('account erasure', () => {
  const suite = browserSuite({ smtp: true, clock });

  it('a parent deletes her account; the nanny sees "Erased user"; she cannot log in', async () => {
    const { page, parent } = await newParentOnDashboard(suite);
    const runtime = suite.server().runtime;
    const app = suite.server().app;
    const parentId = await accountIdOf(page);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('rbt_session'));
    const parentCookie = `${session!.name}=${session!.value}`;
    await runtime.eventStore.append({ id: `parent-${parentId}`, type: 'parent' }, 0, [
      {
        type: 'ParentProfileUpdated',
        data: {
          parentId,
          fullName: 'Erin Erasable',
          multipleChildren: false,
          specialConsiderations: 'Loves trains.',
          updatedAt: now.toISOString(),
        },
      },
    ]);
    const { nannyId } = await seedApprovedNanny(runtime, {
      fullName: 'Nadia Nanny',
      week: allWeek,
    });
    const { token } = await createSession(runtime.db, nannyId, now);
    const nannyCookie = `${session!.name}=${token}`;

    // A booking two days on, accepted, worked and recorded: it stays (the money trail is kept).
    const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
    const date = plusDays(todayIn(now, timeZone), 2);
    const requested = await post(
      app,
      '/api/bookings',
      {
        nannyId,
        date,
        startTime: '09:00',
        endTime: '12:00',
        children: 1,
        note: '',
        idempotencyKey: randomUUID(),
      },
      parentCookie,
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const bookingId = requested.json<{ booking: { id: string } }>().booking.id;
    const accept = await post(app, `/api/nanny/bookings/${bookingId}/accept`, {}, nannyCookie);
    expect(accept.statusCode, accept.body).toBe(200);
    now = new Date(instantOf(date, '12:00', timeZone)!.getTime() + HOUR_MS / 4);
    const hours = { startTime: '09:00', endTime: '12:00' };
    const done = await post(app, `/api/nanny/bookings/${bookingId}/complete`, hours, nannyCookie);
    expect(done.statusCode, done.body).toBe(200);

    // She deletes her account from Account settings: consequences, password, a confirmation.
    await tab(page, 'Profile').click();
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByText('This cannot be undone.').waitFor();
    await form.getByLabel('Password', { exact: true }).fill(parent.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).waitFor();
    expect(await seriousViolations(page), 'axe on the confirmation').toBe('');
    // Keeping the account closes the dialog and returns focus to the button that opened it.
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect
      .poll(() => page.evaluate<string>("document.activeElement?.textContent ?? ''"))
      .toBe('Delete my account');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await waitForPath(page, '/');
    await page.getByText('Your account has been deleted.').waitFor();

    // The nanny's booking names nobody.
    const nannyPage = await suite.open();
    await nannyPage
      .context()
      .addCookies([{ name: session!.name, value: token, url: suite.server().baseUrl }]);
    await nannyPage.goto('/rbt-dashboard');
    await nannyBookingsTab(nannyPage).click();
    await nannyBooking(nannyPage, 'Past', 'Erased user').waitFor();
    expect(await nannyPage.getByText('Erin Erasable').count()).toBe(0);

    // She cannot log in: the answer an unknown address gets.
    await logIn(page, parent.email, parent.password);
    await expectPanelError(page, WRONG_CREDENTIALS_MESSAGE);
  });

  it('an operator finds a parent without bookings by email and erases her', async () => {
    const { app, runtime } = suite.server();
    const { accountId } = await signedInAccount(runtime, 'parent');
    const email = `parent.${accountId}@example.com`;
    const page = await suite.open();
    const cookie = await operatorCookie(app, runtime);
    const name = cookie.slice(0, cookie.indexOf('='));
    const value = cookie.slice(cookie.indexOf('=') + 1);
    await page.context().addCookies([{ name, value, url: suite.server().baseUrl }]);
    await page.goto('/operator');

    await tab(page, 'Accounts').click();
    const panel = page.getByRole('region', { name: 'Accounts', exact: true });
    const form = panel.getByRole('form', { name: 'Find an account' });
    const find = async (address: string) => {
      await form.getByLabel('Email', { exact: true }).fill(address);
      await form.getByRole('button', { name: 'Find' }).click();
    };
    // Found whatever the letter case.
    await find(email.toUpperCase());
    await panel.getByText(email, { exact: true }).waitFor();
    await panel.getByText('Parent', { exact: true }).waitFor();
    expect(await seriousViolations(page), 'axe on the found account').toBe('');

    await panel.getByRole('button', { name: "Erase the parent's account" }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase the account of parent Tester?' });
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    await dialog.getByText('The account has been erased.').waitFor();
    // The card of a person who is gone goes with her.
    await panel.getByText(email, { exact: true }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await find(email);
    await panel.getByText('No account has this email.').waitFor();
    expect(await panel.getByRole('button', { name: /^Erase the/ }).count()).toBe(0);
  });
});
