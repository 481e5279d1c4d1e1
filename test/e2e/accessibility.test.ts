import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerOperator } from '../../src/features/accounts/register-operator.js';
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
  signUpConfirmation,
  statusLine,
  verifyByMail,
  verifyLinkPattern,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { nannyBookingsTab, nannyNamed } from '../helpers/e2e-bookings.js';
import { approvalBadge, queueItem, reviewQueue, waitUntilLive } from '../helpers/e2e-live.js';
import { conversationWith, messagesTab } from '../helpers/e2e-messages.js';
import {
  focusIsInDialog,
  isoDateFromToday,
  statusWith,
  tab,
  welcomeDialog,
} from '../helpers/e2e-nanny.js';
import { directory, nannyCard, openBookingForm, openBookings } from '../helpers/e2e-parent.js';
import { isFocused, tabTo, typedDate, typeInto } from '../helpers/e2e-keyboard.js';
import { overflowAtWidth, saveScreenshot, smallTargets } from '../helpers/e2e-screens.js';
import { nannyWithHours, pageWithSession } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { testEngine } from '../helpers/test-database.js';
import { operatorCookie } from '../helpers/review-api.js';
import { fillRegistryCheck } from '../helpers/e2e-live.js';

// WCAG 2.2 AA in Chromium (docs/accessibility.md): every page and dialog of every role is checked by
// axe-core (no serious or critical violation), for targets under 24×24 px, and for fitting a
// 360 px and a 1280 px window, with a screenshot of each for a person to look at. Then WCAG 2.1.1
// and 2.4.7: a parent signs up, logs in and requests a booking, and an operator approves a nanny,
// with the keyboard alone (no click, no mouse), and focus is visible wherever it lands. Dialogs
// keep focus inside and give it back on closing; a live decision is announced on the nanny's page
// without moving her focus.

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

/**
 * Screenshots are for a person to look at and are named by role, page and width only, so the
 * PostgreSQL run would draw the same screens into the same files the embedded run wrote: a
 * quarter of this file's time for nothing. Every check below still runs on both engines.
 */
const takeScreenshots = testEngine === 'embedded';

/** axe at 1280 px, then targets, fit and a screenshot at each width; named role-page. */
async function audit(page: Page, name: string): Promise<void> {
  await settled(page);
  expect.soft(await seriousViolations(page), `axe on ${name}`).toBe('');
  expect.soft(await page.title(), `title of ${name}`).toMatch(/RBT Nanny Connect$/);
  for (const size of widths) {
    // Every page opens, and every audit ends, at the first width: no resize (a relayout) for it.
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    expect.soft(await smallTargets(page), `targets on ${name} at ${size.width}`).toEqual([]);
    expect.soft(await overflowAtWidth(page), `fit of ${name} at ${size.width}`).toEqual([]);
    if (takeScreenshots) await saveScreenshot(page, name);
  }
  await page.setViewportSize(widths[0]);
}

