import { describe, expect, it } from 'vitest';
import { timeRangeProblem } from '../../../shared/availability-rules.js';
import { isCalendarDate, minutesOf } from '../../../shared/booking-times.js';
import { earliestToday } from './availability.rules.js';

describe('availability rules', () => {
  it('reads HH:MM and nothing else', () => {
    expect(minutesOf('08:15')).toBe(495);
    expect(minutesOf('23:45')).toBe(1425);
    for (const bad of ['8:15', '24:00', '12:60', '', 'noon', '08:15:00'])
      expect(minutesOf(bad)).toBeNull();
  });

  it('wants 15-minute steps and an end after the start', () => {
    expect(timeRangeProblem('08:00', '17:00')).toBeNull();
    expect(timeRangeProblem('08:05', '17:00')).toMatch(/15-minute/);
    expect(timeRangeProblem('17:00', '17:00')).toBe('End time must be after start time.');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it("takes today from the earliest time zone, so nobody's today is past", () => {
    expect(earliestToday(new Date('2026-11-21T11:59:00Z'))).toBe('2026-11-20');
    expect(earliestToday(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });
});
