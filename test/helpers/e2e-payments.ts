import type { Page } from 'playwright-core';
import { tab } from './e2e-nanny.js';

// Steps and locators for earnings and incident reports in the browser. Sessions are
// seeded with test/helpers/earnings-seed.ts.

/** The id of the account signed in on a page. */
export const accountIdOf = (page: Page) =>
  page.evaluate<string>("fetch('/api/session').then((r) => r.json()).then((b) => b.user.id)");

/** Opens the Payments tab and waits for its heading. */
export async function openPayments(page: Page, heading: 'Your earnings' | 'Payments') {
  await tab(page, 'Payments').click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

export const paymentsCard = (page: Page, heading: 'Your earnings' | 'Payments') =>
  page.getByRole('region', { name: heading, exact: true });
