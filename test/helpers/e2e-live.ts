import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import WebSocket from 'ws';
import { profileCard } from './e2e-nanny.js';

// Browser steps for live updates: the header's indicator, an operator deciding on the review
// queue, timestamps taken inside the pages, and raw sockets opened from the test process.

/** The header's "Live" / "Reconnecting…" / "Offline" line. */
export const liveIndicator = (page: Page) => page.getByRole('status', { name: 'Live updates' });

export async function waitUntilLive(page: Page): Promise<void> {
  await liveIndicator(page).getByText('Live', { exact: true }).waitFor();
}

/** Marks the page, so a later check proves it was never reloaded or navigated away. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate('window.__liveMark = true');
}

export function pageKeptMark(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('window.__liveMark === true');
}

/** Her approval badge on the dashboard, holding exactly `text`. */
export const approvalBadge = (page: Page, text: string) =>
  profileCard(page).getByText(text, { exact: true });

export const reviewQueue = (page: Page) => page.getByRole('region', { name: 'Review queue' });

export const queueItem = (page: Page, fullName: string): Locator =>
  reviewQueue(page).getByRole('article', { name: fullName, exact: true });

/**
 * Approves her from her queue item: Approve opens the registry form; the operator records an
 * active certification (number, expiry a year ahead, checked today) and confirms.
 */
export async function approveInQueue(item: Locator): Promise<void> {
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await fillRegistryCheck(item);
  await item.getByRole('button', { name: 'Confirm approval' }).click();
}

/** Fills the registry form open in `scope` with an active certification a year from expiry. */
export async function fillRegistryCheck(scope: Locator): Promise<void> {
  await scope.getByLabel('RBT certification number').fill('RBT-21-123456');
  const expiry = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await scope.getByLabel('Expiry (renewal) date').fill(expiry);
}

/** Shows the queue of one status and waits until it has loaded. */
export async function showQueue(page: Page, status: 'Pending' | 'Approved'): Promise<void> {
  await reviewQueue(page).getByLabel('Status').selectOption({ label: status });
  await reviewQueue(page)
    .getByText('Loading the review queue...', { exact: true })
    .waitFor({ state: 'detached' });
}

/**
 * Records, inside the page, the time of every click on a button (before the page handles it),
 * on the clock the other pages of the browser share: performance.timeOrigin + performance.now().
 */
export async function recordButtonClicks(page: Page): Promise<void> {
  await page.evaluate(`
    window.__clicks = [];
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) window.__clicks.push({
        label: (button.textContent || '').trim(),
        at: performance.timeOrigin + performance.now(),
      });
    }, true);
  `);
}

export function lastClickAt(page: Page, label: string): Promise<number | null> {
  return page.evaluate<number | null>(
    `(window.__clicks.filter((click) => click.label === ${JSON.stringify(label)}).at(-1) || { at: null }).at`,
  );
}

/** Records, inside the nanny's page, each time her approval badge shows a new text. */
export async function recordBadgeChanges(page: Page): Promise<void> {
  await page.evaluate(`
    window.__badges = [];
    let last = null;
    const read = () => {
      const badge = document.querySelector('.profile-summary .approval .badge');
      const text = badge ? badge.textContent : null;
      if (text !== last) {
        last = text;
        window.__badges.push({ text, at: performance.timeOrigin + performance.now() });
      }
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true, childList: true, characterData: true,
    });
  `);
}

export function lastBadgeChangeAt(page: Page, text: string): Promise<number | null> {
  return page.evaluate<number | null>(
    `(window.__badges.filter((change) => change.text === ${JSON.stringify(text)}).at(-1) || { at: null }).at`,
  );
}

/** "a=1; b=2" from the page's cookies, as the browser sends them. */
export async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export function socketUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/ws`;
}

export interface SocketAttempt {
  opened: boolean;
  /** The HTTP status of a refused upgrade. */
  status: number | null;
}

/** Tries to open the hub's socket with these headers and says whether it was let in. */
export function trySocket(url: string, headers: Record<string, string>): Promise<SocketAttempt> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    const done = (attempt: SocketAttempt) => {
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      resolve(attempt);
    };
    socket.on('open', () => done({ opened: true, status: null }));
    socket.on('unexpected-response', (_request, response) =>
      done({ opened: false, status: response.statusCode ?? null }),
    );
    socket.on('error', () => done({ opened: false, status: null }));
  });
}

export interface SocketListener {
  /** Every text message received so far, parsed. */
  messages: Record<string, unknown>[];
  close(): void;
}

/** Opens the hub's socket as a page would and keeps every message it receives. */
export function listen(url: string, headers: Record<string, string>): Promise<SocketListener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data, isBinary) => {
      // Text frames arrive as one Buffer (the default binaryType); each holds one event's messages.
      if (!isBinary && Buffer.isBuffer(data)) {
        messages.push(...(JSON.parse(data.toString('utf8')) as Record<string, unknown>[]));
      }
    });
    socket.once('open', () => resolve({ messages, close: () => socket.close() }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`The hub refused the socket: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The value below which `share` (0..1) of the sorted samples lie, nearest rank. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** A page's live socket, passing through the test, which can drop it and refuse reconnects. */
export interface InterceptedSocket {
  /** Every URL the page opened the socket with, in order. */
  urls: string[];
  /** The socket now connected, if any. */
  current(): WebSocketRoute | undefined;
  /** Drops the socket as a restarting server would, and refuses reconnects until `allow`. */
  drop(): Promise<void>;
  allow(): void;
}

/** Routes the page's `/ws` through the test; call before the page (re)loads. */
export async function interceptLiveSocket(page: Page): Promise<InterceptedSocket> {
  const urls: string[] = [];
  let refusing = false;
  let current: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/ws/, (route) => {
    urls.push(route.url());
    if (refusing) {
      void route.close({ code: 1013, reason: 'try again later' });
      return;
    }
    route.connectToServer();
    current = route;
  });
  return {
    urls,
    current: () => current,
    drop: async () => {
      refusing = true;
      await current?.close({ code: 1012, reason: 'restarting' });
    },
    allow: () => {
      refusing = false;
    },
  };
}
