import { describe, expect, it } from 'vitest';
import {
  approvableNannyOnDashboard,
  approvalBadge,
  newOperatorOnQueue,
  queueItem,
  showQueue,
} from '../helpers/e2e-live.js';
import { documentsCard, filePicker, statusWith } from '../helpers/e2e-nanny.js';
import { pdfFile } from '../helpers/e2e-nanny-files.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Document versions in Chromium: an approved nanny replaces her RBT certificate, is told first that
// it sends her back to review, and is pending at once; the operator's document history shows both
// versions, the approved one marked.

const WARNING =
  "Replacing your RBT certificate sends your profile back for review. Parents won't see you in the directory until an operator approves you again.";

describe('a replaced RBT certificate reopens review', () => {
  const suite = browserSuite({ smtp: true });

  it('asks first, makes her pending, and the console shows both versions', async () => {
    const { page, fullName } = await approvableNannyOnDashboard(suite);
    const operator = await newOperatorOnQueue(suite);
    await showQueue(operator, 'Pending');
    await queueItem(operator, fullName)
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await approvalBadge(page, 'Approved').waitFor();

    await page.getByRole('button', { name: 'Manage Documents' }).click();
    const documents = documentsCard(page);
    // Cancelling keeps everything as it was.
    await filePicker(page, 'RBT certification').setInputFiles(pdfFile('renewed.pdf'));
    const confirm = documents.getByRole('alertdialog');
    await confirm.getByText(WARNING, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Keep my current one' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await approvalBadge(page, 'Approved').isVisible()).toBe(true);

    await filePicker(page, 'RBT certification').setInputFiles(pdfFile('renewed.pdf'));
    await confirm.getByRole('button', { name: 'Replace and send for review' }).click();
    await statusWith(documents, 'RBT Certification uploaded successfully!').waitFor();
    await approvalBadge(page, 'Pending Approval').waitFor();

    await showQueue(operator, 'Pending');
    const item = queueItem(operator, fullName);
    await item.getByText('Document history', { exact: true }).click();
    const versions = item.getByRole('region', { name: 'RBT certification versions' });
    const rows = versions.getByRole('listitem');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    // Newest first: the new one is current and undecided; the approved one is the first.
    await rows.nth(0).getByText('Current', { exact: true }).waitFor();
    expect(await rows.nth(0).getByText('Approved', { exact: true }).count()).toBe(0);
    await rows.nth(1).getByText('Approved', { exact: true }).waitFor();
    const sha = rows.nth(1).locator('code');
    expect(await sha.getAttribute('title')).toMatch(/^[0-9a-f]{64}$/);
    expect((await sha.textContent())?.length).toBe(12);
    const href = await rows.nth(1).getByRole('link').getAttribute('href');
    expect((await operator.request.get(href!)).status()).toBe(200);
  });
});
