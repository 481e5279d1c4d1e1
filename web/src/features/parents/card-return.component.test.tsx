import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { network } from '../../testing/fake-network';
import { deferred } from '../../testing/deferred';
import { answerParentDashboard, dateFromToday, parentProfile } from '../../testing/fixtures';
import { findStatus, renderScreen, sessionUser } from '../../testing/render';
import { CARD_REQUIRED_MESSAGE } from '@shared/payment-amounts';

// Back from Stripe's Checkout page: the card it saved is kept once and said, whichever tab she
// lands on and however often the tabs mount; from the booking form, her request is filled in
// again from the server and sent from there. The server's side (whose draft, expiry, encryption)
// is src/features/bookings/booking-drafts.int.test.ts.

const CARD = { brand: 'visa', last4: '4242', expiry: '12/2034' };
const SAVED = 'Card saved. It is charged only after a session.';

function renderDashboard(path: string) {
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  return renderScreen(<AppRoutes />, { path, session: sessionUser('parent', { id: 'parent-1' }) });
}

function answerStripeCard() {
  network()
    .on('GET', '/api/parent/payment-card', { json: { mode: 'stripe', card: null } })
    .on('GET', '/api/parent/charges', { json: { mode: 'stripe', charges: [], months: [] } });
}

/** Her request to Nora Quinn kept while she was at Checkout, as the server gives it back. */
const keptRequest = (draftId: string, date: string, changes: object = {}) => ({
  draftId,
  nanny: { id: 'nanny-1', fullName: 'Nora Quinn' },
  date,
  startTime: '10:30',
  endTime: '11:30',
  children: 1,
  childIds: [],
  note: '',
  expiresAt: '2031-01-01T00:00:00.000Z',
  ...changes,
});
const OPEN_DAY = [{ startTime: '08:00', endTime: '17:00' }];

/** Answers any kept request of hers on `date` (its id from the address), and Nora's hours. */
function answerKeptRequest(date: string, changes: object = {}, hours = OPEN_DAY) {
  network()
    .on('GET', '/api/parent/booking-drafts/{draftId}', (request) => ({
      json: keptRequest(request.path.split('/').pop()!, date, changes),
    }))
    .on('GET', '/api/nannies/{nannyId}/hours', {
      json: { date, hours, booked: [], rateCents: 1800 },
    });
}

const KEPT_AND_SAVED = 'Card saved. Press Request Booking to send your request.';

/** The kept request's region and the booking form in it. */
async function findKeptRequest() {
  const kept = await screen.findByRole('region', { name: 'Your request to Nora Quinn' });
  const form = await within(kept).findByRole('form', { name: 'Request a booking with Nora Quinn' });
  return { kept, form };
}

describe('back from Stripe Checkout with a card', () => {
  it('says "Card saved" even when the tab is mounted again before the answer, keeping it once', async () => {
    answerParentDashboard(parentProfile());
    answerStripeCard();
    const answer = deferred<{ json: unknown }>();
    network().on('POST', '/api/parent/payment-card', async () => {
      const answered = await answer.promise;
      // From now on the server knows her card.
      network().on('GET', '/api/parent/payment-card', { json: { mode: 'stripe', card: CARD } });
      return answered;
    });
    const path = '/parent-dashboard?tab=payments&card_setup=cs_test_1';

    // The page mounts, then the tab mounts again while the save is on its way, at an address
    // that no longer names the session: the component that asked is gone when the answer comes.
    const first = renderDashboard(path);
    await screen.findByRole('region', { name: 'Payments' });
    await expect.poll(() => network().sent('POST', '/api/parent/payment-card').length).toBe(1);
    first.unmount();
    renderDashboard('/parent-dashboard?tab=payments');
    answer.resolve({ json: { message: SAVED, card: CARD } });

    const payments = await screen.findByRole('region', { name: 'Payments' });
    await findStatus(payments, SAVED);
    expect(payments.textContent).toContain('Visa ending 4242, expires 12/2034');
    expect(network().sent('POST', '/api/parent/payment-card')).toEqual([
      expect.objectContaining({ body: { setupId: 'cs_test_1' } }),
    ]);
  });

  it('says why when the card was not saved', async () => {
    answerParentDashboard(parentProfile());
    answerStripeCard();
    const why = 'Your card was not saved: the card form was not finished. Please try again.';
    network().on('POST', '/api/parent/payment-card', {
      status: 409,
      json: { code: 'conflict', message: why },
    });
    renderDashboard('/parent-dashboard?tab=payments&card_setup=cs_test_2');
    await findStatus(await screen.findByRole('region', { name: 'Payments' }), why);
  });
});

