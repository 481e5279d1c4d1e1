import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS_MESSAGE } from '../../src/features/accounts/sign-in.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import { instantOf, todayIn } from '../../src/shared/booking-times.js';
import { get, post, signedUpAndVerified } from '../helpers/accounts-api.js';
import { downloadedText } from '../helpers/browser.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import {
  errorLine,
  expectPanelError,
  linkInMail,
  logIn,
  newAccount,
  resetLinkPattern,
  signInPanel,
  signUp,
  statusLine,
  verifyByMail,
  verifyLinkPattern,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { seriousViolations } from '../helpers/e2e-axe.js';
import { allWeek, nannyBooking, nannyBookingsTab, plusDays } from '../helpers/e2e-bookings.js';
import { tab } from '../helpers/e2e-nanny.js';
import { accountIdOf } from '../helpers/e2e-payments.js';
import { operatorOnConsole, pageWithSession } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { signedInAccount } from '../helpers/test-sessions.js';

// Accounts in Chromium against the real server, with a real SMTP server catching the mail and a
// local OpenID provider standing in for Google: signing up and in, the emailed links, passwords,
// Google, a copy of one's data, and erasure. The forms' messages are component tests
// (web/src/features/accounts/*.component.test.tsx); the server's rules are integration tests.

const HOUR_MS = 60 * 60 * 1000;
// The server's clock runs with the real one; the erasure journey moves it past a session's end.
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);

const suite = browserSuite({ smtp: true, google: true, clock });

/**
 * An account signed up and verified through the API (sign-up through the pages is the first two
 * journeys'), then logged in through the form on a page of its own.
 */
async function loggedInParent(width?: number) {
  const { app, mail } = suite.server();
  const { form } = await signedUpAndVerified(app, mail!);
  const page = await suite.open(width);
  await page.goto('/');
  await logIn(page, form.email, form.password);
  await waitForPath(page, '/parent-dashboard');
  return { page, email: form.email, password: form.password };
}

const googleButton = (page: Parameters<typeof signInPanel>[0]) =>
  signInPanel(page).getByRole('button', { name: 'Continue with Google' });

/**
 * From the page her emailed link opened: to the sign-in panel, logged in, onto her dashboard,
 * and still on it after a reload (the session survives it).
 */
async function logInToDashboard(
  page: Parameters<typeof signInPanel>[0],
  who: { email: string; password: string },
  path: string,
  heading: string,
) {
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await waitForPath(page, '/');
  await logIn(page, who.email, who.password);
  await waitForPath(page, path);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: heading }).waitFor();
}

