import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { post, signedUpAndVerified, signUpForm } from '../helpers/accounts-api.js';
import { bookingParent, requestAs, requestBody } from '../helpers/bookings-api.js';
import type { Party } from '../helpers/bookings-api.js';
import { seriousViolations } from '../helpers/e2e-axe.js';
import {
  fillSignUp,
  linkInMail,
  newAccount,
  resetLinkPattern,
  signInPanel,
  verifyLinkPattern,
} from '../helpers/e2e-accounts.js';
import { approvedNannyWithHours, nannyBookingsTab } from '../helpers/e2e-bookings.js';
import { conversationWith, messagesTab } from '../helpers/e2e-messages.js';
import { isoDateFromToday, tab, welcomeDialog } from '../helpers/e2e-nanny.js';
import { directory, openBookingForm, openBookings } from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';
import { overflowAtWidth, saveScreenshot, smallTargets } from '../helpers/e2e-screens.js';
import { operatorCookie } from '../helpers/review-api.js';

// WCAG 2.2 AA in Chromium (docs/accessibility.md): every page and dialog of every role is checked
// by axe-core (no serious or critical violation), for targets under 24×24 px, and for fitting a
// 360 px and a 1280 px window, with a screenshot of each for a person to look at.

const widths = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/** Waits until no "Loading…" line is left on the page. */
async function settled(page: Page): Promise<void> {
  await page
    .getByText(/^Loading\b/)
    .first()
    .waitFor({ state: 'hidden' });
}

