import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkInMail } from '../helpers/e2e-accounts.js';
import {
  approvedNannyWithHours,
  badge,
  nannyBooking,
  nannyBookingsTab,
  parentBooking,
} from '../helpers/e2e-bookings.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import { isoDateFromToday, longDate, sidewaysOverflow, statusWith } from '../helpers/e2e-nanny.js';
import { newParentOnDashboard, openBookingForm, openBookings } from '../helpers/e2e-parent.js';
import type { BookingTimes } from '../helpers/e2e-parent.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// A parent and a nanny in Chromium at once, each in her own browser context: a request goes
// from the parent's card to the nanny's tab and every answer comes back, live, without a reload.
// The server's clock is moved for what happens after the session and for the deadlines job.

const HOUR = 3_600_000;
let shiftMs = 0;
const serverNow = () => new Date(Date.now() + shiftMs);

/** The parent's name as the dashboard's sign-up gives it: "Paula Tester3". */
const fullNameOf = (page: Page) =>
  page.evaluate<string>(
    "fetch('/api/parent/profile').then((r) => r.json()).then((b) => b.parent.fullName)",
  );

async function sendRequest(
  parent: Page,
  nannyName: string,
  times: BookingTimes,
  children: number,
  note: string,
) {
  const form = await openBookingForm(parent, nannyName);
  await form.getByLabel('Date').fill(times.date);
  // Her hours for the date show before the parent sends.
  await form.getByText(`Her hours on ${longDate(times.date)}: 8:00 AM – 5:00 PM`).waitFor();
  await form.getByLabel('Start time').fill(times.startTime);
  await form.getByLabel('End time').fill(times.endTime);
  await form.getByLabel('Number of children').selectOption(String(children));
  await form.getByLabel('Note to the nanny (optional)').fill(note);
  await form.getByText(`${note.length} / 1,000 characters`).waitFor();
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await statusWith(form, 'Booking request sent!').waitFor();
}

/** Opens her Bookings tab and waits for the lists. */
async function openNannyBookings(nanny: Page) {
  await nannyBookingsTab(nanny).click();
  await nanny.getByRole('heading', { name: 'Your bookings' }).waitFor();
  await nanny.getByRole('region', { name: 'Requests', exact: true }).waitFor();
}

