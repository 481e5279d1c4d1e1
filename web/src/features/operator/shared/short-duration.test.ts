import { describe, expect, it } from 'vitest';
import { shortDurationText } from './short-duration';

describe("the console's durations", () => {
  it('writes durations in hours and minutes', () => {
    expect(shortDurationText(45)).toBe('45 min');
    expect(shortDurationText(180)).toBe('3 h');
    expect(shortDurationText(135)).toBe('2 h 15 min');
  });
});
