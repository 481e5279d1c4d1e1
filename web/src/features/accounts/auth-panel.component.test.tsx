import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gate, network } from '../../testing/fake-network';
import { fill, renderScreen } from '../../testing/render';
import { AuthPanel } from './auth-panel';

// The Login / Sign Up panel of the landing page: its messages, in the product's order, what it
// sends, and what it shows after. The server's own rules are tested through app.inject.

// The product's words, as PRODUCT.md gives them.
const termsRequired = 'You must agree to the Terms & Conditions to sign up.';
const signUpConfirmation =
  'A confirmation email has been sent. Please check your inbox before logging in.';

const panel = () => within(screen.getByRole('region', { name: 'Sign in' }));
const errorLine = () => panel().getByRole('alert');
const statusLine = () => panel().getByRole('status');

function answerGoogleConfig(enabled: boolean) {
  network().on('GET', '/api/auth/config', { json: { googleEnabled: enabled } });
}

async function openSignUp() {
  answerGoogleConfig(true);
  const view = renderScreen(<AuthPanel />);
  await view.user.click(panel().getByRole('button', { name: "Don't have an account? Sign up" }));
  return view;
}

const paula = {
  firstName: 'Paula',
  lastName: 'Park',
  email: 'paula@example.com',
  password: 'first password 1',
};

async function fillSignUp(user: Awaited<ReturnType<typeof openSignUp>>['user']) {
  await fill(user, panel().getByLabelText('First name'), paula.firstName);
  await fill(user, panel().getByLabelText('Last name'), paula.lastName);
  await fill(user, panel().getByLabelText('Email'), paula.email);
  await fill(user, panel().getByLabelText('Confirm email'), paula.email);
  await fill(user, panel().getByLabelText('Password'), paula.password);
  await fill(user, panel().getByLabelText('Confirm password'), paula.password);
}

const signUpButton = () => panel().getByRole('button', { name: 'Sign up' });

