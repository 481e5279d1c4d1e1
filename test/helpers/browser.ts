import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserServer, Download, Page } from 'playwright-core';

/**
 * Debian's headless build of Chromium (`chromium-headless-shell`, the same release as `chromium`)
 * when it is installed: the tests never show a window, and the full browser's headless mode cost
 * the bookings journey 31 s of Chromium's CPU where the shell costs 18 (docs/testing.md). The full
 * `chromium` runs the same tests where only it is installed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';

export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync(headlessShell) || !existsSync(fullChromium) ? headlessShell : fullChromium);

export function isBrowserAvailable(): boolean {
  return existsSync(chromiumPath);
}

const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The run's one Chromium (test/setup/shared-browser.ts), which test files connect to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/** A connection of this test file to the run's Chromium; closing it leaves the browser up. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export interface NewPageOptions {
  width?: number;
  height?: number;
}

/**
 * A page in its own context (own cookies and storage), so tests never share a session. Closing
 * the page's context is the caller's job: `await page.context().close()`.
 */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  { width = 1280, height = 800 }: NewPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
  // Each wait ends as soon as what it waits for appears; the limit only decides when a busy
  // 2-core machine (two test files, their servers and Chromium at once) counts as broken.
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

/** A download's content as text (read over the connection: the run's Chromium keeps the file). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
