import { describe, expect, it } from 'vitest';
import { todayIn } from './booking-times.js';
import {
  addDays,
  backgroundCheckExpiresOn,
  backgroundCheckValidUntil,
  daysFromTo,
  earliestCurrentFrom,
  reminderDue,
  verifiedOnIn,
  credentialCheckProblem,
  EXPIRES_IN_PAST_MESSAGE,
  hasLapsed,
  isValidOn,
  nextCheckOn,
  normalizeRbtNumber,
  RBT_NUMBER_MESSAGE,
  validUntilAfter,
} from './credentials.js';

const active = (over: object = {}) => ({
  certificationNumber: 'RBT-21-123456',
  registryStatus: 'active' as const,
  expiresOn: '2027-06-30',
  checkedOn: '2026-11-28',
  ...over,
});

describe('the next check', () => {
  it('falls 30 days before the expiry when that comes first', () => {
    expect(nextCheckOn(active({ expiresOn: '2027-01-31' }))).toBe('2027-01-01');
  });
  it('falls at most 180 days after the last check', () => {
    expect(nextCheckOn(active({ expiresOn: '2028-11-30' }))).toBe('2027-05-27');
  });
  it('is due at once when the expiry is less than 30 days away', () => {
    expect(nextCheckOn(active({ expiresOn: '2026-12-10' }))).toBe('2026-11-10');
  });
  it('comes round 30 days after a check that found her not active', () => {
    expect(nextCheckOn({ registryStatus: 'inactive', checkedOn: '2026-11-28' })).toBe('2026-12-28');
    expect(nextCheckOn({ registryStatus: 'not-found', checkedOn: '2026-02-28' })).toBe(
      '2026-03-30',
    );
  });
  it('counts across a leap day', () => {
    expect(nextCheckOn(active({ expiresOn: '2028-03-30', checkedOn: '2028-01-01' }))).toBe(
      '2028-02-29',
    );
  });
});

describe('lapse', () => {
  it('happens on the expiry date, not the day before', () => {
    expect(hasLapsed('2027-03-01', '2027-02-28')).toBe(false);
    expect(hasLapsed('2027-03-01', '2027-03-01')).toBe(true);
    expect(hasLapsed('2027-03-01', '2027-03-02')).toBe(true);
  });
  it("is read on the platform zone's date: 04:30 UTC is still the day before in New York", () => {
    const now = new Date('2027-03-01T04:30:00Z');
    expect(hasLapsed('2027-03-01', todayIn(now, 'America/New_York'))).toBe(false);
    expect(hasLapsed('2027-03-01', todayIn(now, 'UTC'))).toBe(true);
    expect(
      hasLapsed('2027-03-01', todayIn(new Date('2027-03-01T05:00:00Z'), 'America/New_York')),
    ).toBe(true);
  });
});

describe('the shared "valid until" rule', () => {
  it('runs through the day before the same day months later', () => {
    expect(validUntilAfter('2026-03-15', 12)).toBe('2027-03-14');
  });
  it('takes a leap day to the last day of February a year later', () => {
    expect(validUntilAfter('2024-02-29', 12)).toBe('2025-02-28');
    expect(validUntilAfter('2027-02-28', 12)).toBe('2028-02-27');
    expect(validUntilAfter('2027-03-01', 12)).toBe('2028-02-29');
  });
  it('rolls a month end over', () => {
    expect(validUntilAfter('2026-01-31', 1)).toBe('2026-03-02');
  });
  it('counts a document current through its last day', () => {
    expect(isValidOn('2027-03-14', '2027-03-14')).toBe(true);
    expect(isValidOn('2027-03-14', '2027-03-15')).toBe(false);
    expect(isValidOn(null, '2027-03-15')).toBe(false);
  });
});

describe('background-check age', () => {
  it('is valid 12 months from verification, then expired', () => {
    const until = backgroundCheckValidUntil('2026-11-28');
    expect(until).toBe('2027-11-27');
    expect(isValidOn(until, '2027-11-27')).toBe(true);
    expect(isValidOn(until, '2027-11-28')).toBe(false);
  });
});

