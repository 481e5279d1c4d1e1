import { describe, expect, it } from 'vitest';
import { incidentMessages } from './incident-messages';
import { decisionProblem } from './incident-rules';

describe('incidents texts', () => {
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
