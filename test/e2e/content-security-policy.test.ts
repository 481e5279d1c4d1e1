import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedUpAndVerified } from '../helpers/accounts-api.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { waitUntilLive } from '../helpers/e2e-live.js';
import { pdfFile, pngFile } from '../helpers/e2e-nanny-files.js';
import { agreeToTerms, documentsCard, filePicker } from '../helpers/e2e-nanny.js';
import { operatorOnConsole, pageWithSession, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Security headers in Chromium: the built web app runs under its Content-Security-Policy
// (no 'unsafe-inline' scripts or styles) on every page, as anonymous and as each role, and a
// page of another origin cannot frame the operator console. The visits below also load the
// shell from the built app: an unknown path and a signed-out visit to each dashboard land on the
// landing page (the shell's routing itself is web/src/app/app-routes.component.test.tsx).

interface Problem {
  kind: 'violation' | 'console' | 'pageerror';
  text: string;
}

/**
 * Records every CSP violation (the document's securitypolicyviolation event, reported through a
 * binding so none is lost to a navigation), every console error and every uncaught exception.
 * The one console error allowed is Chromium's own line for an HTTP error status
 * ("Failed to load resource: the server responded with a status of 4xx"): pages here answer
 * bogus tokens and signed-out probes with 4xx on purpose, and a resource the policy blocks is
 * reported as a violation instead, never as that line.
 */
async function watchProblems(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.push({ kind: 'violation', text });
  });
  // A string, not a function: the test code is compiled without the DOM's types.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation(
      event.effectiveDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' +
        event.lineNumber + ') ' + (event.sample || ''),
    );
  });`);
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy|securitypolicy|refused to/i.test(text)) {
      problems.push({ kind: 'violation', text });
    } else if (
      message.type() === 'error' &&
      !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)
    ) {
      problems.push({ kind: 'console', text });
    }
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: error.message }));
  return problems;
}

/** Lets late requests and reports arrive before the problems are read. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Opens every tab of the dashboard on the page, one after another. */
async function visitEveryTab(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const names: string[] = [];
  for (let i = 0; i < (await tabs.count()); i += 1) {
    const tab = tabs.nth(i);
    names.push((await tab.textContent()) ?? '');
    await tab.click();
    await settle(page);
  }
  return names;
}

describe('security item 1: the web app under its Content-Security-Policy', () => {
  const suite = browserSuite({ smtp: true });
  const framers: { close(): void }[] = [];
  afterAll(() => framers.forEach((server) => server.close()));

  it('anonymous: every public page and /docs run with no violation or console error', async () => {
    const page = await suite.open();
    const problems = await watchProblems(page);
    const visits: [string, string][] = [
      ['/', '/'],
      ['/terms-of-service', '/terms-of-service'],
      ['/verify-email?token=not-a-real-token', '/verify-email'],
      ['/reset-password?token=not-a-real-token', '/reset-password'],
      ['/operator', '/'],
      ['/rbt-dashboard', '/'],
      ['/parent-dashboard', '/'],
      ['/no-such-page', '/'],
    ];
    for (const [url, landsOn] of visits) {
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForURL((address) => address.pathname === landsOn);
      await page.locator('h1, h2').first().waitFor();
      await settle(page);
    }
    // The sign-up form opens (dialogs and form styles), then the API docs (swagger-ui).
    await page.goto('/');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).waitFor();
    await settle(page);
    await page.goto('/docs/');
    await page.getByText('RBT Nanny Connect API').first().waitFor();
    await page.locator('.opblock').first().click();
    await settle(page);
    expect(problems).toEqual([]);
  });

  it('nanny: every tab, live updates, document uploads and photo, with no violation', async () => {
    const { app, mail } = suite.server();
    const nanny = await signedUpAndVerified(app, mail!, { role: 'nanny' });
    const page = await pageWithSession(suite, nanny.cookie, '/rbt-dashboard');
    const problems = await watchProblems(page);
    await page.reload();
    await agreeToTerms(page);
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Manage Documents' }).click();
    await filePicker(page, 'profile picture').setInputFiles(pngFile('me.png'));
    await filePicker(page, 'RBT certification').setInputFiles(pdfFile('rbt.pdf'));
    await documentsCard(page).getByRole('link', { name: 'View profile picture' }).waitFor();
    await page.getByRole('button', { name: 'Manage Documents' }).click();
    const tabs = await visitEveryTab(page);
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    // React's style={...} props apply under style-src 'self' (set through the CSSOM): the live
    // indicator's dot is drawn by its style prop alone (no stylesheet rounds it).
    const dot = `getComputedStyle(document.querySelector('.connection-indicator > span')).borderRadius`;
    expect(await page.evaluate<string>(dot)).toBe('50%');
    // Her photo is shown from our own origin (img-src 'self').
    await page.reload();
    await waitUntilLive(page);
    await settle(page);
    expect(problems).toEqual([]);
  });

  it('parent: every tab and the directory with photos, with no violation', async () => {
    await seedApprovedNanny(suite.server().runtime, {
      fullName: 'Paula Photo',
      withPhoto: true,
      area: { zip: '10001' },
    });
    const { page } = await parentOnDashboard(suite);
    const problems = await watchProblems(page);
    await page.reload();
    await waitUntilLive(page);
    const tabs = await visitEveryTab(page);
    expect(tabs.length).toBeGreaterThanOrEqual(3);
    // Her ZIP opens the directory: a nanny card with her photo, served by our own origin.
    await page.getByRole('tab', { name: /^Bookings/ }).click();
    const zip = page.getByRole('form', { name: 'Your ZIP code' });
    await zip.getByLabel('Home ZIP code').fill('10001');
    await zip.getByRole('button', { name: 'Save ZIP code' }).click();
    const photo = page.getByRole('img', { name: 'Photo of Paula Photo' });
    await photo.waitFor();
    const naturalWidth = `document.querySelector('img[alt="Photo of Paula Photo"]').naturalWidth`;
    await expect.poll(() => page.evaluate<number>(naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    expect(problems).toEqual([]);
  });

  it('operator: every tab of the console and /docs, with no violation', async () => {
    await seedApprovedNanny(suite.server().runtime, {
      fullName: 'Penny Pending',
      withPhoto: true,
      approved: false,
    });
    const page = await operatorOnConsole(suite);
    const problems = await watchProblems(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
    await waitUntilLive(page);
    const tabs = await visitEveryTab(page);
    expect(tabs.length).toBeGreaterThanOrEqual(6);
    await page.goto('/docs/');
    await page.getByText('RBT Nanny Connect API').first().waitFor();
    await settle(page);
    expect(problems).toEqual([]);
  });

  it('a page of another origin cannot frame the operator console (frame-ancestors none)', async () => {
    const page = await operatorOnConsole(suite);
    const target = `${suite.server().baseUrl}/operator`;
    const framer = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>Win a prize</title>
<iframe name="console" src="${target}" width="1000" height="700"></iframe>`);
    });
    framers.push(framer);
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;

    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|refused to (frame|display)/i.test(message.text())) {
        refusals.push(message.text());
      }
    });
    // The same browser context: her session cookie would go along (same site, other port).
    await page.goto(framerUrl);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'none'");
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(1);
    expect(frames[0]!.url()).not.toBe(target);
    expect(await frames[0]!.getByRole('heading', { name: 'Operator Console' }).count()).toBe(0);
    // The console itself still opens in its own tab.
    await page.goto('/operator');
    await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
  });
});
