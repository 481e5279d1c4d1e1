import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  errorLine,
  expectPanelError,
  openSignUp,
  signInPanel,
  statusLine,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { agreeToTerms } from '../helpers/e2e-nanny.js';

// Google sign-in in Chromium: the app redirects to a local OpenID provider standing in for Google.

describe('Google sign-in in the browser', () => {
  const suite = browserSuite({ google: true });

  const googleButton = (page: Page) =>
    signInPanel(page).getByRole('button', { name: 'Continue with Google' });

  it('signs up a nanny with Google, then signs her in again from login mode', async () => {
    const page = await suite.open(390);
    await openSignUp(page);
    const panel = signInPanel(page);
    await googleButton(page).click();
    await expectPanelError(page, 'You must agree to the Terms & Conditions to sign up.');

    await panel.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await panel.getByRole('radio', { name: "I'm a RBT Nanny" }).check();
    await panel.getByLabel('First name').fill('Gina');
    await panel.getByLabel('Last name').fill('Gale');
    suite
      .google()
      .nextUser({ sub: 'google-nanny-1', email: 'gina@example.com', emailVerified: true });
    await googleButton(page).click();
    await waitForPath(page, '/rbt-dashboard');
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();
    // The token carried no name, so the account took the names typed on the form.
    const session = (await (await page.request.get('/api/session')).json()) as {
      user: { fullName: string; signInMethod: string };
    };
    expect(session.user).toMatchObject({ fullName: 'Gina Gale', signInMethod: 'google' });

    // A new nanny first agrees in the welcome popup; settings live under Edit Profile.
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const settings = page.getByRole('region', { name: 'Account settings' });
    await settings.getByText('Your email and password are managed by Google.').waitFor();
    // No email or password forms: Google holds those. Deleting the account is still offered,
    // with no password box (a fresh Google sign-in stands in for it).
    expect(await settings.getByRole('form', { name: 'Change email' }).count()).toBe(0);
    expect(await settings.getByRole('form', { name: 'Change password' }).count()).toBe(0);
    const deletion = settings.getByRole('form', { name: 'Delete account' });
    await deletion.waitFor();
    expect(await deletion.getByLabel('Password').count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await statusLine(page).getByText('You have been logged out.').waitFor();

    suite
      .google()
      .nextUser({ sub: 'google-nanny-1', email: 'gina@example.com', emailVerified: true });
    await googleButton(page).click();
    await waitForPath(page, '/rbt-dashboard');
    await page.reload();
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();
  });

  it('shows why Google sign-in failed in the error line and cleans the URL', async () => {
    const page = await suite.open();
    await page.goto('/');
    await googleButton(page).waitFor();
    await expect.poll(() => googleButton(page).isEnabled()).toBe(true);
    suite.google().denyNext();
    await googleButton(page).click();
    await waitForPath(page, '/');
    await errorLine(page).waitFor();
    expect((await errorLine(page).textContent())?.trim()).not.toBe('');
    await page.waitForURL((url) => url.search === '');
  });

  it('Google sign-up asks for the terms first, then passes the role and names', async () => {
    const page = await suite.open();
    // Here only what the form sends: the provider is never reached.
    const starts: { method: string; origin: string | null; body: unknown }[] = [];
    await page.route('**/api/auth/google/start', async (route) => {
      const request = route.request();
      starts.push({
        method: request.method(),
        origin: await request.headerValue('origin'),
        body: request.postDataJSON(),
      });
      return route.fulfill({ json: { url: '/stand-in-for-google' } });
    });
    await page.route('**/stand-in-for-google', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Google</p>' }),
    );
    await openSignUp(page);
    const panel = signInPanel(page);
    const google = panel.getByRole('button', { name: 'Continue with Google' });
    await google.click();
    await expectPanelError(page, 'You must agree to the Terms & Conditions to sign up.');
    expect(starts).toHaveLength(0);

    await panel.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await panel.getByRole('radio', { name: "I'm a RBT Nanny" }).check();
    await panel.getByLabel('First name').fill('Nora');
    await panel.getByLabel('Last name').fill('Quinn');
    await google.click();
    await page.getByText('Google', { exact: true }).waitFor();
    expect(starts[0]).toEqual({
      method: 'POST',
      origin: new URL(page.url()).origin,
      body: {
        mode: 'signup',
        role: 'nanny',
        firstName: 'Nora',
        lastName: 'Quinn',
        acceptTerms: true,
      },
    });

    await page.goto('/');
    await signInPanel(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Google', { exact: true }).waitFor();
    expect(starts[1]?.body).toEqual({ mode: 'login' });
  });

  it('shows a failed Google sign-in from the URL in the error line and drops the query', async () => {
    const page = await suite.open();
    const message = 'Google sign-in failed. Please try again.';
    await page.goto(`/?authError=${encodeURIComponent(message)}`);
    await expectPanelError(page, message);
    await page.waitForURL((url) => url.search === '');
    await page.reload();
    await signInPanel(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await errorLine(page).count()).toBe(0);
  });
});
