import { describe, expect, it } from 'vitest';
import { back, firstPageOf, forward, hasOtherPages, pageNumber, withNext } from './cursor-stack';

describe('cursor stack', () => {
  it('starts on page one with nowhere to go', () => {
    const first = firstPageOf<string>();
    expect(pageNumber(first)).toBe(1);
    expect(forward(first)).toBeNull();
    expect(back(first)).toBeNull();
    expect(hasOtherPages(first)).toBe(false);
  });

  it('goes forward by the cursor the server gave and back to the page before', () => {
    const one = withNext(firstPageOf<string>(), 'b');
    const two = forward(one);
    expect(two).toEqual({ current: 'b', before: [null], next: null });
    const three = forward(withNext(two!, 'c'));
    expect(three).toEqual({ current: 'c', before: [null, 'b'], next: null });
    expect(pageNumber(three!)).toBe(3);
    expect(back(three!)).toEqual({ current: 'b', before: [null], next: null });
    expect(back(back(three!)!)).toEqual({ current: null, before: [], next: null });
  });

  it('pages by numbers as well (event positions)', () => {
    const two = forward(withNext(firstPageOf<number>(), 100));
    expect(two?.current).toBe(100);
    expect(hasOtherPages(two!)).toBe(true);
  });
});
