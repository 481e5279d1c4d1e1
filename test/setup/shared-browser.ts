import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath, isBrowserAvailable, launchBrowserServer } from '../helpers/browser.js';

/**
 * One Chromium for the whole run (both browser projects): each test file connects to it and
 * works in contexts of its own, instead of starting a browser per file (seconds each on a busy
 * 2-core machine). Both projects' setups run in vitest's main process; the first starts it, the
 * last teardown stops it.
 */
interface SharedBrowser {
  server: Promise<BrowserServer>;
  users: number;
}
const holder = globalThis as typeof globalThis & { rbtSharedBrowser?: SharedBrowser };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!isBrowserAvailable()) {
    throw new Error(`Chromium not found at ${chromiumPath}; set CHROMIUM_PATH to run e2e tests.`);
  }
  const shared = (holder.rbtSharedBrowser ??= { server: launchBrowserServer(), users: 0 });
  shared.users += 1;
  project.provide('browserWsEndpoint', (await shared.server).wsEndpoint());
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder.rbtSharedBrowser = undefined;
    await (await shared.server).close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string;
  }
}
