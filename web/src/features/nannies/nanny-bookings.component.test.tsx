import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { formatDate } from '../../lib/date-format';
import { network } from '../../testing/fake-network';
import {
  answerNannyDashboard,
  booking,
  earnings,
  earningsLine,
  nannyBookings,
  nannyProfile,
  dateFromToday,
  platformInstant,
  answerNoReviews,
  HOUR_MS,
  isoAt,
  sessionBegunYesterday,
} from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// The nanny's Bookings and Payments tabs: what a card says, the answers it offers and what they
// send, and her earnings. Pay, deadlines and who may answer are the server's (bookings and
// earnings int tests); the browser journeys send requests between a parent and a nanny, live.

function renderTab(path: string) {
  return renderScreen(<AppRoutes />, {
    path,
    session: sessionUser('nanny', { id: 'nanny-1' }),
  });
}

const list = async (title: 'Requests' | 'Upcoming' | 'Past') =>
  within(await screen.findByRole('region', { name: title }));

/** A confirmed session that began 26 hours ago, which the parent reported (late arrival). */
function answerReportedSession() {
  const past = sessionBegunYesterday({
    id: 'b4',
    status: 'confirmed',
    parentName: 'Paula Park',
    actual: { startTime: '09:00', endTime: '11:30', minutes: 150 },
    earningsCents: 4500,
  });
  answerNannyDashboard(nannyProfile());
  answerNoReviews();
  network().on('GET', '/api/nanny/bookings', { json: nannyBookings({ past: [past] }) });
  network().on('GET', '/api/bookings/{id}/incidents', {
    json: {
      incidents: [
        {
          id: 'i1',
          bookingId: 'b4',
          category: 'late_arrival',
          description: null,
          reportedBy: 'parent',
          mine: false,
          nannyId: 'nanny-1',
          nannyName: 'Nora Quinn',
          parentId: 'parent-1',
          parentName: 'Paula Park',
          date: past.date,
          startTime: '09:00',
          endTime: '12:00',
          reportedAt: isoAt(Date.parse(past.startsAt) + 4 * HOUR_MS),
          status: 'open',
          decidedAt: null,
          note: null,
        },
      ],
    },
  });
  return past;
}

