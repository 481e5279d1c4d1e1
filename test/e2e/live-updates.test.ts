import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { allFeatures } from '../../src/features/all-features.js';
import { createAuditFeature } from '../../src/features/audit/index.js';
import type { Feature } from '../../src/infra/feature.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import { productCatalog, productProjections, seedLogInBulk } from '../helpers/bulk-log.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { statusLine, waitForPath } from '../helpers/e2e-accounts.js';
import {
  approvalBadge,
  cookieHeader,
  interceptLiveSocket,
  lastBadgeChangeAt,
  lastClickAt,
  listen,
  liveIndicator,
  markPage,
  pageKeptMark,
  percentile,
  queueItem,
  recordBadgeChanges,
  recordButtonClicks,
  showQueue,
  socketUrl,
  trySocket,
  waitUntilLive,
} from '../helpers/e2e-live.js';
import { tab } from '../helpers/e2e-nanny.js';
import { directory, nannyCard, openBookings } from '../helpers/e2e-parent.js';
import { nannyOnDashboard, operatorOnConsole, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { pngBytes, uploadParentPhoto } from '../helpers/nanny-api.js';
import { completeNanny } from '../helpers/review-api.js';
import { openTestDatabase } from '../helpers/test-database.js';
import type { TestServerOptions } from '../helpers/test-server.js';
import { sameOrigin } from '../helpers/test-server.js';
import { signedInAccount, signedInAs } from '../helpers/test-sessions.js';
import { waitFor } from '../helpers/wait-for.js';
import { approveInQueue } from '../helpers/e2e-live.js';
import { statusWith } from '../helpers/e2e-nanny.js';
import { NOT_LISTED_MESSAGES } from '../../src/shared/credentials.js';

// Live updates in Chromium, on this run's engine (in-process commit signals on the embedded
// database, NOTIFY on PostgreSQL): three people at once, each in their own browser context, the
// operator's decisions reaching the nanny and the parent over /ws without a reload; a dropped
// socket catching up, or resyncing when it was away too long (security item 4); who may open a
// socket and what it is never told; and a long replay's progress bar moving live (docs/accessibility.md).

const TRANSITIONS = 20;
const noNannies = 'No approved RBTs available.';
const bio = 'Eight years with autistic children.';
/** The hub resumes only within the last 10 events: a page away for more must resync. */
const WINDOW = 10;

/** The operator decides; returns the ms from the click to the nanny's badge changing. */
/** The URLs the page requests at that path from now on (the list fills as it asks). */
function requestsFor(page: Page, pathname: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) urls.push(request.url());
  });
  return urls;
}

async function approve(operator: Page, nanny: Page, fullName: string): Promise<number> {
  await showQueue(operator, 'Pending');
  await approveInQueue(queueItem(operator, fullName));
  await approvalBadge(nanny, 'Approved').waitFor();
  return elapsed(operator, 'Confirm approval', nanny, 'Approved');
}

async function withdraw(operator: Page, nanny: Page, fullName: string): Promise<number> {
  await showQueue(operator, 'Approved');
  const item = queueItem(operator, fullName);
  await item.getByRole('button', { name: 'Withdraw approval' }).click();
  await item.getByRole('button', { name: 'Yes, withdraw approval' }).click();
  await approvalBadge(nanny, 'Pending Approval').waitFor();
  return elapsed(operator, 'Yes, withdraw approval', nanny, 'Pending Approval');
}

/** Both times were taken inside the pages, on the clock the browser's pages share. */
async function elapsed(operator: Page, button: string, nanny: Page, badge: string) {
  const clicked = await lastClickAt(operator, button);
  const changed = await lastBadgeChangeAt(nanny, badge);
  if (clicked === null || changed === null) throw new Error(`No timing for "${button}".`);
  return changed - clicked;
}

