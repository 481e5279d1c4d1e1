import { describe, expect, it } from 'vitest';
import { formatMonth } from '../../../lib/date-format';
import { moneyTitle, progressText, rateText } from './money-messages';

describe('earnings texts', () => {
  it('writes progress toward the raise as the nanny reads it', () => {
    expect(progressText(9, 15, 2000)).toBe('9 of 15 clean sessions toward $20/hour');
    expect(rateText(1800)).toBe('$18.00 an hour');
  });

  it('names the month and the dialog', () => {
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(moneyTitle({ kind: 'nanny', id: 'n1', name: 'Bea Baker' })).toBe(
      'Earnings of Bea Baker',
    );
    expect(moneyTitle({ kind: 'parent', id: 'p1' })).toBe('Payments of parent p1');
  });
});