describe('back from Stripe Checkout to her booking request', () => {
  it('fills the request in again from the server, and sends it', async () => {
    const date = dateFromToday(30);
    answerParentDashboard(parentProfile());
    answerStripeCard();
    answerKeptRequest(date, { children: 2, note: 'Sam loves trains.' });
    network()
      .on('POST', '/api/parent/payment-card', { json: { message: SAVED, card: CARD } })
      .on('POST', '/api/bookings', { status: 201, json: { message: 'Booking request sent!' } })
      .on('DELETE', '/api/parent/booking-drafts/{draftId}', { status: 204 });
    const { user, location } = renderDashboard(
      '/parent-dashboard?tab=bookings&booking_draft=draft-1&card_setup=cs_test_3',
    );

    const { kept, form } = await findKeptRequest();
    await findStatus(kept, KEPT_AND_SAVED);
    // Answered: the session leaves the address, so a reload never keeps that card again.
    expect(location().search).toBe('?tab=bookings&booking_draft=draft-1');
    const value = (label: string) => within(form).getByLabelText<HTMLInputElement>(label).value;
    expect(value('Date')).toBe(date);
    expect(value('Start time')).toBe('10:30');
    expect(value('End time')).toBe('11:30');
    expect(value('Note to the nanny (optional)')).toBe('Sam loves trains.');

    await user.click(within(form).getByRole('button', { name: 'Request Booking' }));
    await findStatus(form, 'Booking request sent!');
    expect(network().sent('POST', '/api/bookings')[0]?.body).toMatchObject({
      nannyId: 'nanny-1',
      date,
      startTime: '10:30',
      endTime: '11:30',
      children: 2,
      note: 'Sam loves trains.',
    });
    expect(network().sent('DELETE', '/api/parent/booking-drafts/draft-1')).toHaveLength(1);
    // Sent: "Press Request Booking" no longer stands above it.
    expect(within(kept).queryByText(/Press Request Booking/)).toBeNull();
  });

  it('says no earlier card\'s "Card saved" over a request she came back to from a cancelled Checkout', async () => {
    const date = dateFromToday(30);
    answerParentDashboard(parentProfile());
    answerStripeCard();
    answerKeptRequest(date, {}, []);
    network().on('POST', '/api/parent/payment-card', { json: { message: SAVED, card: CARD } });
    // Back with a card saved for one request...
    const first = renderDashboard(
      '/parent-dashboard?tab=bookings&booking_draft=draft-1&card_setup=cs_test_4',
    );
    await findStatus(
      await screen.findByRole('region', { name: 'Your request to Nora Quinn' }),
      KEPT_AND_SAVED,
    );
    first.unmount();
    // ...then, in the same page session, back to another from a Checkout she cancelled.
    renderDashboard('/parent-dashboard?tab=bookings&booking_draft=draft-2');
    const { kept } = await findKeptRequest();
    expect(within(kept).queryByText(/Card saved/)).toBeNull();
    expect(network().sent('POST', '/api/parent/payment-card')).toHaveLength(1);
  });

  it('says "Card saved" under the form after the test card form, until the request is sent', async () => {
    const date = dateFromToday(30);
    answerParentDashboard(parentProfile());
    answerKeptRequest(date);
    let sent = 0;
    network()
      .on('GET', '/api/parent/payment-card', { json: { mode: 'simulated', card: null } })
      .on('GET', '/api/parent/charges', { json: { mode: 'simulated', charges: [], months: [] } })
      .on('POST', '/api/bookings', () =>
        sent++ === 0
          ? { status: 409, json: { code: 'conflict', message: CARD_REQUIRED_MESSAGE } }
          : { status: 201, json: { message: 'Booking request sent!' } },
      )
      .on('POST', '/api/parent/payment-card/setup', {
        json: { mode: 'simulated', setupId: 'sim_seti_1', clientSecret: 'x', redirectUrl: null },
      })
      .on('POST', '/api/payments/simulated/setups/{setupId}/confirm', {
        json: { message: 'Test card chosen.' },
      })
      .on('POST', '/api/parent/payment-card', { json: { message: SAVED, card: CARD } })
      .on('DELETE', '/api/parent/booking-drafts/{draftId}', { status: 204 });
    const { user } = renderDashboard('/parent-dashboard?tab=bookings&booking_draft=draft-5');
    const { kept, form } = await findKeptRequest();
    await user.click(within(form).getByRole('button', { name: 'Request Booking' }));
    const cardForm = await within(kept).findByRole('form', {
      name: 'Add a card before your first request',
    });
    await user.click(within(cardForm).getByRole('button', { name: 'Save card' }));
    await findStatus(kept, KEPT_AND_SAVED);
    await user.click(within(form).getByRole('button', { name: 'Request Booking' }));
    await findStatus(form, 'Booking request sent!');
    expect(within(kept).queryByText(/Press Request Booking/)).toBeNull();
  });

  it('shows nothing for a request that is not hers or has expired', async () => {
    answerParentDashboard(parentProfile());
    network().on('GET', '/api/parent/booking-drafts/{draftId}', {
      status: 404,
      json: { code: 'not_found', message: 'Booking request not found. Please fill it in again.' },
    });
    renderDashboard('/parent-dashboard?tab=bookings&booking_draft=someone-elses');
    await screen.findByRole('heading', { name: 'Browse Available RBTs' });
    await expect
      .poll(() => network().sent('GET', '/api/parent/booking-drafts/someone-elses').length)
      .toBe(1);
    expect(screen.queryByRole('region', { name: /Your request to/ })).toBeNull();
    expect(screen.queryByText(/not found/)).toBeNull();
  });
});
