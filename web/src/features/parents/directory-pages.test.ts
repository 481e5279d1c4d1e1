import { describe, expect, it } from 'vitest';
import {
  back,
  firstPageOf,
  forward,
  hasOtherPages,
  pageNumber,
  withNext,
} from '../../lib/paging/cursor-stack';

const firstPage = firstPageOf<string>();

describe('moving through the directory', () => {
  it('cannot go back from the first page, nor on before the next page is known', () => {
    expect(back(firstPage)).toBeNull();
    expect(forward(firstPage)).toBeNull();
    expect(hasOtherPages(firstPage)).toBe(false);
    expect(pageNumber(firstPage)).toBe(1);
  });

  it('keeps a stack of cursors, so Previous returns to each page it came from', () => {
    const one = withNext(firstPage, 'c2');
    expect(hasOtherPages(one)).toBe(true);
    const two = forward(one);
    expect(two).toEqual({ current: 'c2', before: [null], next: null });
    const three = forward(withNext(two ?? firstPage, 'c3'));
    expect(three).toEqual({ current: 'c3', before: [null, 'c2'], next: null });
    expect(pageNumber(three ?? firstPage)).toBe(3);

    const backToTwo = back(withNext(three ?? firstPage, null));
    expect(backToTwo).toEqual({ current: 'c2', before: [null], next: null });
    const backToOne = back(backToTwo ?? firstPage);
    expect(backToOne).toEqual(firstPage);
  });

  it('stops at the last page', () => {
    const last = { current: 'c9', before: [null, 'c2'], next: null };
    expect(forward(last)).toBeNull();
    expect(hasOtherPages(last)).toBe(true);
  });
});
