import { describe, expect, it } from 'vitest';
import {
  acknowledgementIsCurrent,
  carePlanAccess,
  carePlanProblem,
  changedHeadings,
  childProblem,
  CHILD_AGE_MESSAGE,
  CHILD_NAME_MESSAGE,
  CONTACT_INCOMPLETE_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  emptyCarePlan,
  filledHeadings,
  MEDICATION_NAME_MESSAGE,
  parseCarePlan,
  PHONE_MESSAGE,
  prefilledHours,
  type CarePlan,
  type PlanBooking,
} from './care-plans.js';
import type { BookingStatus } from './booking-times.js';

const contact = { name: 'Grandma Jo', relation: 'Grandmother', phone: '+1 (555) 010-2030' };
const plan = (changes: Partial<CarePlan> = {}): CarePlan => ({
  ...emptyCarePlan(),
  emergencyContacts: [contact],
  ...changes,
});

describe("the visibility rule: who sees a booking's care plans, and how much", () => {
  const endsAt = new Date('2026-12-01T17:30:00Z');
  const booking = (status: BookingStatus): PlanBooking => ({
    parentId: 'p1',
    nannyId: 'n1',
    status,
    endsAt,
  });
  const nanny = { role: 'nanny' as const, accountId: 'n1' };
  const before = new Date('2026-11-30T12:00:00Z');
  const DAY = 24 * 3600_000;

  it('shows the family her own plans always, and another family nothing', () => {
    expect(carePlanAccess({ role: 'parent', accountId: 'p1' }, booking('cancelled'), before)).toBe(
      'full',
    );
    expect(carePlanAccess({ role: 'parent', accountId: 'p2' }, booking('accepted'), before)).toBe(
      'none',
    );
  });

  it('shows operators the plans (their looks are recorded by the route)', () => {
    expect(carePlanAccess({ role: 'operator', accountId: 'o1' }, booking('pending'), before)).toBe(
      'full',
    );
  });

  it('shows the asked nanny only ages and headings before she accepts', () => {
    expect(carePlanAccess(nanny, booking('pending'), before)).toBe('outline');
  });

  it('shows her the whole plans from acceptance through the session and its record', () => {
    for (const status of ['accepted', 'completed', 'disputed', 'confirmed'] as const) {
      expect(carePlanAccess(nanny, booking(status), before)).toBe('full');
    }
  });

  it('keeps them for her until 7 days after the end, not a moment longer', () => {
    const justBefore = new Date(endsAt.getTime() + 7 * DAY - 1);
    const atEnd = new Date(endsAt.getTime() + 7 * DAY);
    expect(carePlanAccess(nanny, booking('confirmed'), justBefore)).toBe('full');
    expect(carePlanAccess(nanny, booking('confirmed'), atEnd)).toBe('none');
  });

  it('shows her nothing once the booking is declined, expired, cancelled or a no-show', () => {
    for (const status of ['declined', 'expired', 'cancelled', 'no_show'] as const) {
      expect(carePlanAccess(nanny, booking(status), before)).toBe('none');
    }
  });

  it('shows another nanny nothing, in any status', () => {
    const other = { role: 'nanny' as const, accountId: 'n2' };
    for (const status of ['pending', 'accepted', 'completed'] as const) {
      expect(carePlanAccess(other, booking(status), before)).toBe('none');
    }
  });
});

