import type { Page } from 'playwright-core';
import { registerOperator } from '../../src/features/accounts/register-operator.js';
import { logIn, waitForPath } from './e2e-accounts.js';
import type { BrowserSuite } from './e2e-suite.js';

let operators = 0;

/**
 * A new operator (as `npm run create-operator` makes one) logged in through the form, on the
 * console in a browser page of `width`.
 */
export async function operatorLoggedIn(suite: BrowserSuite, width?: number): Promise<Page> {
  operators += 1;
  const account = {
    email: `operator${operators}.${Date.now().toString(36)}@example.com`,
    password: 'console keeper 1',
    firstName: 'Olive',
    lastName: `Operator${operators}`,
  };
  await registerOperator(suite.server().runtime, account);
  const page = await suite.open(width);
  await page.goto('/');
  await logIn(page, account.email, account.password);
  await waitForPath(page, '/operator');
  return page;
}
