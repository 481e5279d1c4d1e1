import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage, workerBrowser } from './browser.js';
import type { OidcTestProvider } from './oidc-test-provider.js';
import type { CaughtMail } from './smtp-catcher.js';
import { startTestServer } from './test-server.js';
import type { TestServer, TestServerOptions } from './test-server.js';

export interface BrowserSuite {
  /** A page in a fresh browser context (its own cookies) on the test server. */
  open(width?: number): Promise<Page>;
  /** Every message the server has sent (needs `smtp: true`). */
  mail(): CaughtMail[];
  /** The local OpenID provider standing in for Google (needs `google: true`). */
  google(): OidcTestProvider;
  /** The running product: its runtime (event store, storage) for setting up data directly. */
  server(): TestServer;
}

/**
 * Starts the product and takes the worker's Chromium for the enclosing describe block, and closes
 * the product and the block's browser contexts after it (the browser stays up for the next file).
 * Call it at the top of a describe.
 */
export function browserSuite(options: TestServerOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    server = await startTestServer(options);
    browser = await workerBrowser();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(pages.map((page) => page.context().close()));
    await server?.close();
  }, 30_000);

  return {
    async open(width = 1280) {
      if (browser === undefined || server === undefined) {
        throw new Error('The suite did not start.');
      }
      const page = await newPage(browser, server.baseUrl, { width });
      pages.push(page);
      return page;
    },
    mail() {
      if (server?.mail === undefined) throw new Error('The suite did not start with smtp: true.');
      return server.mail.messages;
    },
    google() {
      if (server?.google === undefined) {
        throw new Error('The suite did not start with google: true.');
      }
      return server.google;
    },
    server() {
      if (server === undefined) throw new Error('The suite did not start.');
      return server;
    },
  };
}
