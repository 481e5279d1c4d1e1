import { describe, expect, it } from 'vitest';
import {
  completionRate,
  isRevealed,
  publicText,
  revealedAt,
  shownRating,
  windowEndsAt,
} from './reviews.js';

const confirmedAt = '2026-12-01T18:00:00.000Z';
const ends = windowEndsAt(confirmedAt);

describe('the double-blind reveal', () => {
  it('closes the window exactly 14 days after the hours were confirmed', () => {
    expect(ends).toBe('2026-12-15T18:00:00.000Z');
  });

  it('shows both reviews the moment the second one is written', () => {
    const at = revealedAt({
      windowEndsAt: ends,
      parentAt: '2026-12-02T10:00:00.000Z',
      nannyAt: '2026-12-03T09:00:00.000Z',
    });
    expect(at).toBe('2026-12-03T09:00:00.000Z');
    expect(isRevealed(new Date('2026-12-03T08:59:59.999Z'), at)).toBe(false);
    expect(isRevealed(new Date('2026-12-03T09:00:00.000Z'), at)).toBe(true);
  });

  it('shows one written review only when the 14 days end', () => {
    const at = revealedAt({
      windowEndsAt: ends,
      parentAt: '2026-12-02T10:00:00.000Z',
      nannyAt: null,
    });
    expect(at).toBe(ends);
    expect(isRevealed(new Date('2026-12-15T17:59:59.999Z'), at)).toBe(false);
    expect(isRevealed(new Date(ends), at)).toBe(true);
  });
});

describe('what families see of her rating', () => {
  it('shows no average before her third review ("New")', () => {
    expect(shownRating([])).toEqual({ average: null, count: 0 });
    expect(shownRating([5, 1])).toEqual({ average: null, count: 2 });
  });

  it('shows the average, one decimal, from her third review on', () => {
    expect(shownRating([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(shownRating([1, 2, 3, 5])).toEqual({ average: 2.8, count: 4 });
  });
});

describe('her completion rate', () => {
  it('is the share of accepted sessions she did not cancel, in whole percent', () => {
    expect(completionRate(3, 1)).toBe(67);
    expect(completionRate(10, 0)).toBe(100);
  });

  it('is not shown before she accepted a session', () => {
    expect(completionRate(0, 0)).toBeNull();
  });
});

describe('the published text', () => {
  it('hides contact details as messages do', () => {
    expect(publicText('Text me at 555 010 2030 anytime', [])).toEqual({
      text: 'Text me at [hidden] anytime',
      masked: true,
    });
  });

  it("hides the family's children's names, whole words only, any case", () => {
    expect(publicText('Great with SAM and Samantha', ['Sam'])).toEqual({
      text: 'Great with [hidden] and Samantha',
      masked: true,
    });
  });

  it('leaves other words as written', () => {
    expect(publicText('She was late and unkind.', ['Sam'])).toEqual({
      text: 'She was late and unkind.',
      masked: false,
    });
  });
});
