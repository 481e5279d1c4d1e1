import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { useCardStore } from './card-store';
import { network } from '../../testing/fake-network';
import type { SeenRequest } from '../../testing/fake-network';
import type { Booking } from '../../lib/bookings';
import {
  answerParentDashboard,
  booking,
  parentProfile,
  platformAnswer,
  answerNoReviews,
  careLine,
  parentCharge,
  HOUR_MS,
  isoAt,
  sessionBegunYesterday,
} from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// The parent's booking list and Payments tab: each answer a booking shows, confirming hours,
// reporting an issue, and what a session costs. The server's rules (who may answer, the report
// window, one report each) are its integration tests; the journeys do this between two people.

type Incident = {
  id: string;
  bookingId: string;
  category: 'late_arrival';
  description: string | null;
  reportedBy: 'parent';
  mine: boolean;
  nannyId: string;
  nannyName: string;
  parentId: string;
  parentName: string;
  date: string;
  startTime: string;
  endTime: string;
  reportedAt: string;
  status: 'open';
  decidedAt: null;
  note: null;
};

function renderBookings(path = '/parent-dashboard?tab=bookings') {
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  return renderScreen(<AppRoutes />, { path, session: sessionUser('parent', { id: 'parent-1' }) });
}

/** Her booking requests as the server lists them. */
const answerBookings = (bookings: Booking[]) =>
  network().on('GET', '/api/bookings', { json: { bookings } });

const mine = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Your booking requests' })).findByRole('article', {
    name,
  });

describe('her booking requests', () => {
  it("shows the nanny's answers: accepted with her email, declined with her reason", async () => {
    answerParentDashboard(parentProfile());
    answerBookings([
      booking({
        id: 'a',
        nannyName: 'Bea Bookable',
        status: 'accepted',
        otherEmail: 'bea@example.com',
      }),
      booking({
        id: 'd',
        nannyName: 'Dee Declines',
        status: 'declined',
        reason: 'Sorry, I have a training that morning.',
      }),
    ]);
    renderBookings();
    const accepted = within(await mine('Bea Bookable'));
    expect(accepted.getByText('Accepted')).toBeDefined();
    expect(accepted.getByRole('link', { name: 'bea@example.com' }).getAttribute('href')).toBe(
      'mailto:bea@example.com',
    );
    const declined = within(await mine('Dee Declines'));
    expect(declined.getByText('Declined')).toBeDefined();
    expect(declined.getByText('Reason: Sorry, I have a training that morning.')).toBeDefined();
  });

  it('opens the booking an email links to, and confirms the hours recorded after asking', async () => {
    const session = sessionBegunYesterday({
      id: 'b1',
      nannyName: 'Bea Bookable',
      status: 'completed',
      actual: { startTime: '09:00', endTime: '11:30', minutes: 150 },
    });
    const confirmBy = isoAt(Date.parse(session.startsAt) + 72 * HOUR_MS);
    const recorded = { ...session, confirmBy };
    answerParentDashboard(parentProfile());
    answerBookings([recorded]);
    network().on('GET', '/api/bookings/{id}/incidents', { json: { incidents: [] } });
    answerNoReviews();
    network().on('POST', '/api/bookings/{id}/confirm-hours', {
      json: { booking: { ...recorded, status: 'confirmed' }, message: 'Hours confirmed.' },
    });
    const { user } = renderBookings('/parent-dashboard?tab=bookings&booking=b1');
    const item = await mine('Bea Bookable');
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(item.textContent).toContain('Hours recorded: 9:00 AM – 11:30 AM');

    await user.click(within(item).getByRole('button', { name: 'Confirm hours' }));
    const tip = within(item).getByLabelText(
      'Add a tip (optional): all of it goes to Bea Bookable, with no fee',
    );
    await fill(user, tip, '5.555');
    await user.click(within(item).getByRole('button', { name: 'Yes, confirm these hours' }));
    await findStatus(item, 'Please enter a tip between $0.00 and $500.00, in dollars and cents.');
    expect(network().sent('POST', '/api/bookings/b1/confirm-hours')).toEqual([]);
    await fill(user, tip, '12.50');
    await user.click(within(item).getByRole('button', { name: 'Yes, confirm these hours' }));
    await findStatus(item, 'Hours confirmed.');
    expect(within(item).getByText('Confirmed')).toBeDefined();
    // Only the tip is sent: every other amount is the server's.
    expect(network().sent('POST', '/api/bookings/b1/confirm-hours')[0]?.body).toEqual({
      tipCents: 1250,
    });
  });

  it('takes one report on a session: the category, what happened, then the report listed', async () => {
    const session = sessionBegunYesterday({
      id: 'b2',
      nannyName: 'Fay Fifteen',
      status: 'confirmed',
    });
    const description = 'She arrived 40 minutes late without a message.';
    const report: Incident = {
      id: 'i1',
      bookingId: 'b2',
      category: 'late_arrival',
      description,
      reportedBy: 'parent',
      mine: true,
      nannyId: 'nanny-1',
      nannyName: 'Fay Fifteen',
      parentId: 'parent-1',
      parentName: 'Paula Park',
      date: session.date,
      startTime: '09:00',
      endTime: '12:00',
      reportedAt: isoAt(Date.now()),
      status: 'open',
      decidedAt: null,
      note: null,
    };
    answerParentDashboard(parentProfile());
    answerBookings([session]);
    network().on('GET', '/api/bookings/{id}/incidents', { json: { incidents: [] } });
    answerNoReviews();
    network().on('POST', '/api/bookings/{id}/incidents', () => {
      network().on('GET', '/api/bookings/{id}/incidents', { json: { incidents: [report] } });
      return {
        status: 201,
        json: { incident: report, message: 'Thank you. Our team will review your report.' },
      };
    });
    const { user } = renderBookings();
    const item = await mine('Fay Fifteen');
    await user.click(await within(item).findByRole('button', { name: 'Report an issue' }));
    const form = within(item).getByRole('form', { name: 'Report an issue on this session' });
    await user.selectOptions(within(form).getByLabelText('Category'), 'Late arrival');
    await fill(user, within(form).getByLabelText('What happened?'), description);
    expect(within(form).getByText(`${description.length} / 2,000 characters`)).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    await findStatus(item, 'Thank you. Our team will review your report.');
    const reports = await within(item).findByRole('list', { name: 'Reports on this session' });
    expect(within(reports).getByText(/^You reported: Late arrival/)).toBeDefined();
    expect(within(reports).getByText('Waiting for our team to review it.')).toBeDefined();
    expect(within(item).queryByRole('button', { name: 'Report an issue' })).toBeNull();
    const sent = network().sent('POST', '/api/bookings/b2/incidents')[0] as SeenRequest;
    expect(sent.body).toEqual({ category: 'late_arrival', description });
  });
});

