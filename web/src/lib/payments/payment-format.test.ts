import { describe, expect, it } from 'vitest';
import { hoursText, lineKindText, rateText } from './payment-format';
import { formatInstant, formatMonth, formatShortDate } from '../date-format';

describe('payment text', () => {
  it('says a rate in whole dollars unless it has cents', () => {
    expect(rateText(1800)).toBe('$18/hour');
    expect(rateText(2000)).toBe('$20/hour');
    expect(rateText(1850)).toBe('$18.50/hour');
  });

  it('says hours in quarter-hour decimals', () => {
    expect(hoursText(60)).toBe('1 hour');
    expect(hoursText(150)).toBe('2.5 hours');
    expect(hoursText(45)).toBe('0.75 hours');
  });

  it('names months and dates the same wherever the browser is', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatMonth('soon')).toBe('soon');
    expect(formatShortDate('2026-03-03')).toBe('Tue, Mar 3, 2026');
  });

  it('gives an instant its date in the platform zone', () => {
    expect(formatInstant('2026-03-04T02:00:00.000Z', 'longDate', 'America/New_York')).toBe(
      'March 3, 2026',
    );
    expect(formatInstant('2026-03-04T02:00:00.000Z', 'longDate', 'UTC')).toBe('March 4, 2026');
  });

  it('names the kind of a line', () => {
    expect(lineKindText('session')).toBe('Session');
    expect(lineKindText('late_cancellation')).toBe('Late cancellation');
  });
});
