import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { allFeatures } from '../../src/features/all-features.js';
import { nannyStreamId } from '../../src/features/nannies/nannies.events.js';
import { createSession } from '../../src/infra/auth/session-store.js';
import { instantOf, todayIn } from '../../src/shared/booking-times.js';
import { get, post } from '../helpers/accounts-api.js';
import { downloadedText } from '../helpers/browser.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { allWeek, parentBooking, plusDays } from '../helpers/e2e-bookings.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import {
  isoDateFromToday,
  longDate,
  sidewaysOverflow,
  statusWith,
  tab,
} from '../helpers/e2e-nanny.js';
import { addDocuments, ADDRESS, FAILING, failingFeature } from '../helpers/e2e-operator.js';
import { openBookings } from '../helpers/e2e-parent.js';
import { operatorOnConsole, pageWithSession } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';
import { signedInAccount } from '../helpers/test-sessions.js';
import { waitFor } from '../helpers/wait-for.js';
import { approveInQueue } from '../helpers/e2e-live.js';

// An operator in Chromium against the real server: the review queue and the documents it serves,
// the event log and its export, bookings and a dispute, CPR / First Aid cards, incident reports
// and a nanny's ledger, and the background jobs; what other people do reaches the console live.
// People and their bookings are written through the event store and the API, as their own pages
// would write them. The console's forms, refusals and dialogs are component tests
// (web/src/features/operator); the server's rules are integration tests.

const HOUR_MS = 60 * 60 * 1000;
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);

const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });
const nannyItem = (page: Page, name: string) => queue(page).getByRole('article', { name });
const decision = (item: Locator, name: string) => item.getByRole('group', { name });
const eventLog = (page: Page) => page.getByRole('region', { name: 'Event log' });
const columns = { Stream: 3, Type: 4 };

/** One column of every row shown in the event table. */
function columnShown(page: Page, column: keyof typeof columns): Promise<string[]> {
  const cells = eventLog(page).getByRole('table').locator(`tbody td:nth-child(${columns[column]})`);
  return cells.allTextContents();
}

async function showStatus(page: Page, label: 'Pending' | 'Approved' | 'Rejected') {
  await queue(page).getByLabel('Status').selectOption({ label });
  await queue(page)
    .getByRole('list', { name: `${label} nannies` })
    .or(queue(page).locator('.queue__empty'))
    .waitFor();
}

/** Sends a call as `cookie` and expects the status, returning the body. */
async function call<T = { booking: { id: string } }>(
  suite: BrowserSuite,
  path: string,
  cookie: string,
  body: object,
  status = 200,
): Promise<T> {
  const response = await post(suite.server().app, path, body, cookie);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
  return response.json<T>();
}

async function nannyWithSession(suite: BrowserSuite, fullName: string) {
  const runtime = suite.server().runtime;
  const { nannyId } = await seedApprovedNanny(runtime, { fullName, week: allWeek });
  const { token } = await createSession(runtime.db, nannyId, clock());
  return { id: nannyId, cookie: `rbt_session=${token}` };
}