describe('accounts', () => {
  it('signs up a parent, verifies by email, logs in, stays signed in and logs out', async () => {
    const page = await suite.open(390);
    const parent = newAccount('parent');
    await signUp(page, parent);
    await verifyByMail(page, suite.mail(), parent.email);
    await logInToDashboard(page, parent, '/parent-dashboard', 'Parent Dashboard');
    expect(new URL(page.url()).pathname).toBe('/parent-dashboard');
    await page.goto('/');
    await waitForPath(page, '/parent-dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await statusLine(page).getByText('You have been logged out.').waitFor();
    await page.goto('/parent-dashboard');
    await waitForPath(page, '/');
    await signInPanel(page).waitFor();
  });

  it('refuses a nanny who has not verified, resends the link, then lands on /rbt-dashboard', async () => {
    const page = await suite.open();
    const nanny = newAccount('nanny');
    await signUp(page, nanny);
    const firstLink = await linkInMail(suite.mail(), nanny.email, verifyLinkPattern);
    const seen = suite.mail().length;

    await logIn(page, nanny.email, nanny.password);
    await expectPanelError(page, 'Please verify your email address before logging in.');
    expect(new URL(page.url()).pathname).toBe('/');
    await signInPanel(page).getByRole('button', { name: 'Resend verification email' }).click();
    const resent = statusLine(page);
    await resent.waitFor();
    expect((await resent.textContent())?.trim()).not.toBe('');
    const secondLink = await linkInMail(suite.mail(), nanny.email, verifyLinkPattern, {
      after: seen,
    });
    expect(secondLink).not.toBe(firstLink);

    await page.goto(secondLink);
    await logInToDashboard(page, nanny, '/rbt-dashboard', 'RBT Nanny Dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await statusLine(page).getByText('You have been logged out.').waitFor();
  });

  it('resets a forgotten password by the emailed link; the old password and sessions end', async () => {
    const { page: oldSession, ...parent } = await loggedInParent();

    const page = await suite.open(390);
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: 'Forgot password' }).click();
    await panel.getByLabel('Email for the reset link').fill(parent.email);
    const seen = suite.mail().length;
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    await panel.getByRole('status').getByText('✅ Reset link sent! Check your email.').waitFor();

    await page.goto(
      await linkInMail(suite.mail(), parent.email, resetLinkPattern, { after: seen }),
    );
    await page.getByLabel('New password', { exact: true }).fill('new password 2');
    await page.getByLabel('Confirm new password').fill('new password 2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/');

    await logIn(page, parent.email, parent.password);
    await errorLine(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await logIn(page, parent.email, 'new password 2');
    await waitForPath(page, '/parent-dashboard');
    await oldSession.reload();
    await waitForPath(oldSession, '/');
  });

  it('changes the password, then the email by the link sent to the new address', async () => {
    const { page, ...parent } = await loggedInParent();
    const newEmail = `new-${parent.email}`;

    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current password').fill(parent.password);
    await passwordForm.getByLabel('New password', { exact: true }).fill('changed password 1');
    await passwordForm.getByLabel('Confirm new password').fill('changed password 1');
    await passwordForm.getByRole('button', { name: 'Update password' }).click();
    await passwordForm.getByRole('status').getByText('Password updated successfully.').waitFor();

    const emailForm = page.getByRole('form', { name: 'Change email' });
    await emailForm.getByText(parent.email).waitFor();
    await emailForm.getByLabel('New email').fill(newEmail);
    await emailForm.getByLabel('Current password').fill('changed password 1');
    await emailForm.getByRole('button', { name: 'Change email' }).click();
    await emailForm.getByRole('status').waitFor();
    await page.goto(await linkInMail(suite.mail(), newEmail, verifyLinkPattern));
    await page.getByRole('status').getByText(newEmail).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await waitForPath(page, '/parent-dashboard');
    await emailForm.getByText(newEmail).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await logIn(page, newEmail, parent.password);
    await errorLine(page).waitFor();
    await logIn(page, newEmail, 'changed password 1');
    await waitForPath(page, '/parent-dashboard');
  });

  it('signs up a nanny with Google, then signs her in again from login mode', async () => {
    const page = await suite.open(390);
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await panel.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await panel.getByRole('radio', { name: "I'm a RBT Nanny" }).check();
    await panel.getByLabel('First name').fill('Gina');
    await panel.getByLabel('Last name').fill('Gale');
    await panel.getByLabel('Password', { exact: true }).fill('kept on this page');
    // The Terms open in a new tab: the form, password included, stays as she left it.
    const [terms] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByRole('link', { name: /Terms & Conditions/ }).click(),
    ]);
    await terms.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await terms.close();
    expect(await panel.getByLabel('First name').inputValue()).toBe('Gina');
    expect(await panel.getByLabel('Password', { exact: true }).inputValue()).toBe(
      'kept on this page',
    );
    await panel.getByLabel('Password', { exact: true }).fill('');
    const gina = { sub: 'google-nanny-1', email: 'gina@example.com', emailVerified: true };
    suite.google().nextUser(gina);
    await googleButton(page).click();
    await waitForPath(page, '/rbt-dashboard');
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();
    // The token carried no name, so the account took the names typed on the form.
    const session = (await (await page.request.get('/api/session')).json()) as {
      user: { fullName: string; signInMethod: string };
    };
    expect(session.user).toMatchObject({ fullName: 'Gina Gale', signInMethod: 'google' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await statusLine(page).getByText('You have been logged out.').waitFor();
    suite.google().nextUser(gina);
    await googleButton(page).click();
    await waitForPath(page, '/rbt-dashboard');
    await page.reload();
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();
  });

  it('shows why Google sign-in failed, drops it from the address, and not again on reload', async () => {
    const page = await suite.open();
    await page.goto('/');
    await expect.poll(() => googleButton(page).isEnabled()).toBe(true);
    suite.google().denyNext();
    await googleButton(page).click();
    await waitForPath(page, '/');
    await errorLine(page).waitFor();
    expect((await errorLine(page).textContent())?.trim()).not.toBe('');
    await page.waitForURL((url) => url.search === '');
    await page.reload();
    await signInPanel(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await errorLine(page).count()).toBe(0);
  });

  it('downloads one JSON file with her account, from Account settings', async () => {
    const { page, ...parent } = await loggedInParent(390);
    const settings = page.getByRole('region', { name: 'Account settings' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      settings.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^rbt-nanny-connect-data-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const copy = JSON.parse(await downloadedText(download)) as {
      account: { email: string; role: string };
      events: { type: string }[];
    };
    expect(copy.account).toMatchObject({ email: parent.email, role: 'parent' });
    expect(copy.events.map((e) => e.type)).toContain('ParentRegistered');
  });

  it('an operator finds a parent without bookings by her email and erases her', async () => {
    const { runtime } = suite.server();
    const { accountId } = await signedInAccount(runtime, 'parent');
    const email = `parent.${accountId}@example.com`;
    const page = await operatorOnConsole(suite);
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
    expect(await seriousViolations(page), 'axe on the found account').toBe('');

    await panel.getByRole('button', { name: "Erase the parent's account" }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase the account of parent Tester?' });
    await dialog.getByRole('button', { name: 'Erase account' }).click();
    await dialog.getByText('The account has been erased.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await find(email);
    await panel.getByText('No account has this email.').waitFor();
  });

  // Last: it moves the server's clock days ahead.
  it('a parent with a booking deletes her account; the nanny sees "Erased user"; she cannot log in', async () => {
    const { app, runtime } = suite.server();
    const { page, ...parent } = await loggedInParent();
    const parentId = await accountIdOf(page);
    const parentCookie = (await page.context().cookies())
      .filter((c) => c.name.endsWith('rbt_session'))
      .map((c) => `${c.name}=${c.value}`)[0]!;
    await runtime.eventStore.append({ id: `parent-${parentId}`, type: 'parent' }, 0, [
      {
        type: 'ParentProfileUpdated',
        data: {
          parentId,
          fullName: 'Erin Erasable',
          multipleChildren: false,
          specialConsiderations: 'Loves trains.',
          updatedAt: clock().toISOString(),
        },
      },
    ]);
    const { nannyId } = await seedApprovedNanny(runtime, {
      fullName: 'Nadia Nanny',
      week: allWeek,
    });
    const { token } = await createSession(runtime.db, nannyId, clock());
    const nannyCookie = `rbt_session=${token}`;

    // A booking two days on, accepted, worked and recorded: it stays (the money trail is kept).
    const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
    const date = plusDays(todayIn(clock(), timeZone), 2);
    const body = {
      nannyId,
      date,
      startTime: '09:00',
      endTime: '12:00',
      children: 1,
      note: '',
      idempotencyKey: randomUUID(),
    };
    const requested = await post(app, '/api/bookings', body, parentCookie);
    expect(requested.statusCode, requested.body).toBe(201);
    const bookingId = requested.json<{ booking: { id: string } }>().booking.id;
    const accept = await post(app, `/api/nanny/bookings/${bookingId}/accept`, {}, nannyCookie);
    expect(accept.statusCode, accept.body).toBe(200);
    shiftMs = instantOf(date, '12:00', timeZone)!.getTime() + HOUR_MS / 4 - Date.now();
    const hours = { startTime: '09:00', endTime: '12:00' };
    const done = await post(app, `/api/nanny/bookings/${bookingId}/complete`, hours, nannyCookie);
    expect(done.statusCode, done.body).toBe(200);

    // She deletes her account from Account settings, after a confirmation.
    await tab(page, 'Profile').click();
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Password', { exact: true }).fill(parent.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete account' }).waitFor();
    expect(await seriousViolations(page), 'axe on the confirmation').toBe('');
    expect(
      await page.evaluate<number>('window.scrollY'),
      'scrolled down to the form',
    ).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await waitForPath(page, '/');
    await page.getByText('Your account has been deleted.').waitFor();
    // The landing page opens at its top, the message and the login form in view: the page's
    // smooth scrolling once stopped the jump part-way.
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);

    // The nanny's booking names nobody.
    const nannyPage = await pageWithSession(suite, nannyCookie, '/rbt-dashboard');
    await nannyBookingsTab(nannyPage).click();
    await nannyBooking(nannyPage, 'Past', 'Erased user').waitFor();
    expect(await nannyPage.getByText('Erin Erasable').count()).toBe(0);

    // She cannot log in: the answer an unknown address gets.
    await logIn(page, parent.email, parent.password);
    await expectPanelError(page, WRONG_CREDENTIALS_MESSAGE);
  });
});
