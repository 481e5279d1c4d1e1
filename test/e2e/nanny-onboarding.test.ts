import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedUpAndVerified } from '../helpers/accounts-api.js';
import {
  approvalBadge,
  markPage,
  pageKeptMark,
  queueItem,
  showQueue,
  waitUntilLive,
} from '../helpers/e2e-live.js';
import {
  documentsCard,
  filePicker,
  isoDateFromToday,
  longDate,
  profileCard,
  singleDayForm,
  singleDayList,
  statusWith,
  tab,
  weeklyForm,
  welcomeDialog,
} from '../helpers/e2e-nanny.js';
import { pdfFile, pngFile } from '../helpers/e2e-nanny-files.js';
import { nannyCard, openBookings } from '../helpers/e2e-parent.js';
import { operatorOnConsole, pageWithSession, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { approveInQueue } from '../helpers/e2e-live.js';

// A new nanny in Chromium, against the real server with its real file storage: the welcome popup,
// her documents and hours (kept across a reload), an operator's approval reaching her live, a
// replaced certificate sending her back to review, and security item 3 (changes to an approved
// profile wait for an operator; parents see them only once approved, live). The forms' messages
// and the dialogs' focus rules are component tests (web/src/features/nannies).

const fullName = 'Nora Quinn';
const bio = 'Six years with autistic children.\nCalm bedtimes and outdoor play.';
const newBio = 'Now also fluent in sign language.';
const waitingNote =
  'Your changes are waiting for review. Parents see your approved profile until then.';

/** Whether a click at the centre of `name`'s tab would reach it (nothing lies over it). */
const tabTakesClicks = (page: Page, name: string) =>
  page.evaluate<boolean>(`(() => {
    const tab = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent === ${JSON.stringify(name)});
    const box = tab.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && tab.contains(hit);
  })()`);

async function uploadDocuments(page: Page): Promise<void> {
  const documents = documentsCard(page);
  await filePicker(page, 'profile picture').setInputFiles(pngFile('me.png'));
  await statusWith(documents, 'Profile picture updated successfully!').waitFor();
  await profileCard(page).getByRole('img', { name: 'Your profile picture' }).waitFor();
  await filePicker(page, 'RBT certification').setInputFiles(pdfFile('rbt.pdf'));
  await statusWith(documents, 'RBT Certification uploaded successfully!').waitFor();
  await filePicker(page, 'photo ID').setInputFiles(pngFile('id.png'));
  await statusWith(documents, 'Photo ID uploaded successfully!').waitFor();
  await filePicker(page, 'background check').setInputFiles(pdfFile('check.pdf'));
  const checkUploaded = 'Background check uploaded successfully! It is now pending approval.';
  await statusWith(documents, checkUploaded).waitFor();
  await documents.getByText('Background Check Pending', { exact: true }).waitFor();
}

/** Her certificate downloads under its own name, and the server hands her the very PDF. */
async function expectCertificateServed(page: Page): Promise<void> {
  const link = documentsCard(page).getByRole('link', { name: 'View RBT certification' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('rbt-certification.pdf');
  const href = await link.getAttribute('href');
  const served = await page.evaluate<{ status: number; type: string | null; start: string }>(
    `fetch(${JSON.stringify(href)}).then(async (response) => ({
      status: response.status,
      type: response.headers.get('content-type'),
      start: (await response.text()).slice(0, 5),
    }))`,
  );
  expect(served).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
}

async function setHours(page: Page): Promise<string> {
  await tab(page, 'Availability').click();
  const weekly = weeklyForm(page);
  await weekly.getByRole('checkbox', { name: 'Saturday' }).check();
  await weekly.getByLabel('Saturday end time').fill('12:30');
  await weekly.getByRole('checkbox', { name: 'Tuesday' }).check();
  await weekly.getByRole('button', { name: 'Save Weekly Availability' }).click();
  await statusWith(weekly, 'Weekly availability saved successfully!').waitFor();

  const form = singleDayForm(page);
  const [first, second] = [isoDateFromToday(20), isoDateFromToday(27)];
  for (const [date, start, end] of [
    [first, '10:00', '14:00'],
    [second, '09:00', '11:15'],
  ] as const) {
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Start time').fill(start);
    await form.getByLabel('End time').fill(end);
    await form.getByRole('button', { name: 'Add Single-Day Availability' }).click();
    await singleDayList(page).getByText(longDate(date)).waitFor();
  }
  const remove = `Remove ${longDate(first)}, 10:00 AM to 2:00 PM`;
  await singleDayList(page).getByRole('button', { name: remove }).click();
  await singleDayList(page).getByText(longDate(first)).waitFor({ state: 'detached' });
  return second;
}

async function expectAllKept(page: Page, singleDay: string): Promise<void> {
  const profile = profileCard(page);
  await profile.getByRole('heading', { name: fullName }).waitFor();
  expect(await profile.getByText('Six years with autistic children.').isVisible()).toBe(true);
  await profile.getByRole('img', { name: 'Your profile picture' }).waitFor();
  await page.getByRole('button', { name: 'Manage Documents' }).click();
  await documentsCard(page).getByText('Background Check Pending', { exact: true }).waitFor();
  expect(await documentsCard(page).getByRole('link').count()).toBe(4);
  await page.getByRole('button', { name: 'Manage Documents' }).click();

  await tab(page, 'Availability').click();
  const weekly = weeklyForm(page);
  expect(await weekly.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
  expect(await weekly.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
  expect(await weekly.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(false);
  expect(await weekly.getByLabel('Saturday end time').inputValue()).toBe('12:30');
  expect(await singleDayList(page).getByRole('listitem').count()).toBe(1);
  const remove = `Remove ${longDate(singleDay)}, 9:00 AM to 11:15 AM`;
  await singleDayList(page).getByRole('button', { name: remove }).waitFor();
  await tab(page, 'Profile').click();
}

describe('a new nanny, from the welcome popup to an approved profile', () => {
  const suite = browserSuite({ smtp: true });
  let nanny: Page;

  it('agrees in the welcome popup, uploads her documents and sets her hours, all kept', async () => {
    const { app, mail } = suite.server();
    const account = await signedUpAndVerified(app, mail!, { role: 'nanny', firstName: 'Nora' });
    nanny = await pageWithSession(suite, account.cookie, '/rbt-dashboard');

    // The popup is modal for real: the dashboard behind is inert and nothing reaches it.
    const welcome = welcomeDialog(nanny);
    await welcome.waitFor();
    expect(await welcome.getAttribute('aria-modal')).toBe('true');
    expect(await nanny.evaluate<boolean>("document.getElementById('root').inert")).toBe(true);
    expect(await tabTakesClicks(nanny, 'Availability')).toBe(false);
    await welcome.getByRole('button', { name: 'I Agree' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect(await tabTakesClicks(nanny, 'Availability')).toBe(true);
    await nanny.reload();
    await tab(nanny, 'Profile').waitFor();
    expect(await welcomeDialog(nanny).count()).toBe(0);

    await nanny.getByRole('button', { name: 'Manage Documents' }).click();
    await uploadDocuments(nanny);
    await expectCertificateServed(nanny);
    await nanny.getByRole('button', { name: 'Manage Documents' }).click();

    await nanny.getByRole('button', { name: 'Edit Profile' }).click();
    const form = nanny.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Full name').fill(fullName);
    await form.getByLabel('Bio').fill(bio);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await statusWith(form, 'Profile updated successfully!').waitFor();
    await nanny.getByRole('button', { name: 'Edit Profile' }).click();

    const keptDay = await setHours(nanny);
    await nanny.reload();
    await expectAllKept(nanny, keptDay);
  }, 180_000);

  it('is approved live; a new certificate sends her back to review, its versions on the console', async () => {
    const operator = await operatorOnConsole(suite);
    await waitUntilLive(nanny);
    await showQueue(operator, 'Pending');
    await approveInQueue(queueItem(operator, fullName));
    await approvalBadge(nanny, 'Approved').waitFor();

    await nanny.getByRole('button', { name: 'Manage Documents' }).click();
    const documents = documentsCard(nanny);
    await filePicker(nanny, 'RBT certification').setInputFiles(pdfFile('renewed.pdf'));
    await documents
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Replace and send for review' })
      .click();
    await statusWith(documents, 'RBT Certification uploaded successfully!').waitFor();
    await approvalBadge(nanny, 'Pending Approval').waitFor();
    await nanny.getByRole('button', { name: 'Manage Documents' }).click();

    await showQueue(operator, 'Pending');
    const item = queueItem(operator, fullName);
    await item.getByText('Document history', { exact: true }).click();
    const rows = item
      .getByRole('region', { name: 'RBT certification versions' })
      .getByRole('listitem');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await rows.nth(0).getByText('Current', { exact: true }).waitFor();
    await rows.nth(1).getByText('Approved', { exact: true }).waitFor();
    const href = await rows.nth(1).getByRole('link').getAttribute('href');
    expect((await operator.request.get(href!)).status()).toBe(200);

    // Approved again for what follows.
    await approveInQueue(item);
    await approvalBadge(nanny, 'Approved').waitFor();
    await operator.close();
  }, 180_000);

  it('security item 3: the operator sees her new bio arrive live, approves it, and only then parents see it', async () => {
    const operator = await operatorOnConsole(suite);
    const { page: parent } = await parentOnDashboard(suite);
    await openBookings(parent);
    const card = nannyCard(parent, fullName);
    await card.getByText('Six years with autistic children.').waitFor();
    await tab(operator, 'Changes to review').click();
    const changes = operator.getByRole('region', { name: 'Changes to review' });
    await changes.getByText('No changes are waiting for review.', { exact: true }).waitFor();
    for (const page of [operator, parent]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    // She edits her bio: she sees it with the note, after a reload too; parents still see the old.
    await nanny.getByRole('button', { name: 'Edit Profile' }).click();
    const form = nanny.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Bio').fill(newBio);
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await statusWith(form, 'Profile updated successfully!').waitFor();
    await statusWith(profileCard(nanny), waitingNote).waitFor();
    await nanny.reload();
    await statusWith(profileCard(nanny), waitingNote).waitFor();
    await profileCard(nanny).getByText(newBio).waitFor();

    // The operator's list shows it without a reload, before and after.
    const item = changes.getByRole('article', { name: fullName, exact: true });
    await item.getByText(newBio).waitFor();
    await item.getByText('Six years with autistic children.').waitFor();
    expect(await card.getByText(newBio).count()).toBe(0);

    await item.getByRole('button', { name: 'Approve changes' }).click();
    await statusWith(
      changes,
      `Approved the changes of ${fullName}. Parents now see them.`,
    ).waitFor();
    await item.waitFor({ state: 'detached' });
    // The parent's card changes live; the nanny's note goes.
    await card.getByText(newBio).waitFor();
    await profileCard(nanny).getByText(waitingNote).waitFor({ state: 'detached' });
    for (const page of [operator, parent]) expect(await pageKeptMark(page)).toBe(true);
  }, 180_000);
});
