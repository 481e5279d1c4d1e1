import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/e2e-suite.js';

// The shell in a real browser against the real app: header, session gate, routing and terms.

const termsHeadings = [
  'Introduction',
  'Nature of Services',
  'Eligibility',
  'Nanny Duties',
  'Parent Duties',
  'Messaging Rules',
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
] as const;

type Role = (typeof dashboards)[number]['role'];

describe('web shell', () => {
  const suite = browserSuite();
  const open = (width?: number) => suite.open(width);

  function pathnameOf(page: Page): string {
    return new URL(page.url()).pathname;
  }

  async function expectLandingPage(page: Page): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'How it works for parents' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'How it works for nannies' }).isVisible()).toBe(
      true,
    );
  }

  async function expectHeader(page: Page): Promise<void> {
    const banner = page.getByRole('banner');
    await banner.getByRole('img', { name: 'RBT Nanny Connect' }).waitFor();
    const welcome = banner.getByRole('heading', { level: 1, name: 'Welcome to RBT Nanny Connect' });
    expect(await welcome.isVisible()).toBe(true);
  }

  // Stands in for a signed-in session so the role routing can be checked before sign-in exists.
  async function fakeSession(page: Page, role: Role): Promise<void> {
    const user = {
      id: `user-${role}`,
      role,
      fullName: `Test ${role}`,
      email: `${role}@example.com`,
      signInMethod: 'password',
    };
    await page.route('**/api/session', (route) => route.fulfill({ json: { user } }));
  }

  it('shows the Terms of Service with its date and every section in order', async () => {
    const page = await open();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();

    expect(await page.getByText('Last updated March 2025').isVisible()).toBe(true);
    const headings = page.getByRole('main').locator('section').getByRole('heading', { level: 2 });
    expect(await headings.allTextContents()).toEqual(termsHeadings);

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expectLandingPage(page);
  });

  it('sends an unknown path to the landing page', async () => {
    const page = await open();
    await page.goto('/nowhere');
    await expectLandingPage(page);
    expect(pathnameOf(page)).toBe('/');
    expect(
      await page
        .getByRole('region', { name: 'Sign in' })
        .getByRole('button', { name: 'Log in', exact: true })
        .isVisible(),
    ).toBe(true);
  });

  for (const { path, heading } of dashboards) {
    it(`sends a signed-out visitor from ${path} to the landing page`, async () => {
      const page = await open();
      await page.goto(path);
      await expectLandingPage(page);
      expect(pathnameOf(page)).toBe('/');
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(0);
    });
  }

  it('shows the logo and the welcome heading on the landing and terms pages', async () => {
    const page = await open(390);
    await page.goto('/');
    await expectLandingPage(page);
    await expectHeader(page);

    await page.getByRole('link', { name: 'Read the Terms of Service' }).click();
    await page.waitForURL((url) => url.pathname === '/terms-of-service');
    await expectHeader(page);
  });

  it('shows Loading... while the session is being resolved, then the page', async () => {
    const page = await open();
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/session', async (route) => {
      await gate;
      await route.continue();
    });

    try {
      await page.goto('/');
      const loading = page.getByText('Loading...', { exact: true });
      await loading.waitFor();
      await expectHeader(page);
      expect(await page.getByRole('region', { name: 'Sign in' }).count()).toBe(0);

      release();
      await loading.waitFor({ state: 'detached' });
      await expectLandingPage(page);
    } finally {
      release();
    }
  });

  it('treats a failed session lookup as signed out without asking again', async () => {
    const page = await open();
    let calls = 0;
    await page.route('**/api/session', (route) => {
      calls += 1;
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    });

    await page.goto('/parent-dashboard');
    await expectLandingPage(page);
    await page.waitForTimeout(300);
    expect(calls).toBe(1);
    expect(await page.getByText('Loading...').count()).toBe(0);
  });

  for (const { path, role, heading } of dashboards) {
    it(`sends a signed-in ${role} from / to ${path}`, async () => {
      const page = await open();
      await fakeSession(page, role);
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await page.getByRole('region', { name: 'Sign in' }).count()).toBe(0);
    });
  }

  it("sends a signed-in user from another role's dashboard to their own", async () => {
    const page = await open();
    await fakeSession(page, 'nanny');
    await page.goto('/parent-dashboard');
    await page.waitForURL((url) => url.pathname === '/rbt-dashboard');
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();

    await page.goto('/operator');
    await page.waitForURL((url) => url.pathname === '/rbt-dashboard');
    expect(await page.getByRole('heading', { name: 'Operator Console' }).count()).toBe(0);
  });
});
