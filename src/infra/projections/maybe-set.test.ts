import { describe, expect, it } from 'vitest';
import { MaybeSet } from './maybe-set.js';

describe('MaybeSet, a filter of the keys a spill file may hold', () => {
  it('never says no to a text it was given', () => {
    const set = new MaybeSet(64 * 1024);
    const texts = Array.from({ length: 10_000 }, (_, i) => `0\u0003booking-${i}`);
    for (const text of texts) set.add(text);
    expect(texts.filter((text) => !set.mayHold(text))).toEqual([]);
  });

  it('says no to nearly every text it was not given, while it is not overfull', () => {
    const set = new MaybeSet(64 * 1024);
    for (let i = 0; i < 10_000; i++) set.add(`0\u0003booking-${i}`);
    let wronglyMaybe = 0;
    for (let i = 0; i < 100_000; i++) if (set.mayHold(`1\u0003booking-${i}`)) wronglyMaybe++;
    expect(wronglyMaybe).toBeLessThan(100);
  });

  it('stays its size when overfull, answering maybe more often but never a wrong no', () => {
    const set = new MaybeSet(16);
    const texts = Array.from({ length: 5_000 }, (_, i) => `k${i}`);
    for (const text of texts) set.add(text);
    expect(texts.every((text) => set.mayHold(text))).toBe(true);
    expect(set.mayHold('never added')).toBe(true);
  });

  it('says no to everything while empty', () => {
    const set = new MaybeSet(1024);
    expect(set.mayHold('')).toBe(false);
    expect(set.mayHold('anything')).toBe(false);
  });
});
