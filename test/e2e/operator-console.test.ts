import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { nannyStreamId, UPLOAD_EVENT_BY_KIND } from '../../src/features/nannies/nannies.events.js';
import type { DocumentKind } from '../../src/features/nannies/nannies.events.js';
import { storageKey } from '../../src/features/nannies/nanny-documents.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { pdfFile, pngFile } from '../helpers/e2e-nanny-files.js';
import { sidewaysOverflow, statusWith, tab } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { downloadedText } from '../helpers/browser.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import type { BrowserSuite } from '../helpers/e2e-suite.js';

// An operator in Chromium against the real server: the review queue, the event log, and
// replay and verify. Nannies are written through the event store and the file storage, as their
// own sign-up and uploads would write them.

/** Stores her files and records the uploads, as the documents route does. */
async function addDocuments(runtime: FeatureDeps, nannyId: string, kinds: DocumentKind[]) {
  const stream = nannyStreamId(nannyId);
  const version = (await runtime.eventStore.readStream(stream)).length;
  const uploadedAt = new Date().toISOString();
  const events = [];
  for (const kind of kinds) {
    const file = kind === 'profile-photo' ? pngFile(`${kind}.png`) : pdfFile(`${kind}.pdf`);
    await runtime.storage.put(storageKey(kind, nannyId), file.buffer, file.mimeType);
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    const data = { nannyId, contentType: file.mimeType, size: file.buffer.length, sha256 };
    events.push({
      type: UPLOAD_EVENT_BY_KIND[kind],
      data: { ...data, fileName: file.name, uploadedAt },
    });
  }
  await runtime.eventStore.append({ id: stream, type: 'nanny' }, version, events);
}

/** A new operator (as `npm run create-operator` makes one) logged in through the form. */
async function operatorOnConsole(suite: BrowserSuite, width?: number): Promise<Page> {
  const page = await operatorLoggedIn(suite, width);
  await page.getByRole('heading', { name: 'Operator Console' }).waitFor();
  return page;
}

const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });
const nannyItem = (page: Page, name: string) => queue(page).getByRole('article', { name });
const decision = (item: Locator) => item.getByRole('group', { name: 'Review decision' });
const backgroundDecision = (item: Locator) =>
  item.getByRole('group', { name: 'Background check decision' });
const eventLog = (page: Page) => page.getByRole('region', { name: 'Event log' });

async function showStatus(page: Page, label: 'Pending' | 'Approved' | 'Rejected') {
  await queue(page).getByLabel('Status').selectOption({ label });
  await queue(page)
    .getByRole('list', { name: `${label} nannies` })
    .or(queue(page).locator('.queue__empty'))
    .waitFor();
}

/** The photo opens in a new tab; documents download (security item 9); each one is served. */
async function expectDocumentLinks(page: Page, item: Locator) {
  const photo = item.getByRole('link', { name: 'Profile photo (opens in a new tab)' });
  expect(await photo.getAttribute('target')).toBe('_blank');
  const links = [photo];
  for (const name of ['RBT certification', 'Photo ID', 'Background check']) {
    const link = item.getByRole('link', { name: `${name} (downloads)` });
    expect(await link.getAttribute('download')).toBe('');
    links.push(link);
  }
  for (const link of links) {
    const href = await link.getAttribute('href');
    expect(href).not.toBeNull();
    // The operator may open each file (same session as the page).
    expect((await page.request.get(href!)).status()).toBe(200);
  }
}

const columns = { Stream: 3, Type: 4 };

/** One column of every row shown in the event table. */
function columnShown(page: Page, column: keyof typeof columns): Promise<string[]> {
  const cells = eventLog(page).getByRole('table').locator(`tbody td:nth-child(${columns[column]})`);
  return cells.allTextContents();
}

