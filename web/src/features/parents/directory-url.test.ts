import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, searchOf } from '@shared/directory-search';
import {
  addressWith,
  alertText,
  narrowsDown,
  queryOf,
  savedParamsOf,
  searchSummary,
  searchParamsFrom,
  sortChoices,
  sortShown,
} from './directory-url';

const search = {
  ...EMPTY_SEARCH,
  window: { date: '2030-01-07', start: '10:00', end: '12:00' },
  needs: ['autism' as const, 'adhd' as const],
  cpr: true,
};

describe('the search in the address', () => {
  it('reads only the search parameters, so the tab does not reach the API', () => {
    const url = new URLSearchParams('tab=bookings&date=2030-01-07&needs=autism&cursor=x&sort=');
    expect(searchParamsFrom(url)).toEqual({ date: '2030-01-07', needs: 'autism', sort: '' });
  });

  it('replaces the search and keeps the rest, on the Bookings tab', () => {
    const url = new URLSearchParams('tab=profile&needs=adhd&other=1');
    const next = addressWith(url, { needs: 'autism', cpr: '1', sort: '' });
    expect(next.toString()).toBe('tab=bookings&other=1&needs=autism&cpr=1');
  });

  it('comes back as the same search after a trip through the address (shared links)', () => {
    const address = addressWith(new URLSearchParams(), savedParamsOf(search));
    const again = searchOf(searchParamsFrom(address), 'America/New_York', new Date('2029-12-01'));
    expect(again).toEqual({ ok: true, value: search });
  });
});

describe('the API query', () => {
  it('is empty for the bare first page and carries the cursor after it', () => {
    expect(queryOf(EMPTY_SEARCH, null)).toBe('');
    expect(queryOf(EMPTY_SEARCH, 'a/b')).toBe('?cursor=a%2Fb');
    expect(queryOf({ ...search, sort: 'soonest' }, null)).toBe(
      '?date=2030-01-07&start=10%3A00&end=12%3A00&needs=autism%2Cadhd&cpr=1&sort=soonest',
    );
  });
});

describe('sorting', () => {
  it('defaults to distance with a ZIP and to newest without one', () => {
    expect(sortShown(EMPTY_SEARCH, true)).toBe('distance');
    expect(sortShown(EMPTY_SEARCH, false)).toBe('newest');
    expect(sortShown({ ...EMPTY_SEARCH, sort: 'soonest' }, true)).toBe('soonest');
  });

  it('offers distance only once the parent has a ZIP', () => {
    expect(sortChoices(true)).toEqual(['distance', 'soonest', 'newest', 'rated']);
    expect(sortChoices(false)).toEqual(['soonest', 'newest', 'rated']);
  });
});

describe('what a search says', () => {
  it('narrows down with any filter, not with a sort alone', () => {
    expect(narrowsDown(EMPTY_SEARCH)).toBe(false);
    expect(narrowsDown({ ...EMPTY_SEARCH, sort: 'soonest' })).toBe(false);
    expect(narrowsDown({ ...EMPTY_SEARCH, languages: ['es'] })).toBe(true);
    expect(narrowsDown(search)).toBe(true);
  });

  it('saves without its sort', () => {
    expect(savedParamsOf({ ...search, sort: 'newest' })).not.toHaveProperty('sort');
  });

  it('names the search and the nanny in a new match notice', () => {
    expect(alertText('Mondays', 'Nora Quinn')).toBe('New match for “Mondays”: Nora Quinn');
  });
});

describe('a saved search in a line', () => {
  it('names the window, the needs, the languages and CPR with their labels', () => {
    const line = searchSummary(
      savedParamsOf({ ...search, languages: ['es', 'ase'] }),
      (date) => `on ${date}`,
    );
    expect(line).toBe(
      'on 2030-01-07, 10:00–12:00 · Autism, ADHD · Spanish, American Sign Language · CPR / First Aid',
    );
    expect(searchSummary({}, String)).toBe('Every RBT');
  });

  it('names a current background check, which narrows the directory down and keeps its place in the address', () => {
    expect(searchSummary({ background: '1' }, String)).toBe('Background check');
    expect(narrowsDown({ ...EMPTY_SEARCH, background: true })).toBe(true);
    const next = addressWith(new URLSearchParams('tab=profile'), { background: '1' });
    expect(searchParamsFrom(next)).toEqual({ background: '1' });
    expect(queryOf({ ...EMPTY_SEARCH, background: true }, null)).toBe('?background=1');
  });

  it('names the Favourites filter, which narrows the directory down and keeps its place in the address and a saved search', () => {
    expect(searchSummary({ favourites: '1' }, String)).toBe('Favourites');
    expect(narrowsDown({ ...EMPTY_SEARCH, favourites: true })).toBe(true);
    const next = addressWith(new URLSearchParams('tab=profile'), { favourites: '1' });
    expect(searchParamsFrom(next)).toEqual({ favourites: '1' });
    expect(queryOf({ ...EMPTY_SEARCH, favourites: true }, null)).toBe('?favourites=1');
    expect(savedParamsOf({ ...EMPTY_SEARCH, favourites: true, sort: 'rated' })).toEqual({
      favourites: '1',
    });
  });
});