/** axe at 1280 px, then targets, fit and a screenshot at each width; named role-page. */
async function audit(page: Page, name: string): Promise<void> {
  await settled(page);
  expect.soft(await seriousViolations(page), `axe on ${name}`).toBe('');
  expect.soft(await page.title(), `title of ${name}`).toMatch(/RBT Nanny Connect$/);
  for (const size of widths) {
    await page.setViewportSize(size);
    expect.soft(await smallTargets(page), `targets on ${name} at ${size.width}`).toEqual([]);
    expect.soft(await overflowAtWidth(page), `fit of ${name} at ${size.width}`).toEqual([]);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(widths[0]);
}

/** A browser context already holding this session cookie, on `path`. */
async function signedIn(suite: BrowserSuite, cookie: string, path: string): Promise<Page> {
  const page = await suite.open();
  const [name = '', value = ''] = cookie.split(';')[0]!.split('=');
  await page.context().addCookies([{ name, value, url: suite.server().baseUrl }]);
  await page.goto(path);
  return page;
}

describe('accessibility, WCAG 2.2 AA', () => {
  const suite = browserSuite({ smtp: true });
  const date = isoDateFromToday(9);
  const nannyName = 'Aria Able';
  let parent: Party;
  // Some forty pages and dialogs, each checked at two widths: roomier than the default.
  const slow = 150_000;

  it(
    'public pages: landing, sign up, forgot password, verification, reset, terms',
    async () => {
      const page = await suite.open();
      await page.goto('/');
      await signInPanel(page).waitFor();
      await audit(page, 'public-landing');

      await signInPanel(page)
        .getByRole('button', { name: "Don't have an account? Sign up" })
        .click();
      await fillSignUp(page, newAccount('parent'));
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await signInPanel(page).getByRole('alert').waitFor();
      await audit(page, 'public-sign-up-errors');

      await signInPanel(page)
        .getByRole('button', { name: 'Already have an account? Log in' })
        .click();
      await signInPanel(page).getByRole('button', { name: 'Forgot password' }).click();
      await audit(page, 'public-forgot-password');

      await page.goto('/terms-of-service');
      await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
      expect(await page.title()).toBe('Terms of Service | RBT Nanny Connect');
      await audit(page, 'public-terms');

      const { app, mail } = suite.server();
      const form = (await signedUpAndVerified(app, mail!)).form;
      await post(app, '/api/auth/forgot-password', { email: form.email });
      await page.goto(await linkInMail(suite.mail(), form.email, resetLinkPattern));
      await page.getByLabel('New password', { exact: true }).waitFor();
      await audit(page, 'public-reset-password');

      await page.goto('/reset-password');
      await audit(page, 'public-reset-password-incomplete');

      const newcomer = signUpForm();
      expect((await post(app, '/api/auth/sign-up', newcomer)).statusCode).toBe(201);
      await page.goto(await linkInMail(suite.mail(), newcomer.email, verifyLinkPattern));
      await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
      await audit(page, 'public-verify-email');
    },
    slow,
  );

  it(
    'nanny: welcome dialog, every tab, documents, the help dialog, report and block',
    async () => {
      const { app, runtime, mail } = suite.server();
      const fresh = await signedUpAndVerified(app, mail!, { role: 'nanny' });
      const welcome = await signedIn(suite, fresh.cookie, '/rbt-dashboard');
      await welcomeDialog(welcome).waitFor();
      await audit(welcome, 'nanny-welcome-dialog');

      const { page } = await approvedNannyWithHours(suite, nannyName, date);
      parent = await bookingParent(runtime, 'Paula Parent');
      const nannyId = await page.evaluate<string>(
        "fetch('/api/session').then((r) => r.json()).then((b) => b.user.id)",
      );
      const made = await requestAs(app, parent, requestBody(nannyId, { date }));
      expect(made.response.statusCode).toBe(201);

      await tab(page, 'Profile').waitFor();
      await audit(page, 'nanny-profile');
      await page.getByRole('button', { name: 'Manage Documents' }).click();
      await audit(page, 'nanny-documents');
      await page.getByRole('button', { name: 'Why add a background check?' }).click();
      await page.getByRole('dialog', { name: 'Why add a background check?' }).waitFor();
      await audit(page, 'nanny-background-help-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Manage Documents' }).click();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await audit(page, 'nanny-edit-profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();

      await tab(page, 'Availability').click();
      await audit(page, 'nanny-availability');
      await nannyBookingsTab(page).click();
      await page
        .getByRole('region', { name: 'Requests', exact: true })
        .getByRole('article')
        .waitFor();
      await audit(page, 'nanny-bookings');
      await tab(page, 'Payments').click();
      await audit(page, 'nanny-payments');

      await messagesTab(page).click();
      await conversationWith(page, 'Paula Parent').click();
      await page.getByRole('list', { name: 'Messages with Paula Parent' }).waitFor();
      await audit(page, 'nanny-messages');
      await page.getByRole('button', { name: 'Report', exact: true }).first().click();
      const report = page.getByRole('dialog', { name: 'Report this message' });
      await audit(page, 'nanny-report-dialog');
      await report.getByLabel('Why are you reporting it?').fill('Testing the report queue.');
      await report.getByRole('button', { name: 'Send report' }).click();
      await report.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Block', exact: true }).click();
      await page.getByRole('dialog', { name: 'Block Paula Parent?' }).waitFor();
      await audit(page, 'nanny-block-dialog');
      await page.keyboard.press('Escape');
    },
    slow,
  );

  it(
    'parent: profile and account settings, directory, booking request, bookings, messages',
    async () => {
      const page = await signedIn(suite, parent.cookie, '/parent-dashboard');
      await tab(page, 'Profile').waitFor();
      expect(await page.title()).toBe('Parent Dashboard | RBT Nanny Connect');
      await audit(page, 'parent-profile');

      await openBookings(page);
      await directory(page).getByRole('article', { name: nannyName }).waitFor();
      await audit(page, 'parent-directory');
      await openBookingForm(page, nannyName);
      await audit(page, 'parent-booking-request');

      await messagesTab(page).click();
      await conversationWith(page, nannyName).click();
      await page.getByRole('list', { name: `Messages with ${nannyName}` }).waitFor();
      await audit(page, 'parent-messages');
      await tab(page, 'Payments').click();
      await audit(page, 'parent-payments');
    },
    slow,
  );

  it(
    'operator: every console tab and its dialogs',
    async () => {
      const { app, runtime } = suite.server();
      const page = await signedIn(suite, await operatorCookie(app, runtime), '/operator');
      await page.getByRole('region', { name: 'Review queue' }).waitFor();
      await audit(page, 'operator-review-queue');
      for (const [label, name] of [
        ['Changes to review', 'changes'],
        ['Incidents', 'incidents'],
        ['Earnings and payments', 'payments'],
        ['Background jobs', 'jobs'],
        ['Accounts', 'accounts'],
        ['Account settings', 'account'],
      ] as const) {
        await tab(page, label).click();
        await audit(page, `operator-${name}`);
      }

      await tab(page, 'Bookings').click();
      const open = page.getByRole('button', { name: /^Open the booking of/ }).first();
      await open.click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'operator-booking-dialog');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Earnings of this nanny' })
        .click();
      await page.getByRole('dialog').getByText('Loading earnings...').waitFor({ state: 'hidden' });
      await audit(page, 'operator-earnings-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await audit(page, 'operator-bookings');

      await tab(page, 'Reports').click();
      await page
        .getByRole('region', { name: 'Message reports', exact: true })
        .getByRole('article')
        .waitFor();
      await audit(page, 'operator-reports');
      await page.getByRole('button', { name: 'Read the conversation' }).first().click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'operator-reported-conversation-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Suspend', exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'operator-suspend-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await tab(page, 'Event log').click();
      await page.getByRole('region', { name: 'Event log' }).getByRole('table').waitFor();
      await audit(page, 'operator-event-log');
      await page
        .getByRole('region', { name: 'Event log' })
        .getByRole('button', { name: /^nanny-/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'operator-stream-dialog');
      await page.keyboard.press('Escape');

      await tab(page, 'Replay and verify').click();
      const replay = page.getByRole('region', { name: 'Replay and verify' });
      await replay.getByRole('button', { name: 'Replay and verify' }).click();
      await replay.getByRole('status').locator('p').waitFor({ timeout: 60_000 });
      await audit(page, 'operator-replay');
    },
    slow,
  );
});
