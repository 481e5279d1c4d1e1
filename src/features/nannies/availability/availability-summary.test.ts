import { describe, expect, it } from 'vitest';
import { defaultWeek } from './availability.rules.js';
import { summarizeWeek } from './availability-summary.js';

const open = (startTime = '08:00', endTime = '17:00') => ({ available: true, startTime, endTime });

describe('weekly availability summary', () => {
  it('is empty when no day is ticked', () => expect(summarizeWeek(defaultWeek())).toBe(''));

  it('joins consecutive days with the same hours', () => {
    const week = {
      ...defaultWeek(),
      monday: open(),
      tuesday: open(),
      wednesday: open(),
      saturday: open('09:00', '13:00'),
    };
    expect(summarizeWeek(week)).toBe('Mon–Wed 08:00–17:00; Sat 09:00–13:00');
  });

  it('does not join days across a gap or with other hours', () => {
    const week = {
      ...defaultWeek(),
      monday: open(),
      wednesday: open(),
      thursday: open('10:00', '12:00'),
    };
    expect(summarizeWeek(week)).toBe('Mon 08:00–17:00; Wed 08:00–17:00; Thu 10:00–12:00');
  });
});
