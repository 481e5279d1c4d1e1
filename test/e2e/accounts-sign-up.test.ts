import { describe, expect, it } from 'vitest';
import {
  errorLine,
  expectPanelError,
  fillSignUp,
  linkInMail,
  logIn,
  newAccount,
  openSignUp,
  signInPanel,
  signUp,
  signUpConfirmation,
  statusLine,
  verifyByMail,
  verifyLinkPattern,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Sign-up, email verification, login and logout in Chromium against the real app, with a real
// SMTP server catching the mail.

describe('sign-up, verification, login and logout', () => {
  const suite = browserSuite({ smtp: true });

  it('signs up a parent, verifies by email, logs in, stays signed in and logs out', async () => {
    const page = await suite.open(390);
    const parent = newAccount('parent');
    await openSignUp(page);
    const panel = signInPanel(page);
    expect(await panel.getByRole('radio', { name: "I'm a Parent" }).isChecked()).toBe(true);

    await fillSignUp(page, parent);
    await panel.getByLabel('Confirm email').fill(`other-${parent.email}`);
    await panel.getByLabel('Confirm password').fill('another password');
    const submit = page.getByRole('button', { name: 'Sign up', exact: true });
    await submit.click();
    await expectPanelError(page, 'You must agree to the Terms & Conditions to sign up.');

    await panel.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await submit.click();
    await expectPanelError(page, 'Emails do not match!');

    await panel.getByLabel('Confirm email').fill(parent.email);
    await submit.click();
    await expectPanelError(page, 'Passwords do not match!');

    await panel.getByLabel('Password', { exact: true }).fill('short');
    await panel.getByLabel('Confirm password').fill('short');
    await submit.click();
    await expectPanelError(page, 'Password must be at least 8 characters.');
    expect(suite.mail().filter((m) => m.to.includes(parent.email))).toHaveLength(0);

    await panel.getByLabel('Password', { exact: true }).fill(parent.password);
    await panel.getByLabel('Confirm password').fill(parent.password);
    await submit.click();
    await statusLine(page).getByText(signUpConfirmation).waitFor();

    // Back in login mode with every field cleared.
    await panel.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await panel.getByLabel('Confirm email').count()).toBe(0);
    expect(await panel.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    expect(await panel.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await panel.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    expect(await panel.getByLabel('First name').inputValue()).toBe('');
    expect(await panel.getByRole('checkbox', { name: /Terms & Conditions/ }).isChecked()).toBe(
      false,
    );
    await panel.getByRole('button', { name: 'Already have an account? Log in' }).click();

    await verifyByMail(page, suite.mail(), parent.email);
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/');
    await logIn(page, parent.email, parent.password);
    await waitForPath(page, '/parent-dashboard');
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
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
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/');
    await logIn(page, nanny.email, nanny.password);
    await waitForPath(page, '/rbt-dashboard');
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await statusLine(page).getByText('You have been logged out.').waitFor();
  });

  it('a used verification link says so and offers a new email', async () => {
    const page = await suite.open(390);
    const parent = newAccount('parent');
    await signUp(page, parent);
    const link = await linkInMail(suite.mail(), parent.email, verifyLinkPattern);
    await page.goto(link);
    await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();

    await page.goto(link);
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(parent.email);
    await page.getByRole('button', { name: 'Send a new verification email' }).click();
    await page.getByRole('status').waitFor();
  });

  it('sends a sign-up once however often it is clicked, showing that it is busy', async () => {
    const page = await suite.open();
    let requests = 0;
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-up', async (route) => {
      requests += 1;
      await gate;
      await route.continue();
    });
    try {
      await openSignUp(page);
      await fillSignUp(page, newAccount('nanny'));
      await signInPanel(page)
        .getByRole('checkbox', { name: /Terms & Conditions/ })
        .check();
      await page.getByRole('button', { name: 'Sign up', exact: true }).dblclick();
      const busy = signInPanel(page).getByRole('button', { name: 'Signing up...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      await page.keyboard.press('Enter');
      release();
      await statusLine(page).getByText(signUpConfirmation).waitFor();
      expect(requests).toBe(1);
    } finally {
      release();
    }
  });

  it('fits a 360px screen in both modes without sideways scrolling', async () => {
    const page = await suite.open(360);
    // A string, not a function: this file is type-checked without the DOM library.
    const overflow = () =>
      page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    await page.goto('/');
    await signInPanel(page).getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openSignUp(page);
    await fillSignUp(page, newAccount('parent'));
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await errorLine(page).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('says so when Google sign-in is not configured on the server', async () => {
    const page = await suite.open(390);
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByText('Google sign-in is not configured on this server.').waitFor();
    expect(await panel.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(
      true,
    );
  });
});
