import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messageTexts } from '../../src/shared/messages.js';
import { waitForPath } from '../helpers/e2e-accounts.js';
import {
  agreeToTerms,
  documentsCard,
  expectWelcomeBlocks,
  filePicker,
  isoDateFromToday,
  longDate,
  newNannyOnDashboard,
  profileCard,
  sidewaysOverflow,
  singleDayForm,
  singleDayList,
  statusWith,
  tab,
  weeklyForm,
  welcomeDialog,
} from '../helpers/e2e-nanny.js';
import { fakePdfFile, pdfFile, pngFile } from '../helpers/e2e-nanny-files.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// A new nanny in Chromium, from sign-up to a complete profile and availability, against the real
// server with a real SMTP server catching the verification mail.

const incompleteProfile =
  'Please upload a profile picture, complete your bio, and provide an email before approval.';

async function uploadDocuments(page: Page): Promise<void> {
  const documents = documentsCard(page);
  expect(await filePicker(page, 'profile picture').getAttribute('accept')).toBe(
    'image/jpeg,image/png,image/webp',
  );
  expect(await filePicker(page, 'RBT certification').getAttribute('accept')).toBe(
    'application/pdf,image/jpeg,image/png',
  );

  await filePicker(page, 'profile picture').setInputFiles(pngFile('me.png'));
  await statusWith(documents, 'Profile picture updated successfully!').waitFor();
  await profileCard(page).getByRole('img', { name: 'Your profile picture' }).waitFor();

  await filePicker(page, 'RBT certification').setInputFiles(pdfFile('rbt.pdf'));
  await statusWith(documents, 'RBT Certification uploaded successfully!').waitFor();

  // A slow answer shows the progress bar until the server replies.
  await page.route('**/api/nanny/documents/photo-id', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await filePicker(page, 'photo ID').setInputFiles(pngFile('id.png'));
  await page.getByRole('progressbar', { name: 'Uploading photo ID' }).waitFor();
  await statusWith(documents, 'Photo ID uploaded successfully!').waitFor();
  await page.unroute('**/api/nanny/documents/photo-id');
  expect(await page.getByRole('progressbar').count()).toBe(0);

  await filePicker(page, 'background check').setInputFiles(pdfFile('check.pdf'));
  const checkUploaded = 'Background check uploaded successfully! It is now pending approval.';
  await statusWith(documents, checkUploaded).waitFor();
  await documents.getByText('Background Check Pending', { exact: true }).waitFor();
  expect(await documents.getByText('Background Verified').count()).toBe(0);
}

/**
 * The photo's link opens in a new tab; each document's link downloads it (security item 9: the
 * server serves documents as sandboxed attachments), and serves the very file to its owner.
 */
async function expectViewLinks(page: Page): Promise<void> {
  const documents = documentsCard(page);
  const photo = documents.getByRole('link', { name: 'View profile picture' });
  expect(await photo.getAttribute('target')).toBe('_blank');
  for (const noun of ['RBT certification', 'photo ID', 'background check']) {
    const link = documents.getByRole('link', { name: `View ${noun}` });
    expect(await link.getAttribute('download')).toBe('');
  }
  const link = documents.getByRole('link', { name: 'View RBT certification' });
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

/** Text named .pdf is refused by the server; an oversized file never leaves the browser. */
async function expectRefusedFiles(page: Page): Promise<void> {
  const documents = documentsCard(page);
  await filePicker(page, 'RBT certification').setInputFiles(fakePdfFile());
  await statusWith(documents, /^Failed to upload RBT certification\. \S/).waitFor();
  const tooBig = { ...pdfFile('huge.pdf'), buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32) };
  await filePicker(page, 'photo ID').setInputFiles(tooBig);
  await statusWith(documents, /^Failed to upload photo ID\. The file is too large/).waitFor();
}

/** The background check's info popup closes with Escape and gives focus back. */
async function readBackgroundCheckHelp(page: Page): Promise<void> {
  const info = documentsCard(page).getByRole('button', { name: 'Why add a background check?' });
  await info.click();
  const help = page.getByRole('dialog', { name: 'Why add a background check?' });
  await help.getByText(/optional, and we recommend it/).waitFor();
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });
  const focused = await page.evaluate<string | null>(
    "document.activeElement.getAttribute('aria-label')",
  );
  expect(focused).toBe('Why add a background check?');
}

async function editProfile(page: Page, currentName: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  expect(await form.getByLabel('Full name').inputValue()).toBe(currentName);
  await form.getByLabel('Full name').fill('Nora Quinn');
  await form.getByLabel('Bio').fill('   ');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await statusWith(form, incompleteProfile).waitFor();
  const bio = 'Six years with autistic children.\nCalm bedtimes and outdoor play.';
  await form.getByLabel('Bio').fill(bio);
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await statusWith(form, 'Profile updated successfully!').waitFor();
  await profileCard(page).getByRole('heading', { name: 'Nora Quinn' }).waitFor();
  // The account settings of the accounts feature live under Edit Profile.
  await page.getByRole('form', { name: 'Change password' }).waitFor();
}

async function setWeeklySchedule(page: Page): Promise<void> {
  const weekly = weeklyForm(page);
  await weekly.getByRole('checkbox', { name: 'Saturday' }).check();
  expect(await weekly.getByLabel('Saturday start time').inputValue()).toBe('08:00');
  expect(await weekly.getByLabel('Saturday end time').inputValue()).toBe('17:00');
  await weekly.getByLabel('Saturday end time').fill('07:00');
  await weekly.getByRole('button', { name: 'Save Weekly Availability' }).click();
  await statusWith(weekly, 'End time must be after start time.').waitFor();
  await weekly.getByLabel('Saturday end time').fill('12:30');
  await weekly.getByRole('checkbox', { name: 'Tuesday' }).check();
  await weekly.getByRole('button', { name: 'Save Weekly Availability' }).click();
  await statusWith(weekly, 'Weekly availability saved successfully!').waitFor();
}

