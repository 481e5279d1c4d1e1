import { chromiumPath, isBrowserAvailable } from '../helpers/browser.js';

/**
 * The browser files' set-up, in vitest's main process: a missing Chromium fails the run at once
 * rather than in every browser file. Each worker launches its own (`workerBrowser`).
 */
export default function setup(): void {
  if (!isBrowserAvailable()) {
    throw new Error(`Chromium not found at ${chromiumPath}; set CHROMIUM_PATH to run e2e tests.`);
  }
}
