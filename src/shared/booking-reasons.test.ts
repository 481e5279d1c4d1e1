import { describe, expect, it } from 'vitest';
import {
  NOTE_TOO_LONG_MESSAGE,
  noteProblem,
  REASON_MISSING_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
  reasonProblem,
} from './booking-times.js';

// The note and reason rules of booking-times.ts (kept apart so that file's tests stay one list).

describe('a note and a reason', () => {
  it('takes a note of up to 1,000 characters, or none', () => {
    expect(noteProblem('')).toBeNull();
    expect(noteProblem('x'.repeat(1000))).toBeNull();
    expect(noteProblem('x'.repeat(1001))).toBe(NOTE_TOO_LONG_MESSAGE);
  });

  it('needs a reason where one is required, and keeps any reason to 500 characters', () => {
    expect(reasonProblem('  ', true)).toBe(REASON_MISSING_MESSAGE);
    expect(reasonProblem('', false)).toBeNull();
    expect(reasonProblem('Sick child', true)).toBeNull();
    expect(reasonProblem('x'.repeat(500), true)).toBeNull();
    expect(reasonProblem('x'.repeat(501), false)).toBe(REASON_TOO_LONG_MESSAGE);
  });
});
