import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function isBrowserAvailable(): boolean {
  return existsSync(chromiumPath);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
  });
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
