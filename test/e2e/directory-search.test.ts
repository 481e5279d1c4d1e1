import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_MATCH_MESSAGE } from '../../src/shared/directory-search.js';
import { placeOfZipNow } from '../helpers/zip-places.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
import {
  approvableNannyOnDashboard,
  approvalBadge,
  markPage,
  newOperatorOnQueue,
  pageKeptMark,
  queueItem,
  showQueue,
  waitUntilLive,
} from '../helpers/e2e-live.js';
import {
  documentsCard,
  filePicker,
  sidewaysOverflow,
  statusWith,
  tab,
  weeklyForm,
} from '../helpers/e2e-nanny.js';
import { pdfFile } from '../helpers/e2e-nanny-files.js';
import {
  directory,
  directoryCards,
  nannyCard,
  newParentOnDashboard,
  openBookingForm,
  openBookings,
} from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// Directory search in Chromium: a nanny says where she works and what she has done, an operator
// approves her, and parents find her by ZIP, date, hours and needs; the search lives in the
// address.

/** The next Monday after today (a week on when today is Monday), as YYYY-MM-DD. */
function nextMonday(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  while (date.getDay() !== 1) date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const searchBar = (page: Page) => page.getByRole('form', { name: 'Search RBTs' });

/** Sets her area, experience and Monday hours through her dashboard. */
async function describeHerWork(page: Page): Promise<void> {
  const area = page.getByRole('form', { name: 'Where you work' });
  await area.getByLabel('Home ZIP code').fill('1000');
  await area.getByRole('button', { name: 'Save where you work' }).click();
  await statusWith(area, 'Please enter a valid US ZIP code.').waitFor();
  await area.getByLabel('Home ZIP code').fill('10001');
  expect(await area.getByLabel('How far you travel (miles)').inputValue()).toBe('15');
  await area.getByLabel('How far you travel (miles)').fill('10');
  await area.getByRole('button', { name: 'Save where you work' }).click();
  await statusWith(area, 'Where you work was saved.').waitFor();
  await page.getByText('New York, NY (10001), up to 10 miles').waitFor();

  const experience = page.getByRole('form', { name: 'Experience' });
  await experience.getByRole('checkbox', { name: 'Autism' }).check();
  await experience.getByRole('checkbox', { name: 'Spanish' }).check();
  await experience.getByRole('button', { name: 'Save experience' }).click();
  await statusWith(experience, 'Your experience was saved.').waitFor();

  // Her CPR / First Aid card waits for an operator, and says so.
  await page.getByRole('button', { name: 'Manage Documents' }).click();
  await filePicker(page, 'CPR / First Aid card').setInputFiles(pdfFile('cpr.pdf'));
  await documentsCard(page).getByText('CPR / First Aid Pending Review', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Manage Documents' }).click();

  await tab(page, 'Availability').click();
  const weekly = weeklyForm(page);
  await weekly.getByRole('checkbox', { name: 'Monday' }).check();
  await weekly.getByRole('button', { name: 'Save Weekly Availability' }).click();
  await statusWith(weekly, 'Weekly availability saved successfully!').waitFor();
  await tab(page, 'Profile').click();
}

/** A parent on her dashboard with her home ZIP saved from the profile tab. */
async function parentAt(suite: ReturnType<typeof browserSuite>, zip: string, width?: number) {
  const { page } = await newParentOnDashboard(suite, width);
  const home = page.getByRole('form', { name: 'Home ZIP code' });
  await home.getByLabel('Home ZIP code').fill(zip);
  await home.getByRole('button', { name: 'Save ZIP code' }).click();
  await statusWith(home, 'Home ZIP code saved.').waitFor();
  return page;
}

/** A nanny written through the event store: listed with an area and experience, then approved. */
async function seedListedNanny(
  runtime: FeatureDeps,
  fullName: string,
  zip: string,
  needs: string[],
): Promise<void> {
  const { nannyId } = await seedApprovedNanny(runtime, { fullName, approved: false });
  const place = placeOfZipNow(zip);
  if (place === undefined) throw new Error(`No place for ${zip}.`);
  const at = new Date().toISOString();
  await runtime.eventStore.transact(async (tx) => {
    // The seed wrote three events on her stream: agreement, profile and week.
    await tx.append({ id: `nanny-${nannyId}`, type: 'nanny' }, 3, [
      {
        type: 'NannyServiceAreaSet',
        data: {
          nannyId,
          zip,
          city: place.city,
          state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
          radiusMiles: 15,
          setAt: at,
        },
      },
      { type: 'NannyExperienceSet', data: { nannyId, needs, languages: [], setAt: at } },
      { type: 'NannyApproved', data: { nannyId, approvedAt: at } },
    ]);
  });
}

describe('directory search', () => {
  const suite = browserSuite({ smtp: true });

  it('finds a nearby RBT by date, hours and needs, keeps the search in the address, and fits a phone', async () => {
    const { page: nanny, fullName } = await approvableNannyOnDashboard(suite);
    await describeHerWork(nanny);
    const operator = await newOperatorOnQueue(suite);
    await showQueue(operator, 'Pending');
    await queueItem(operator, fullName)
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await approvalBadge(nanny, 'Approved').waitFor();

    // A parent two ZIP codes away finds her, with her city and a distance.
    const parent = await parentAt(suite, '10002');
    await openBookings(parent);
    await directory(parent).getByText('Near New York, NY (10002)').waitFor();
    const card = nannyCard(parent, fullName);
    await card.getByText(/New York, NY · (under 1 mile|about \d+ miles?)/).waitFor();
    await card.getByText('Spanish').waitFor();

    // Next Monday 10:00 to 12:00, autism: still her, with the match shown.
    const monday = nextMonday();
    const bar = searchBar(parent);
    await bar.getByLabel('Date', { exact: true }).fill(monday);
    await bar.getByLabel('From', { exact: true }).fill('12:00');
    await bar.getByLabel('Until', { exact: true }).fill('10:00');
    await bar.getByRole('button', { name: 'Search' }).click();
    await bar.getByText('End time must be after start time.').waitFor();
    expect(new URL(parent.url()).searchParams.get('date')).toBeNull();
    await bar.getByLabel('From', { exact: true }).fill('10:00');
    await bar.getByLabel('Until', { exact: true }).fill('12:00');
    await bar.getByRole('checkbox', { name: 'Autism' }).check();
    await bar.getByRole('button', { name: 'Search' }).click();
    await parent.waitForURL((url) => url.searchParams.get('needs') === 'autism');
    const address = new URL(parent.url()).searchParams;
    expect(address.get('date')).toBe(monday);
    expect(address.get('start')).toBe('10:00');
    expect(address.get('end')).toBe('12:00');
    await card.getByText('Matches: Autism').waitFor();
    expect(await directoryCards(parent).count()).toBe(1);

    // The request form opens with the searched date and times.
    const form = await openBookingForm(parent, fullName);
    expect(await form.getByLabel('Date').inputValue()).toBe(monday);
    expect(await form.getByLabel('Start time').inputValue()).toBe('10:00');
    expect(await form.getByLabel('End time').inputValue()).toBe('12:00');
    await parent.screenshot({ path: '/tmp/search-desktop.png', fullPage: true });

    // A reload keeps the search; the back button returns to the search before it.
    await parent.reload();
    await card.getByText('Matches: Autism').waitFor();
    expect(await searchBar(parent).getByLabel('Date').inputValue()).toBe(monday);
    expect(await searchBar(parent).getByRole('checkbox', { name: 'Autism' }).isChecked()).toBe(
      true,
    );
    await parent.goBack();
    await parent.waitForURL((url) => url.searchParams.get('needs') === null);
    expect(await searchBar(parent).getByLabel('Date').inputValue()).toBe('');
    await card.waitFor();
    await parent.goForward();
    await card.getByText('Matches: Autism').waitFor();

    // At phone width the filtered directory fits.
    await parent.setViewportSize({ width: 390, height: 844 });
    await card.getByText('Matches: Autism').waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    await parent.screenshot({ path: '/tmp/search-phone.png', fullPage: true });

    // A parent across the country: nobody travels that far.
    const far = await newParentOnDashboard(suite, 390);
    await openBookings(far.page);
    const prompt = directory(far.page).getByRole('form', { name: 'Your ZIP code' });
    await prompt.getByLabel('Home ZIP code').fill('00000');
    await prompt.getByRole('button', { name: 'Save ZIP code' }).click();
    await statusWith(prompt, 'Please enter a valid US ZIP code.').waitFor();
    await prompt.getByLabel('Home ZIP code').fill('94105');
    await prompt.getByRole('button', { name: 'Save ZIP code' }).click();
    await directory(far.page).getByText('Near San Francisco, CA (94105)').waitFor();
    await directory(far.page).getByText(NO_MATCH_MESSAGE, { exact: true }).waitFor();
    expect(await sidewaysOverflow(far.page)).toBeLessThanOrEqual(0);
  }, 180_000);

  it('brings a newly approved RBT into an open filtered directory only when she matches', async () => {
    const parent = await parentAt(suite, '10002');
    await parent.goto('/parent-dashboard?tab=bookings&needs=autism');
    await directory(parent).waitFor();
    await directory(parent)
      .getByText('Loading available RBTs...', { exact: true })
      .waitFor({ state: 'detached' });
    await waitUntilLive(parent);
    const save = directory(parent).getByRole('form', { name: 'Save this search' });
    await directory(parent).getByText('Saved searches', { exact: true }).click();
    await save.getByLabel('Name this search').fill('Autism nearby');
    await save.getByRole('button', { name: 'Save this search' }).click();
    await directory(parent)
      .getByRole('list', { name: 'Your saved searches' })
      .getByRole('button', { name: 'Run Autism nearby' })
      .waitFor();
    await markPage(parent);
    const before = await directoryCards(parent).count();

    const runtime = suite.server().runtime;
    await seedListedNanny(runtime, 'Nell Nomatch', '10001', ['adhd']);
    await seedListedNanny(runtime, 'Mia Match', '10001', ['autism', 'adhd']);
    await nannyCard(parent, 'Mia Match').getByText('Matches: Autism').waitFor();
    expect(await nannyCard(parent, 'Nell Nomatch').count()).toBe(0);
    expect(await directoryCards(parent).count()).toBe(before + 1);
    // Her saved search matched too: a notice, without a reload.
    await directory(parent).getByText('New match for “Autism nearby”: Mia Match').waitFor();
    expect(
      await directory(parent)
        .getByText(/New match for .*Nell Nomatch/)
        .count(),
    ).toBe(0);
    expect(await pageKeptMark(parent)).toBe(true);
  }, 120_000);
});