describe('the sign-up form', () => {
  it('says what is wrong, one rule at a time, and sends nothing until all hold', async () => {
    const { user } = await openSignUp();
    expect(panel().getByRole('radio', { name: "I'm a Parent" })).toHaveProperty('checked', true);
    await fillSignUp(user);
    await fill(user, panel().getByLabelText('Confirm email'), `other-${paula.email}`);
    await fill(user, panel().getByLabelText('Confirm password'), 'another password');

    await user.click(signUpButton());
    expect(errorLine().textContent).toBe(termsRequired);

    await user.click(panel().getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(signUpButton());
    expect(errorLine().textContent).toBe('Emails do not match!');

    await fill(user, panel().getByLabelText('Confirm email'), paula.email);
    await user.click(signUpButton());
    expect(errorLine().textContent).toBe('Passwords do not match!');

    for (const field of ['Password', 'Confirm password']) {
      await fill(user, panel().getByLabelText(field), 'short');
    }
    await user.click(signUpButton());
    expect(errorLine().textContent).toBe('Password must be at least 8 characters.');
    expect(network().sent('POST', '/api/auth/sign-up')).toEqual([]);
  });

  it('sends the form once, then shows the confirmation in login mode with every field cleared', async () => {
    const { user } = await openSignUp();
    network().on('POST', '/api/auth/sign-up', {
      status: 201,
      json: { message: signUpConfirmation },
    });
    await fillSignUp(user);
    await user.click(panel().getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(signUpButton());

    await screen.findByText(signUpConfirmation);
    expect(statusLine().textContent).toBe(signUpConfirmation);
    expect(
      network()
        .sent('POST', '/api/auth/sign-up')
        .map((r) => r.body),
    ).toEqual([
      {
        role: 'parent',
        ...paula,
        confirmEmail: paula.email,
        confirmPassword: paula.password,
        acceptTerms: true,
      },
    ]);
    expect(panel().getByRole('button', { name: 'Log in' })).toBeDefined();
    expect(panel().queryByLabelText('Confirm email')).toBeNull();
    expect(panel().getByLabelText<HTMLInputElement>('Email').value).toBe('');
    expect(panel().getByLabelText<HTMLInputElement>('Password').value).toBe('');

    await user.click(panel().getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(panel().getByLabelText<HTMLInputElement>('First name').value).toBe('');
    expect(
      panel().getByRole<HTMLInputElement>('checkbox', { name: /Terms & Conditions/ }).checked,
    ).toBe(false);
  });

  it('sends a sign-up once however often it is pressed, saying that it is busy', async () => {
    const { user } = await openSignUp();
    const held = gate();
    network().on('POST', '/api/auth/sign-up', async () => {
      await held.opened;
      return { status: 201, json: { message: signUpConfirmation } };
    });
    await fillSignUp(user);
    await user.click(panel().getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.dblClick(signUpButton());
    const busy = panel().getByRole<HTMLButtonElement>('button', { name: 'Signing up...' });
    expect(busy.disabled).toBe(true);
    await user.type(panel().getByLabelText('Confirm password'), '{Enter}');
    held.open();

    await screen.findByText(signUpConfirmation);
    expect(network().sent('POST', '/api/auth/sign-up')).toHaveLength(1);
  });
});

describe('logging in', () => {
  it('offers to resend the link when the email is not verified, and says it was sent', async () => {
    answerGoogleConfig(true);
    const refused = 'Please verify your email address before logging in.';
    network().on('POST', '/api/auth/login', {
      status: 403,
      json: { code: 'forbidden', message: refused, details: { reason: 'email_not_verified' } },
    });
    const resent = 'If that account needs verifying, a new link is on its way.';
    network().on('POST', '/api/auth/resend-verification', { json: { message: resent } });
    const { user, location } = renderScreen(<AuthPanel />);
    await fill(user, panel().getByLabelText('Email'), ' nora@example.com ');
    await fill(user, panel().getByLabelText('Password'), 'first password 1');
    await user.click(panel().getByRole('button', { name: 'Log in' }));

    expect((await panel().findByRole('alert')).textContent).toBe(refused);
    expect(location().pathname).toBe('/');
    await user.click(panel().getByRole('button', { name: 'Resend verification email' }));
    expect((await panel().findByRole('status')).textContent).toBe(resent);
    expect(network().sent('POST', '/api/auth/resend-verification')[0]?.body).toEqual({
      email: 'nora@example.com',
    });
  });

  it("goes to the signed-in role's dashboard", async () => {
    answerGoogleConfig(true);
    const nanny = {
      id: 'n1',
      role: 'nanny',
      fullName: 'Nora Quinn',
      email: 'nora@example.com',
      signInMethod: 'password',
    };
    network().on('POST', '/api/auth/login', { json: { user: nanny } });
    const { user, location } = renderScreen(<AuthPanel />);
    await fill(user, panel().getByLabelText('Email'), 'nora@example.com');
    await fill(user, panel().getByLabelText('Password'), 'first password 1');
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Log in' });
    await expect.poll(() => location().pathname).toBe('/rbt-dashboard');
  });
});

describe('Google sign-in on the panel', () => {
  it('says so, and cannot be pressed, when the server has no Google configuration', async () => {
    answerGoogleConfig(false);
    renderScreen(<AuthPanel />);
    await panel().findByText('Google sign-in is not configured on this server.');
    const google = panel().getByRole<HTMLButtonElement>('button', { name: 'Continue with Google' });
    expect(google.disabled).toBe(true);
  });

  it('asks for the terms before a Google sign-up, then sends the role and names', async () => {
    const { user } = await openSignUp();
    network().on('POST', '/api/auth/google/start', { json: { url: '#google' } });
    const google = await panel().findByRole('button', { name: 'Continue with Google' });
    await expect.poll(() => (google as HTMLButtonElement).disabled).toBe(false);
    await user.click(google);
    expect(errorLine().textContent).toBe(termsRequired);
    expect(network().sent('POST', '/api/auth/google/start')).toEqual([]);

    await user.click(panel().getByRole('checkbox', { name: /Terms & Conditions/ }));
    await user.click(panel().getByRole('radio', { name: "I'm a RBT Nanny" }));
    await fill(user, panel().getByLabelText('First name'), 'Nora');
    await fill(user, panel().getByLabelText('Last name'), 'Quinn');
    await user.click(google);
    await panel().findByRole('button', { name: 'Opening Google...' });
    expect(
      network()
        .sent('POST', '/api/auth/google/start')
        .map((r) => r.body),
    ).toEqual([
      { mode: 'signup', role: 'nanny', firstName: 'Nora', lastName: 'Quinn', acceptTerms: true },
    ]);
  });

  it('sends only the mode from login mode', async () => {
    answerGoogleConfig(true);
    network().on('POST', '/api/auth/google/start', { json: { url: '#google' } });
    const { user } = renderScreen(<AuthPanel />);
    const google = await panel().findByRole('button', { name: 'Continue with Google' });
    await expect.poll(() => (google as HTMLButtonElement).disabled).toBe(false);
    await user.click(google);
    await expect.poll(() => network().sent('POST', '/api/auth/google/start').length).toBe(1);
    expect(network().sent('POST', '/api/auth/google/start')[0]?.body).toEqual({ mode: 'login' });
  });

  it('shows a failed Google sign-in from the address in the error line and drops the query', async () => {
    answerGoogleConfig(true);
    const message = 'Google sign-in failed. Please try again.';
    const { location } = renderScreen(<AuthPanel />, {
      path: `/?authError=${encodeURIComponent(message)}`,
    });
    expect((await panel().findByRole('alert')).textContent).toBe(message);
    await expect.poll(() => location().search).toBe('');
  });
});
