import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Download, Page } from 'playwright-core';

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

let workersBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched by its first browser file and kept for the files after it
 * (browser files run with `isolate: false`, so this module outlives a file); each file works in
 * contexts of its own and closes them. A browser of the worker's own, rather than one for the
 * whole run that every file connected to, spares every message between a test and its pages a
 * hop through the run's main process (a tenth of the journeys' CPU, docs/testing.md). Chromium
 * exits with the worker: its end of the debugging pipe closes.
 */
export function workerBrowser(): Promise<Browser> {
  workersBrowser ??= chromium.launch(launchOptions).then((browser) => {
    browser.on('disconnected', () => {
      workersBrowser = undefined;
    });
    return browser;
  });
  return workersBrowser;
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

/** A download's content as text (read over Playwright's connection to Chromium). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
