import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavigationContext, documentNavigation } from '../lib/navigation';
import type { Navigation } from '../lib/navigation';
import { network } from '../testing/fake-network';
import { holdSignedOutSession } from '../testing/fixtures';
import { fill, sessionUser } from '../testing/render';
import { LandingApp } from './landing-app';

// The landing page as the server sends it for "/": its own entry, with no router around it. It
// shows what the app's "/" route shows, its links load the app's pages, and whoever is signed in
// goes on to their dashboard.

const signInPanel = () => screen.queryByRole('region', { name: 'Sign in' });

/** Renders the page as its entry does, recording where it sends the browser. */
function renderLanding() {
  const moves: { to: string; replace: boolean }[] = [];
  const navigation: Navigation = {
    get address() {
      return documentNavigation.address;
    },
    go: (to, options) => moves.push({ to, replace: options?.replace ?? false }),
    Link: documentNavigation.Link,
  };
  render(
    <NavigationContext value={navigation}>
      <LandingApp />
    </NavigationContext>,
  );
  return { moves, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => {
  network().on('GET', '/api/auth/config', { json: { googleEnabled: false } });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the landing page on its own', () => {
  it('shows Loading... in the shell while the session is checked, then the page', async () => {
    const held = holdSignedOutSession();
    const { moves } = renderLanding();
    expect(screen.getByText('Loading...')).toBeDefined();
    const banner = within(screen.getByRole('banner'));
    expect(
      banner.getByRole('heading', { level: 1, name: 'Welcome to RBT Nanny Connect' }),
    ).toBeDefined();
    expect(signInPanel()).toBeNull();

    held.open();
    await screen.findByRole('heading', { name: 'How it works for parents' });
    expect(screen.getByRole('heading', { name: 'How it works for nannies' })).toBeDefined();
    expect(signInPanel()).not.toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(moves).toEqual([]);
  });

  it('links to the home page and the terms as plain links, which load those pages', async () => {
    network().on('GET', '/api/session', { json: { user: null } });
    const { user } = renderLanding();
    const terms = await screen.findByRole('link', { name: 'Read the Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    const home = within(screen.getByRole('banner')).getByRole('link');
    expect(home.getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    // In the form the Terms open in a new tab: what she typed stays, and is kept nowhere else.
    const termsInForm = screen.getByRole('link', { name: /^Terms & Conditions/ });
    expect(termsInForm.textContent).toBe('Terms & Conditions (opens in a new tab)');
    expect(termsInForm.getAttribute('href')).toBe('/terms-of-service');
    expect(termsInForm.getAttribute('target')).toBe('_blank');
    expect(termsInForm.getAttribute('rel')).toBe('noopener noreferrer');
  });

  for (const [role, path] of [
    ['parent', '/parent-dashboard'],
    ['nanny', '/rbt-dashboard'],
    ['operator', '/operator'],
  ] as const) {
    it(`sends a signed-in ${role} on to ${path}, without showing the page`, async () => {
      network().on('GET', '/api/session', { json: { user: sessionUser(role) } });
      const { moves } = renderLanding();
      await expect.poll(() => moves).toEqual([{ to: path, replace: true }]);
      expect(screen.getByText('Loading...')).toBeDefined();
      expect(signInPanel()).toBeNull();
    });
  }

  it('sends whoever logs in to their dashboard', async () => {
    network().on('GET', '/api/session', { json: { user: null } });
    network().on('POST', '/api/auth/login', { json: { user: sessionUser('nanny') } });
    const { moves, user } = renderLanding();
    await screen.findByRole('region', { name: 'Sign in' });
    await fill(user, screen.getByLabelText('Email'), 'nanny@example.com');
    await fill(user, screen.getByLabelText('Password'), 'first password 1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await expect.poll(() => moves).toEqual([{ to: '/rbt-dashboard', replace: true }]);
    expect(signInPanel()).toBeNull();
  });

  it('shows a failed Google sign-in from the address, then drops it without a reload', async () => {
    const message = 'Google sign-in failed. Please try again.';
    window.history.replaceState(null, '', `/?authError=${encodeURIComponent(message)}&keep=1`);
    network().on('GET', '/api/session', { json: { user: null } });
    // The page's own navigation: the query is rewritten in place, nothing is loaded.
    render(<LandingApp />);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?keep=1');
  });
});
