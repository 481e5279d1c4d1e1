import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { formatLongDate } from '@shared/time-zones';
import { daysAfter as addDays } from '@shared/booking-horizon';
import { network } from '../../testing/fake-network';
import {
  answerNannyHours,
  answerParentDashboard,
  booking,
  dateFromToday,
  directoryCard,
  parentProfile,
} from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// "Repeat weekly for N weeks" on the booking form: the dates checked before sending, the ones
// left out shown with why, her consent before anything is sent, and what is sent; a series' dates
// grouped on her list with "Cancel series" once. The rules themselves are the server's
// (booking-series.int.test.ts).

const directory = () => screen.getByRole('region', { name: 'Browse Available RBTs' });

function renderDashboard() {
  network().on('GET', '/api/account/access-log', { json: { entries: [], next: null } });
  return renderScreen(<AppRoutes />, {
    path: '/parent-dashboard',
    session: sessionUser('parent', { id: 'parent-1', fullName: 'Paula Tester' }),
  });
}

describe('a weekly series', () => {
  it('shows each date before sending, and sends only with her consent to those left out', async () => {
    const date = dateFromToday(30);
    const dates = [date, addDays(date, 7), addDays(date, 14)];
    const busy = 'Nora already has a booking at that time. Please choose another time.';
    answerParentDashboard(parentProfile(), [directoryCard()]);
    answerNannyHours(date);
    network().on('POST', '/api/booking-series/preview', {
      json: {
        dates: [
          { date: dates[0], fits: true, problem: null },
          { date: dates[1], fits: false, problem: busy },
          { date: dates[2], fits: true, problem: null },
        ],
      },
    });
    const sent = [dates[0]!, dates[2]!].map((d, i) =>
      booking({ id: `s${i}`, date: d, startTime: '10:00', endTime: '12:00', seriesId: 'series-1' }),
    );
    network().on('POST', '/api/booking-series', () => {
      network().on('GET', '/api/bookings', { json: { bookings: sent } });
      return { status: 201, json: { message: 'Weekly requests sent: 2 dates.', bookings: sent } };
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    await within(directory()).findByRole('heading', { name: 'Browse Available RBTs' });
    await user.click(
      await within(await screen.findByRole('article', { name: 'Nora Quinn' })).findByRole(
        'button',
        { name: 'Request booking' },
      ),
    );
    const form = screen.getByRole('form', { name: 'Request a booking with Nora Quinn' });
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    const send = within(form).getByRole('button', { name: 'Request Booking' });
    await fill(user, field('Date'), date);
    await fill(user, field('Start time'), '10:00');
    await fill(user, field('End time'), '12:00');
    await user.click(field('Repeat weekly'));
    await fill(user, field(/For how many weeks/), '13');
    await user.click(within(form).getByRole('button', { name: 'Check dates' }));
    expect(await within(form).findByText('Please choose from 2 to 12 weeks.')).toBeDefined();
    await fill(user, field(/For how many weeks/), '3');
    await user.click(send);
    await findStatus(form, 'Please check the dates before sending.');

    await user.click(within(form).getByRole('button', { name: 'Check dates' }));
    const list = await within(form).findByRole('list', { name: 'Dates of the series' });
    expect(within(list).getByText(`${formatLongDate(dates[1]!)}: left out. ${busy}`)).toBeDefined();
    expect(within(list).getAllByText(/will be requested/)).toHaveLength(2);
    await user.click(send);
    await findStatus(form, 'Please agree to leave out the dates that do not fit.');
    expect(network().sent('POST', '/api/booking-series')).toEqual([]);

    await user.click(field('Leave out the date that does not fit'));
    await user.click(send);
    await findStatus(form, 'Weekly requests sent: 2 dates.');
    const posts = network().sent('POST', '/api/booking-series');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      nannyId: 'nanny-1',
      firstDate: date,
      startTime: '10:00',
      endTime: '12:00',
      weeks: 3,
      leaveOut: [dates[1]],
    });
    expect(network().sent('POST', '/api/bookings')).toEqual([]);

    // Her list: each date in its place in the series, "Cancel series" once, on the first.
    const mine = await screen.findByRole('list', { name: 'Your booking requests' });
    expect(await within(mine).findByText('Weekly series: date 1 of 2')).toBeDefined();
    expect(within(mine).getByText('Weekly series: date 2 of 2')).toBeDefined();
    expect(within(mine).getAllByRole('button', { name: 'Cancel series (2 dates)' })).toHaveLength(
      1,
    );
  });
});
