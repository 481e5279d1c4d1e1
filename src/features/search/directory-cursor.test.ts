import { describe, expect, it } from 'vitest';
import { CURSOR_MESSAGE, EMPTY_SEARCH, type DirectorySort } from '../../shared/directory-search.js';
import {
  decodeCursor,
  encodeCursor,
  searchHash,
  type DirectoryCursor,
} from './directory-cursor.js';

const identity = {
  search: EMPTY_SEARCH,
  sort: 'distance' as const,
  parentZip: '10002',
  today: '2026-12-01',
};
const hash = searchHash(identity);
const cursor: DirectoryCursor = {
  sort: 'distance',
  searchHash: hash,
  asOf: 42,
  key: [3.25],
  nannyId: 'n-1',
};
const refused = (
  raw: string,
  expected: { sort: DirectorySort; searchHash: string } = { sort: 'distance', searchHash: hash },
) => expect(() => decodeCursor(raw, expected)).toThrow(CURSOR_MESSAGE);
const encoded = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('directory cursors', () => {
  it('round-trip the sort, search, position, key and id', () => {
    expect(decodeCursor(encodeCursor(cursor), { sort: 'distance', searchHash: hash })).toEqual(
      cursor,
    );
    const soonest = { ...cursor, sort: 'soonest' as const, key: ['2026-12-03', null] };
    expect(decodeCursor(encodeCursor(soonest), { sort: 'soonest', searchHash: hash })).toEqual(
      soonest,
    );
  });

  it('are bound to the search: other filters, sort or ZIP make another hash', () => {
    const others = [
      { ...identity, search: { ...EMPTY_SEARCH, needs: ['autism' as const] } },
      { ...identity, search: { ...EMPTY_SEARCH, cpr: true } },
      { ...identity, sort: 'soonest' as const },
      { ...identity, parentZip: '10001' },
    ];
    for (const other of others) expect(searchHash(other)).not.toBe(hash);
    // The order of the needs asked does not make another search.
    const two = { ...EMPTY_SEARCH, needs: ['autism' as const, 'adhd' as const] };
    const reversed = { ...EMPTY_SEARCH, needs: ['adhd' as const, 'autism' as const] };
    expect(searchHash({ ...identity, search: two })).toBe(
      searchHash({ ...identity, search: reversed }),
    );
  });

  it('by distance or newest survive midnight; by soonest the day is part of the search', () => {
    for (const sort of ['distance', 'newest'] as const) {
      const tomorrow = { ...identity, sort, today: '2026-12-02' };
      expect(searchHash(tomorrow)).toBe(searchHash({ ...identity, sort }));
    }
    const soonest = { ...identity, sort: 'soonest' as const };
    expect(searchHash({ ...soonest, today: '2026-12-02' })).not.toBe(searchHash(soonest));
  });

  it('refuse a cursor made for another search or another sort', () => {
    refused(encodeCursor(cursor), { sort: 'distance', searchHash: 'another' });
    refused(encodeCursor(cursor), { sort: 'newest', searchHash: hash });
  });

  it('refuse forged and malformed ones', () => {
    refused('not-a-real-cursor');
    refused('');
    refused(encoded([1, 'distance', hash, 42, ['near'], 'n-1']));
    refused(encoded([1, 'distance', hash, -1, [3], 'n-1']));
    refused(encoded([2, 'distance', hash, 42, [3], 'n-1']));
    refused(encoded([1, 'distance', hash, 42, [3], '']));
    refused(encoded([1, 'distance', hash, 42, [3], 'x'.repeat(65)]));
    refused(encoded([1, 'distance', hash, 42, [3]]));
    refused(Buffer.from(JSON.stringify({ sort: 'distance' })).toString('base64url'));
    refused(encodeCursor(cursor).slice(0, -3));
  });

  it('check the key against its sort', () => {
    const newest = { sort: 'newest' as const, searchHash: hash };
    expect(
      decodeCursor(encoded([1, 'newest', hash, 1, ['2026-12-01T10:00:00.000Z'], 'n']), newest).key,
    ).toEqual(['2026-12-01T10:00:00.000Z']);
    refused(encoded([1, 'newest', hash, 1, ['yesterday'], 'n']), newest);
    const soonest = { sort: 'soonest' as const, searchHash: hash };
    refused(encoded([1, 'soonest', hash, 1, ['2026-12-01'], 'n']), soonest);
    refused(encoded([1, 'soonest', hash, 1, ['soon', 2], 'n']), soonest);
  });
});
