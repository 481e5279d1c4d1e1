import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.js';

const intl = (value: number, maxFractionDigits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: maxFractionDigits });

describe('numbers written as Americans write them', () => {
  it('groups thousands as Intl does, for counts and limits', () => {
    for (const value of [0, 7, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1500]) {
      expect(formatNumber(value)).toBe(intl(value));
    }
    expect(formatNumber(2000)).toBe('2,000');
  });

  it('writes hours and fee percentages with at most two decimals, as Intl does', () => {
    // Hours worked: whole minutes; a fee: basis points. Mismatches gathered, then compared once.
    const values = [
      ...Array.from({ length: 24 * 60 + 1 }, (_, minutes) => minutes / 60),
      ...Array.from({ length: 3_001 }, (_, basisPoints) => basisPoints / 100),
    ];
    const differing = values.filter((value) => formatNumber(value, 2) !== intl(value, 2));
    expect(differing).toEqual([]);
    expect(formatNumber(12.5, 2)).toBe('12.5');
    expect(formatNumber(1.25, 2)).toBe('1.25');
  });

  it('rounds whole counts, and writes a negative that rounds to zero as Intl does', () => {
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(formatNumber(-0.2)).toBe(intl(-0.2));
    expect(formatNumber(-0.001, 2)).toBe(intl(-0.001, 2));
  });
});