describe('a check as recorded', () => {
  const today = '2026-11-28';
  it('accepts the registry number shape, typed loosely', () => {
    expect(credentialCheckProblem(active({ certificationNumber: ' rbt-21-123456 ' }), today)).toBe(
      null,
    );
    expect(normalizeRbtNumber('rbt – 21 – 12345'.replace(/ /g, ''))).toBe('RBT-21-12345');
  });
  it.each(['123456', 'RBT-2021-123456', 'BCBA-21-123456', 'RBT-21-1234', 'RBT21123456', ''])(
    'refuses %j as a number',
    (certificationNumber) => {
      expect(credentialCheckProblem(active({ certificationNumber }), today)?.message).toBe(
        RBT_NUMBER_MESSAGE,
      );
    },
  );
  it('refuses an active status with an expiry today or before', () => {
    for (const expiresOn of ['2026-11-28', '2026-01-01'])
      expect(credentialCheckProblem(active({ expiresOn }), today)?.message).toBe(
        EXPIRES_IN_PAST_MESSAGE,
      );
  });
  it('needs a reason for inactive, and no expiry for not found', () => {
    expect(
      credentialCheckProblem(active({ registryStatus: 'inactive', expiresOn: null }), today)?.field,
    ).toBe('inactiveReason');
    expect(
      credentialCheckProblem(active({ registryStatus: 'not-found', expiresOn: null }), today),
    ).toBe(null);
  });
  it('refuses a check dated in the future or more than 30 days ago', () => {
    expect(credentialCheckProblem(active({ checkedOn: '2026-11-29' }), today)?.field).toBe(
      'checkedOn',
    );
    expect(credentialCheckProblem(active({ checkedOn: '2026-10-28' }), today)?.field).toBe(
      'checkedOn',
    );
    expect(credentialCheckProblem(active({ checkedOn: '2026-10-29' }), today)).toBe(null);
  });
  it('refuses an expiry more than three years ahead or not a date', () => {
    expect(credentialCheckProblem(active({ expiresOn: '2029-11-29' }), today)?.field).toBe(
      'expiresOn',
    );
    expect(credentialCheckProblem(active({ expiresOn: '2027-02-30' }), today)?.field).toBe(
      'expiresOn',
    );
  });
});

describe('the age of a background check', () => {
  it("is read on the platform zone's calendar: late evening in New York is the next day in UTC", () => {
    const at = new Date('2024-03-01T03:00:00Z');
    expect(verifiedOnIn(at, 'America/New_York')).toBe('2024-02-29');
    expect(verifiedOnIn(at, 'UTC')).toBe('2024-03-01');
    expect(backgroundCheckValidUntil(verifiedOnIn(at, 'America/New_York'))).toBe('2025-02-28');
    expect(backgroundCheckValidUntil(verifiedOnIn(at, 'UTC'))).toBe('2025-02-28');
  });
  it('stops counting the day after its valid-until day', () => {
    expect(backgroundCheckExpiresOn('2024-02-29')).toBe('2025-03-01');
    expect(backgroundCheckExpiresOn('2026-03-15')).toBe('2027-03-15');
    expect(isValidOn(backgroundCheckValidUntil('2026-03-15'), '2027-03-14')).toBe(true);
    expect(isValidOn(backgroundCheckValidUntil('2026-03-15'), '2027-03-15')).toBe(false);
  });
  it("the directory's earliest current day agrees with the rule on every day of 2023 to 2029", () => {
    for (let today = '2024-01-01'; today <= '2029-12-31'; today = addDays(today, 1)) {
      const from = earliestCurrentFrom(today, 12);
      expect(isValidOn(backgroundCheckValidUntil(from), today)).toBe(true);
      expect(isValidOn(backgroundCheckValidUntil(addDays(from, -1)), today)).toBe(false);
    }
  });
});

describe('reminders before an expiry', () => {
  const rbt = [60, 30, 7];
  it('is due 60, 30 and 7 days before, each once', () => {
    // 60 days before 1 March 2027 is 31 December 2026.
    expect(reminderDue('2027-03-01', '2026-12-30', rbt, null)).toBeNull();
    expect(reminderDue('2027-03-01', '2026-12-31', rbt, null)).toBe(60);
    expect(reminderDue('2027-03-01', '2027-01-01', rbt, 60)).toBeNull();
    expect(reminderDue('2027-03-01', '2027-01-30', rbt, 60)).toBe(30);
    expect(reminderDue('2027-03-01', '2027-01-31', rbt, 30)).toBeNull();
    expect(reminderDue('2027-03-01', '2027-02-22', rbt, 30)).toBe(7);
    expect(reminderDue('2027-03-01', '2027-02-28', rbt, 7)).toBeNull();
  });
  it('after a missed run sends only the nearest, and nothing on or after the expiry', () => {
    expect(reminderDue('2027-03-01', '2027-02-25', rbt, null)).toBe(7);
    expect(reminderDue('2027-03-01', '2027-03-01', rbt, null)).toBeNull();
  });
  it('counts days across a leap day', () => {
    // 60 days before 2028-03-30 is 2028-01-30 (February has 29 days).
    expect(daysFromTo('2028-01-30', '2028-03-30')).toBe(60);
    expect(reminderDue('2028-03-30', '2028-01-30', rbt, null)).toBe(60);
    expect(reminderDue('2028-03-30', '2028-01-29', rbt, null)).toBeNull();
  });
});
