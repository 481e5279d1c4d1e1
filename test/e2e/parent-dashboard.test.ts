import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messageTexts } from '../../src/shared/messages.js';
import { waitForPath } from '../helpers/e2e-accounts.js';
import type { NewAccount } from '../helpers/e2e-accounts.js';
import {
  isoDateFromToday,
  longDate,
  sidewaysOverflow,
  statusWith,
  tab,
} from '../helpers/e2e-nanny.js';
import { pngFile } from '../helpers/e2e-nanny-files.js';
import {
  bookingRequests,
  directory,
  directoryCards,
  fetchJson,
  nannyCard,
  newParentOnDashboard,
  openBookingForm,
  openBookings,
  profileCard,
  profileForm,
  requestBooking,
  watchBookingPosts,
  weekdayFromToday,
} from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { seedApprovedNanny, seedManyNannies } from '../helpers/directory-seed.js';

// A new parent in Chromium, from sign-up to a saved profile and a booking request, against the
// real server; approved nannies are written through the event store as an operator's approval.

const incompleteProfile = 'Please upload a profile picture, provide your full name, and email.';
const noNannies = 'No approved RBTs available.';
const noBookings = 'You have not requested any bookings yet.';

async function completeProfile(page: Page, parent: NewAccount): Promise<void> {
  const form = profileForm(page);
  expect(await form.getByLabel('Full name').inputValue()).toBe(
    `${parent.firstName} ${parent.lastName}`,
  );
  const email = form.getByLabel('Email', { exact: true });
  expect(await email.inputValue()).toBe(parent.email);
  expect(await email.getAttribute('readonly')).not.toBeNull();

  // No photo yet: the exact message, and nothing is saved.
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await statusWith(form, incompleteProfile).waitFor();

  await profileCard(page).getByLabel('Upload profile picture').setInputFiles(pngFile('me.png'));
  await statusWith(profileCard(page), 'Profile picture updated successfully!').waitFor();
  await profileCard(page).getByRole('img', { name: 'Your profile picture' }).waitFor();

  await form.getByLabel('Full name').fill('  ');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await statusWith(form, incompleteProfile).waitFor();

  await form.getByLabel('Full name').fill('Paula Park');
  await form.getByRole('checkbox', { name: 'Multiple Children' }).check();
  await form.getByLabel('Special Considerations').fill('Twins, 6. Nut allergy.\nQuiet bedtimes.');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await statusWith(form, 'Profile updated successfully!').waitFor();
  // Account settings of the accounts feature sit under the profile.
  await page.getByRole('form', { name: 'Change password' }).waitFor();
}

async function expectProfileKept(page: Page): Promise<void> {
  const form = profileForm(page);
  expect(await form.getByLabel('Full name').inputValue()).toBe('Paula Park');
  expect(await form.getByRole('checkbox', { name: 'Multiple Children' }).isChecked()).toBe(true);
  expect(await form.getByLabel('Special Considerations').inputValue()).toBe(
    'Twins, 6. Nut allergy.\nQuiet bedtimes.',
  );
  await profileCard(page).getByRole('img', { name: 'Your profile picture' }).waitFor();
  await profileCard(page).getByLabel('Replace profile picture').waitFor();
}

async function expectDirectoryCards(page: Page): Promise<void> {
  const nora = nannyCard(page, 'Nora Quinn');
  await nora.getByRole('img', { name: 'Photo of Nora Quinn' }).waitFor();
  await nora.getByText('Six years with autistic children.').waitFor();
  // The seed's week is Monday to Friday, 08:00 to 17:00; the server writes the summary.
  expect(await nora.textContent()).toMatch(/Mon.*08:00/);
  const bea = nannyCard(page, 'Bea Blank');
  await bea.getByText('No bio provided.', { exact: true }).waitFor();
  await bea.getByRole('img', { name: 'No photo of Bea Blank' }).waitFor();
  expect(await nannyCard(page, 'Pat Pending').count()).toBe(0);
  expect(await directoryCards(page).count()).toBe(2);
  const form = await openBookingForm(page, 'Nora Quinn');
  const min = await form.getByLabel('Date').getAttribute('min');
  expect(min).toBe(isoDateFromToday(0));
  expect(await form.getByLabel('Start time').getAttribute('step')).toBe('900');
  expect(await form.getByLabel('End time').getAttribute('step')).toBe('900');
}

