import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/app-routes';
import { formatDate } from '../../lib/date-format';
import { network } from '../../testing/fake-network';
import { answerNannyDashboard, dateFromToday, nannyProfile } from '../../testing/fixtures';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';

// The nanny's Availability tab: the weekly schedule and single days, checked before they are sent
// (the shared availability rules), and what she then sees. That the server keeps them is its
// integration tests; the onboarding journey reloads the page to see them kept.

type Profile = ReturnType<typeof nannyProfile>;

function renderDashboard(profile: Profile) {
  answerNannyDashboard(profile);
  return renderScreen(<AppRoutes />, {
    path: '/rbt-dashboard',
    session: sessionUser('nanny', { id: profile.id, fullName: profile.fullName }),
  });
}

describe('her hours', () => {
  it('checks the weekly schedule before saving it', async () => {
    network().on('PUT', '/api/nanny/availability/weekly', (request) => ({
      json: {
        nanny: nannyProfile({ weeklyAvailability: request.body as Profile['weeklyAvailability'] }),
      },
    }));
    const { user } = renderDashboard(nannyProfile());
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    const weekly = screen.getByRole('form', { name: 'Weekly schedule' });
    await user.click(within(weekly).getByRole('checkbox', { name: 'Saturday' }));
    const start = within(weekly).getByLabelText<HTMLInputElement>('Saturday start time');
    const end = within(weekly).getByLabelText<HTMLInputElement>('Saturday end time');
    expect([start.value, end.value]).toEqual(['08:00', '17:00']);

    await fill(user, end, '07:00');
    await user.click(within(weekly).getByRole('button', { name: 'Save Weekly Availability' }));
    await findStatus(weekly, 'End time must be after start time.');
    expect(network().sent('PUT', '/api/nanny/availability/weekly')).toEqual([]);

    await fill(user, end, '12:30');
    await user.click(within(weekly).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(weekly).getByRole('button', { name: 'Save Weekly Availability' }));
    await findStatus(weekly, 'Weekly availability saved successfully!');
    const sent = network().sent('PUT', '/api/nanny/availability/weekly')[0]
      ?.body as Profile['weeklyAvailability'];
    expect(sent.saturday).toEqual({ available: true, startTime: '08:00', endTime: '12:30' });
    expect(sent.tuesday).toEqual({ available: true, startTime: '08:00', endTime: '17:00' });
    expect(sent.monday.available).toBe(false);
  });

  it('checks a single day before adding it, lists it by its date, and removes it', async () => {
    const date = dateFromToday(28);
    const entry = { id: 'day-1', date, startTime: '10:00', endTime: '14:00' };
    network().on('POST', '/api/nanny/availability/single-days', {
      json: { nanny: nannyProfile({ singleDayAvailability: [entry] }) },
    });
    network().on('DELETE', '/api/nanny/availability/single-days/{entryId}', {
      json: { nanny: nannyProfile() },
    });
    const { user } = renderDashboard(nannyProfile());
    await user.click(await screen.findByRole('tab', { name: 'Availability' }));
    const form = screen.getByRole('form', { name: 'Add a single day' });
    expect(screen.getByText('No single-day availability set.')).toBeDefined();
    const add = within(form).getByRole('button', { name: 'Add Single-Day Availability' });

    await user.click(add);
    await findStatus(form, 'Please select a date and time range.');
    await fill(user, within(form).getByLabelText('Date'), date);
    await fill(user, within(form).getByLabelText('Start time'), '10:00');
    await fill(user, within(form).getByLabelText('End time'), '09:00');
    await user.click(add);
    await findStatus(form, 'End time must be after start time.');
    expect(network().sent('POST', '/api/nanny/availability/single-days')).toEqual([]);

    await fill(user, within(form).getByLabelText('End time'), '14:00');
    await user.click(add);
    const list = await screen.findByRole('list', { name: 'Single-day availability' });
    expect(within(list).getByText(formatDate(date))).toBeDefined();
    expect(network().sent('POST', '/api/nanny/availability/single-days')[0]?.body).toEqual({
      date,
      startTime: '10:00',
      endTime: '14:00',
    });
    await user.click(
      within(list).getByRole('button', { name: `Remove ${formatDate(date)}, 10:00 AM to 2:00 PM` }),
    );
    await screen.findByText('No single-day availability set.');
    expect(network().sent('DELETE', '/api/nanny/availability/single-days/day-1')).toHaveLength(1);
  });
});
