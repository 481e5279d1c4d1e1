import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerOperator } from '../../src/features/accounts/register-operator.js';
import { post } from '../helpers/accounts-api.js';
import {
  newAccount,
  signInPanel,
  signUpConfirmation,
  statusLine,
  verifyByMail,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { approvalBadge, queueItem, reviewQueue, waitUntilLive } from '../helpers/e2e-live.js';
import { focusIsInDialog, isoDateFromToday, statusWith, tab } from '../helpers/e2e-nanny.js';
import { nannyNamed } from '../helpers/e2e-bookings.js';
import { directory, nannyCard } from '../helpers/e2e-parent.js';
import { focusedElement, focusIsVisible } from '../helpers/e2e-screens.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';

// WCAG 2.1.1 and 2.4.7 in Chromium (docs/accessibility.md): a parent signs up, logs in and requests
// a booking, and an operator approves a nanny, with the keyboard alone (no click, no mouse), and
// focus is visible wherever it lands. Dialogs keep focus inside and give it back on closing; a live
// decision is announced on the nanny's page without moving her focus.

const isFocused = (element: unknown) =>
  element ===
  (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  // One handle, so each step is a single cheap check inside the page.
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await page.evaluate(isFocused, element)) {
        const shown = await focusIsVisible(page);
        expect(shown, `focus visible on ${await focusedElement(page)}`).toBe(true);
        return;
      }
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`Tab never reached the target; focus is on ${await focusedElement(page)}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A context already holding the session cookie, on `path`. */
async function withSession(suite: BrowserSuite, cookie: string, path: string): Promise<Page> {
  const page = await suite.open();
  const [name = '', value = ''] = cookie.split(';')[0]!.split('=');
  await page.context().addCookies([{ name, value, url: suite.server().baseUrl }]);
  await page.goto(path);
  return page;
}

/**
 * "2026-12-05" as typed into Chromium's date field, whose parts follow the browser's locale
 * (month, day, year in en-US).
 */
async function typedDate(page: Page, iso: string): Promise<string> {
  const order = await page.evaluate<string[]>(
    `new Intl.DateTimeFormat(navigator.language).formatToParts(new Date(2000, 10, 22))
      .filter((part) => part.type !== 'literal').map((part) => part.type)`,
  );
  const parts: Record<string, string> = {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
  };
  return order.map((part) => parts[part] ?? '').join('');
}

describe('keyboard only', () => {
  const suite = browserSuite({ smtp: true });

  // Every key is a round trip to the browser: roomier than the default on a busy machine.
  const slow = 150_000;

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
      const nannyPage = await withSession(suite, nanny.cookie, '/rbt-dashboard');
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
