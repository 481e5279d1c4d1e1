import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookingParent } from '../helpers/bookings-api.js';
import { linkInMail } from '../helpers/e2e-accounts.js';
import { badge, nannyBooking, nannyBookingsTab, parentBooking } from '../helpers/e2e-bookings.js';
import { markPage, pageKeptMark, waitUntilLive } from '../helpers/e2e-live.js';
import { isoDateFromToday, sidewaysOverflow, statusWith } from '../helpers/e2e-nanny.js';
import { bookingFormFor, openBookingForm, openBookings } from '../helpers/e2e-parent.js';
import type { BookingTimes } from '../helpers/e2e-parent.js';
import { accountIdOf, openPayments, paymentsCard } from '../helpers/e2e-payments.js';
import { nannyWithHours, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { seedSessions } from '../helpers/earnings-seed.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.js';
import type { TestServerOptions } from '../helpers/test-server.js';
import { StripeGateway } from '../../src/features/payments/index.js';
import type { StripeSettings } from '../../src/features/payments/stripe-gateway.js';

// A parent and a nanny in Chromium at once, each in her own browser context: a request goes from
// the parent's card to the nanny's tab and every answer comes back, live, without a reload; then
// the 15th clean session raises her rate live, the parent sees what it costs and reports an issue.
// The server's clock is moved for what happens after a session and for the deadlines job. The
// cards' wording and the forms are component tests; pay and deadlines are integration tests.

const HOUR = 3_600_000;
let shiftMs = 0;
const serverNow = () => new Date(Date.now() + shiftMs);

async function sendRequest(
  parent: Page,
  nannyName: string,
  times: BookingTimes,
  children: number,
  note: string,
) {
  // Her hours for the date come from the server before the parent sends.
  const form = await bookingFormFor(parent, nannyName, times);
  await form.getByLabel('Number of children').selectOption(String(children));
  await form.getByLabel('Note to the nanny (optional)').fill(note);
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await statusWith(form, 'Booking request sent!').waitFor();
}

/**
 * Past the session booked until 12:30 on `date`: her clock and the server's (through
 * `moveServerTo`) at its end, her upcoming booking's Record hours form opened.
 */
async function recordHoursAfterTheEnd(
  nanny: Page,
  date: string,
  parentName: string,
  moveServerTo: (ended: number) => void,
) {
  const ended = Date.parse(new Date(`${date}T12:30:00`).toISOString());
  moveServerTo(ended);
  await nanny.clock.setFixedTime(ended);
  await nanny.goto('/rbt-dashboard?tab=bookings');
  const upcoming = nannyBooking(nanny, 'Upcoming', parentName);
  await upcoming.getByRole('button', { name: 'Record hours' }).click();
  return upcoming.getByRole('form', { name: 'Record the hours worked' });
}

async function openNannyBookings(nanny: Page) {
  await nannyBookingsTab(nanny).click();
  await nanny.getByRole('region', { name: 'Requests', exact: true }).waitFor();
}

describe('bookings and payments between a parent and a nanny', () => {
  const suite = browserSuite({ smtp: true, clock: serverNow });

  it('goes from request to accepted to recorded and confirmed hours, live on both sides', async () => {
    shiftMs = 0;
    const date = isoDateFromToday(2);
    const nannyName = 'Bea Bookable';
    const { page: nanny, email: nannyEmail } = await nannyWithHours(suite, nannyName, date);
    const { page: parent, accountId } = await parentOnDashboard(suite);
    const parentName = 'parent Tester';
    await openNannyBookings(nanny);
    await nanny.getByText('No requests waiting for your answer.').waitFor();
    await openBookings(parent);
    for (const page of [nanny, parent]) {
      await waitUntilLive(page);
      await markPage(page);
    }

    await sendRequest(
      parent,
      nannyName,
      { date, startTime: '09:00', endTime: '12:00' },
      2,
      'Sam loves trains.',
    );
    const mine = parentBooking(parent, nannyName);
    await badge(mine, 'Pending').waitFor();

    // The request arrives on her tab live, with a count on the tab and what it pays.
    const request = nannyBooking(nanny, 'Requests', parentName);
    await request.waitFor();
    expect(await nannyBookingsTab(nanny).textContent()).toContain('1');
    const card = (await request.textContent()) ?? '';
    expect(card).toContain('2 children');
    expect(card).toContain('Sam loves trains.');
    expect(card).toContain('$54.00 (3 hours at $18.00/hour)');
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await nannyBooking(nanny, 'Upcoming', parentName).waitFor();

    // The parent sees the answer live, with the nanny's email.
    await badge(mine, 'Accepted').waitFor();
    await mine.getByRole('link', { name: nannyEmail }).waitFor();
    for (const page of [nanny, parent]) expect(await pageKeptMark(page)).toBe(true);

    // After the session: the server's clock and hers move past the booked end.
    const hours = await recordHoursAfterTheEnd(nanny, date, parentName, (ended) => {
      shiftMs = ended - Date.now();
    });
    await hours.getByLabel('Ended at').fill('11:30');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await nannyBooking(nanny, 'Past', parentName).waitFor();

    // The parent is told live and by email; the email's link opens that booking.
    await mine.getByText('Hours recorded: 9:00 AM – 11:30 AM', { exact: false }).waitFor();
    const link = await linkInMail(
      suite.mail(),
      `parent.${accountId}@example.com`,
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
    const { page: nanny, email: nannyEmail } = await nannyWithHours(suite, nannyName, date, 360);
    const { page: parent } = await parentOnDashboard(suite, 360);
    const parentName = 'parent Tester';
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
    await nanny
      .locator('article[aria-current="true"]')
      .getByRole('heading', { name: parentName })
      .waitFor();

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
    const requests = parent
      .getByRole('region', { name: 'Your booking requests' })
      .getByRole('article');
    const declined = requests.filter({ hasText: '9:00 AM – 10:00 AM' });
    await badge(declined, 'Declined').waitFor();
    await declined.getByText('Reason: Sorry, I have a training that morning.').waitFor();

    // Nobody answers the afternoon: 49 hours on, the deadlines job expires it.
    shiftMs = 49 * HOUR;
    await suite.server().runtime.jobs.send('bookings.deadlines', {});
    await badge(requests.filter({ hasText: '1:00 PM – 3:00 PM' }), 'Expired').waitFor();
    const past = nanny.getByRole('region', { name: 'Past', exact: true });
    await badge(
      past.getByRole('article').filter({ hasText: '1:00 PM – 3:00 PM' }),
      'Expired',
    ).waitFor();
    await nanny.getByText('No requests waiting for your answer.').waitFor();
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);
  }, 180_000);

  it('raises her rate live at the 15th clean session, shows the parent its cost, and takes a report', async () => {
    shiftMs = 0;
    const { runtime } = suite.server();
    const nannyName = 'Fay Fifteen';
    const { page: nanny } = await nannyWithHours(suite, nannyName, isoDateFromToday(3), 360);
    const { page: parent } = await parentOnDashboard(suite, 360);
    const parentName = 'parent Tester';
    const nannyId = await accountIdOf(nanny);
    const other = await bookingParent(runtime, 'Olive Other');
    // 14 confirmed sessions with another family, ending the day before yesterday; yesterday's
    // 15th with this parent has its hours recorded and waits for her confirmation.
    await seedSessions(runtime, { nannyId, parentId: other.id, count: 14, lastDaysAgo: 2 });
    await seedSessions(runtime, {
      nannyId,
      parentId: await accountIdOf(parent),
      count: 1,
      confirm: false,
    });

    await openPayments(nanny, 'Your earnings');
    const earnings = paymentsCard(nanny, 'Your earnings');
    await earnings.getByText('14 of 15 sessions toward $20/hour', { exact: true }).waitFor();
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);

    // The parent confirms the 15th on her Bookings tab, in her own context.
    await openBookings(parent);
    for (const page of [nanny, parent]) await waitUntilLive(page);
    await markPage(nanny);
    const mine = parentBooking(parent, nannyName);
    await mine.getByRole('button', { name: 'Confirm hours' }).click();
    await mine.getByRole('button', { name: 'Yes, confirm these hours' }).click();
    await badge(mine, 'Confirmed').waitFor();

    // Her tab follows without a reload: 15 of 15, and $20/hour from now on; the 15th paid $18.
    await earnings
      .getByText(/^15 of 15 sessions: you earn \$20\/hour since \w+ \d{1,2}, \d{4}\.$/)
      .waitFor();
    expect(await earnings.textContent()).toContain('Your rate: $20/hour');
    const line = earnings.getByRole('listitem').filter({ hasText: `Session with ${parentName}` });
    expect(await line.textContent()).toContain('3 hours at $18/hour');
    expect(await line.textContent()).toContain('$54.00');
    expect(await pageKeptMark(nanny)).toBe(true);
    expect(await sidewaysOverflow(nanny)).toBeLessThanOrEqual(0);

    // The parent's Payments tab lists what the session costs, and says nothing was paid.
    await openPayments(parent, 'Payments');
    const payments = paymentsCard(parent, 'Payments');
    const charge = payments.getByRole('listitem').filter({ hasText: `Session with ${nannyName}` });
    expect(await charge.textContent()).toContain('$54.00');
    expect(await payments.textContent()).not.toMatch(/\bpaid\b/i);
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);

    // She reports an issue on the session, from its card; the nanny sees that she did, live.
    await parent.getByRole('tab', { name: 'Bookings' }).click();
    await mine.getByRole('button', { name: 'Report an issue' }).click();
    const form = mine.getByRole('form', { name: 'Report an issue on this session' });
    await form.getByLabel('Category').selectOption({ label: 'Late arrival' });
    const description = 'She arrived 40 minutes late without a message.';
    await form.getByLabel('What happened?').fill(description);
    expect(await sidewaysOverflow(parent)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Send report' }).click();
    await statusWith(mine, 'Thank you. Our team will review your report.').waitFor();
    await mine
      .getByRole('list', { name: 'Reports on this session' })
      .getByText('You reported: Late arrival', { exact: false })
      .waitFor();

    await nannyBookingsTab(nanny).click();
    const hers = nannyBooking(nanny, 'Past', parentName);
    await hers.getByText(`${parentName} reported: Late arrival`, { exact: false }).waitFor();
    expect(await hers.textContent()).not.toContain(description);
    // Her card says what the session paid (the ledger's $18), not her rate now.
    expect(await hers.textContent()).toContain('Earned: $54.00 (3 hours at $18.00/hour)');

    // A ledger line opens its booking on her Bookings tab.
    await openPayments(nanny, 'Your earnings');
    await line.getByRole('link').click();
    await nanny
      .locator('article[aria-current="true"]')
      .getByRole('heading', { name: parentName })
      .waitFor();
  }, 240_000);
});