describe('accessibility (WCAG 2.2 AA) and the keyboard alone', () => {
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
      const welcome = await pageWithSession(suite, fresh.cookie, '/rbt-dashboard');
      await welcomeDialog(welcome).waitFor();
      await audit(welcome, 'nanny-welcome-dialog');

      const { page } = await nannyWithHours(suite, nannyName, date);
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
      const page = await pageWithSession(suite, parent.cookie, '/parent-dashboard');
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
      const page = await pageWithSession(suite, await operatorCookie(app, runtime), '/operator');
      await page.getByRole('region', { name: 'Review queue' }).waitFor();
      await audit(page, 'operator-review-queue');
      for (const [label, name] of [
        ['Changes to review', 'changes'],
        ['Incidents', 'incidents'],
        ['Session reviews', 'session-reviews'],
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

  // WCAG 2.1.1 and 2.4.7: whole journeys with the keyboard alone (each key a round trip to the
  // browser, hence the same roomy limit).

  it(
    'a parent signs up, logs in and requests a booking without a mouse',
    async () => {
      const date = isoDateFromToday(8);
      const { app } = suite.server();
      const nanny = await nannyNamed(suite, 'Kay Board', true);
      const hours = { date, startTime: '08:00', endTime: '17:00' };
      expect(
        (await post(app, '/api/nanny/availability/single-days', hours, nanny.cookie)).statusCode,
      ).toBeLessThan(300);

      const page = await suite.open();
      const parent = newAccount('parent');
      const panel = signInPanel(page);
      await page.goto('/');
      await tabTo(page, panel.getByRole('button', { name: "Don't have an account? Sign up" }));
      await page.keyboard.press('Enter');
      await tabTo(page, panel.getByRole('radio', { name: "I'm a Parent" }));
      expect(await panel.getByRole('radio', { name: "I'm a Parent" }).isChecked()).toBe(true);
      await typeInto(page, panel.getByLabel('First name'), parent.firstName);
      await typeInto(page, panel.getByLabel('Last name'), parent.lastName);
      await typeInto(page, panel.getByLabel('Email', { exact: true }), parent.email);
      await typeInto(page, panel.getByLabel('Confirm email'), parent.email);
      await typeInto(page, panel.getByLabel('Password', { exact: true }), parent.password);
      await typeInto(page, panel.getByLabel('Confirm password'), parent.password);
      const terms = panel.getByRole('checkbox', { name: /Terms & Conditions/ });
      await tabTo(page, terms, true);
      await page.keyboard.press('Space');
      expect(await terms.isChecked()).toBe(true);
      await tabTo(page, panel.getByRole('button', { name: 'Sign up', exact: true }));
      await page.keyboard.press('Enter');
      await statusLine(page).getByText(signUpConfirmation).waitFor();

      // The emailed link is opened as a mail client would open it.
      await verifyByMail(page, suite.mail(), parent.email);
      await tabTo(page, page.getByRole('link', { name: 'Log in', exact: true }));
      await page.keyboard.press('Enter');
      await waitForPath(page, '/');
      await typeInto(page, panel.getByLabel('Email', { exact: true }), parent.email);
      await typeInto(page, panel.getByLabel('Password', { exact: true }), parent.password);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/parent-dashboard');

      // Tabs: one stop in the Tab order, arrows move and select.
      await tabTo(page, tab(page, 'Profile'));
      await page.keyboard.press('ArrowRight');
      expect(await tab(page, 'Children').getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowRight');
      expect(await tab(page, 'Bookings').getAttribute('aria-selected')).toBe('true');
      const card = nannyCard(page, 'Kay Board');
      await directory(page).waitFor();
      await tabTo(page, card.getByRole('button', { name: 'Request booking', exact: true }));
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Request a booking with Kay Board' });
      await typeInto(page, form.getByLabel('Date'), await typedDate(page, date));
      // Hours, minutes, then A or P where the locale has a 12-hour clock (ignored where not).
      await typeInto(page, form.getByLabel('Start time'), '0930A');
      await typeInto(page, form.getByLabel('End time'), '1230P');
      expect(await form.getByLabel('Date').inputValue()).toBe(date);
      expect(await form.getByLabel('End time').inputValue()).toBe('12:30');
      await tabTo(page, form.getByRole('button', { name: 'Request Booking' }));
      await page.keyboard.press('Enter');
      await statusWith(form, 'Booking request sent!').waitFor();
    },
    slow,
  );

  it(
    'an operator approves a nanny without a mouse; her page announces it, focus stays',
    async () => {
      const { runtime } = suite.server();
      const nanny = await nannyNamed(suite, 'Kira Keys', false);
      const nannyPage = await pageWithSession(suite, nanny.cookie, '/rbt-dashboard');
      await waitUntilLive(nannyPage);

      // A dialog keeps Tab inside and hands focus back to its opener on Escape.
      const help = nannyPage.getByRole('button', { name: 'Why add a background check?' });
      await tabTo(nannyPage, nannyPage.getByRole('button', { name: 'Manage Documents' }));
      await nannyPage.keyboard.press('Enter');
      await tabTo(nannyPage, help);
      await nannyPage.keyboard.press('Enter');
      const dialog = nannyPage.getByRole('dialog', { name: 'Why add a background check?' });
      await dialog.waitFor();
      expect(await focusIsInDialog(nannyPage)).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await nannyPage.keyboard.press(key);
        expect(await focusIsInDialog(nannyPage), `after ${key}`).toBe(true);
      }
      await nannyPage.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await help.evaluate(isFocused)).toBe(true);
      await approvalBadge(nannyPage, 'Pending Approval').waitFor();

      const account = { email: `keys-${Date.now()}@example.com`, password: 'console keeper 1' };
      await registerOperator(runtime, { ...account, firstName: 'Olive', lastName: 'Keys' });
      const page = await suite.open();
      const panel = signInPanel(page);
      await page.goto('/');
      await typeInto(page, panel.getByLabel('Email', { exact: true }), account.email);
      await typeInto(page, panel.getByLabel('Password', { exact: true }), account.password);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/operator');
      const item = queueItem(page, 'Kira Keys');
      await tabTo(page, item.getByRole('button', { name: 'Approve' }));
      await page.keyboard.press('Enter');
      // The registry form opens with the number focused; the date fields take typed digits.
      await page.keyboard.type('RBT-21-123456');
      await fillRegistryCheck(item);
      await tabTo(page, item.getByRole('button', { name: 'Confirm approval' }));
      await page.keyboard.press('Enter');
      await statusWith(reviewQueue(page), 'Approved Kira Keys.').waitFor();

      // On her page the badge turns live inside a polite live region; her focus has not moved.
      const badge = approvalBadge(nannyPage, 'Approved');
      await badge.waitFor();
      expect(await help.evaluate(isFocused)).toBe(true);
      expect(await badge.locator('xpath=..').getAttribute('aria-live')).toBe('polite');
    },
    slow,
  );
});
