import { describe, expect, it } from 'vitest';
import { isIsoDate, isPastDate, isQuarterHour, localIsoDate, minutesOf } from './calendar';
import { formatDate, formatTime } from './date-format';

describe('times', () => {
  it('reads HH:MM and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:45')).toBe(23 * 60 + 45);
    for (const bad of ['', '24:00', '9:00', '09:60', '09:00:00', 'nine']) {
      expect(minutesOf(bad)).toBeNull();
    }
  });

  it('accepts only quarter hours', () => {
    expect(['08:00', '08:15', '08:30', '08:45'].every(isQuarterHour)).toBe(true);
    expect(isQuarterHour('08:10')).toBe(false);
    expect(isQuarterHour('')).toBe(false);
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('08:15')).toBe('8:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('17:45')).toBe('5:45 PM');
  });
});

describe('dates', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('reads only YYYY-MM-DD', () => {
    expect(isIsoDate('2026-01-05')).toBe(true);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('counts only days before today as past', () => {
    expect(isPastDate('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPastDate('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastDate('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPastDate('2026-03-11', '2026-03-10')).toBe(false);
  });

  it('writes a date with its weekday, whatever the time zone', () => {
    expect(formatDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
