import { describe, expect, it } from 'vitest';
import { Sealers } from '../../infra/crypto/sealed-values.js';
import { CURSOR_MESSAGE, EMPTY_SEARCH, type DirectorySort } from '../../shared/directory-search.js';
import {
  CURSOR_PURPOSE,
  decodeCursor,
  encodeCursor,
  searchHash,
  type DirectoryCursor,
} from './directory-cursor.js';

const secret = 'directory-cursor-test-secret-0123456789';
const sealer = new Sealers(secret).for(CURSOR_PURPOSE);
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
  key: [3.251234567890123],
  nannyId: 'n-1',
};
const distance = { sort: 'distance' as const, searchHash: hash };
const refused = (raw: string, expected: { sort: DirectorySort; searchHash: string } = distance) =>
  expect(() => decodeCursor(sealer, raw, expected)).toThrow(CURSOR_MESSAGE);
/** A tuple sealed with the server's own key: what only a bug of ours could hand out. */
const sealed = (parts: unknown[]) => sealer.seal(JSON.stringify(parts));
/** How page links were written before they were sealed. */
const unsealed = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('directory cursors', () => {
  it('round-trip the sort, search, position, key and id', () => {
    expect(decodeCursor(sealer, encodeCursor(sealer, cursor), distance)).toEqual(cursor);
    const soonest = { ...cursor, sort: 'soonest' as const, key: ['2026-12-03', null] };
    expect(
      decodeCursor(sealer, encodeCursor(sealer, soonest), { sort: 'soonest', searchHash: hash }),
    ).toEqual(soonest);
  });

  it('keep the first page’s time in a Highest rated key (older two-part keys still open)', () => {
    const expected = { sort: 'rated' as const, searchHash: hash };
    const rated = { ...cursor, sort: 'rated' as const, key: [4.3, 12, 1_796_000_000_000] };
    expect(decodeCursor(sealer, encodeCursor(sealer, rated), expected)).toEqual(rated);
    const older = { ...rated, key: [4.3, 12] };
    expect(decodeCursor(sealer, encodeCursor(sealer, older), expected)).toEqual(older);
    refused(encodeCursor(sealer, { ...rated, key: [4.3, 12, 'soon'] }), expected);
  });

  it('security item 11: hide the key, and its length, from whoever holds the link', () => {
    const link = encodeCursor(sealer, cursor);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    const bytes = Buffer.from(link, 'base64url');
    expect(bytes.toString('latin1')).not.toContain('3.25');
    expect(bytes.toString('latin1')).not.toContain(hash);
    // The same tuple seals differently each time; keys of other lengths seal to the same size.
    expect(encodeCursor(sealer, cursor)).not.toBe(link);
    const longest: DirectoryCursor = {
      sort: 'soonest',
      searchHash: hash,
      asOf: Number.MAX_SAFE_INTEGER,
      key: ['2026-12-01', -1.2345678901234567e-100],
      nannyId: 'x'.repeat(64),
    };
    for (const other of [
      { ...cursor, key: [3] },
      { ...cursor, key: [12.000000000000002] },
      longest,
    ]) {
      expect(encodeCursor(sealer, other)).toHaveLength(link.length);
    }
  });

  it('security item 11: refuse a link the server did not seal, naming no reason', () => {
    // The bisection's forgeries, and every link handed out before links were sealed.
    refused(unsealed([1, 'distance', hash, 42, [3.25], 'n-1']));
    refused(unsealed([2, 'distance', hash, 42, [3.25], 'n-1']));
    // Sealed under another secret, or by this secret for another purpose.
    refused(encodeCursor(new Sealers(`${secret}-other`).for(CURSOR_PURPOSE), cursor));
    refused(encodeCursor(new Sealers(secret).for('another-purpose'), cursor));
    // Any one character changed, dropped or added, anywhere.
    const link = encodeCursor(sealer, cursor);
    for (let at = 0; at < link.length; at++) {
      refused(link.slice(0, at) + (link[at] === 'A' ? 'B' : 'A') + link.slice(at + 1));
    }
    refused(link.slice(0, -1));
    refused(`${link}A`);
    refused(`${link.slice(0, 10)}.${link.slice(10)}`);
  });

  it('are bound to the search: other filters, sort or ZIP make another hash', () => {
    const others = [
      { ...identity, search: { ...EMPTY_SEARCH, needs: ['autism' as const] } },
      { ...identity, search: { ...EMPTY_SEARCH, cpr: true } },
      { ...identity, search: { ...EMPTY_SEARCH, favourites: true } },
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
    refused(encodeCursor(sealer, cursor), { sort: 'distance', searchHash: 'another' });
    refused(encodeCursor(sealer, cursor), { sort: 'newest', searchHash: hash });
  });

  it('refuse malformed ones, even sealed', () => {
    refused('not-a-real-cursor');
    refused('');
    refused(sealer.seal('not json'));
    refused(sealed([2, 'distance', hash, 42, ['near'], 'n-1']));
    refused(sealed([2, 'distance', hash, -1, [3], 'n-1']));
    refused(sealed([1, 'distance', hash, 42, [3], 'n-1']));
    refused(sealed([2, 'distance', hash, 42, [3], '']));
    refused(sealed([2, 'distance', hash, 42, [3], 'x'.repeat(65)]));
    refused(sealed([2, 'distance', hash, 42, [3]]));
    refused(sealer.seal(JSON.stringify({ sort: 'distance' })));
    refused(encodeCursor(sealer, cursor).slice(0, -3));
  });

  it('check the key against its sort', () => {
    const newest = { sort: 'newest' as const, searchHash: hash };
    expect(
      decodeCursor(
        sealer,
        sealed([2, 'newest', hash, 1, ['2026-12-01T10:00:00.000Z'], 'n']),
        newest,
      ).key,
    ).toEqual(['2026-12-01T10:00:00.000Z']);
    refused(sealed([2, 'newest', hash, 1, ['yesterday'], 'n']), newest);
    const soonest = { sort: 'soonest' as const, searchHash: hash };
    refused(sealed([2, 'soonest', hash, 1, ['2026-12-01'], 'n']), soonest);
    refused(sealed([2, 'soonest', hash, 1, ['soon', 2], 'n']), soonest);
  });
});
