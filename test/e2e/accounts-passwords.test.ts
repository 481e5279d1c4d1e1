import { describe, expect, it } from 'vitest';
import {
  errorLine,
  linkInMail,
  logIn,
  newAccount,
  resetLinkPattern,
  signInPanel,
  verifiedAccount,
  verifyLinkPattern,
  waitForPath,
} from '../helpers/e2e-accounts.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Forgotten passwords and the account settings in Chromium, with a real SMTP server catching the
// mail.

describe('password reset and account settings', () => {
  const suite = browserSuite({ smtp: true });

  it('resets a forgotten password and logs in with the new one; old sessions end', async () => {
    const parent = newAccount('parent');
    const oldSession = await suite.open();
    await verifiedAccount(oldSession, suite.mail(), parent);
    await logIn(oldSession, parent.email, parent.password);
    await waitForPath(oldSession, '/parent-dashboard');

    const page = await suite.open(390);
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: 'Forgot password' }).click();
    await panel.getByLabel('Email for the reset link').fill(parent.email);
    const seen = suite.mail().length;
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    const sent = panel.getByRole('status').getByText('✅ Reset link sent! Check your email.');
    await sent.waitFor();
    // The form closes by itself after 3 seconds.
    await panel.getByRole('button', { name: 'Send Reset Link' }).waitFor({ state: 'detached' });

    const resetLink = await linkInMail(suite.mail(), parent.email, resetLinkPattern, {
      after: seen,
    });
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('new password 2');
    await page.getByLabel('Confirm new password').fill('new password 3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').getByText('Passwords do not match!').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').getByText('Password must be at least 8 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new password 2');
    await page.getByLabel('Confirm new password').fill('new password 2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('status').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/');

    // The link works once.
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('third password 3');
    await page.getByLabel('Confirm new password').fill('third password 3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await waitForPath(page, '/');

    await logIn(page, parent.email, parent.password);
    await errorLine(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await logIn(page, parent.email, 'new password 2');
    await waitForPath(page, '/parent-dashboard');

    await oldSession.reload();
    await waitForPath(oldSession, '/');
  });

  it('says the same for an unknown address; a reset link without its token is incomplete', async () => {
    const page = await suite.open();
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: 'Forgot password' }).click();
    await panel.getByLabel('Email for the reset link').fill('nobody-here@example.com');
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    await panel.getByRole('status').getByText('✅ Reset link sent! Check your email.').waitFor();

    await page.goto('/reset-password');
    await page
      .getByRole('alert')
      .getByText(/incomplete/)
      .waitFor();
    await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();
  });

  it("shows the server's message when a form is rate limited", async () => {
    const page = await suite.open(360);
    const message = 'Too many attempts. Please wait 5 minutes and try again.';
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 429, json: { code: 'rate_limited', message } }),
    );
    await page.goto('/');
    const panel = signInPanel(page);
    await panel.getByRole('button', { name: 'Forgot password' }).click();
    await panel.getByLabel('Email for the reset link').fill('someone@example.com');
    await panel.getByRole('button', { name: 'Send Reset Link' }).click();
    await panel.getByRole('alert').getByText(message).waitFor();
    // Errors keep the form open.
    await page.waitForTimeout(3300);
    expect(await panel.getByRole('button', { name: 'Send Reset Link' }).isVisible()).toBe(true);
  });

  it('changes the password from the dashboard', async () => {
    const page = await suite.open(390);
    const parent = newAccount('parent');
    await verifiedAccount(page, suite.mail(), parent);
    await logIn(page, parent.email, parent.password);
    await waitForPath(page, '/parent-dashboard');

    const form = page.getByRole('form', { name: 'Change password' });
    const update = form.getByRole('button', { name: 'Update password' });
    await update.click();
    await form.getByRole('alert').getByText('Please fill out all password fields.').waitFor();

    await form.getByLabel('Current password').fill(parent.password);
    await form.getByLabel('New password', { exact: true }).fill('changed password 1');
    await form.getByLabel('Confirm new password').fill('changed password 2');
    await update.click();
    await form.getByRole('alert').getByText('New passwords do not match.').waitFor();

    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('Confirm new password').fill('changed password 1');
    await update.click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('status').count()).toBe(0);

    await form.getByLabel('Current password').fill(parent.password);
    await update.click();
    await form.getByRole('status').getByText('Password updated successfully.').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await logIn(page, parent.email, parent.password);
    await errorLine(page).waitFor();
    await logIn(page, parent.email, 'changed password 1');
    await waitForPath(page, '/parent-dashboard');
  });

  it('changes the email once the link sent to the new address is opened', async () => {
    const page = await suite.open();
    const parent = newAccount('parent');
    const newEmail = `new-${parent.email}`;
    await verifiedAccount(page, suite.mail(), parent);
    await logIn(page, parent.email, parent.password);
    await waitForPath(page, '/parent-dashboard');

    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByText(parent.email).waitFor();
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill(parent.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await form.getByRole('status').waitFor();
    expect(await form.getByLabel('New email').inputValue()).toBe('');

    await page.goto(await linkInMail(suite.mail(), newEmail, verifyLinkPattern));
    await page.getByRole('status').getByText(newEmail).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await waitForPath(page, '/parent-dashboard');
    await form.getByText(newEmail).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, newEmail, parent.password);
    await waitForPath(page, '/parent-dashboard');
  });
});