describe('her bookings', () => {
  it('shows a request with what it asks and pays, counts it on the tab, and sends her answers', async () => {
    const request = booking({
      id: 'b1',
      parentName: 'Paula Park',
      date: '2031-06-16',
      startTime: '09:00',
      endTime: '12:00',
      children: 2,
      note: 'Sam loves trains.',
      earningsCents: 5400,
      expiresAt: '2031-06-10T16:00:00.000Z',
    });
    const other = booking({
      id: 'b2',
      parentName: 'Olga Other',
      startTime: '13:00',
      endTime: '15:00',
    });
    answerNannyDashboard(nannyProfile());
    network().on('GET', '/api/nanny/bookings', {
      json: nannyBookings({ requests: [request, other] }),
    });
    network().on('POST', '/api/nanny/bookings/{id}/accept', {
      json: { booking: { ...request, status: 'accepted' }, message: 'Booking accepted.' },
    });
    network().on('POST', '/api/nanny/bookings/{id}/decline', {
      json: { booking: { ...other, status: 'declined' }, message: 'Request declined.' },
    });
    const { user } = renderTab('/rbt-dashboard?tab=bookings');

    const tab = await screen.findByRole('tab', { name: /^Bookings/ });
    await expect.poll(() => tab.textContent).toContain('2');
    const card = await (await list('Requests')).findByRole('article', { name: 'Paula Park' });
    const text = card.textContent;
    expect(text).toContain(`${formatDate('2031-06-16')}, 9:00 AM – 12:00 PM`);
    expect(text).toContain('2 children');
    expect(text).toContain('Sam loves trains.');
    expect(text).toContain('$54.00 (3 hours at $18.00/hour)');
    expect(text).toMatch(/Expires /);

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await findStatus(card, 'Booking accepted.');
    expect(network().sent('POST', '/api/nanny/bookings/b1/accept')[0]?.body).toEqual({});

    const olga = (await list('Requests')).getByRole('article', { name: 'Olga Other' });
    await user.click(within(olga).getByRole('button', { name: 'Decline' }));
    const decline = within(olga).getByRole('form', { name: 'Decline the request from Olga Other' });
    await fill(
      user,
      within(decline).getByLabelText('Reason (optional)'),
      'Sorry, I have a training.',
    );
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    await findStatus(olga, 'Request declined.');
    expect(network().sent('POST', '/api/nanny/bookings/b2/decline')[0]?.body).toEqual({
      reason: 'Sorry, I have a training.',
    });
  });

  it('records the hours worked once the session is over, starting from the booked ones', async () => {
    // Yesterday's 09:00-12:00 on the platform's calendar: over, and the times the form starts from.
    const yesterday = dateFromToday(-1);
    const upcoming = booking({
      id: 'b3',
      status: 'accepted',
      parentName: 'Paula Park',
      date: yesterday,
      startsAt: platformInstant(yesterday, '09:00'),
      endsAt: platformInstant(yesterday, '12:00'),
    });
    answerNannyDashboard(nannyProfile());
    network().on('GET', '/api/nanny/bookings', { json: nannyBookings({ upcoming: [upcoming] }) });
    network().on('GET', '/api/bookings/{id}/incidents', { json: { incidents: [] } });
    answerNoReviews();
    network().on('POST', '/api/nanny/bookings/{id}/complete', {
      json: { booking: { ...upcoming, status: 'completed' }, message: 'Hours recorded.' },
    });
    const { user } = renderTab('/rbt-dashboard?tab=bookings');
    const card = await (await list('Upcoming')).findByRole('article', { name: 'Paula Park' });
    await user.click(within(card).getByRole('button', { name: 'Record hours' }));
    const hours = within(card).getByRole('form', { name: 'Record the hours worked' });
    expect(within(hours).getByLabelText<HTMLInputElement>('Started at').value).toBe('09:00');
    expect(within(hours).getByLabelText<HTMLInputElement>('Ended at').value).toBe('12:00');
    await fill(user, within(hours).getByLabelText('Ended at'), '11:30');
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    await findStatus(card, 'Hours recorded.');
    expect(network().sent('POST', '/api/nanny/bookings/b3/complete')[0]?.body).toEqual({
      startTime: '09:00',
      endTime: '11:30',
    });
  });

  it("opens the booking an email links to, and shows what a session paid and the parent's report, not its words", async () => {
    answerReportedSession();
    renderTab('/rbt-dashboard?tab=bookings&booking=b4');
    const card = await (await list('Past')).findByRole('article', { name: 'Paula Park' });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(card);
    expect(card.textContent).toContain('Earned: $45.00 (2 hours 30 minutes at $18.00/hour)');
    await within(card).findByText(/^Paula Park reported: Late arrival/);
    // The server sends her no description (the parent's words are for operators): none shows.
    const reports = within(card).getByRole('list', { name: 'Reports on this session' });
    expect(reports.querySelectorAll('.issue-list__text')).toHaveLength(0);
  });

  it("shows the parent's report on a session when she opens the tab after her bookings arrived", async () => {
    const past = answerReportedSession();
    const request = booking({ id: 'b5', parentName: 'Rita Request', date: '2031-06-16' });
    network().on('GET', '/api/nanny/bookings', {
      json: nannyBookings({ requests: [request], past: [past] }),
    });
    const { user } = renderTab('/rbt-dashboard');
    // Her bookings are in (the tab counts the request) before the panel is drawn.
    await user.click(await screen.findByRole('tab', { name: 'Bookings, 1 new request' }));
    const card = await (await list('Past')).findByRole('article', { name: 'Paula Park' });
    await within(card).findByText(/^Paula Park reported: Late arrival/);
  });
});

describe('her earnings', () => {
  it('shows her progress toward the raise, her rate, each session and the CSV', async () => {
    answerNannyDashboard(nannyProfile());
    network().on('GET', '/api/nanny/earnings', {
      json: earnings({
        cleanSessions: 14,
        lines: [earningsLine({ bookingId: 'b9' })],
      }),
    });
    const { user, location } = renderTab('/rbt-dashboard?tab=payments');
    const card = await screen.findByRole('region', { name: 'Your earnings' });
    await within(card).findByText('14 of 15 sessions toward $20/hour');
    expect(card.textContent).toContain('Your rate: $18/hour');
    expect(within(card).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/nanny/earnings.csv',
    );
    const line = within(card).getByRole('listitem');
    expect(line.textContent).toContain('Session with Paula Park');
    expect(line.textContent).toContain('3 hours at $18/hour');
    expect(line.textContent).toContain('$54.00');

    // A ledger line opens its booking on her Bookings tab.
    await user.click(within(line).getByRole('link'));
    expect(location().search).toBe('?tab=bookings&booking=b9');
    expect(screen.getByRole('tab', { name: /^Bookings/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says since when she earns $20/hour once she has 15 clean sessions', async () => {
    answerNannyDashboard(nannyProfile());
    network().on('GET', '/api/nanny/earnings', {
      json: earnings({
        cleanSessions: 15,
        rateCents: 2000,
        raisedSince: '2031-03-03T15:00:00.000Z',
      }),
    });
    renderTab('/rbt-dashboard?tab=payments');
    const card = await screen.findByRole('region', { name: 'Your earnings' });
    await within(card).findByText(
      /^15 of 15 sessions: you earn \$20\/hour since \w+ \d{1,2}, \d{4}\.$/,
    );
    expect(card.textContent).toContain('Your rate: $20/hour');
  });
});