describe('the operator console', () => {
  const suite = browserSuite({ clock, features: [...allFeatures, failingFeature] });

  it('reviews nannies with the documents served, and the log names the operator behind each decision', async () => {
    const runtime = suite.server().runtime;
    const nora = await seedApprovedNanny(runtime, {
      fullName: 'Nora Quinn',
      bio: 'Six years with autistic children.',
      withPhoto: true,
      approved: false,
    });
    await addDocuments(runtime, nora.nannyId, [
      'rbt-certification',
      'photo-id',
      'background-check',
    ]);
    await seedApprovedNanny(runtime, {
      fullName: 'Ivy Early',
      bio: 'Just started.',
      approved: false,
    });
    const page = await operatorOnConsole(suite);

    // The operator may open each of her files (same session as the page).
    const noraItem = nannyItem(page, 'Nora Quinn');
    for (const name of [/^Profile photo/, /^RBT certification/, /^Photo ID/, /^Background check/]) {
      const href = await noraItem.getByRole('link', { name }).getAttribute('href');
      expect((await page.request.get(href!)).status()).toBe(200);
    }

    const ivy = nannyItem(page, 'Ivy Early');
    await decision(ivy, 'Review decision')
      .getByRole('button', { name: 'Reject', exact: true })
      .click();
    const reasonForm = ivy.getByRole('form', { name: 'Reason for rejecting Ivy Early' });
    await reasonForm.getByLabel('Reason for rejecting Ivy Early').fill('No documents yet.');
    await reasonForm.getByRole('button', { name: 'Confirm rejection' }).click();
    await statusWith(queue(page), 'Rejected Ivy Early.').waitFor();
    await decision(noraItem, 'Background check decision')
      .getByRole('button', { name: 'Verify' })
      .click();
    await statusWith(queue(page), 'Verified the background check of Nora Quinn.').waitFor();
    await approveInQueue(noraItem);
    await statusWith(queue(page), 'Approved Nora Quinn.').waitFor();
    await showStatus(page, 'Rejected');
    await nannyItem(page, 'Ivy Early').getByText('Reason: No documents yet.').waitFor();
    await showStatus(page, 'Approved');
    await decision(noraItem, 'Review decision')
      .getByRole('button', { name: 'Withdraw approval' })
      .click();
    await decision(noraItem, 'Review decision')
      .getByRole('button', { name: 'Yes, withdraw approval' })
      .click();
    await statusWith(queue(page), 'Withdrew the approval of Nora Quinn.').waitFor();
    await showStatus(page, 'Pending');
    await noraItem.getByText('Pending Approval', { exact: true }).waitFor();

    await tab(page, 'Event log').click();
    const filters = eventLog(page).getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Stream id').fill(nannyStreamId(nora.nannyId));
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(async () => new Set(await columnShown(page, 'Stream')))
      .toEqual(new Set([nannyStreamId(nora.nannyId)]));
    expect(await columnShown(page, 'Type')).toEqual(
      expect.arrayContaining([
        'BackgroundCheckVerified',
        'NannyApproved',
        'NannyApprovalWithdrawn',
      ]),
    );
    const approved = eventLog(page).getByRole('row').filter({ hasText: 'NannyApproved' });
    await approved.getByText(/^operator \S+$/).waitFor();
  });

  it('filters the event log by type, opens a stream, and exports what it shows', async () => {
    const { nannyId } = await seedApprovedNanny(suite.server().runtime, { fullName: 'Ella Event' });
    const page = await operatorOnConsole(suite);
    await tab(page, 'Event log').click();
    const log = eventLog(page);
    const filters = log.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Type').fill('NannyApproved');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(async () => new Set(await columnShown(page, 'Type')))
      .toEqual(new Set(['NannyApproved']));
    const types = await columnShown(page, 'Type');

    const stream = nannyStreamId(nannyId);
    await log.getByRole('button', { name: stream, exact: true }).click();
    const history = page.getByRole('dialog', { name: `Stream ${stream}` });
    await history.getByRole('heading', { name: 'Version 1: PaymentPolicyAgreed' }).waitFor();
    await history.getByRole('heading', { name: /: NannyApproved$/ }).waitFor();
    expect(await history.locator('pre').first().textContent()).toContain(`"nannyId": "${nannyId}"`);
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('link', { name: 'Export NDJSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rbt-events-.*\.ndjson$/);
    const lines = (await downloadedText(download)).split('\n').filter((line) => line !== '');
    expect(lines.length).toBe(types.length);
    for (const line of lines)
      expect((JSON.parse(line) as { type: string }).type).toBe('NannyApproved');
  });

  it('verifies a CPR / First Aid card, rejects another, and sees a new upload live', async () => {
    const runtime = suite.server().runtime;
    const upload = async (nannyId: string) => addDocuments(runtime, nannyId, ['cpr-first-aid']);
    const nora = await seedApprovedNanny(runtime, { fullName: 'Nora Card', approved: false });
    const cara = await seedApprovedNanny(runtime, { fullName: 'Cara Card', approved: false });
    await upload(nora.nannyId);
    await upload(cara.nannyId);
    const page = await operatorOnConsole(suite, 390);
    const noraItem = nannyItem(page, 'Nora Card');
    const card = await noraItem
      .getByRole('link', { name: /^CPR \/ First Aid/ })
      .getAttribute('href');
    expect((await page.request.get(card!)).status()).toBe(200);

    await decision(noraItem, 'CPR / First Aid decision')
      .getByRole('button', { name: 'Verify' })
      .click();
    const verifyForm = noraItem.getByRole('form', {
      name: 'Verify the CPR / First Aid card of Nora Card',
    });
    const validUntil = isoDateFromToday(400);
    await verifyForm.getByLabel('Valid until').fill(validUntil);
    await verifyForm.getByRole('button', { name: 'Confirm verification' }).click();
    await statusWith(
      queue(page),
      `Verified the CPR / First Aid card of Nora Card, valid until ${longDate(validUntil)}.`,
    ).waitFor();
    await noraItem.getByText(`Valid until ${longDate(validUntil)}`, { exact: true }).waitFor();

    const caraItem = nannyItem(page, 'Cara Card');
    const label = 'Reason for rejecting the CPR / First Aid card of Cara Card';
    await decision(caraItem, 'CPR / First Aid decision')
      .getByRole('button', { name: 'Reject' })
      .click();
    await caraItem
      .getByRole('form', { name: label })
      .getByLabel(label)
      .fill('The card expired last year.');
    await caraItem.getByRole('button', { name: 'Confirm rejection' }).click();
    await caraItem.getByText('CPR / First Aid Rejected', { exact: true }).waitFor();

    // She uploads a new card: it waits for review again, without a reload.
    await upload(cara.nannyId);
    await caraItem.getByText('CPR / First Aid Pending', { exact: true }).waitFor();
    await decision(caraItem, 'CPR / First Aid decision')
      .getByRole('button', { name: 'Verify' })
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('filters bookings, sees a new one live, and settles a dispute, on a phone', async () => {
    const { app, runtime } = suite.server();
    const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
    const parent = await signedInAccount(runtime, 'parent');
    const bea = await nannyWithSession(suite, 'Bea Baker');
    const cleo = await nannyWithSession(suite, 'Cleo Carter');
    const date = plusDays(todayIn(clock(), timeZone), 2);
    const at = (time: string) => instantOf(date, time, timeZone)!;
    const request = async (nannyId: string, when: object) => {
      const body = { nannyId, children: 1, note: '', idempotencyKey: randomUUID(), ...when };
      return (await call(suite, '/api/bookings', parent.cookie, body, 201)).booking.id;
    };
    // Bea's 09:00–12:00 is worked 09:00–13:00 and disputed; Cleo cancels hers six hours ahead.
    const disputed = await request(bea.id, { date, startTime: '09:00', endTime: '12:00' });
    const cancelled = await request(cleo.id, { date, startTime: '14:00', endTime: '15:00' });
    await call(suite, `/api/nanny/bookings/${disputed}/accept`, bea.cookie, {});
    await call(suite, `/api/nanny/bookings/${cancelled}/accept`, cleo.cookie, {});
    shiftMs = at('08:00').getTime() - Date.now();
    await call(suite, `/api/nanny/bookings/${cancelled}/cancel`, cleo.cookie, {
      reason: 'I am unwell.',
    });
    shiftMs = at('13:00').getTime() + HOUR_MS / 4 - Date.now();
    await call(suite, `/api/nanny/bookings/${disputed}/complete`, bea.cookie, {
      startTime: '09:00',
      endTime: '13:00',
    });
    const dispute = { reason: 'She left at half past twelve.' };
    await call(suite, `/api/bookings/${disputed}/dispute-hours`, parent.cookie, dispute);

    const page = await operatorOnConsole(suite, 360);
    await tab(page, 'Bookings').click();
    const view = page.getByRole('region', { name: 'Bookings', exact: true });
    const rows = view.getByRole('region', { name: 'Bookings list' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: 'Cleo Carter' }).getByText('Late cancellation').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // A new request appears without a reload.
    await request(bea.id, { date: plusDays(date, 1), startTime: '10:00', endTime: '11:00' });
    await expect.poll(() => rows.count()).toBe(4);

    await view.getByLabel('Status').selectOption({ label: 'Disputed' });
    await view.getByLabel('Nanny id').fill(bea.id);
    await view.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await rows
      .filter({ hasText: 'Bea Baker' })
      .getByRole('button', { name: /^Open the booking of/ })
      .click();
    const details = page.getByRole('dialog');
    const history = details.getByRole('list', { name: 'Events of this stream' });
    await history.getByRole('heading', { name: /SessionHoursDisputed$/ }).waitFor();

    const settle = details.getByRole('form', { name: 'Settle the dispute' });
    await settle.getByLabel('End time').fill('12:30');
    await settle.getByLabel('Note').fill('The parent and the nanny agreed on 12:30.');
    await settle.getByRole('button', { name: 'Settle and confirm hours' }).click();
    await statusWith(details, 'Dispute settled.').waitFor();
    await history.getByRole('heading', { name: /SessionDisputeSettled$/ }).waitFor();
    await history.getByRole('heading', { name: /SessionHoursConfirmed$/ }).waitFor();
    await details.getByText('09:00–12:30 (3 h 30 min)').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // The list follows live: Bea's booking is confirmed now, so the Disputed filter drops it.
    await details.getByRole('button', { name: 'Close' }).click();
    await view.getByText('No bookings match these filters.').waitFor();
  });

  it("shows a San Francisco family's 10:00 as 10:00 AM to her and with PT to the operator", async () => {
    const { app, runtime } = suite.server();
    const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
    expect(timeZone).not.toBe('America/Los_Angeles');
    const parent = await signedInAccount(runtime, 'parent');
    const home = await app.inject({
      method: 'PUT',
      url: '/api/parent/home-zip',
      payload: { zip: '94103' },
      headers: { cookie: parent.cookie, origin: runtime.config.publicUrl },
    });
    expect(home.statusCode, home.body).toBe(200);
    const { nannyId } = await seedApprovedNanny(runtime, {
      fullName: 'Sol Sunset',
      week: allWeek,
      area: { zip: '94110' },
    });
    const date = plusDays(todayIn(clock(), 'America/Los_Angeles'), 3);
    const body = { nannyId, date, startTime: '10:00', endTime: '12:00', children: 1, note: '' };
    await call(
      suite,
      '/api/bookings',
      parent.cookie,
      { ...body, idempotencyKey: randomUUID() },
      201,
    );

    // The family reads her own clock: 10:00 AM, no zone named, no fallback notice.
    const family = await pageWithSession(suite, parent.cookie, '/parent-dashboard');
    await openBookings(family);
    const mine = parentBooking(family, 'Sol Sunset');
    await mine.getByText(`${longDate(date)}, 10:00 AM – 12:00 PM`, { exact: true }).waitFor();
    expect(await family.getByText(/until you add your ZIP code/).count()).toBe(0);

    // The operator reads the platform's clock: the booking's own time, its zone named.
    const page = await operatorOnConsole(suite);
    await tab(page, 'Bookings').click();
    const view = page.getByRole('region', { name: 'Bookings', exact: true });
    const row = view.getByRole('row').filter({ hasText: 'Sol Sunset' });
    await row.getByText('10:00–12:00 PT (2 h)', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Open the booking of/ }).click();
    await page
      .getByRole('dialog')
      .getByText(`${longDate(date)}, 10:00–12:00 PT (2 h)`)
      .waitFor();
  });

  it("shows a parent's report live, decides it significant, and the ledger keeps the pay", async () => {
    const { app, runtime } = suite.server();
    const { timeZone } = (await get(app, '/api/platform')).json<{ timeZone: string }>();
    const parent = await signedInAccount(runtime, 'parent');
    const nanny = await nannyWithSession(suite, 'Ines Incident');
    const date = plusDays(todayIn(clock(), timeZone), 2);
    const body = {
      nannyId: nanny.id,
      children: 1,
      note: '',
      idempotencyKey: randomUUID(),
      date,
      startTime: '09:00',
      endTime: '12:00',
    };
    const bookingId = (await call(suite, '/api/bookings', parent.cookie, body, 201)).booking.id;
    await call(suite, `/api/nanny/bookings/${bookingId}/accept`, nanny.cookie, {});
    shiftMs = instantOf(date, '12:00', timeZone)!.getTime() + HOUR_MS / 4 - Date.now();
    await call(suite, `/api/nanny/bookings/${bookingId}/complete`, nanny.cookie, {
      startTime: '09:00',
      endTime: '12:00',
    });
    await call(suite, `/api/bookings/${bookingId}/confirm-hours`, parent.cookie, {});

    const page = await operatorOnConsole(suite, 360);
    await tab(page, 'Incidents').click();
    const view = page.getByRole('region', { name: 'Incidents', exact: true });
    await view.getByText('No reports are waiting for a decision.').waitFor();
    await waitUntilLive(page);
    await markPage(page);

    // The parent reports through the API; the queue shows it without a reload.
    const report = { category: 'safety', description: 'The gate was left open at 10:30.' };
    await call(suite, `/api/bookings/${bookingId}/incidents`, parent.cookie, report, 201);
    const title = 'Safety: parent Tester with Ines Incident';
    const item = view
      .getByRole('list', { name: 'Reports to decide' })
      .getByRole('article', { name: title });
    await item.getByText('The gate was left open at 10:30.').waitFor();

    /** Her ledger from the report: her progress, and the session's line keeping its pay. */
    const expectLedger = async (list: string, progress: string) => {
      await view
        .getByRole('list', { name: list })
        .getByRole('button', { name: 'Earnings of this nanny' })
        .click();
      const ledger = page.getByRole('dialog', { name: 'Earnings of Ines Incident' });
      await ledger.getByText(progress, { exact: true }).waitFor();
      const lines = ledger.getByRole('region', { name: 'Ledger lines' }).getByRole('row');
      await expect.poll(() => lines.count()).toBe(2);
      await lines.filter({ hasText: '$54.00' }).getByText('3 h', { exact: true }).waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      await ledger.getByRole('button', { name: 'Close' }).click();
    };
    await expectLedger('Reports to decide', '1 of 15 clean sessions toward $20/hour');

    const form = item.getByRole('form', { name: `Decide: ${title}` });
    await form.getByLabel(/^Significant/).check();
    await form.getByLabel('Note (both sides see it)').fill('Confirmed with the nanny by phone.');
    await form.getByRole('button', { name: 'Record decision' }).click();
    await view.getByText('No reports are waiting for a decision.').waitFor();
    const decided = view
      .getByRole('list', { name: 'Decided reports' })
      .getByRole('article', { name: title });
    await decided.getByText('Confirmed with the nanny by phone.').waitFor();
    await expectLedger('Decided reports', '0 of 15 clean sessions toward $20/hour');
    expect(await pageKeptMark(page)).toBe(true);
  });

  it('shows a failed background job by id and kind, never the address it was for', async () => {
    const { runtime } = suite.server();
    const id = await runtime.jobs.send(FAILING, { to: ADDRESS });
    await waitFor(
      async () => (await runtime.jobs.pgBoss.getJobById(FAILING, id!))?.state === 'failed',
      {
        timeoutMs: 20_000,
      },
    );
    const page = await operatorOnConsole(suite);
    await tab(page, 'Background jobs').click();
    const region = page.getByRole('region', { name: 'Background jobs' });
    const queues = region.getByRole('region', { name: 'Job queues' });
    await queues.getByText('mail.send-verification', { exact: true }).waitFor();
    const row = queues.getByRole('row').filter({ hasText: FAILING });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      FAILING,
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);
    const failure = region
      .getByRole('region', { name: 'Recent failures' })
      .getByRole('row')
      .filter({ hasText: id! });
    await failure.getByText('550 <[address]> mailbox unavailable').waitFor();
    await failure.getByText('Failed', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(ADDRESS);
  });
});
