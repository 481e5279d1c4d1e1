import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { nannyStreamId } from '../../src/features/nannies/nannies.events.js';
import { storageKey } from '../../src/features/nannies/nanny-documents.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { CPR_VALID_UNTIL_MESSAGE } from '../../src/shared/cpr-first-aid.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import { pdfFile } from '../helpers/e2e-nanny-files.js';
import { isoDateFromToday, longDate, sidewaysOverflow, statusWith } from '../helpers/e2e-nanny.js';
import { operatorLoggedIn } from '../helpers/e2e-operator.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// CPR / First Aid: an operator reviews nannies' cards in Chromium, like the background
// check: verified with the last day the card is valid, or rejected with a reason; a new upload
// shows up without reloading. Cards are written through the storage and the event store, as the
// nanny's upload would write them.

/** Stores her card and records the upload, as the documents route does. */
async function uploadCpr(runtime: FeatureDeps, nannyId: string) {
  const stream = nannyStreamId(nannyId);
  const version = (await runtime.eventStore.readStream(stream)).length;
  const file = pdfFile('cpr-first-aid.pdf');
  await runtime.storage.put(storageKey('cpr-first-aid', nannyId), file.buffer, file.mimeType);
  await runtime.eventStore.append({ id: stream, type: 'nanny' }, version, [
    {
      type: 'CprFirstAidUploaded',
      data: {
        nannyId,
        contentType: file.mimeType,
        size: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        fileName: file.name,
        uploadedAt: new Date().toISOString(),
      },
    },
  ]);
}

const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });
const nannyItem = (page: Page, name: string) => queue(page).getByRole('article', { name });
const cprDecision = (item: Locator) =>
  item.getByRole('group', { name: 'CPR / First Aid decision' });

describe('operator console: CPR / First Aid', () => {
  const suite = browserSuite();

  it('verifies a card with its end date, rejects another with a reason, and sees a new upload live', async () => {
    const runtime = suite.server().runtime;
    const nora = await seedApprovedNanny(runtime, { fullName: 'Nora Quinn', approved: false });
    const cara = await seedApprovedNanny(runtime, { fullName: 'Cara Card', approved: false });
    await uploadCpr(runtime, nora.nannyId);
    await uploadCpr(runtime, cara.nannyId);

    const page = await operatorLoggedIn(suite, 390);
    const noraItem = nannyItem(page, 'Nora Quinn');
    await noraItem.getByText('CPR / First Aid Pending', { exact: true }).waitFor();
    const card = noraItem.getByRole('link', { name: 'CPR / First Aid (downloads)' });
    expect(await card.getAttribute('download')).toBe('');
    expect((await page.request.get((await card.getAttribute('href'))!)).status()).toBe(200);

    // Verify asks for the last day the card is valid, and says so when it is missing.
    await cprDecision(noraItem).getByRole('button', { name: 'Verify' }).click();
    const verifyForm = noraItem.getByRole('form', {
      name: 'Verify the CPR / First Aid card of Nora Quinn',
    });
    await verifyForm.getByRole('button', { name: 'Confirm verification' }).click();
    await statusWith(verifyForm, CPR_VALID_UNTIL_MESSAGE).waitFor();
    const validUntil = isoDateFromToday(400);
    await verifyForm.getByLabel('Valid until').fill(validUntil);
    await verifyForm.getByRole('button', { name: 'Confirm verification' }).click();
    await statusWith(
      queue(page),
      `Verified the CPR / First Aid card of Nora Quinn, valid until ${longDate(validUntil)}.`,
    ).waitFor();
    await noraItem.getByText('CPR / First Aid Verified', { exact: true }).waitFor();
    await noraItem.getByText(`Valid until ${longDate(validUntil)}`, { exact: true }).waitFor();
    expect(await cprDecision(noraItem).count()).toBe(0);

    const caraItem = nannyItem(page, 'Cara Card');
    await cprDecision(caraItem).getByRole('button', { name: 'Reject' }).click();
    const rejectForm = caraItem.getByRole('form', {
      name: 'Reason for rejecting the CPR / First Aid card of Cara Card',
    });
    await rejectForm
      .getByLabel('Reason for rejecting the CPR / First Aid card of Cara Card')
      .fill('The card expired last year.');
    await rejectForm.getByRole('button', { name: 'Confirm rejection' }).click();
    await statusWith(queue(page), 'Rejected the CPR / First Aid card of Cara Card.').waitFor();
    await caraItem.getByText('CPR / First Aid Rejected', { exact: true }).waitFor();
    await caraItem.getByText('Reason: The card expired last year.', { exact: true }).waitFor();

    // She uploads a new card: it waits for review again, without a reload.
    await uploadCpr(runtime, cara.nannyId);
    await caraItem.getByText('CPR / First Aid Pending', { exact: true }).waitFor();
    await cprDecision(caraItem).getByRole('button', { name: 'Verify' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