describe('money through the platform in test mode', () => {
  let moneyShiftMs = 0;
  const suite = browserSuite({
    smtp: true,
    clock: () => new Date(Date.now() + moneyShiftMs),
    config: { payments: 'simulated' },
  });

  it('saves a card, shows the fee before the request, charges after the tip, and shows her payout live', async () => {
    moneyShiftMs = 0;
    const date = isoDateFromToday(2);
    const nannyName = 'Mia Money';
    const { page: nanny } = await nannyWithHours(suite, nannyName, date);
    const { page: parent } = await parentOnDashboard(suite);
    const parentName = 'parent Tester';
    await openBookings(parent);

    // The price before the request: 3 hours at her rate, the 10% fee and the total.
    const form = await bookingFormFor(parent, nannyName, {
      date,
      startTime: '09:00',
      endTime: '12:00',
    });
    const price = form.getByRole('region', { name: 'Price of this booking' });
    await price.waitFor();
    const priceText = (await price.textContent()) ?? '';
    expect(priceText).toContain('3 hours at $18.00/hour$54.00');
    expect(priceText).toContain('Service fee (10%)$5.40');
    expect(priceText).toContain('Total$59.40');
    expect(priceText).toContain('Your card is charged after the session');

    // No card yet: she is asked for one, saves the test card, and sends the same request.
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const cardForm = parent.getByRole('form', { name: 'Add a card before your first request' });
    await cardForm.getByText('Test mode: no real money moves').waitFor();
    await cardForm.getByRole('button', { name: 'Save card' }).click();
    await parent.getByText('Card saved. Press Request Booking to send your request.').waitFor();
    expect(await form.getByLabel('Start time').inputValue()).toBe('09:00');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await statusWith(form, 'Booking request sent!').waitFor();

    await openNannyBookings(nanny);
    const request = nannyBooking(nanny, 'Requests', parentName);
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await nannyBooking(nanny, 'Upcoming', parentName).waitFor();

    // After the session she records her hours, then watches her Payments tab.
    const hours = await recordHoursAfterTheEnd(nanny, date, parentName, (ended) => {
      moneyShiftMs = ended - Date.now();
    });
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await nannyBooking(nanny, 'Past', parentName).waitFor();
    await openPayments(nanny, 'Your earnings');
    const payouts = nanny.getByRole('region', { name: 'Payouts' });
    await payouts.getByText('Test mode: no real money moves').waitFor();
    await payouts.getByRole('button', { name: 'Set up payouts' }).waitFor();

    // The parent confirms with a $10 tip, then sees the charge Paid on her Payments tab.
    await parent.reload();
    await openBookings(parent);
    for (const page of [nanny, parent]) await waitUntilLive(page);
    await markPage(nanny);
    const mine = parentBooking(parent, nannyName);
    await mine.getByRole('button', { name: 'Confirm hours' }).click();
    await mine
      .getByLabel(`Add a tip (optional): all of it goes to ${nannyName}, with no fee`)
      .fill('10');
    await mine.getByRole('button', { name: 'Yes, confirm these hours' }).click();
    await badge(mine, 'Confirmed').waitFor();
    await openPayments(parent, 'Payments');
    const charges = paymentsCard(parent, 'Payments').getByRole('list', {
      name: 'Charges, newest first',
    });
    const charge = charges.getByRole('listitem').filter({ hasText: `Session with ${nannyName}` });
    await charge.getByText('Paid', { exact: true }).waitFor();
    expect(await charge.textContent()).toContain('Care $54.00 · Service fee $5.40 · Tip $10.00');
    expect(await charge.textContent()).toContain('$69.40');

    // Her payout line appeared without a reload: her pay and the whole tip, owed until payouts.
    const line = payouts.getByRole('listitem').filter({ hasText: 'Owed to you' });
    await line.waitFor();
    expect(await line.textContent()).toContain('$64.00');
    expect(await pageKeptMark(nanny)).toBe(true);
  }, 240_000);
});

