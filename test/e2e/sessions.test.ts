import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { badge, nannyBooking, nannyBookingsTab, parentBooking } from '../helpers/e2e-bookings.js';
import { waitUntilLive } from '../helpers/e2e-live.js';
import { isoDateFromToday, statusWith, tab } from '../helpers/e2e-nanny.js';
import { bookingFormFor, openBookings } from '../helpers/e2e-parent.js';
import { nannyWithHours, parentOnDashboard } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';

// The session in Chromium, a parent and a nanny each in her own context: the parent adds two
// children with their care plans and books for one; the nanny accepts, sees that child's plan
// only, acknowledges it (and again, live, when the parent changes it), checks in and out and
// writes the note; the parent sees "Checked in" and
// then the note live, and confirms the hours the check-in and check-out prefilled. The server's
// clock (and the nanny's page's) move to the session's day. Rules and messages are unit and
// integration tests.

let shiftMs = 0;
const serverNow = () => new Date(Date.now() + shiftMs);

/** Moves the server's clock and the nanny's page's to `instant`, then reloads her bookings. */
async function moveTo(nanny: Page, instant: number) {
  shiftMs = instant - Date.now();
  await nanny.clock.setFixedTime(instant);
  await nanny.goto('/rbt-dashboard?tab=bookings');
  await nanny.getByRole('region', { name: 'Upcoming', exact: true }).waitFor();
  await waitUntilLive(nanny);
}

async function addChild(parent: Page, name: string, allergies: string) {
  await parent.getByRole('button', { name: 'Add a child' }).click();
  const form = parent.getByRole('form', { name: 'Add a child' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByLabel('Age (years)').selectOption('6');
  await form.getByLabel('Allergies (optional)').fill(allergies);
  await form.getByLabel('Contact 1: name').fill('Jo Aunt');
  await form.getByLabel('Relation').fill('Aunt');
  await form.getByLabel('Phone').fill('555 010 2030');
  await form.getByRole('button', { name: 'Add child' }).click();
  await parent.getByRole('heading', { name: `${name}, 6` }).waitFor();
}

describe('the session between a parent and a nanny', () => {
  const suite = browserSuite({ smtp: true, clock: serverNow });

  it('goes from care plans to check-in, check-out, the note and the prefilled hours', async () => {
    shiftMs = 0;
    const date = isoDateFromToday(2);
    const nannyName = 'Cara Checkin';
    const parentName = 'parent Tester';
    const { page: nanny } = await nannyWithHours(suite, nannyName, date);
    const { page: parent } = await parentOnDashboard(suite);

    // Two children, each with her plan.
    await tab(parent, 'Children').click();
    await addChild(parent, 'Zephyrine', 'Peanuts (EPIPEN-IN-BLUE-BAG)');
    await addChild(parent, 'Quillon', 'Sesame (QUILLON-ONLY)');

    // A booking for one of them.
    await openBookings(parent);
    const form = await bookingFormFor(parent, nannyName, {
      date,
      startTime: '09:00',
      endTime: '12:00',
    });
    await form.getByLabel('Zephyrine, 6').check();
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await statusWith(form, 'Booking request sent!').waitFor();
    const mine = parentBooking(parent, nannyName);
    await badge(mine, 'Pending').waitFor();
    await waitUntilLive(parent);

    // She accepts, and sees the booked child's whole plan, never the other child's.
    await nannyBookingsTab(nanny).click();
    const request = nannyBooking(nanny, 'Requests', parentName);
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    const card = nannyBooking(nanny, 'Upcoming', parentName);
    const plans = card.getByRole('region', { name: 'Care plans' });
    await plans.getByText('Peanuts (EPIPEN-IN-BLUE-BAG)').waitFor();
    expect(await card.textContent()).not.toContain('QUILLON-ONLY');
    expect(await card.textContent()).not.toContain('Quillon');
    // The tick is an action (it stays unticked: the line below replaces it).
    await plans.getByLabel('I have read the care plan').click();
    await plans.getByText('Thank you: the family can see that you read the care plan.').waitFor();
    await badge(mine, 'Accepted').waitFor();
    await mine.getByText(/Care plan read by the nanny/).waitFor();

    // The parent changes the plan: the nanny is asked again live, told what changed.
    await tab(parent, 'Children').click();
    await parent.getByRole('button', { name: "Edit Zephyrine's care plan" }).click();
    const edit = parent.getByRole('form', { name: 'Care plan for Zephyrine' });
    await edit.getByLabel('Allergies (optional)').fill('Peanuts and sesame (EPIPEN-IN-BLUE-BAG)');
    await edit.getByRole('button', { name: 'Save care plan' }).click();
    await plans.getByText('The care plan changed since you read it:').waitFor();
    await plans.getByText('Zephyrine: Allergies').waitFor();
    await plans.getByText('Peanuts and sesame (EPIPEN-IN-BLUE-BAG)').waitFor();
    await plans.getByLabel('I have read the care plan').click();
    await plans.getByText('You have read the care plan.').waitFor();
    await tab(parent, 'Bookings').click();
    await mine.getByText(/Care plan read by the nanny/).waitFor();

    // The session's day: she checks in 8 minutes before the start; the parent sees it live.
    const start = Date.parse(new Date(`${date}T09:00:00`).toISOString());
    await moveTo(nanny, start - 8 * 60_000);
    await card.getByRole('button', { name: 'Check in' }).click();
    await statusWith(card, 'Checked in.').waitFor();
    await mine.getByText('Checked in at 08:52').waitFor();

    // After the end she checks out and writes the note; the parent gets it live.
    await moveTo(nanny, start + 3 * 3_600_000 + 7 * 60_000);
    await card.getByRole('button', { name: 'Check out' }).click();
    const note = card.getByRole('form', { name: 'Session note for the family' });
    await note.getByLabel('Happy').check();
    await note.getByLabel('Meals').fill('All of her pasta.');
    await note.getByLabel('Activities').fill('Trains, then the swings.');
    await note.getByLabel('Anything the parent should know').fill('Said a new word: lighthouse.');
    expect(await note.getByRole('link', { name: 'Report an incident' }).count()).toBe(1);
    await note.getByRole('button', { name: 'Send note' }).click();
    await statusWith(card, 'Note sent to the family.').waitFor();
    await mine.getByText('Checked out at 12:07').waitFor();
    const shown = mine.getByRole('region', { name: 'Session note' });
    await shown.getByText('Said a new word: lighthouse.').waitFor();
    expect(await shown.textContent()).toContain('Happy');

    // The completion starts from her check-in and check-out, to the nearest 15 minutes.
    await card.getByRole('button', { name: 'Record hours' }).click();
    const hours = card.getByRole('form', { name: 'Record the hours worked' });
    expect(await hours.getByLabel('Started at').inputValue()).toBe('08:45');
    expect(await hours.getByLabel('Ended at').inputValue()).toBe('12:00');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await nannyBooking(nanny, 'Past', parentName).waitFor();

    // The parent confirms the prefilled hours.
    await mine.getByText('Hours recorded: 8:45 AM – 12:00 PM', { exact: false }).waitFor();
    await mine.getByRole('button', { name: 'Confirm hours' }).click();
    await mine.getByRole('button', { name: 'Yes, confirm these hours' }).click();
    await badge(mine, 'Confirmed').waitFor();
  }, 240_000);
});
