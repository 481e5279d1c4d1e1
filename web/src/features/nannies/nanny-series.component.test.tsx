import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { network } from '../../testing/fake-network';
import { answerNannyDashboard, booking, nannyBookings, nannyProfile } from '../../testing/fixtures';
import { renderScreen, sessionUser } from '../../testing/render';

// A weekly series on her Bookings tab: each date in its place, "Accept series" once (on the
// first date waiting), and what it sends. Which dates it accepts is the server's
// (booking-series.int.test.ts).

describe('a weekly series on her Bookings tab', () => {
  it('shows each date in its place and accepts the series at once', async () => {
    const dates = ['2031-06-17', '2031-06-24', '2031-07-01'];
    const requests = dates.map((date, i) =>
      booking({
        id: `s${i}`,
        parentName: 'Paula Park',
        date,
        startsAt: `${date}T13:00:00.000Z`,
        seriesId: 'series-1',
        expiresAt: '2031-06-10T16:00:00.000Z',
      }),
    );
    answerNannyDashboard(nannyProfile());
    network().on('GET', '/api/nanny/bookings', { json: nannyBookings({ requests }) });
    network().on('POST', '/api/nanny/booking-series/{id}/accept', () => {
      const upcoming = requests.map((b) => ({ ...b, status: 'accepted' as const }));
      network().on('GET', '/api/nanny/bookings', { json: nannyBookings({ upcoming }) });
      return { json: { message: 'Series accepted: 3 dates.', bookings: upcoming } };
    });
    const { user } = renderScreen(<AppRoutes />, {
      path: '/rbt-dashboard?tab=bookings',
      session: sessionUser('nanny', { id: 'nanny-1' }),
    });
    const region = within(await screen.findByRole('region', { name: 'Requests' }));
    expect(await region.findByText('Weekly series: date 1 of 3')).toBeDefined();
    expect(region.getByText('Weekly series: date 3 of 3')).toBeDefined();
    const accept = region.getAllByRole('button', { name: 'Accept series (3 dates)' });
    expect(accept).toHaveLength(1);
    expect(region.getAllByRole('button', { name: 'Decline series' })).toHaveLength(1);
    await user.click(accept[0]!);
    // Accepted, the dates move to Upcoming, still in their places.
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming' }));
    expect(await upcoming.findByText('Weekly series: date 2 of 3')).toBeDefined();
    expect(upcoming.queryByRole('button', { name: /Accept series/ })).toBeNull();
    expect(network().sent('POST', '/api/nanny/booking-series/{id}/accept')).toHaveLength(1);
  });
});