describe('bookings, from request to confirmed hours', () => {
  const suite = browserSuite({ smtp: true, clock: serverNow });

  it('goes from request to accepted to recorded and confirmed hours, live on both sides', async () => {
    shiftMs = 0;
    const date = isoDateFromToday(2);
    const nannyName = 'Bea Bookable';
    const { page: nanny, email: nannyEmail } = await approvedNannyWithHours(suite, nannyName, date);
    const { page: parent, parent: account } = await newParentOnDashboard(suite);
    const parentName = await fullNameOf(parent);
    await openNannyBookings(nanny);
    await nanny.getByText('No requests waiting for your answer.').waitFor();
    await openBookings(parent);
    for (const page of [nanny, parent]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    const times = { date, startTime: '09:00', endTime: '12:00' };
    await sendRequest(parent, nannyName, times, 2, 'Sam loves trains.');
    const mine = parentBooking(parent, nannyName);
    await badge(mine, 'Pending').waitFor();

    // The request arrives on her tab live, with a count on the tab.
    const request = nannyBooking(nanny, 'Requests', parentName);
    await request.waitFor();
    expect(await nannyBookingsTab(nanny).textContent()).toContain('1');
    const card = (await request.textContent()) ?? '';
    expect(card).toContain(`${longDate(date)}, 9:00 AM – 12:00 PM`);
    expect(card).toContain('2 children');
    expect(card).toContain('Sam loves trains.');
    expect(card).toContain('$54.00 (3 hours at $18.00/hour)');
    expect(card).toMatch(/Expires /);
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await nannyBooking(nanny, 'Upcoming', parentName).waitFor();

    // The parent sees the answer live, with the nanny's email.
    await badge(mine, 'Accepted').waitFor();
    await mine.getByRole('link', { name: nannyEmail }).waitFor();
    for (const page of [nanny, parent]) expect(await pageKeptMark(page)).toBe(true);

    // After the session: the server's clock and hers move past the booked end.
    const ended = Date.parse(new Date(`${date}T12:30:00`).toISOString());
    shiftMs = ended - Date.now();
    await nanny.clock.setFixedTime(ended);
    await nanny.goto('/rbt-dashboard?tab=bookings');
    const upcoming = nannyBooking(nanny, 'Upcoming', parentName);
    await upcoming.getByRole('button', { name: 'Record hours' }).click();
    const hours = upcoming.getByRole('form', { name: 'Record the hours worked' });
    expect(await hours.getByLabel('Started at').inputValue()).toBe('09:00');
    expect(await hours.getByLabel('Ended at').inputValue()).toBe('12:00');
    await hours.getByLabel('Ended at').fill('11:30');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await nannyBooking(nanny, 'Past', parentName).waitFor();

    // The parent is told live and by email; the email's link opens that booking.
    await mine.getByText('Hours recorded: 9:00 AM – 11:30 AM', { exact: false }).waitFor();
    const link = await linkInMail(
      suite.mail(),
      account.email,
      /\/parent(-dashboard)?\?tab=bookings&booking=[\w-]+/,
    );
    await parent.goto(link);
    const opened = parent.locator('article[aria-current="true"]');
    await opened.getByRole('heading', { name: nannyName }).waitFor();
    await opened.getByRole('button', { name: 'Confirm hours' }).click();
    await opened.getByRole('button', { name: 'Yes, confirm these hours' }).click();
    await badge(opened, 'Confirmed').waitFor();
    await badge(nannyBooking(nanny, 'Past', parentName), 'Confirmed').waitFor();
    expect(await nannyBooking(nanny, 'Past', parentName).textContent()).toContain(
      '$45.00 (2 hours 30 minutes at $18.00/hour)',
    );
  }, 180_000);

  it('declines one request and lets another expire, both tabs usable at phone width', async () => {
    shiftMs = 0;
    const date = isoDateFromToday(3);
    const nannyName = 'Dee Declines';
    const { page: nanny, email: nannyEmail } = await approvedNannyWithHours(
      suite,
      nannyName,
      date,
      360,
    );
    const { page: parent } = await newParentOnDashboard(suite, 360);
    const parentName = await fullNameOf(parent);
    await openNannyBookings(nanny);
    await openBookings(parent);
    for (const page of [nanny, parent]) await waitUntilLive(page);

    await sendRequest(parent, nannyName, { date, startTime: '09:00', endTime: '10:00' }, 1, '');
    await nannyBooking(nanny, 'Requests', parentName).waitFor();
    await sendRequest(parent, nannyName, { date, startTime: '13:00', endTime: '15:00' }, 3, '');
    await nanny
      .getByRole('region', { name: 'Requests', exact: true })
      .getByRole('article')
      .nth(1)
      .waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);

    // Her new-request email opens a request on her tab, marked.
    const link = await linkInMail(
      suite.mail(),
      nannyEmail,
      /\/rbt-dashboard\?tab=bookings&booking=[\w-]+/,
    );
    await nanny.goto(link);
    // (Either request's: the mails go out in the background, in no promised order.)
    const opened = nanny.locator('article[aria-current="true"]');
    await opened.getByRole('heading', { name: parentName }).waitFor();

    // She declines the morning with a reason; the parent sees it live.
    const morning = nanny
      .getByRole('region', { name: 'Requests', exact: true })
      .getByRole('article')
      .filter({ hasText: '9:00 AM – 10:00 AM' });
    await morning.getByRole('button', { name: 'Decline' }).click();
    const decline = morning.getByRole('form', { name: `Decline the request from ${parentName}` });
    await decline.getByLabel('Reason (optional)').fill('Sorry, I have a training that morning.');
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);
    await decline.getByRole('button', { name: 'Decline request' }).click();
    const declined = parent
      .getByRole('region', { name: 'Your booking requests' })
      .getByRole('article')
      .filter({ hasText: '9:00 AM – 10:00 AM' });
    await badge(declined, 'Declined').waitFor();
    await declined.getByText('Reason: Sorry, I have a training that morning.').waitFor();

    // Nobody answers the afternoon: 49 hours on, the deadlines job expires it.
    shiftMs = 49 * HOUR;
    await suite.server().runtime.jobs.send('bookings.deadlines', {});
    const afternoon = parent
      .getByRole('region', { name: 'Your booking requests' })
      .getByRole('article')
      .filter({ hasText: '1:00 PM – 3:00 PM' });
    await badge(afternoon, 'Expired').waitFor({ timeout: 20_000 });
    const past = nanny.getByRole('region', { name: 'Past', exact: true });
    await badge(
      past.getByRole('article').filter({ hasText: '1:00 PM – 3:00 PM' }),
      'Expired',
    ).waitFor();
    await nanny.getByText('No requests waiting for your answer.').waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);
  }, 180_000);
});