describe('a care plan: every section optional except an emergency contact', () => {
  it('accepts a plan with only an emergency contact', () => {
    expect(carePlanProblem(plan())).toBeNull();
  });

  it('asks for at least one emergency contact', () => {
    expect(carePlanProblem(plan({ emergencyContacts: [] }))).toBe(CONTACT_REQUIRED_MESSAGE);
  });

  it('asks for a name, a relation and a phone number on every contact', () => {
    const missing = plan({ emergencyContacts: [{ ...contact, relation: '' }] });
    expect(carePlanProblem(missing)).toBe(CONTACT_INCOMPLETE_MESSAGE);
  });

  it('refuses a phone number that is not one', () => {
    for (const phone of ['call me', '123', '+1 555 010 2030 4444 55']) {
      const bad = plan({ emergencyContacts: [{ ...contact, phone }] });
      expect(carePlanProblem(bad)).toBe(PHONE_MESSAGE);
    }
  });

  it('refuses a medication with no name', () => {
    const medication = { name: '', dose: '5 ml', time: '12:00', mayGive: false };
    expect(carePlanProblem(plan({ medications: [medication] }))).toBe(MEDICATION_NAME_MESSAGE);
  });

  it('refuses a section over 2,000 characters, naming it', () => {
    expect(carePlanProblem(plan({ sensory: 'x'.repeat(2001) }))).toBe(
      'Sensory needs must be at most 2,000 characters.',
    );
    expect(carePlanProblem(plan({ sensory: 'x'.repeat(2000) }))).toBeNull();
  });

  it('refuses hidden text-direction characters', () => {
    expect(carePlanProblem(plan({ triggers: 'Loud \u202Enoises' }))).toMatch(
      /^Triggers and what calms contains hidden/,
    );
  });

  it('wants a first name or nickname and an age in whole years', () => {
    expect(childProblem('', 4)).toBe(CHILD_NAME_MESSAGE);
    expect(childProblem('Sam', 4.5)).toBe(CHILD_AGE_MESSAGE);
    expect(childProblem('Sam', 22)).toBe(CHILD_AGE_MESSAGE);
    expect(childProblem('Sam', 0)).toBeNull();
  });
});

describe('what a nanny is told of a plan', () => {
  it('lists the headings of the filled sections only, in plan order', () => {
    const filled = plan({ allergies: 'Peanuts', communication: 'Signs "more".' });
    expect(filledHeadings(filled)).toEqual(['Communication', 'Allergies', 'Emergency contacts']);
  });

  it('names the sections that changed between two versions', () => {
    const before = plan({ allergies: 'Peanuts' });
    const after = plan({
      allergies: 'Peanuts, sesame',
      medications: [{ name: 'Melatonin', dose: '1 mg', time: '19:00', mayGive: true }],
    });
    expect(changedHeadings(before, after)).toEqual(['Allergies', 'Medications']);
    expect(changedHeadings(before, before)).toEqual([]);
  });

  it('reads an erased plan (its key destroyed: the empty text) as empty sections', () => {
    expect(parseCarePlan('')).toEqual(emptyCarePlan());
  });

  it("asks again when any child's plan has a version she did not acknowledge", () => {
    expect(acknowledgementIsCurrent(null, { c1: 1 })).toBe(false);
    expect(acknowledgementIsCurrent({ c1: 1, c2: 3 }, { c1: 1, c2: 3 })).toBe(true);
    expect(acknowledgementIsCurrent({ c1: 1, c2: 3 }, { c1: 2, c2: 3 })).toBe(false);
  });
});

describe('the completion starts from her check-in and check-out', () => {
  const booked = {
    startTime: '09:30',
    endTime: '12:30',
    timeZone: 'America/New_York',
    checkedInAt: null,
    checkedOutAt: null,
  };

  it('prefills the booked hours when nothing was recorded', () => {
    expect(prefilledHours(booked)).toEqual({ startTime: '09:30', endTime: '12:30' });
  });

  it("prefills the recorded times on the booking's clock, to the nearest 15 minutes", () => {
    const recorded = {
      ...booked,
      checkedInAt: '2026-12-01T14:32:00.000Z',
      checkedOutAt: '2026-12-01T17:53:00.000Z',
    };
    expect(prefilledHours(recorded)).toEqual({ startTime: '09:30', endTime: '13:00' });
  });

  it('reads the clock of the day across a daylight-saving change', () => {
    // 1 November 2026: New York goes back from EDT (UTC-4) to EST (UTC-5) at 02:00.
    const recorded = {
      ...booked,
      checkedInAt: '2026-10-31T13:01:00.000Z',
      checkedOutAt: '2026-11-01T15:01:00.000Z',
    };
    expect(prefilledHours(recorded)).toEqual({ startTime: '09:00', endTime: '10:00' });
  });
});
