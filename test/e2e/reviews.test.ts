import { describe, expect, it } from 'vitest';
import { post } from '../helpers/accounts-api.js';
import {
  nannyBooking,
  nannyBookingsTab,
  nannyNamed,
  parentBooking,
} from '../helpers/e2e-bookings.js';
import { isoDateFromToday } from '../helpers/e2e-nanny.js';
import { parentOnDashboard, pageWithSession } from '../helpers/e2e-sessions.js';
import { browserSuite } from '../helpers/e2e-suite.js';
import { requestBody } from '../helpers/bookings-api.js';

// A parent and a nanny review the same session, each in her own browser context: neither sees
// the other's review until both are in, then both see it live; then the parent books the nanny
// again from the finished session, its hours and note filled in. The session itself is made
// through the API (its pages are the bookings journey's subject); the server's clock moves past
// it. The rules are integration tests (reviews.int.test.ts), the forms component tests.

let shiftMs = 0;
const serverNow = () => new Date(Date.now() + shiftMs);

describe('reviews after a session, between a parent and a nanny', () => {
  const suite = browserSuite({ smtp: true, clock: serverNow });

  it('keeps each review blind until both are in, then shows them live; then books again', async () => {
    shiftMs = 0;
    const { app } = suite.server();
    const date = isoDateFromToday(2);
    const nannyName = 'Rae Reviewed';
    const nanny = await nannyNamed(suite, nannyName, true);
    const hours = { date, startTime: '08:00', endTime: '17:00' };
    expect(
      (await post(app, '/api/nanny/availability/single-days', hours, nanny.cookie)).statusCode,
    ).toBeLessThan(300);
    const { page: parent, cookie: parentCookie } = await parentOnDashboard(suite);
    const body = requestBody(nanny.user.id, { date, startTime: '09:00', endTime: '12:00' });
    const requested = await post(app, '/api/bookings', body, parentCookie);
    expect(requested.statusCode, requested.body).toBe(201);
    const bookingId = requested.json<{ booking: { id: string } }>().booking.id;
    const act = (url: string, payload: object, cookie: string) => post(app, url, payload, cookie);
    expect(
      (await act(`/api/nanny/bookings/${bookingId}/accept`, {}, nanny.cookie)).statusCode,
    ).toBe(200);
    // The day after the session, the nanny records her hours and the parent confirms them.
    shiftMs = Date.parse(`${date}T12:00:00Z`) + 86_400_000 - Date.now();
    const done = await act(
      `/api/nanny/bookings/${bookingId}/complete`,
      { startTime: '09:00', endTime: '12:00' },
      nanny.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await act(`/api/bookings/${bookingId}/confirm-hours`, {}, parentCookie)).statusCode,
    ).toBe(200);

    const nannyPage = await pageWithSession(suite, nanny.cookie, '/rbt-dashboard?tab=bookings');
    await nannyBookingsTab(nannyPage).waitFor();
    await parent.goto('/parent-dashboard?tab=bookings');

    // The parent reviews first; the nanny sees nothing of it.
    const mine = parentBooking(parent, nannyName);
    await mine.getByRole('button', { name: 'Review this session' }).click();
    const form = mine.getByRole('form', { name: 'Review of the nanny' });
    await form.getByLabel('Overall').selectOption('4');
    await form.getByLabel('Public comment (optional)').fill('Calm and kind, every minute.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await mine.getByText(/Reviews are shown when both of you have written one/).waitFor();

    const hers = nannyBooking(nannyPage, 'Past', 'parent Tester');
    await hers.getByRole('button', { name: 'Review this session' }).waitFor();
    expect(await hers.textContent()).not.toContain('Calm and kind');

    // The nanny's review reveals both, live on both pages.
    await hers.getByRole('button', { name: 'Review this session' }).click();
    const hersForm = hers.getByRole('form', { name: 'Review of the family' });
    await hersForm.getByLabel('The family respected my time').check();
    await hersForm.getByRole('button', { name: 'Send review' }).click();
    await hers.getByText('Calm and kind, every minute.').waitFor();
    await hers.getByRole('form', { name: 'Your public reply' }).waitFor();
    await mine
      .getByText('The nanny reviewed this session too. Only our team sees her review.')
      .waitFor();

    // Book again: the same hours, children and note, a new date to pick.
    await mine.getByRole('button', { name: 'Book again' }).click();
    const again = mine.getByRole('form', { name: `Request a booking with ${nannyName}` });
    expect(await again.getByLabel('Start time').inputValue()).toBe('09:00');
    expect(await again.getByLabel('End time').inputValue()).toBe('12:00');
    expect(await again.getByLabel('Note to the nanny (optional)').inputValue()).toBe(
      'Loves trains.',
    );
  });
});