describe('operator console', () => {
  const suite = browserSuite();

  it('reviews nannies: documents, what is missing, reasons, approval and its withdrawal', async () => {
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
    expect(await tab(page, 'Review queue').getAttribute('aria-selected')).toBe('true');
    const noraItem = nannyItem(page, 'Nora Quinn');
    await noraItem.getByText('Six years with autistic children.').waitFor();
    await noraItem.getByText('Pending Approval', { exact: true }).waitFor();
    await noraItem.getByText('Background Check Pending', { exact: true }).waitFor();
    await expectDocumentLinks(page, noraItem);

    // Ivy has no photo and no documents: Approve is refused here, saying what is missing.
    const ivy = nannyItem(page, 'Ivy Early');
    const approveIvy = decision(ivy).getByRole('button', { name: 'Approve' });
    expect(await approveIvy.isDisabled()).toBe(true);
    await ivy
      .getByText('Missing: profile photo, RBT certification, photo ID', { exact: true })
      .waitFor();
    await decision(ivy).getByRole('button', { name: 'Reject', exact: true }).click();
    const reasonForm = ivy.getByRole('form', { name: 'Reason for rejecting Ivy Early' });
    await reasonForm.getByRole('button', { name: 'Confirm rejection' }).click();
    await statusWith(reasonForm, 'Please give a reason for the rejection.').waitFor();
    await reasonForm.getByLabel('Reason for rejecting Ivy Early').fill('No documents yet.');
    await reasonForm.getByRole('button', { name: 'Confirm rejection' }).click();
    await statusWith(queue(page), 'Rejected Ivy Early.').waitFor();
    await ivy.waitFor({ state: 'detached' });

    await backgroundDecision(noraItem).getByRole('button', { name: 'Verify' }).click();
    await statusWith(queue(page), 'Verified the background check of Nora Quinn.').waitFor();
    await noraItem.getByText('Background Verified', { exact: true }).waitFor();

    await decision(noraItem).getByRole('button', { name: 'Approve' }).click();
    await statusWith(queue(page), 'Approved Nora Quinn.').waitFor();
    await noraItem.waitFor({ state: 'detached' });
    await queue(page).getByText('No nannies are waiting for review.', { exact: true }).waitFor();

    await showStatus(page, 'Rejected');
    await nannyItem(page, 'Ivy Early').getByText('Reason: No documents yet.').waitFor();

    await showStatus(page, 'Approved');
    await noraItem.getByText('Approved', { exact: true }).waitFor();
    await decision(noraItem).getByRole('button', { name: 'Withdraw approval' }).click();
    await decision(noraItem).getByRole('button', { name: 'Yes, withdraw approval' }).click();
    await statusWith(queue(page), 'Withdrew the approval of Nora Quinn.').waitFor();
    await noraItem.waitFor({ state: 'detached' });

    await showStatus(page, 'Pending');
    await noraItem.getByText('Pending Approval', { exact: true }).waitFor();

    // The log names the operator behind each decision.
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

  it('browses and filters the event log, opens a stream and exports it, on a phone', async () => {
    const { nannyId } = await seedApprovedNanny(suite.server().runtime, { fullName: 'Ella Event' });
    const page = await operatorOnConsole(suite, 360);
    await tab(page, 'Event log').click();
    const log = eventLog(page);
    await log.getByRole('table').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    const filters = log.getByRole('form', { name: 'Event filters' });
    await filters.getByLabel('Type').fill('NannyApproved');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(async () => new Set(await columnShown(page, 'Type')))
      .toEqual(new Set(['NannyApproved']));
    const types = await columnShown(page, 'Type');
    const stream = nannyStreamId(nannyId);
    const streamButton = log.getByRole('button', { name: stream, exact: true });
    await streamButton.waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await streamButton.click();
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
    const text = await downloadedText(download);
    const lines = text.split('\n').filter((line) => line !== '');
    expect(lines.length).toBe(types.length);
    for (const line of lines) {
      expect((JSON.parse(line) as { type: string }).type).toBe('NannyApproved');
    }
  });

  it('replays the log and reports that every read table equals the live data', async () => {
    const page = await operatorOnConsole(suite, 390);
    await tab(page, 'Replay and verify').click();
    const replay = page.getByRole('region', { name: 'Replay and verify' });
    await replay.getByRole('button', { name: 'Replay and verify' }).click();
    // The outcome line appears when the server has answered, whatever it says.
    const outcome = replay.getByRole('status').locator('p');
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.textContent()).toMatch(
      /^Equal: replayed [\d,]+ events? in \d+\.\d\d s; every read table matches the live data\.$/,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
