import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { network } from '../../testing/fake-network';
import { fill, renderScreen, sessionUser } from '../../testing/render';
import { Route, Routes } from 'react-router';
import { AccountSettings } from './account-settings';
import { AuthPanel } from './auth-panel';
import { VerifyEmailPage } from './verify-email-page';

// Account settings (change email, delete the account, a copy of her data, who looked) and the
// page an emailed link opens. Erasure itself and who may do it are the server's (account-erasure
// int tests); the browser journeys delete an account end to end.

function answerNobodyLooked() {
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
}

const settings = () => within(screen.getByRole('region', { name: 'Account settings' }));

describe('account settings', () => {
  it('changes the email only by the link sent to the new address, and clears the form', async () => {
    answerNobodyLooked();
    const sent = 'We sent a link to new-paula@example.com. Open it to confirm your new email.';
    network().on('POST', '/api/account/email', { json: { message: sent } });
    const paula = sessionUser('parent', { email: 'paula@example.com' });
    const { user } = renderScreen(<AccountSettings />, { session: paula });
    const form = within(settings().getByRole('form', { name: 'Change email' }));
    expect(form.getByText('paula@example.com')).toBeDefined();

    await fill(user, form.getByLabelText('New email'), ' new-paula@example.com ');
    await fill(user, form.getByLabelText('Current password'), 'first password 1');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect((await form.findByRole('status')).textContent).toBe(sent);
    expect(form.getByLabelText<HTMLInputElement>('New email').value).toBe('');
    expect(network().sent('POST', '/api/account/email')[0]?.body).toEqual({
      newEmail: 'new-paula@example.com',
      password: 'first password 1',
    });
  });

  it('says what deleting does, asks to confirm, and gives focus back when she keeps it', async () => {
    answerNobodyLooked();
    const { user } = renderScreen(<AccountSettings />, { session: sessionUser('parent') });
    const form = within(settings().getByRole('form', { name: 'Delete account' }));
    expect(form.getByText('This cannot be undone.')).toBeDefined();
    await fill(user, form.getByLabelText('Password'), 'first password 1');
    const remove = form.getByRole('button', { name: 'Delete my account' });
    await user.click(remove);

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(network().sent('POST', '/api/account/erase')).toEqual([]);
  });

  it('deletes the account with her password and leaves for the landing page, saying so', async () => {
    answerNobodyLooked();
    network().on('POST', '/api/account/erase', {
      json: { message: 'Your account has been deleted.' },
    });
    network().on('GET', '/api/auth/config', { json: { googleEnabled: false } });
    const pages = (
      <Routes>
        <Route path="/" element={<AuthPanel />} />
        <Route path="/parent-dashboard" element={<AccountSettings />} />
      </Routes>
    );
    const { user, location } = renderScreen(pages, {
      path: '/parent-dashboard',
      session: sessionUser('parent'),
    });
    const form = within(settings().getByRole('form', { name: 'Delete account' }));
    await fill(user, form.getByLabelText('Password'), 'first password 1');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));

    const landing = within(await screen.findByRole('region', { name: 'Sign in' }));
    expect(landing.getByRole('status').textContent).toBe('Your account has been deleted.');
    expect(location().pathname).toBe('/');
    expect(network().sent('POST', '/api/account/erase')[0]?.body).toEqual({
      password: 'first password 1',
    });
  });

  it('leaves the email and password to Google, and deletes without a password', async () => {
    answerNobodyLooked();
    const gina = sessionUser('nanny', { signInMethod: 'google' });
    renderScreen(<AccountSettings />, { session: gina });
    expect(settings().getByText('Your email and password are managed by Google.')).toBeDefined();
    expect(settings().queryByRole('form', { name: 'Change email' })).toBeNull();
    expect(settings().queryByRole('form', { name: 'Change password' })).toBeNull();
    const deletion = within(settings().getByRole('form', { name: 'Delete account' }));
    expect(deletion.queryByLabelText('Password')).toBeNull();
  });

  it('offers a copy of her data and says when nobody has looked at her information', async () => {
    answerNobodyLooked();
    renderScreen(<AccountSettings />, { session: sessionUser('parent') });
    await settings().findByText('Nobody else has opened your documents or special considerations.');
    const download = settings().getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/account/export');
    expect(download.hasAttribute('download')).toBe(true);
  });
});

describe('the page an emailed link opens', () => {
  it('says a used verification link was used and offers a new email', async () => {
    const used = 'This verification link has already been used.';
    network().on('POST', '/api/auth/verify-email', {
      status: 400,
      json: { code: 'validation', message: used, details: { reason: 'token_used' } },
    });
    const resent = 'If that account needs verifying, a new link is on its way.';
    network().on('POST', '/api/auth/resend-verification', { json: { message: resent } });
    const { user } = renderScreen(<VerifyEmailPage />, { path: '/verify-email?token=used-1' });

    expect((await screen.findByRole('alert')).textContent).toBe(used);
    await fill(user, screen.getByLabelText('Email'), 'paula@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(resent);
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeDefined();
  });

  it('confirms an email change to the signed-in user, with a way back to her dashboard', async () => {
    const confirmed = 'Your email is now new-paula@example.com.';
    network().on('POST', '/api/auth/verify-email', { json: { message: confirmed } });
    const renamed = sessionUser('parent', { email: 'new-paula@example.com' });
    network().on('GET', '/api/session', { json: { user: renamed } });
    renderScreen(<VerifyEmailPage />, {
      path: '/verify-email?token=change-1',
      session: sessionUser('parent'),
    });

    expect((await screen.findByText(confirmed)).getAttribute('role')).toBe('status');
    const back = screen.getByRole('link', { name: 'Go to your dashboard' });
    expect(back.getAttribute('href')).toBe('/parent-dashboard');
    await waitFor(() => expect(network().sent('GET', '/api/session')).toHaveLength(1));
  });
});
