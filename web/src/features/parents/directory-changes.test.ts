import { describe, expect, it } from 'vitest';
import { placeOf, withCardChanged } from './directory-changes';
import { firstPageOf, forward, withNext } from '../../lib/paging/cursor-stack';

import type { DirectoryCard } from './parent-types';

const firstPage = firstPageOf<string>();

const card = (
  id: string,
  miles: number | null = null,
  next: string | null = null,
  rating: { average: number | null; count: number } = { average: null, count: 0 },
) =>
  ({
    id,
    fullName: `Nanny ${id}`,
    bio: '',
    photoUrl: null,
    availabilitySummary: '',
    city: null,
    state: null,
    distance: miles === null ? null : { miles, label: `about ${miles} miles` },
    needs: [],
    languages: [],
    cprFirstAid: false,
    backgroundCheck: false,
    credentials: [],
    matchedNeeds: [],
    nextAvailableOn: next,
    rating,
  }) satisfies DirectoryCard;

const ids = (cards: DirectoryCard[]) => cards.map((shown) => shown.id);
const secondPage = forward(withNext(firstPage, 'c2')) ?? firstPage;

describe('where a card goes', () => {
  const near = [card('a', 1, '2030-01-02'), card('c', 4, '2030-01-01'), card('d', 9)];

  it('newest: first, as she is the newest listing', () => {
    expect(placeOf(near, card('z', 0), 'newest')).toBe(0);
  });

  it('highest rated: by shown average ("New" last), then by count, then by id', () => {
    const rated = [
      card('a', null, null, { average: 4.8, count: 3 }),
      card('c', null, null, { average: 4.2, count: 9 }),
      card('d', null, null, { average: 4.2, count: 4 }),
      card('f', null, null, { average: null, count: 2 }),
    ];
    expect(placeOf(rated, card('b', null, null, { average: 4.2, count: 5 }), 'rated')).toBe(2);
    expect(placeOf(rated, card('e', null, null, { average: 4.2, count: 4 }), 'rated')).toBe(3);
    expect(placeOf(rated, card('g', null, null, { average: null, count: 0 }), 'rated')).toBe(4);
  });

  it('distance: by miles, then by id', () => {
    expect(placeOf(near, card('b', 4), 'distance')).toBe(1);
    expect(placeOf(near, card('e', 4), 'distance')).toBe(2);
    expect(placeOf(near, card('e', 20), 'distance')).toBe(3);
  });

  it('soonest: by date, those without a date last, then by distance', () => {
    const soon = [card('c', 4, '2030-01-01'), card('a', 1, '2030-01-02'), card('d', 9)];
    expect(placeOf(soon, card('b', 2, '2030-01-01'), 'soonest')).toBe(0);
    expect(placeOf(soon, card('b', 2, '2030-01-03'), 'soonest')).toBe(2);
    expect(placeOf(soon, card('b', 20), 'soonest')).toBe(3);
  });
});

describe('a live change to the page shown', () => {
  const shown = [card('a', 1), card('c', 5)];

  it('inserts a newly matching nanny in sort order', () => {
    expect(ids(withCardChanged(shown, firstPage, 'distance', 'b', card('b', 3)))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(withCardChanged([], firstPage, 'newest', 'b', card('b')))).toEqual(['b']);
  });

  it('replaces a shown card where it is', () => {
    const renamed = { ...card('c', 5), fullName: 'Cleo Renamed' };
    expect(withCardChanged(shown, firstPage, 'distance', 'c', renamed)).toEqual([
      card('a', 1),
      renamed,
    ]);
  });

  it('removes her when she no longer matches, and changes nothing when she was not shown', () => {
    expect(ids(withCardChanged(shown, firstPage, 'distance', 'a', null))).toEqual(['c']);
    expect(withCardChanged(shown, firstPage, 'distance', 'z', null)).toBe(shown);
  });

  it('leaves a card that sorts after a full page to the next page', () => {
    const full = withNext(firstPage, 'c2');
    expect(withCardChanged(shown, full, 'distance', 'z', card('z', 30))).toBe(shown);
    expect(ids(withCardChanged(shown, firstPage, 'distance', 'z', card('z', 30)))).toEqual([
      'a',
      'c',
      'z',
    ]);
  });

  it('leaves a card that sorts before a later page to the pages before it', () => {
    expect(withCardChanged(shown, secondPage, 'newest', 'z', card('z'))).toBe(shown);
    expect(ids(withCardChanged(shown, secondPage, 'distance', 'b', card('b', 3)))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
