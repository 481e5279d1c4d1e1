import { describe, expect, it } from 'vitest';
import { FIRST_DELAY_MS, MAX_DELAY_MS, reconnectDelay } from './live-backoff';

const always = (value: number) => () => value;

describe('waiting before reconnecting', () => {
  it('doubles from half a second up to fifteen seconds', () => {
    const longest = Array.from({ length: 8 }, (_, attempt) => reconnectDelay(attempt, always(1)));
    expect(longest).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    expect(reconnectDelay(50, always(1))).toBe(MAX_DELAY_MS);
  });

  it('waits a random part between half and all of each step', () => {
    expect(reconnectDelay(0, always(0))).toBe(FIRST_DELAY_MS / 2);
    expect(reconnectDelay(3, always(0))).toBe(2000);
    expect(reconnectDelay(3, always(0.5))).toBe(3000);
    expect(reconnectDelay(9, always(0))).toBe(MAX_DELAY_MS / 2);
  });

  it('stays within its bounds whatever the random source says', () => {
    expect(reconnectDelay(0, always(-3))).toBe(250);
    expect(reconnectDelay(0, always(7))).toBe(500);
    expect(reconnectDelay(-2, always(1))).toBe(500);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
    }
  });
});
