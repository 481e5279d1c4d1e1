import { describe, expect, it } from 'vitest';
import { incidentMessages } from '../incidents/incident-messages';
import { decisionProblem } from '../incidents/incident-rules';
import { formatMonth } from '../../../lib/date-format';
import { moneyTitle, progressText, rateText } from './money-messages';

describe('earnings and incidents texts', () => {
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

  it('explains what significant does with the shared numbers', () => {
    expect(incidentMessages.explanation).toContain(
      "removes its session from the nanny's clean sessions toward $20/hour. Pay already recorded does not change.",
    );
  });

  it('asks for an outcome and refuses an over-long note before sending', () => {
    expect(decisionProblem(null, '')).toBe('Please choose significant or not significant.');
    expect(decisionProblem('significant', 'x'.repeat(1001))).toBe(
      'Please keep the note to 1,000 characters.',
    );
    expect(decisionProblem('not_significant', '')).toBeNull();
  });
});
