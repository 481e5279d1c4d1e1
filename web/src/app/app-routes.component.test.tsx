import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session';
import type { UserRole } from '../lib/session';
import { network } from '../testing/fake-network';
import { holdSignedOutSession } from '../testing/fixtures';
import { renderScreen, sessionUser } from '../testing/render';
import { AppRoutes } from './app-routes';

// The shell: header, the session gate, where each role lands, and the terms. The browser
// journeys load these pages from the built app too (and under its Content-Security-Policy).

const termsHeadings = [
  'Introduction',
  'Nature of Services',
  'Eligibility',
  'Nanny Duties',
  'Parent Duties',
  'Messaging Rules',
  'Reviews',
  'Payments and Fees',
  'Background Checks',
  'Liability',
  'Termination',
  'Availability',
  'Amendments',
];

const dashboards = [
  { path: '/rbt-dashboard', role: 'nanny', heading: 'RBT Nanny Dashboard' },
  { path: '/parent-dashboard', role: 'parent', heading: 'Parent Dashboard' },
  { path: '/operator', role: 'operator', heading: 'Operator Console' },
] as const satisfies readonly { path: string; role: UserRole; heading: string }[];

const signInPanel = () => screen.queryByRole('region', { name: 'Sign in' });

function expectLandingPage() {
  expect(signInPanel()).not.toBeNull();
  expect(screen.getByRole('heading', { name: 'How it works for parents' })).toBeDefined();
  expect(screen.getByRole('heading', { name: 'How it works for nannies' })).toBeDefined();
}

function expectHeader() {
  const banner = within(screen.getByRole('banner'));
  expect(banner.getByRole('img', { name: 'RBT Nanny Connect' })).toBeDefined();
  expect(
    banner.getByRole('heading', { level: 1, name: 'Welcome to RBT Nanny Connect' }),
  ).toBeDefined();
}

beforeEach(() => {
  network().on('GET', '/api/auth/config', { json: { googleEnabled: false } });
  // The dashboards' own data is not the subject here: every panel may fail to load.
  network().otherwise({ status: 503, json: { code: 'unavailable', message: 'Not here.' } });
});

describe('the shell', () => {
  it('shows the Terms of Service with its date and every section in order, and leads home', async () => {
    const { user, location } = renderScreen(<AppRoutes />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeDefined();
    expect(screen.getByText('Last updated March 2025')).toBeDefined();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(termsHeadings);
    expect(document.title).toBe('Terms of Service | RBT Nanny Connect');
    expectHeader();

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(location().pathname).toBe('/');
    expectLandingPage();
  });

  it('sends an unknown path to the landing page, with the logo and welcome heading', async () => {
    const { user, location } = renderScreen(<AppRoutes />, { path: '/nowhere' });
    expect(location().pathname).toBe('/');
    expectLandingPage();
    expectHeader();
    expect(within(signInPanel()!).getByRole('button', { name: 'Log in' })).toBeDefined();

    await user.click(screen.getByRole('link', { name: 'Read the Terms of Service' }));
    expect(location().pathname).toBe('/terms-of-service');
    expectHeader();
  });

  for (const { path, heading } of dashboards) {
    it(`sends a signed-out visitor from ${path} to the landing page`, () => {
      const { location } = renderScreen(<AppRoutes />, { path });
      expect(location().pathname).toBe('/');
      expectLandingPage();
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    });
  }

  for (const { path, role, heading } of dashboards) {
    it(`sends a signed-in ${role} from / to ${path}`, () => {
      const { location } = renderScreen(<AppRoutes />, { session: sessionUser(role) });
      expect(location().pathname).toBe(path);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeDefined();
      expect(signInPanel()).toBeNull();
    });
  }

  it("sends a signed-in user from another role's dashboard to their own", () => {
    const first = renderScreen(<AppRoutes />, {
      path: '/parent-dashboard',
      session: sessionUser('nanny'),
    });
    expect(first.location().pathname).toBe('/rbt-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'RBT Nanny Dashboard' })).toBeDefined();
    first.unmount();

    const second = renderScreen(<AppRoutes />, {
      path: '/operator',
      session: sessionUser('nanny'),
    });
    expect(second.location().pathname).toBe('/rbt-dashboard');
    expect(screen.queryByRole('heading', { name: 'Operator Console' })).toBeNull();
  });
});

describe('the session gate', () => {
  it('shows Loading... while the session is being resolved, then the page', async () => {
    const held = holdSignedOutSession();
    renderScreen(<AppRoutes />, { session: 'loading' });
    const resolving = act(() => useSessionStore.getState().resolve());

    expect(screen.getByText('Loading...')).toBeDefined();
    expectHeader();
    expect(signInPanel()).toBeNull();
    held.open();
    await resolving;
    expect(screen.queryByText('Loading...')).toBeNull();
    expectLandingPage();
  });

  it('treats a failed session lookup as signed out, without asking again', async () => {
    network().on('GET', '/api/session', { status: 502, text: '<h1>Bad gateway</h1>' });
    const { location } = renderScreen(<AppRoutes />, {
      path: '/parent-dashboard',
      session: 'loading',
    });
    await act(() => useSessionStore.getState().resolve());

    expect(location().pathname).toBe('/');
    expectLandingPage();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(network().sent('GET', '/api/session')).toHaveLength(1);
  });
});
