import { expect } from 'vitest';
import type { WeeklyAvailability } from '../../src/infra/db/schema.js';
import { WEEKDAYS } from '../../src/shared/booking-times.js';
import type { Locator, Page } from 'playwright-core';
import { post } from './accounts-api.js';
import type { BrowserSuite } from './e2e-suite.js';
import { completeNanny, operatorCookie } from './review-api.js';
import { sameOrigin } from './test-server.js';
import { approvalBody } from './credential-facts.js';

// Steps and locators for bookings in the browser: an approved nanny with hours on a
// date, the parent's list and the nanny's Bookings tab.

/** 08:00–17:00 every day, so bookings fit her hours whatever weekday a test runs on. */
export const allWeek = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { available: true, startTime: '08:00', endTime: '17:00' }]),
) as WeeklyAvailability;

/** YYYY-MM-DD `days` after `date`. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A nanny with everything approval needs, named `fullName` (renamed before approval: an
 * approved nanny's changes wait for review), pending; approved too when asked.
 */
export async function nannyNamed(suite: BrowserSuite, fullName: string, approve: boolean) {
  const { app, runtime, mail } = suite.server();
  if (mail === undefined) throw new Error('The suite needs smtp: true.');
  const nanny = await completeNanny(app);
  const renamed = await app.inject({
    method: 'PUT',
    url: '/api/nanny/profile',
    payload: { fullName, bio: 'Eight years with autistic children.' },
    headers: { ...sameOrigin, cookie: nanny.cookie },
  });
  expect(renamed.statusCode).toBe(200);
  if (approve) {
    const operator = await operatorCookie(app, runtime);
    const approved = await post(
      app,
      `/api/operator/nannies/${nanny.user.id}/approve`,
      approvalBody(),
      operator,
    );
    expect(approved.statusCode).toBe(200);
  }
  return nanny;
}

/** The nanny's Bookings tab, whatever count it carries ("Bookings, 1 new request"). */
export const nannyBookingsTab = (page: Page) => page.getByRole('tab', { name: /^Bookings/ });

export const nannyList = (page: Page, title: 'Requests' | 'Upcoming' | 'Past') =>
  page.getByRole('region', { name: title, exact: true });

/** A booking card in one of the nanny's lists, by the parent's name. */
export const nannyBooking = (page: Page, title: 'Requests' | 'Upcoming' | 'Past', name: string) =>
  nannyList(page, title).getByRole('article', { name, exact: true });

/** The parent's booking with a nanny (the newest when there are several). */
export const parentBooking = (page: Page, nannyName: string): Locator =>
  page
    .getByRole('region', { name: 'Your booking requests' })
    .getByRole('article', { name: nannyName, exact: true })
    .first();

export const badge = (scope: Locator, text: string) => scope.getByText(text, { exact: true });