describe('her payments', () => {
  it('lists what each session costs, saying no card is charged and nothing was paid', async () => {
    answerParentDashboard(parentProfile());
    network().on('GET', '/api/parent/payments', {
      json: {
        months: [{ month: '2031-06', totalCents: 5400 }],
        sessions: [careLine()],
      },
    });
    renderBookings('/parent-dashboard?tab=payments');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const charge = await within(payments).findByText('Session with Fay Fifteen');
    expect(charge.closest('li')?.textContent).toContain('$54.00');
    expect(payments.textContent).toContain('No card is charged yet');
    expect(payments.textContent).not.toMatch(/\bpaid\b/i);
  });

  it('shows her card and each charge with its status in test mode, and pays a failed one again', async () => {
    answerParentDashboard(parentProfile());
    const charge = parentCharge({ status: 'failed', failure: 'declined' });
    network()
      .on('GET', '/api/parent/payment-card', {
        json: { mode: 'simulated', card: { brand: 'visa', last4: '4242', expiry: '12/2034' } },
      })
      .on('GET', '/api/parent/charges', { json: { mode: 'simulated', charges: [charge] } })
      .on('POST', '/api/parent/charges/{chargeId}/pay-again', () => {
        network().on('GET', '/api/parent/charges', {
          json: { mode: 'simulated', charges: [{ ...charge, status: 'paid', failure: null }] },
        });
        return { json: { message: 'Thank you. We are charging your card again.' } };
      });
    const { user } = renderBookings('/parent-dashboard?tab=payments');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await within(payments).findByText('Test mode: no real money moves');
    expect(payments.textContent).toContain('Visa ending 4242, expires 12/2034');
    expect(payments.textContent).not.toContain('No card is charged yet');
    const charges = within(payments).getByRole('list', { name: 'Charges, newest first' });
    expect(charges.textContent).toContain('Failed');
    expect(charges.textContent).toContain('Your card was declined. Please pay with another card.');
    expect(charges.textContent).toContain('Care $54.00 · Service fee $5.40 · Tip $10.00');
    await user.click(within(charges).getByRole('button', { name: 'Pay $69.40 now' }));
    await within(payments).findByText('Paid');
    expect(network().sent('POST', '/api/parent/charges/b1-session/pay-again')).toHaveLength(1);
  });
});

