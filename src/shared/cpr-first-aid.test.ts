import { describe, expect, it } from 'vitest';
import { CPR_VALID_UNTIL_MESSAGE, validUntilProblem, yearsAfter } from './cpr-first-aid.js';

describe('the date a CPR / First Aid card is valid until', () => {
  const today = '2026-11-23';

  it('takes a real date from today to three years ahead', () => {
    expect(validUntilProblem(today, today)).toBeNull();
    expect(validUntilProblem('2029-11-23', today)).toBeNull();
  });

  it('refuses yesterday, a day past three years, an impossible date and no date', () => {
    for (const date of ['2026-11-22', '2029-11-24', '2027-02-30', '', '23/11/2027']) {
      expect({ date, problem: validUntilProblem(date, today) }).toEqual({
        date,
        problem: CPR_VALID_UNTIL_MESSAGE,
      });
    }
  });

  it('counts years on the calendar (29 February becomes 28 February)', () => {
    expect(yearsAfter('2028-02-29', 3)).toBe('2031-02-28');
  });
});
