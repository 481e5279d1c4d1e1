import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NO_MATCH_MESSAGE } from '../../src/shared/directory-search.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { seedApprovedNanny } from '../helpers/directory-seed.js';
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
  sidewaysOverflow,
  statusWith,
  tab,
  weeklyForm,
} from '../helpers/e2e-nanny.js';
import { pdfFile, pngFile } from '../helpers/e2e-nanny-files.js';
import {
  bookingRequests,
  directory,
  directoryCards,
  fetchJson,
  nannyCard,
  openBookings,
  profileCard,
  profileForm,
  requestBooking,
  weekdayFromToday,
} from '../helpers/e2e-parent.js';
import { nannyNamed } from '../helpers/e2e-bookings.js';
import {
  layoutShiftSoFar,
  landingPageFiles,
  operatorOnlyFiles,
  recordLayoutShifts,
  settled,
  viewports,
} from '../helpers/e2e-layout.js';
import { nannyOnDashboard, operatorOnConsole, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { signedInAccount } from '../helpers/test-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { placeOfZipNow } from '../helpers/zip-places.js';
import { approveInQueue } from '../helpers/e2e-live.js';

// A parent in Chromium against the real server: her profile and photo, the directory of approved
// RBTs, a booking request, and the search (docs/product.md, Directory): a nanny says where she works and what she
// has done, an operator approves her, and parents find her by ZIP, date, hours and needs, the
// search kept in the address and followed live. The forms' messages, the cards' rendering and the
// pager are component tests (web/src/features/parents); the search rules are integration tests.
// Last, the pages hold still as they load (layout shift, phone and desktop) and a parent or a
// nanny never downloads the operator console's code.

const searchBar = (page: Page) => page.getByRole('form', { name: 'Search RBTs' });

/** The next Monday after today (a week on when today is Monday), as YYYY-MM-DD. */
function nextMonday(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  while (date.getDay() !== 1) date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A parent on her dashboard with her home ZIP saved from the profile tab. */
async function parentAt(suite: ReturnType<typeof browserSuite>, zip: string, width?: number) {
  const { page } = await parentOnDashboard(suite, width);
  const home = page.getByRole('form', { name: 'Home ZIP code' });
  await home.getByLabel('Home ZIP code').fill(zip);
  await home.getByRole('button', { name: 'Save ZIP code' }).click();
  await statusWith(home, 'Home ZIP code saved.').waitFor();
  return page;
}

/** Sets her area, experience, CPR card and Monday hours through her dashboard. */
async function describeHerWork(page: Page): Promise<void> {
  const area = page.getByRole('form', { name: 'Where you work' });
  await area.getByLabel('Home ZIP code').fill('10001');
  await area.getByLabel('How far you travel (miles)').fill('10');
  await area.getByRole('button', { name: 'Save where you work' }).click();
  await page.getByText('New York, NY (10001), up to 10 miles').waitFor();

  const experience = page.getByRole('form', { name: 'Experience' });
  await experience.getByRole('checkbox', { name: 'Autism' }).check();
  await experience.getByRole('checkbox', { name: 'Spanish' }).check();
  await experience.getByRole('button', { name: 'Save experience' }).click();
  await statusWith(experience, 'Your experience was saved.').waitFor();

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

/** A nanny written through the event store: listed with an area and experience, then approved. */
async function seedListedNanny(runtime: FeatureDeps, fullName: string, needs: string[]) {
  const { nannyId } = await seedApprovedNanny(runtime, { fullName, approved: false });
  const place = placeOfZipNow('10001')!;
  const at = new Date().toISOString();
  await runtime.eventStore.transact(async (tx) => {
    // The seed wrote three events on her stream: agreement, profile and week.
    await tx.append({ id: `nanny-${nannyId}`, type: 'nanny' }, 3, [
      {
        type: 'NannyServiceAreaSet',
        data: {
          nannyId,
          zip: '10001',
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

describe('a parent and the directory', () => {
  const suite = browserSuite({ smtp: true });

  it('keeps her profile and photo, lists only approved RBTs, and sends a booking request', async () => {
    const runtime = suite.server().runtime;
    await seedApprovedNanny(runtime, {
      fullName: 'Nora Quinn',
      bio: 'Six years with autistic children.',
      withPhoto: true,
    });
    await seedApprovedNanny(runtime, { fullName: 'Bea Blank', bio: '' });
    await seedApprovedNanny(runtime, { fullName: 'Pat Pending', bio: 'Waiting.', approved: false });
    const { page } = await parentOnDashboard(suite);

    await profileCard(page).getByLabel('Upload profile picture').setInputFiles(pngFile('me.png'));
    await statusWith(profileCard(page), 'Profile picture updated successfully!').waitFor();
    const form = profileForm(page);
    await form.getByLabel('Full name').fill('Paula Park');
    await form.getByRole('checkbox', { name: 'Multiple Children' }).check();
    await form.getByLabel('Special Considerations').fill('Twins, 6. Nut allergy.\nQuiet bedtimes.');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await statusWith(form, 'Profile updated successfully!').waitFor();
    await page.reload();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Paula Park');
    expect(await form.getByRole('checkbox', { name: 'Multiple Children' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Special Considerations').inputValue()).toBe(
      'Twins, 6. Nut allergy.\nQuiet bedtimes.',
    );
    await profileCard(page).getByRole('img', { name: 'Your profile picture' }).waitFor();

    await openBookings(page);
    const nora = nannyCard(page, 'Nora Quinn');
    await nora.getByRole('img', { name: 'Photo of Nora Quinn' }).waitFor();
    const naturalWidth = `document.querySelector('img[alt="Photo of Nora Quinn"]').naturalWidth`;
    await expect.poll(() => page.evaluate<number>(naturalWidth)).toBeGreaterThan(0);
    // The seed's week is Monday to Friday, 08:00 to 17:00; the server writes the summary.
    expect(await nora.textContent()).toMatch(/Mon.*08:00/);
    await nannyCard(page, 'Bea Blank').getByText('No bio provided.', { exact: true }).waitFor();
    expect(await nannyCard(page, 'Pat Pending').count()).toBe(0);
    expect(await directoryCards(page).count()).toBe(2);

    const date = weekdayFromToday(7);
    const request = await requestBooking(page, 'Nora Quinn', {
      date,
      startTime: '10:30',
      endTime: '11:30',
    });
    await statusWith(request, 'Booking request sent!').waitFor();
    const item = bookingRequests(page).getByRole('article', { name: 'Nora Quinn' });
    await item.getByText('Pending', { exact: true }).waitFor();
    const saved = await fetchJson<{ bookings: { date: string }[] }>(page, '/api/bookings');
    expect(saved.bookings.map((b) => b.date)).toEqual([date]);
  }, 180_000);

  it('finds a nearby RBT by date, hours and needs, keeps the search in the address, and fits a phone', async () => {
    const { page: nanny } = await nannyOnDashboard(suite, 'Sofia Search');
    await describeHerWork(nanny);
    const operator = await operatorOnConsole(suite);
    await showQueue(operator, 'Pending');
    await approveInQueue(queueItem(operator, 'Sofia Search'));
    await approvalBadge(nanny, 'Approved').waitFor();

    // A parent two ZIP codes away finds her, with her city and a distance.
    const parent = await parentAt(suite, '10002');
    await openBookings(parent);
    await directory(parent).getByText('Near New York, NY (10002)').waitFor();
    const card = nannyCard(parent, 'Sofia Search');
    await card.getByText(/New York, NY · (under 1 mile|about \d+ miles?)/).waitFor();
    await card.getByText('Spanish').waitFor();

    // Next Monday 10:00 to 12:00, autism: still her, with the match shown.
    const monday = nextMonday();
    const bar = searchBar(parent);
    await bar.getByLabel('Date', { exact: true }).fill(monday);
    await bar.getByLabel('From', { exact: true }).fill('10:00');
    await bar.getByLabel('Until', { exact: true }).fill('12:00');
    await bar.getByRole('checkbox', { name: 'Autism' }).check();
    await bar.getByRole('button', { name: 'Search' }).click();
    await parent.waitForURL((url) => url.searchParams.get('needs') === 'autism');
    await card.getByText('Matches: Autism').waitFor();
    expect(await directoryCards(parent).count()).toBe(1);

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

    // A parent across the country: nobody travels that far.
    const far = await parentAt(suite, '94105', 390);
    await openBookings(far);
    await directory(far).getByText('Near San Francisco, CA (94105)').waitFor();
    await directory(far).getByText(NO_MATCH_MESSAGE, { exact: true }).waitFor();
    expect(await sidewaysOverflow(far)).toBeLessThanOrEqual(0);
  }, 180_000);

  it('brings a newly approved RBT into an open filtered directory only when she matches', async () => {
    const parent = await parentAt(suite, '10002');
    await parent.goto('/parent-dashboard?tab=bookings&needs=autism');
    await directory(parent)
      .getByText('Loading available RBTs...', { exact: true })
      .waitFor({ state: 'detached' });
    await waitUntilLive(parent);
    await directory(parent).getByText('Saved searches', { exact: true }).click();
    const save = directory(parent).getByRole('form', { name: 'Save this search' });
    await save.getByLabel('Name this search').fill('Autism nearby');
    await save.getByRole('button', { name: 'Save this search' }).click();
    await directory(parent)
      .getByRole('list', { name: 'Your saved searches' })
      .getByRole('button', { name: 'Run Autism nearby' })
      .waitFor();
    await markPage(parent);
    const before = await directoryCards(parent).count();

    const runtime = suite.server().runtime;
    await seedListedNanny(runtime, 'Nell Nomatch', ['adhd']);
    await seedListedNanny(runtime, 'Mia Match', ['autism', 'adhd']);
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

  it('holds the landing page and both dashboards still as they load, phone and desktop, and never sends a parent or a nanny the operator console', async () => {
    const operatorFiles = operatorOnlyFiles();
    expect(operatorFiles.length).toBeGreaterThan(0);
    const parent = await signedInAccount(suite.server().runtime, 'parent');
    const nanny = await nannyNamed(suite, 'Steady Nanny', true);
    const pages = [
      { name: 'landing', path: '/', cookie: undefined, ready: 'How it works for parents' },
      {
        name: 'parent',
        path: '/parent-dashboard',
        cookie: parent.cookie,
        ready: 'Parent Dashboard',
      },
      { name: 'nanny', path: '/rbt-dashboard', cookie: nanny.cookie, ready: 'RBT Nanny Dashboard' },
    ];
    const measured: string[] = [];
    for (const [screen, size] of Object.entries(viewports)) {
      for (const { name, path, cookie, ready } of pages) {
        const page = await suite.open(size.width);
        await page.setViewportSize(size);
        await recordLayoutShifts(page);
        if (cookie) {
          const [cookieName = '', value = ''] = cookie.split(';')[0]!.split('=');
          await page
            .context()
            .addCookies([{ name: cookieName, value, url: suite.server().baseUrl }]);
        }
        const fetched: string[] = [];
        page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).first().waitFor();
        await settled(page);
        const { total, shifts } = await layoutShiftSoFar(page);
        measured.push(`${name} on a ${screen}: ${total.toFixed(3)}`);
        // "Good" is under 0.1 (Core Web Vitals); the pages aim at 0.05.
        expect
          .soft(total, `layout shift of ${name} on a ${screen}: ${JSON.stringify(shifts)}`)
          .toBeLessThanOrEqual(0.1);
        const operatorCode = fetched.filter((file) => operatorFiles.includes(file.slice(1)));
        expect.soft(operatorCode, `operator code fetched by ${name}`).toEqual([]);
        if (name !== 'landing') {
          // The page's own HTML asked for the session (and the parent's profile) as it was
          // read; the app's requests took those answers instead of asking again.
          const asked = (path: string) => fetched.filter((file) => file === path).length;
          expect.soft(asked('/api/session'), `session requests of ${name}`).toBe(1);
          if (name === 'parent') {
            expect.soft(asked('/api/parent/profile'), 'profile requests').toBe(1);
          }
        }
        if (name === 'landing') {
          // Its own entry's scripts and nothing more: no router, no dashboard's chunk.
          const scripts = fetched.filter((file) => file.endsWith('.js')).map((f) => f.slice(1));
          expect
            .soft(scripts.sort(), 'scripts the landing page fetched')
            .toEqual(landingPageFiles().sort());
        }
        await page.context().close();
      }
    }
    console.log(`Cumulative layout shift: ${measured.join('; ')}`);
  }, 150_000);

  it("draws the page's frame before its script arrives, and the app takes it over in place", async () => {
    const parent = await signedInAccount(suite.server().runtime, 'parent');
    const page = await suite.open(viewports.phone.width);
    const [cookieName = '', value = ''] = parent.cookie.split(';')[0]!.split('=');
    await page.context().addCookies([{ name: cookieName, value, url: suite.server().baseUrl }]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's entry is held back, as a slow network would: the HTML alone must draw the frame.
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for module scripts to run.
    await page.goto('/parent-dashboard', { waitUntil: 'commit' });
    const header = page.getByRole('heading', { name: 'Welcome to RBT Nanny Connect' });
    await header.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Parent Dashboard' }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    // Replaced, not added to: one header, one main area, one footer.
    expect(await page.locator('header, main, footer').count()).toBe(3);
    await page.context().close();
  }, 90_000);
});