describe('what she was charged', () => {
  it("totals each month's care and what her card was charged, and offers her charges as CSV", async () => {
    answerParentDashboard(parentProfile());
    const session = careLine();
    network()
      .on('GET', '/api/parent/payments', {
        json: {
          months: [
            { month: '2031-06', totalCents: 5400 },
            { month: '2031-05', totalCents: 2700 },
          ],
          sessions: [session, { ...session, id: 'l2', bookingId: 'b2', date: '2031-05-20' }],
        },
      })
      .on('GET', '/api/parent/payment-card', {
        json: { mode: 'simulated', card: { brand: 'visa', last4: '4242', expiry: '12/2034' } },
      })
      .on('GET', '/api/parent/charges', {
        json: {
          mode: 'simulated',
          charges: [parentCharge({ refundedCents: 1000 })],
          months: [{ month: '2031-06', chargedCents: 5940 }],
        },
      });
    renderBookings('/parent-dashboard?tab=payments');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const totals = await within(payments).findByRole('region', { name: 'Totals by month' });
    const months = [...totals.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(months).toEqual(['June 2031$54.00 · Charged $59.40', 'May 2031$27.00']);
    const csv = within(payments).getByRole('link', { name: 'Download my charges (CSV)' });
    expect(csv.getAttribute('href')).toBe('/api/parent/charges.csv');
    expect(csv.hasAttribute('download')).toBe(true);
  });
});

describe('a payment that failed, live', () => {
  it('says "Payment failed" and shows the charge Failed from the message alone', async () => {
    answerParentDashboard(parentProfile());
    const paid = parentCharge({ status: 'pending', tipCents: 0, totalCents: 5940 });
    network()
      .on('GET', '/api/parent/payment-card', {
        json: { mode: 'stripe', card: { brand: 'visa', last4: '0002', expiry: '12/2034' } },
      })
      .on('GET', '/api/parent/charges', { json: { mode: 'stripe', charges: [paid], months: [] } });
    renderBookings('/parent-dashboard?tab=payments');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const charges = await within(payments).findByRole('list', { name: 'Charges, newest first' });
    expect(charges.textContent).toContain('Pending');
    const fetched = network().sent('GET', '/api/parent/charges').length;
    act(() => {
      useCardStore
        .getState()
        .paymentFailed({ chargeId: 'b1-session', failure: 'declined', totalCents: 5940 });
    });
    expect(within(payments).getByRole('alert').textContent).toBe(
      'Payment failed: $59.40. Your card was declined. Please pay with another card.',
    );
    expect(charges.textContent).toContain('Failed');
    expect(within(charges).getByRole('button', { name: 'Pay $59.40 now' })).toBeDefined();
    // Nothing was fetched to say so.
    expect(network().sent('GET', '/api/parent/charges')).toHaveLength(fetched);
  });
});

describe('whose clock (docs/product.md, Time zone)', () => {
  it('writes each booking on her own clock, naming its zone when hers reads otherwise', async () => {
    answerParentDashboard(parentProfile());
    network().on('GET', '/api/platform', { json: platformAnswer('America/New_York', true) });
    answerBookings([
      booking({ id: 'ny', nannyName: 'Nia Near', startTime: '10:00', endTime: '12:00' }),
      booking({
        id: 'sf',
        nannyName: 'Sol Far',
        date: '2030-05-07',
        startTime: '10:00',
        endTime: '12:00',
        timeZone: 'America/Los_Angeles',
      }),
    ]);
    renderBookings();
    const near = within(await mine('Nia Near'));
    expect(near.getByText('Monday, May 6, 2030, 10:00 AM – 12:00 PM')).toBeDefined();
    const far = within(await mine('Sol Far'));
    expect(await far.findByText('Tuesday, May 7, 2030, 10:00 AM – 12:00 PM PT')).toBeDefined();
    expect(screen.queryByText(/until you add your ZIP code/)).toBeNull();
  });

  it("tells a parent without a ZIP that times are on the platform's clock", async () => {
    answerParentDashboard(parentProfile());
    renderBookings();
    expect(
      await screen.findByText('Times are in New York time until you add your ZIP code.'),
    ).toBeDefined();
  });

  it('tells a parent whose ZIP has no zone yet that it is coming, not to add one', async () => {
    answerParentDashboard(parentProfile());
    network().on('GET', '/api/platform', { json: platformAnswer('America/New_York', false, true) });
    renderBookings();
    expect(
      await screen.findByText(
        "Times are in New York time until your ZIP code's time zone is known.",
      ),
    ).toBeDefined();
    expect(screen.queryByText(/until you add your ZIP code/)).toBeNull();
  });
});