describe('live updates', () => {
  const suite = browserSuite({ smtp: true, liveCatchUpEvents: WINDOW });

  it('brings the approval and its withdrawal to the nanny and the parent without a reload', async () => {
    const fullName = 'Lola Live';
    const { page: nanny } = await nannyOnDashboard(suite, fullName);
    const { page: parent } = await parentOnDashboard(suite);
    await openBookings(parent);
    await directory(parent).getByText(noNannies, { exact: true }).waitFor();
    const operator = await operatorOnConsole(suite);
    for (const page of [nanny, parent, operator]) {
      await waitUntilLive(page);
      await markPage(page);
    }
    await recordButtonClicks(operator);
    await recordBadgeChanges(nanny);

    const latencies: number[] = [];
    latencies.push(await approve(operator, nanny, fullName));
    const card = nannyCard(parent, fullName);
    await card.getByRole('img', { name: `Photo of ${fullName}` }).waitFor();
    await card.getByText(bio).waitFor();
    await card.getByRole('button', { name: 'Request booking', exact: true }).waitFor();

    latencies.push(await withdraw(operator, nanny, fullName));
    await card.waitFor({ state: 'detached' });
    await directory(parent).getByText(noNannies, { exact: true }).waitFor();

    while (latencies.length < TRANSITIONS) {
      const approving = latencies.length % 2 === 0;
      latencies.push(await (approving ? approve : withdraw)(operator, nanny, fullName));
      await card.waitFor({ state: approving ? 'visible' : 'detached' });
    }

    // Nobody reloaded: the pages still carry the marks set before the first decision.
    for (const page of [nanny, parent, operator]) expect(await pageKeptMark(page)).toBe(true);
    await liveIndicator(nanny).getByText('Live', { exact: true }).waitFor();

    const rounded = latencies.map((ms) => Math.round(ms * 10) / 10);
    console.log(
      `live approval latency (operator click -> nanny badge, ${TRANSITIONS} transitions, ` +
        `approve/withdraw alternately): median ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
        `p90 ${percentile(latencies, 0.9).toFixed(1)} ms; each: ${rounded.join(', ')}`,
    );
    expect(latencies).toHaveLength(TRANSITIONS);
    for (const ms of latencies) expect(ms).toBeGreaterThan(0);
  }, 240_000);

  it('a check finding her certification inactive: she reads why, and an open directory drops her card, live', async () => {
    const fullName = 'Rita Registry';
    const { page: nanny } = await nannyOnDashboard(suite, fullName, { approve: true });
    const { page: parent } = await parentOnDashboard(suite);
    await openBookings(parent);
    const card = nannyCard(parent, fullName);
    await card.waitFor();
    const operator = await operatorOnConsole(suite);
    for (const page of [nanny, parent, operator]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    await operator.getByRole('tab', { name: 'Credential checks' }).click();
    const item = operator
      .getByRole('region', { name: 'Credential checks' })
      .getByRole('article', { name: fullName, exact: true });
    await item.getByRole('button', { name: 'Record check' }).click();
    await item.getByLabel('RBT certification number').fill('RBT-21-123456');
    await item.getByLabel('Status in the registry').selectOption({ label: 'Inactive' });
    await item.getByLabel('Reason the registry shows').fill('Voluntary inactive');
    // The day before, in UTC: never "in the future" on the platform's US zone.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await item.getByLabel('Date checked').fill(yesterday);
    await item.getByRole('button', { name: 'Record check' }).click();
    await statusWith(
      operator.getByRole('region', { name: 'Credential checks' }),
      `Recorded the check of ${fullName}.`,
    ).waitFor();

    await nanny.getByText(NOT_LISTED_MESSAGES.inactive, { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    for (const page of [nanny, parent, operator]) expect(await pageKeptMark(page)).toBe(true);
  }, 120_000);

  it('says when the socket drops and, back again, catches up with what it missed', async () => {
    const fullName = 'Dora Dropped';
    const { page: nanny } = await nannyOnDashboard(suite, fullName);
    const operator = await operatorOnConsole(suite);

    // From here the nanny's sockets pass through the test, which can drop and refuse them.
    const socket = await interceptLiveSocket(nanny);
    await nanny.reload();
    await waitUntilLive(nanny);
    await waitFor(() => socket.current());
    expect(new URL(socket.urls[0] ?? '').search).toBe('');

    await socket.drop();
    await liveIndicator(nanny).getByText('Reconnecting…', { exact: true }).waitFor();
    await showQueue(operator, 'Pending');
    await approveInQueue(queueItem(operator, fullName));
    await queueItem(operator, fullName).waitFor({ state: 'detached' });
    // Her page tries again after the approval and is refused: nothing has reached it.
    const attempts = socket.urls.length;
    await waitFor(() => socket.urls.length > attempts, { timeoutMs: 20_000 });
    expect(await approvalBadge(nanny, 'Pending Approval').isVisible()).toBe(true);

    // Back again, she resumes after the last position she saw and is sent the approval; her
    // profile is not fetched again for it.
    const profileFetches = requestsFor(nanny, '/api/nanny/profile');
    socket.allow();
    await approvalBadge(nanny, 'Approved').waitFor();
    await waitUntilLive(nanny);
    expect(new URL(socket.urls.at(-1) ?? '').searchParams.get('after')).toMatch(/^\d+$/);
    expect(profileFetches).toEqual([]);
  }, 120_000);

  it('security item 4: a parent back after more than the window refetches the directory, then follows live', async () => {
    const { baseUrl, runtime } = suite.server();
    const { page: parent } = await parentOnDashboard(suite);
    const socket = await interceptLiveSocket(parent);
    await parent.reload();
    await openBookings(parent);
    await waitUntilLive(parent);
    await markPage(parent);

    // Her socket drops; meanwhile more than the window happens, a new nanny's approval among it.
    await socket.drop();
    await liveIndicator(parent).getByText('Reconnecting…', { exact: true }).waitFor();
    const operator = await listen(socketUrl(baseUrl), {
      origin: baseUrl,
      cookie: await signedInAs(runtime, 'operator'),
    });
    let last = '';
    for (const fullName of ['Rita Resync', 'Filler One', 'Filler Two']) {
      last = (await seedApprovedNanny(runtime, { fullName })).nannyId;
    }
    // The hub has read them all, so her position has left its window.
    await waitFor(() =>
      operator.messages.some(
        (m) => (m.event as { streamId?: string } | undefined)?.streamId === `nanny-${last}`,
      ),
    );
    operator.close();

    const directoryFetches = requestsFor(parent, '/api/directory');
    socket.allow();
    await nannyCard(parent, 'Rita Resync').waitFor();
    await waitUntilLive(parent);
    expect(new URL(socket.urls.at(-1) ?? '').searchParams.get('after')).toMatch(/^\d+$/);
    expect(directoryFetches.length).toBeGreaterThan(0);

    // Then live again: the next approval comes over the socket, without another fetch.
    const fetchesBefore = directoryFetches.length;
    await seedApprovedNanny(runtime, { fullName: 'Lara Live' });
    await nannyCard(parent, 'Lara Live').waitFor();
    expect(directoryFetches).toHaveLength(fetchesBefore);
    expect(await pageKeptMark(parent)).toBe(true);
  }, 120_000);

  it('takes a second tab to the login page, without a reload, when the first logs out', async () => {
    const { page: first } = await parentOnDashboard(suite);
    const second = await first.context().newPage();
    await second.goto('/parent-dashboard');
    await second.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    await Promise.all([waitUntilLive(first), waitUntilLive(second)]);
    await markPage(first);

    await second.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(second, '/');
    await waitForPath(first, '/');
    await statusLine(first).getByText('You have been logged out.').waitFor();
    expect(await pageKeptMark(first)).toBe(true);
  });

  it('refuses a socket without a session, and one from another origin', async () => {
    const { page: parent } = await parentOnDashboard(suite);
    const { baseUrl } = suite.server();
    const url = socketUrl(baseUrl);
    const cookie = await cookieHeader(parent);
    const forged = cookie.replace(/=([^;]*)/g, '=x$1');

    expect(await trySocket(url, { origin: baseUrl })).toEqual({ opened: false, status: 401 });
    expect(await trySocket(url, { origin: baseUrl, cookie: forged })).toEqual({
      opened: false,
      status: 401,
    });
    expect(await trySocket(url, { origin: 'https://evil.example', cookie })).toEqual({
      opened: false,
      status: 403,
    });
    expect(await trySocket(url, { cookie })).toEqual({ opened: false, status: 403 });
    // The same session from our own pages is let in, so the refusals above are the check's.
    expect(await trySocket(url, { origin: baseUrl, cookie })).toEqual({
      opened: true,
      status: null,
    });
  });

  it('never tells a parent about another parent or about any document', async () => {
    const { app, baseUrl, runtime } = suite.server();
    const { page: watcher } = await parentOnDashboard(suite);
    const other = await signedInAccount(runtime, 'parent');
    const listener = await listen(socketUrl(baseUrl), {
      origin: baseUrl,
      cookie: await cookieHeader(watcher),
    });
    await waitFor(() => listener.messages.some((message) => message.type === 'hello'));

    // Another parent saves her profile, photo included, as her form sends them.
    expect((await uploadParentPhoto(app, await pngBytes(), other.cookie)).statusCode).toBe(200);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/parent/profile',
      payload: {
        fullName: 'Olga Otherparent',
        multipleChildren: false,
        specialConsiderations: 'Allergic to cats.',
      },
      headers: { ...sameOrigin, cookie: other.cookie },
    });
    expect(saved.statusCode).toBe(200);
    // A nanny uploads every document, the background check too.
    await completeNanny(app, { backgroundCheck: true });

    // A nanny approved after all that reaches the parent; the hub sends in commit order, so
    // whatever the changes above were going to send her has been sent by then.
    const { nannyId } = await seedApprovedNanny(runtime, { fullName: 'Sally Sentinel' });
    await waitFor(() =>
      listener.messages.some(
        (message) => message.type === 'directory.changed' && message.nannyId === nannyId,
      ),
    );
    listener.close();

    const allowed = new Set(['hello', 'directory.changed']);
    expect(listener.messages.filter((message) => !allowed.has(String(message.type)))).toEqual([]);
    const text = JSON.stringify(listener.messages);
    const otherEmail = `parent.${other.accountId}@example.com`;
    for (const secret of [other.accountId, otherEmail, 'Olga Otherparent', 'Allergic to cats']) {
      expect(text).not.toContain(secret);
    }
    for (const word of [
      'document',
      'certification',
      'photo-id',
      'photoId',
      'background',
      'contentType',
      'fileName',
    ]) {
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });
});

/**
 * An operator watches a long replay move, cancels it, and runs it again. A small
 * log, replayed 100 events at a time with a pause after each batch: a few seconds on either
 * engine, however fast the machine, so there is time to watch the bar move and cancel. Its own
 * app: the log is seeded before the server starts, so its live hub does not follow every event.
 */
describe('watching a long replay in the console', () => {
  const EVENTS = 4_000;
  const paced = { batchSize: 100, pace: () => new Promise<void>((done) => setTimeout(done, 60)) };
  const features: Feature[] = allFeatures.map((feature) =>
    feature.name === 'audit' ? createAuditFeature(() => features, paced) : feature,
  );
  const options: TestServerOptions = { features };
  beforeAll(async () => {
    options.database = await openTestDatabase();
    await seedLogInBulk(options.database.db, EVENTS);
    await rebuildProjections(options.database.db, productCatalog, productProjections);
  }, 60_000);
  const suite = browserSuite(options);

  const valueOf = async (bar: Locator) => Number((await bar.getAttribute('value')) ?? '0');

  it('shows the bar moving live, cancels, then runs again to an equal report', async () => {
    const page = await operatorOnConsole(suite);
    await tab(page, 'Replay and verify').click();
    const replay = page.getByRole('region', { name: 'Replay and verify' });
    await replay.getByRole('button', { name: 'Replay and verify' }).click();

    const bar = replay.getByRole('progressbar', { name: 'Replay progress' });
    await bar.waitFor({ timeout: 30_000 });
    const first = await waitFor(async () => {
      const value = await valueOf(bar);
      return value > 0 && value;
    });
    // It moves from the socket's messages: a higher count comes without anything clicked.
    await waitFor(async () => (await valueOf(bar)) > first);
    const max = Number(await bar.getAttribute('max'));
    expect(max).toBeGreaterThanOrEqual(EVENTS);
    const words = await replay.locator('.replay__progress-text').textContent();
    expect(words).toMatch(
      /^[\d,]+ of [\d,]+ events, [\d,]+ events\/s, (about \d+ (s|min) left|working out the time left)$/,
    );
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^[\d,]+ of [\d,]+ events, /);

    await replay.getByRole('button', { name: 'Cancel replay' }).click();
    // The polite region is always there; its text is the outcome, empty while a run goes.
    const outcome = replay.getByRole('status');
    await waitFor(async () => (await outcome.textContent()) === 'Replay cancelled.', {
      timeoutMs: 30_000,
    });
    await bar.waitFor({ state: 'detached' });
    // The focus stayed where the operator left it: the announcement is polite.
    expect(await replay.getByRole('status').getAttribute('aria-live')).toBe('polite');

    await replay.getByRole('button', { name: 'Replay and verify' }).click();
    await waitFor(async () => /^Equal: /.test((await outcome.textContent()) ?? ''), {
      timeoutMs: 80_000,
    });
    expect(await outcome.textContent()).toMatch(
      /^Equal: replayed [\d,]+ events in \d+\.\d\d s; every read table matches the live data\.$/,
    );
    await bar.waitFor({ state: 'detached' });
  }, 180_000);
});