describe('a booking request kept across Stripe Checkout (the fake Stripe)', () => {
  let stripe: FakeStripe | undefined;
  // The gateway reads where Checkout returns to when it starts one: the server's address, known
  // once it listens.
  const settings: StripeSettings = {
    secretKey: '',
    webhookSecret: '',
    publicUrl: 'http://127.0.0.1',
  };
  const options: TestServerOptions = { smtp: true };
  beforeAll(async () => {
    stripe = await startFakeStripe({
      webhookUrl: () => `${suite.server().baseUrl}/api/payments/stripe/webhook`,
    });
    Object.assign(settings, {
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
    });
    options.paymentGateway = new StripeGateway(settings);
  });
  const suite = browserSuite(options);
  beforeAll(() => {
    settings.publicUrl = suite.server().baseUrl;
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('saves a card on Checkout and comes back to her request, filled in, to send it', async () => {
    const date = isoDateFromToday(2);
    const nannyName = 'Cleo Checkout';
    await nannyWithHours(suite, nannyName, date);
    const { page: parent } = await parentOnDashboard(suite);
    await openBookings(parent);
    const form = await bookingFormFor(parent, nannyName, {
      date,
      startTime: '09:00',
      endTime: '12:00',
    });
    await form.getByLabel('Note to the nanny (optional)').fill('Naps at one.');
    await form.getByRole('button', { name: 'Request Booking' }).click();

    // No card yet: she goes to Stripe's page (the fake's) and chooses a card there.
    const cardForm = parent.getByRole('form', { name: 'Add a card before your first request' });
    await cardForm.getByRole('button', { name: 'Continue to Stripe' }).click();
    await parent.waitForURL(`${stripe!.baseUrl}/checkout/**`);
    await parent.getByRole('button', { name: 'Visa ending 4242' }).click();

    // Back on her Bookings tab: her request as she left it, the card saved, ready to send.
    const kept = parent.getByRole('region', { name: `Your request to ${nannyName}` });
    await kept.getByText('Card saved. Press Request Booking to send your request.').waitFor();
    await parent.waitForURL((url) => !url.searchParams.has('card_setup'));
    const again = kept.getByRole('form', { name: `Request a booking with ${nannyName}` });
    expect(await again.getByLabel('Date').inputValue()).toBe(date);
    expect(await again.getByLabel('Start time').inputValue()).toBe('09:00');
    expect(await again.getByLabel('End time').inputValue()).toBe('12:00');
    expect(await again.getByLabel('Note to the nanny (optional)').inputValue()).toBe(
      'Naps at one.',
    );
    await again.getByRole('button', { name: 'Request Booking' }).click();
    await statusWith(again, 'Booking request sent!').waitFor();
    // The page forgets the kept copy with a request of its own once the booking is sent.
    await expect
      .poll(() =>
        suite.server().runtime.db.selectFrom('booking_drafts').select('draft_id').execute(),
      )
      .toEqual([]);

    // Her Payments tab shows the card Checkout saved.
    await openPayments(parent, 'Payments');
    await paymentsCard(parent, 'Payments')
      .getByText('Visa ending 4242', { exact: false })
      .waitFor();
  }, 240_000);
});

describe('a weekly series between a parent and a nanny', () => {
  const suite = browserSuite({ smtp: true });

  it('is requested with a date left out by consent, and accepted as a whole, live', async () => {
    const date = isoDateFromToday(3);
    const nannyName = 'Wren Weekly';
    // Her hours on the first date only (a single day): the second week's is left out.
    const { page: nanny } = await nannyWithHours(suite, nannyName, date);
    const { page: parent } = await parentOnDashboard(suite);
    await openNannyBookings(nanny);
    await openBookings(parent);
    await waitUntilLive(nanny);

    const form = await openBookingForm(parent, nannyName);
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Start time').fill('09:00');
    await form.getByLabel('End time').fill('11:00');
    await form.getByLabel('Repeat weekly').check();
    await form.getByLabel(/For how many weeks/).fill('2');
    await form.getByRole('button', { name: 'Check dates' }).click();
    const dates = form.getByRole('list', { name: 'Dates of the series' });
    await dates.getByText(': will be requested', { exact: false }).waitFor();
    await dates.getByText('left out.', { exact: false }).waitFor();
    await form.getByLabel('Leave out the date that does not fit').check();
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await statusWith(form, 'Weekly requests sent: 1 date.').waitFor();

    // On her tab, live: the date in its place and the series' actions.
    const card = nannyBooking(nanny, 'Requests', 'parent Tester');
    await card.getByText('Weekly series: date 1 of 1').waitFor();
    await card.getByRole('button', { name: 'Accept series (1 date)' }).click();
    await nannyBooking(nanny, 'Upcoming', 'parent Tester').waitFor();
    await badge(parentBooking(parent, nannyName), 'Accepted').waitFor();
  }, 180_000);
});
