import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, formatMonth, formatShortDate, formatTime } from './date-format';

describe('wall-clock values, the same wherever the browser is', () => {
  it('writes times on a 12-hour clock', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('08:15')).toBe('8:15 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('17:45')).toBe('5:45 PM');
    expect(formatTime('nine')).toBe('nine');
  });

  it('writes a date with its weekday', () => {
    expect(formatDate('2026-12-05')).toBe('Saturday, December 5, 2026');
    expect(formatDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes a short date for a list line, and a month', () => {
    expect(formatShortDate('2026-03-03')).toBe('Tue, Mar 3, 2026');
    expect(formatShortDate('soon')).toBe('soon');
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('soon')).toBe('soon');
  });
});

describe('instants, in the zone the caller names', () => {
  const evening = '2026-03-04T02:00:00.000Z';

  it('shows a booking deadline in its zone', () => {
    expect(formatInstant('2026-12-01T17:00:00.000Z', 'weekdayTime', 'America/New_York')).toBe(
      'Tue, Dec 1, 12:00 PM',
    );
    expect(formatInstant('2026-12-01T17:00:00.000Z', 'weekdayTime', 'UTC')).toBe(
      'Tue, Dec 1, 5:00 PM',
    );
  });

  it('gives the same instant the day of the zone named', () => {
    expect(formatInstant(evening, 'longDate', 'America/New_York')).toBe('March 3, 2026');
    expect(formatInstant(evening, 'longDate', 'UTC')).toBe('March 4, 2026');
  });

  it('has a style for each use', () => {
    expect(formatInstant(evening, 'mediumDate', 'UTC')).toBe('Mar 4, 2026');
    expect(formatInstant(evening, 'dateTime', 'UTC')).toBe('Mar 4, 2026, 2:00:00 AM');
    expect(formatInstant(evening, 'dateShortTime', 'UTC')).toBe('Mar 4, 2026, 2:00 AM');
    expect(formatInstant(evening, 'numeric', 'UTC')).toBe('3/4/2026, 2:00:00 AM');
  });

  it("uses the reader's clock when asked", () => {
    const reader = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date(evening),
    );
    expect(formatInstant(evening, 'longDate', 'reader')).toBe(reader);
  });

  it('gives back what is not a time', () => {
    expect(formatInstant('not a time', 'weekdayTime', 'UTC')).toBe('not a time');
    expect(formatInstant('soon', 'longDate', 'reader')).toBe('soon');
  });
});
