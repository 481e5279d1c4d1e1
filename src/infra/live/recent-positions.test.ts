import { describe, expect, it } from 'vitest';
import { RecentPositions } from './recent-positions.js';

describe('the catch-up window', () => {
  it('holds the last positions handed out, in the order read, and forgets older ones', () => {
    const recent = new RecentPositions(3);
    for (const position of [5, 7, 6, 9]) recent.add(position);
    expect([5, 7, 6, 9].map((p) => recent.has(p))).toEqual([false, true, true, true]);
    recent.add(10);
    expect(recent.has(7)).toBe(false);
    expect(recent.has(6)).toBe(true);
  });

  it('knows nothing it was not given: no start of the log, no future', () => {
    const recent = new RecentPositions(10);
    recent.add(4);
    for (const position of [0, 3, 5, Number.NaN]) expect(recent.has(position)).toBe(false);
  });

  it('counts a position once even when told twice', () => {
    const recent = new RecentPositions(2);
    recent.add(1);
    recent.add(1);
    recent.add(2);
    expect(recent.has(1)).toBe(true);
  });
});
