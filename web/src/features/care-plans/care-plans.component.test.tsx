import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGED_MESSAGE,
  CONTACT_INCOMPLETE_MESSAGE,
  emptyCarePlan,
  MEDICATION_NAME_MESSAGE,
} from '@shared/care-plans';
import { network } from '../../testing/fake-network';
import { fill, findStatus, renderScreen, sessionUser } from '../../testing/render';
import { BookingCarePlans } from './booking-care-plans';
import { CheckInFacts } from './check-in-facts';
import type { BookingPlans, Child } from './care-plans-api';
import { ChildrenSection } from './children-section';

// The parent's Children tab (adding a child and her plan, the form's own checks) and a
// booking's care plans as each side sees them. The server's rules are its integration tests.

const contact = { name: 'Jo', relation: 'Aunt', phone: '555 010 2030' };
const child = (changes: Partial<Child> = {}): Child => ({
  id: 'c1',
  name: 'Sam',
  age: 6,
  version: 1,
  plan: { ...emptyCarePlan(), allergies: 'Peanuts', emergencyContacts: [contact] },
  generalNotes: 'Autism; loves trains.',
  updatedAt: '2030-05-01T12:00:00.000Z',
  ...changes,
});

describe('the parent adds a child with her care plan', () => {
  it("checks the plan before sending, then sends it and shows the server's answer", async () => {
    network().on('GET', '/api/parent/children', { json: { children: [], multipleChildren: true } });
    const { user } = renderScreen(<ChildrenSection />, { session: sessionUser('parent') });
    expect(await screen.findByText(/Your profile says more than one child/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    const form = screen.getByRole('form', { name: 'Add a child' });
    const inForm = within(form);
    await fill(user, inForm.getByLabelText('First name or nickname'), 'Sam');
    await user.selectOptions(inForm.getByLabelText('Age (years)'), '6');
    await fill(user, inForm.getByLabelText('Allergies (optional)'), 'Peanuts');
    await user.click(inForm.getByRole('button', { name: 'Add child' }));
    expect(await inForm.findByText(CONTACT_INCOMPLETE_MESSAGE)).toBeDefined();

    await fill(user, inForm.getByLabelText('Contact 1: name'), 'Jo');
    await fill(user, inForm.getByLabelText('Relation'), 'Aunt');
    await fill(user, inForm.getByLabelText('Phone'), '555 010 2030');
    await user.click(inForm.getByRole('button', { name: 'Add medication' }));
    await user.click(inForm.getByRole('button', { name: 'Add child' }));
    expect(await inForm.findByText(MEDICATION_NAME_MESSAGE)).toBeDefined();
    expect(network().sent('POST', '/api/parent/children')).toEqual([]);

    await fill(user, inForm.getByLabelText('Medication 1: name'), 'Melatonin');
    network().on('POST', '/api/parent/children', {
      json: { message: 'Child added.', children: [child()], multipleChildren: true },
    });
    await user.click(inForm.getByRole('button', { name: 'Add child' }));
    expect(await screen.findByRole('heading', { name: 'Sam, 6' })).toBeDefined();
    const [sent] = network().sent('POST', '/api/parent/children');
    expect(sent!.body).toEqual({
      name: 'Sam',
      age: 6,
      plan: {
        ...emptyCarePlan(),
        allergies: 'Peanuts',
        medications: [{ name: 'Melatonin', dose: '', time: '', mayGive: false }],
        emergencyContacts: [contact],
      },
    });
    // The first child shows the profile's special considerations as her general notes.
    expect(screen.getByText('Autism; loves trains.')).toBeDefined();
  });
});

const booking = {
  id: 'b1',
  status: 'accepted',
  startsAt: '2030-05-06T13:00:00.000Z',
  childIds: ['c1'],
  carePlanAcknowledgedAt: null,
};
const now = Date.parse('2030-05-01T12:00:00.000Z');
const full = (acknowledgement: BookingPlans['acknowledgement']): BookingPlans => ({
  access: 'full',
  children: [
    {
      id: 'c1',
      age: 6,
      headings: ['Allergies', 'Emergency contacts'],
      name: 'Sam',
      version: 2,
      plan: child().plan,
      generalNotes: null,
    },
  ],
  acknowledgement,
});

describe("a booking's care plans", () => {
  it('shows the asked nanny only ages and headings', async () => {
    network().on('GET', '/api/bookings/{id}/care-plans', {
      json: {
        access: 'outline',
        children: [
          {
            id: 'c1',
            age: 6,
            headings: ['Allergies', 'Emergency contacts'],
            name: null,
            version: null,
            plan: null,
            generalNotes: null,
          },
        ],
        acknowledgement: null,
      },
    });
    renderScreen(
      <BookingCarePlans booking={{ ...booking, status: 'pending' }} role="nanny" now={now} />,
    );
    expect(await screen.findByText('Age 6: Allergies, Emergency contacts')).toBeDefined();
    expect(screen.getByText('You will see the whole care plan once you accept.')).toBeDefined();
  });

  it('tells her what changed since she read it, and sends the versions she ticks', async () => {
    network().on('GET', '/api/bookings/{id}/care-plans', {
      json: full({
        acknowledgedAt: '2030-04-30T12:00:00.000Z',
        current: false,
        changes: [{ childId: 'c1', name: 'Sam', headings: ['Allergies'] }],
      }),
    });
    const { user } = renderScreen(<BookingCarePlans booking={booking} role="nanny" now={now} />);
    const region = await screen.findByRole('region', { name: 'Care plans' });
    expect(await within(region).findByText('Sam: Allergies')).toBeDefined();
    expect(within(region).getByText('Peanuts')).toBeDefined();
    network().on('POST', '/api/nanny/bookings/{id}/care-plan/acknowledge', {
      json: {
        message: ACKNOWLEDGED_MESSAGE,
        ...full({ acknowledgedAt: '2030-05-01T12:00:00.000Z', current: true, changes: [] }),
      },
    });
    await user.click(within(region).getByLabelText('I have read the care plan'));
    await findStatus(region, ACKNOWLEDGED_MESSAGE);
    expect(
      network().sent('POST', '/api/nanny/bookings/{id}/care-plan/acknowledge')[0]!.body,
    ).toEqual({
      versions: [{ childId: 'c1', version: 2 }],
    });
    expect(within(region).getByText('You have read the care plan.')).toBeDefined();
  });

  it('tells the parent whether the nanny read the plan as it is now', async () => {
    network().on('GET', '/api/bookings/{id}/care-plans', {
      json: full({ acknowledgedAt: null, current: false, changes: [] }),
    });
    renderScreen(<BookingCarePlans booking={booking} role="parent" now={now} />);
    expect(await screen.findByText('The nanny has not yet read the care plan.')).toBeDefined();
    expect(screen.queryByLabelText('I have read the care plan')).toBeNull();
  });
});

describe('check-in on a booking, as both sides see it', () => {
  const startsAt = '2030-05-06T14:00:00.000Z';
  const base = {
    status: 'accepted',
    startsAt,
    timeZone: 'America/New_York',
    checkedInAt: null,
    checkedOutAt: null,
  };
  const list = (ui: React.ReactElement) => renderScreen(<ul>{ui}</ul>);

  it('says when she checked in and out, on the booking’s clock', () => {
    list(
      <CheckInFacts
        booking={{
          ...base,
          checkedInAt: '2030-05-06T14:02:00.000Z',
          checkedOutAt: '2030-05-06T17:31:00.000Z',
        }}
        now={Date.parse(startsAt)}
      />,
    );
    expect(screen.getByText('Checked in at 10:02')).toBeDefined();
    expect(screen.getByText('Checked out at 13:31')).toBeDefined();
  });

  it('says "Not checked in" from 15 minutes after the start', () => {
    list(<CheckInFacts booking={base} now={Date.parse(startsAt) + 15 * 60_000} />);
    expect(screen.getByText('Not checked in')).toBeDefined();
  });
});