async function addSingleDay(page: Page, date: string, start: string, end: string) {
  const form = singleDayForm(page);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Start time').fill(start);
  await form.getByLabel('End time').fill(end);
  await form.getByRole('button', { name: 'Add Single-Day Availability' }).click();
}

/** Adds two single days, after the form's checks, and removes the first; returns the second. */
async function setSingleDays(page: Page): Promise<string> {
  const form = singleDayForm(page);
  await page.getByText('No single-day availability set.', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'Add Single-Day Availability' }).click();
  await statusWith(form, 'Please select a date and time range.').waitFor();
  const [first, second] = [isoDateFromToday(20), isoDateFromToday(27)];
  await addSingleDay(page, first, '10:00', '09:00');
  await statusWith(form, 'End time must be after start time.').waitFor();
  await addSingleDay(page, first, '10:00', '14:00');
  await singleDayList(page).getByText(longDate(first)).waitFor();
  await addSingleDay(page, second, '09:00', '11:15');
  await singleDayList(page).getByText(longDate(second)).waitFor();
  const remove = `Remove ${longDate(first)}, 10:00 AM to 2:00 PM`;
  await singleDayList(page).getByRole('button', { name: remove }).click();
  await singleDayList(page).getByText(longDate(first)).waitFor({ state: 'detached' });
  return second;
}

async function expectAllKept(page: Page, singleDay: string): Promise<void> {
  const profile = profileCard(page);
  await profile.getByRole('heading', { name: 'Nora Quinn' }).waitFor();
  expect(await profile.getByText('Six years with autistic children.').isVisible()).toBe(true);
  await profile.getByRole('img', { name: 'Your profile picture' }).waitFor();
  await page.getByRole('button', { name: 'Manage Documents' }).click();
  await documentsCard(page).getByText('Background Check Pending', { exact: true }).waitFor();
  expect(await documentsCard(page).getByRole('link').count()).toBe(4);

  await tab(page, 'Availability').click();
  const weekly = weeklyForm(page);
  expect(await weekly.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
  expect(await weekly.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
  expect(await weekly.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(false);
  expect(await weekly.getByLabel('Saturday end time').inputValue()).toBe('12:30');
  expect(await singleDayList(page).getByRole('listitem').count()).toBe(1);
  const remove = `Remove ${longDate(singleDay)}, 9:00 AM to 11:15 AM`;
  await singleDayList(page).getByRole('button', { name: remove }).waitFor();
}

describe('nanny dashboard', () => {
  const suite = browserSuite({ smtp: true });

  it('takes a new nanny from the welcome popup to a complete profile and availability, all kept', async () => {
    const { page, nanny } = await newNannyOnDashboard(suite);
    await page.getByRole('heading', { name: 'RBT Nanny Dashboard' }).waitFor();
    await expectWelcomeBlocks(page);
    await agreeToTerms(page);
    await page.reload();
    await tab(page, 'Profile').waitFor();
    expect(await welcomeDialog(page).count()).toBe(0);

    // A new account is pending, with no photo yet.
    await profileCard(page).getByText('Pending Approval', { exact: true }).waitFor();
    await profileCard(page).getByRole('img', { name: 'No profile picture yet' }).waitFor();

    const documentsToggle = page.getByRole('button', { name: 'Manage Documents' });
    await documentsToggle.click();
    expect(await documentsToggle.getAttribute('aria-expanded')).toBe('true');
    await uploadDocuments(page);
    await expectViewLinks(page);
    await expectRefusedFiles(page);
    await readBackgroundCheckHelp(page);
    await editProfile(page, `${nanny.firstName} ${nanny.lastName}`);

    await tab(page, 'Availability').click();
    await setWeeklySchedule(page);
    const keptDay = await setSingleDays(page);

    await page.reload();
    await expectAllKept(page, keptDay);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
  });

  it('works at phone width and by keyboard; a failed agreement says so', async () => {
    const { page } = await newNannyOnDashboard(suite, 360);
    await welcomeDialog(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.route('**/api/nanny/agreement', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Please try again.' } }),
    );
    await welcomeDialog(page).getByRole('button', { name: 'I Agree' }).click();
    await statusWith(welcomeDialog(page), /^Failed to save agreement\./).waitFor();
    await page.unroute('**/api/nanny/agreement');
    await agreeToTerms(page);

    await page.getByRole('button', { name: 'Manage Documents' }).click();
    await filePicker(page, 'photo ID').waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Arrow keys move between the tabs and select them.
    await tab(page, 'Profile').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Availability').getAttribute('aria-selected')).toBe('true');
    await weeklyForm(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('ArrowRight');
    const bookings = page.getByRole('tabpanel', { name: 'Bookings' });
    await bookings.getByRole('heading', { name: 'Your bookings' }).waitFor();
    await bookings.getByText('No requests waiting for your answer.').waitFor();
    await page.keyboard.press('End');
    const payments = page.getByRole('tabpanel', { name: 'Payments' });
    // Her earnings replace "Coming soon"; a new nanny has no sessions yet.
    await payments.getByText('0 of 15 sessions toward $20/hour', { exact: true }).waitFor();
    await payments.getByText('Your rate: $18/hour').waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Profile').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // Her conversations replace "Coming soon"; a new nanny has none yet.
    await page
      .getByRole('tabpanel', { name: 'Messages' })
      .getByText(messageTexts.noConversations, { exact: true })
      .waitFor();
  });
});
