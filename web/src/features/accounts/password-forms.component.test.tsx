import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { network } from '../../testing/fake-network';
import { fill, renderScreen, sessionUser } from '../../testing/render';
import { AuthPanel } from './auth-panel';
import { ChangePasswordForm } from './change-password-form';
import { ResetPasswordPage } from './reset-password-page';

// Forgotten and changed passwords: the forms' exact messages, and when they open and close.
// That a reset link works once and ends every session is the server's (password-reset int tests).

const resetSent = '✅ Reset link sent! Check your email.';
/** PRODUCT.md: the success message shows for 3 seconds, then the form closes. */
const CLOSES_AFTER_MS = 3000;

async function openForgotForm(options: { fakeTimers?: boolean } = {}) {
  network().on('GET', '/api/auth/config', { json: { googleEnabled: false } });
  const view = renderScreen(<AuthPanel />, options);
  const panel = within(screen.getByRole('region', { name: 'Sign in' }));
  await view.user.click(panel.getByRole('button', { name: 'Forgot password' }));
  await fill(view.user, panel.getByLabelText('Email for the reset link'), 'paula@example.com');
  return { ...view, panel };
}

describe('the forgot-password form', () => {
  it("shows the server's answer, then closes by itself after 3 seconds", async () => {
    // Only timeouts are faked: the form's 3 seconds pass when the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    network().on('POST', '/api/auth/forgot-password', { json: { message: resetSent } });
    const { user, panel } = await openForgotForm({ fakeTimers: true });
    await user.click(panel.getByRole('button', { name: 'Send Reset Link' }));

    expect((await panel.findByRole('status')).textContent).toBe(resetSent);
    expect(network().sent('POST', '/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'paula@example.com',
    });
    // (Waiting for the answer moved the fake clock on by a few steps of 50 ms at most.)
    await act(() => vi.advanceTimersByTime(CLOSES_AFTER_MS - 500));
    expect(panel.getByRole('button', { name: 'Send Reset Link' })).toBeDefined();
    await act(() => vi.advanceTimersByTime(600));
    expect(panel.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
  });

  it("shows the server's message when it is rate limited, and stays open", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const message = 'Too many attempts. Please wait 5 minutes and try again.';
    network().on('POST', '/api/auth/forgot-password', {
      status: 429,
      json: { code: 'rate_limited', message },
    });
    const { user, panel } = await openForgotForm({ fakeTimers: true });
    await user.click(panel.getByRole('button', { name: 'Send Reset Link' }));

    expect((await panel.findByRole('alert')).textContent).toBe(message);
    await act(() => vi.advanceTimersByTime(CLOSES_AFTER_MS + 300));
    expect(panel.getByRole('button', { name: 'Send Reset Link' })).toBeDefined();
  });
});

describe('the reset-password page', () => {
  const openWithToken = () =>
    renderScreen(<ResetPasswordPage />, { path: '/reset-password?token=a-token' });

  it('checks the two passwords before sending, then says the password was reset', async () => {
    const done = 'Your password has been reset. You can log in with your new password.';
    network().on('POST', '/api/auth/reset-password', { json: { message: done } });
    const { user } = openWithToken();
    const submit = screen.getByRole('button', { name: 'Reset password' });

    await fill(user, screen.getByLabelText('New password'), 'new password 2');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new password 3');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match!');

    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Confirm new password'), 'short');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters.');
    expect(network().sent('POST', '/api/auth/reset-password')).toEqual([]);

    await fill(user, screen.getByLabelText('New password'), 'new password 2');
    await fill(user, screen.getByLabelText('Confirm new password'), 'new password 2');
    await user.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(done);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/');
    expect(network().sent('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'a-token',
      password: 'new password 2',
      confirmPassword: 'new password 2',
    });
  });

  it('ends at a used link, offering a new one', async () => {
    const used = 'This reset link has already been used. Please request a new one.';
    network().on('POST', '/api/auth/reset-password', {
      status: 400,
      json: { code: 'validation', message: used, details: { reason: 'token_used' } },
    });
    const { user } = openWithToken();
    await fill(user, screen.getByLabelText('New password'), 'third password 3');
    await fill(user, screen.getByLabelText('Confirm new password'), 'third password 3');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(used);
    expect(screen.queryByLabelText('New password')).toBeNull();
    const again = screen.getByRole('link', { name: 'Request a new reset link' });
    expect(again.getAttribute('href')).toBe('/');
  });

  it('says a link without its token is incomplete', () => {
    renderScreen(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toMatch(/^This reset link is incomplete\./);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeDefined();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('the change-password form', () => {
  it('says what is missing or wrong, then that it changed, and clears itself', async () => {
    const { user } = renderScreen(<ChangePasswordForm />, { session: sessionUser('parent') });
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    const update = form.getByRole('button', { name: 'Update password' });

    await user.click(update);
    expect(form.getByRole('alert').textContent).toBe('Please fill out all password fields.');

    await fill(user, form.getByLabelText('Current password'), 'first password 1');
    await fill(user, form.getByLabelText('New password'), 'changed password 1');
    await fill(user, form.getByLabelText('Confirm new password'), 'changed password 2');
    await user.click(update);
    expect(form.getByRole('alert').textContent).toBe('New passwords do not match.');
    expect(network().sent('POST', '/api/account/password')).toEqual([]);

    const wrong = 'Your current password is incorrect.';
    network().once('POST', '/api/account/password', {
      status: 400,
      json: { code: 'validation', message: wrong },
    });
    await fill(user, form.getByLabelText('Current password'), 'not my password');
    await fill(user, form.getByLabelText('Confirm new password'), 'changed password 1');
    await user.click(update);
    expect((await form.findByRole('alert')).textContent).toBe(wrong);
    expect(form.queryByRole('status')).toBeNull();

    network().on('POST', '/api/account/password', {
      json: { message: 'Password updated successfully.' },
    });
    await fill(user, form.getByLabelText('Current password'), 'first password 1');
    await user.click(update);
    expect((await form.findByRole('status')).textContent).toBe('Password updated successfully.');
    expect(form.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
    expect(network().sent('POST', '/api/account/password').at(-1)?.body).toEqual({
      currentPassword: 'first password 1',
      newPassword: 'changed password 1',
      confirmPassword: 'changed password 1',
    });
  });
});