async function requestBookings(page: Page): Promise<void> {
  const posts = watchBookingPosts(page);
  const later = weekdayFromToday(3);
  const form = await requestBooking(page, 'Nora Quinn', {
    date: later,
    startTime: '',
    endTime: '',
  });
  await statusWith(form, 'Please select both a date and time.').waitFor();
  await requestBooking(page, 'Nora Quinn', { date: later, startTime: '10:00', endTime: '09:00' });
  await statusWith(form, 'End time must be after start time.').waitFor();
  const yesterday = { date: isoDateFromToday(-1), startTime: '10:00', endTime: '11:00' };
  await requestBooking(page, 'Nora Quinn', yesterday);
  await statusWith(form, 'Please choose a start time that is not in the past.').waitFor();
  expect(posts).toHaveLength(0);

  // A double click sends one request.
  const date = weekdayFromToday(7);
  await requestBooking(
    page,
    'Nora Quinn',
    { date, startTime: '10:30', endTime: '11:30' },
    'dblclick',
  );
  await statusWith(form, 'Booking request sent!').waitFor();
  const list = bookingRequests(page).getByRole('list', { name: 'Your booking requests' });
  // One booking, one article (its facts are a list of their own).
  const item = list.getByRole('article');
  await item.getByText('Nora Quinn', { exact: true }).waitFor();
  await item.getByText(`${longDate(date)}, 10:30 AM – 11:30 AM`, { exact: true }).waitFor();
  await item.getByText('Pending', { exact: true }).waitFor();
  expect(await item.count()).toBe(1);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ date, startTime: '10:30', endTime: '11:30', children: 1 });
  expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  const saved = await fetchJson<{ bookings: unknown[] }>(page, '/api/bookings');
  expect(saved.bookings).toHaveLength(1);
  // The form is cleared for the next request.
  expect(await form.getByLabel('Start time').inputValue()).toBe('');
}

describe('parent dashboard', () => {
  const suite = browserSuite({ smtp: true });

  it('takes a new parent to a saved profile and a booking request with an approved RBT', async () => {
    const { page, parent } = await newParentOnDashboard(suite);
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    await profileCard(page).getByRole('img', { name: 'No profile picture yet' }).waitFor();
    await completeProfile(page, parent);

    const runtime = suite.server().runtime;
    await seedApprovedNanny(runtime, {
      fullName: 'Nora Quinn',
      bio: 'Six years with autistic children.',
      withPhoto: true,
    });
    await seedApprovedNanny(runtime, { fullName: 'Bea Blank', bio: '' });
    await seedApprovedNanny(runtime, { fullName: 'Pat Pending', bio: 'Waiting.', approved: false });

    await page.reload();
    await expectProfileKept(page);
    await openBookings(page);
    await expectDirectoryCards(page);
    await bookingRequests(page).getByText(noBookings, { exact: true }).waitFor();
    await requestBookings(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
  });

  it('pages through the approved RBTs 24 at a time, each once', async () => {
    await seedManyNannies(suite.server().runtime, 30, true);
    const { page } = await newParentOnDashboard(suite);
    await openBookings(page);
    const pager = directory(page).getByRole('navigation', { name: 'Directory pages' });
    expect(await directoryCards(page).count()).toBe(24);
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const firstPage = await directoryCards(page).allTextContents();

    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2', { exact: true }).waitFor();
    await directoryCards(page).first().waitFor();
    // Focus is back at the top of the list, not on a button that moved or went.
    const focused = await page.evaluate<string | null>('document.activeElement?.textContent');
    expect(focused).toBe('Browse Available RBTs');
    const secondPage = await directoryCards(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(24);
    expect(secondPage.filter((card) => firstPage.includes(card))).toEqual([]);

    await pager.getByRole('button', { name: 'Previous' }).click();
    await pager.getByText('Page 1', { exact: true }).waitFor();
    await directoryCards(page).first().waitFor();
    expect(await directoryCards(page).allTextContents()).toEqual(firstPage);
  });
});

describe('parent dashboard with no approved RBTs, at phone width', () => {
  const suite = browserSuite({ smtp: true });

  it('says so, shows a newly approved RBT without a reload, fits 360px, works by keyboard', async () => {
    const { page } = await newParentOnDashboard(suite, 360);
    await profileForm(page).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await openBookings(page);
    await directory(page).getByText(noNannies, { exact: true }).waitFor();
    await bookingRequests(page).getByText(noBookings, { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // A newly approved nanny appears without a reload once the parent comes back to the page.
    await seedApprovedNanny(suite.server().runtime, { fullName: 'Nora Quinn', bio: 'Hello.' });
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
    await openBookingForm(page, 'Nora Quinn');
    expect(await directory(page).getByText(noNannies).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await tab(page, 'Bookings').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Messages').getAttribute('aria-selected')).toBe('true');
    // Her conversations replace "Coming soon"; a new parent has none yet.
    await page
      .getByRole('tabpanel', { name: 'Messages' })
      .getByText(messageTexts.noConversations, { exact: true })
      .waitFor();
    await page.keyboard.press('End');
    // Her charges replace "Coming soon", saying plainly that no card is charged yet.
    await page
      .getByRole('tabpanel', { name: 'Payments' })
      .getByText('No card is charged yet', { exact: false })
      .waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Profile').getAttribute('aria-selected')).toBe('true');
  });
});
