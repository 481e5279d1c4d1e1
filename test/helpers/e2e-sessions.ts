import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { post } from './accounts-api.js';
import { nannyNamed } from './e2e-bookings.js';
import type { BrowserSuite } from './e2e-suite.js';
import { operatorCookie } from './review-api.js';
import { signedInAccount } from './test-sessions.js';

// People already signed in, for journeys whose subject comes after sign-up: the account is made
// through the API or the event store and its session cookie handed to a fresh browser context.
// (Signing up and logging in through the pages is the accounts journey's subject.)

/** A page in its own context holding this session cookie ("name=value"), opened at `path`. */
export async function pageWithSession(
  suite: BrowserSuite,
  cookie: string,
  path: string,
  width?: number,
): Promise<Page> {
  const page = await suite.open(width);
  const [name = '', value = ''] = cookie.split(';')[0]!.split('=');
  await page.context().addCookies([{ name, value, url: suite.server().baseUrl }]);
  await page.goto(path);
  return page;
}

/** A parent (registered through the event store: "parent Tester") on her dashboard. */
export async function parentOnDashboard(suite: BrowserSuite, width?: number) {
  const { accountId, cookie } = await signedInAccount(suite.server().runtime, 'parent');
  const page = await pageWithSession(suite, cookie, '/parent-dashboard', width);
  await page.getByRole('tab', { name: 'Profile' }).waitFor();
  return { page, accountId, cookie, name: 'parent Tester' };
}

/**
 * A nanny with everything approval needs (photo, documents, bio), named `fullName`, pending or
 * approved, on her dashboard.
 */
export async function nannyOnDashboard(
  suite: BrowserSuite,
  fullName: string,
  { approve = false, width }: { approve?: boolean; width?: number } = {},
) {
  const nanny = await nannyNamed(suite, fullName, approve);
  const page = await pageWithSession(suite, nanny.cookie, '/rbt-dashboard', width);
  await page.getByRole('region', { name: 'Your profile' }).waitFor();
  return { page, nannyId: nanny.user.id, email: nanny.form.email, cookie: nanny.cookie };
}

/** An operator (made as `npm run create-operator` makes one) on the console. */
export async function operatorOnConsole(suite: BrowserSuite, width?: number): Promise<Page> {
  const { app, runtime } = suite.server();
  const page = await pageWithSession(suite, await operatorCookie(app, runtime), '/operator', width);
  await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
  return page;
}

/** An approved nanny with hours 08:00–17:00 on `date` (a single-day entry), on her dashboard. */
export async function nannyWithHours(
  suite: BrowserSuite,
  fullName: string,
  date: string,
  width?: number,
) {
  const nanny = await nannyNamed(suite, fullName, true);
  const hours = { date, startTime: '08:00', endTime: '17:00' };
  const added = await post(
    suite.server().app,
    '/api/nanny/availability/single-days',
    hours,
    nanny.cookie,
  );
  expect(added.statusCode).toBeLessThan(300);
  const page = await pageWithSession(suite, nanny.cookie, '/rbt-dashboard', width);
  await page.getByRole('region', { name: 'Your profile' }).waitFor();
  return { page, nannyId: nanny.user.id, email: nanny.form.email };
}
