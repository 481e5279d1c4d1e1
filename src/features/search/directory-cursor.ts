import { createHash } from 'node:crypto';
import { validationError } from '../../infra/domain/errors.js';
import {
  CURSOR_MESSAGE,
  SORTS,
  type DirectorySearch,
  type DirectorySort,
} from '../../shared/directory-search.js';

/**
 * Where a page ends: the sort, which search it belongs to (a hash), the log position the first
 * page was read at, and the last row's sort key and id. Positions in the log are what make
 * "each nanny at most once" hold while nannies move (search.queries.ts leaves out anyone whose
 * place in the order changed after `asOf`).
 */
export interface DirectoryCursor {
  sort: DirectorySort;
  searchHash: string;
  asOf: number;
  /** distance: [miles]; newest: [listed_at ISO]; soonest: [date, miles | null]. */
  key: (string | number | null)[];
  nannyId: string;
}

/**
 * What makes two searches the same listing: the filters, the sort and the parent's ZIP, and for
 * the soonest sort the day too (its keys are dates counted from today). Distance and newest
 * keys do not depend on the day, so their page links keep working across midnight.
 */
export interface SearchIdentity {
  search: DirectorySearch;
  sort: DirectorySort;
  parentZip: string | null;
  today: string;
}

export function searchHash(identity: SearchIdentity): string {
  return createHash('sha256').update(searchKey(identity)).digest('base64url').slice(0, 22);
}

/** The identity spelled out in full: equal for the same listing (the hash is of this). */
export function searchKey(identity: SearchIdentity): string {
  const { search, sort, parentZip, today } = identity;
  return JSON.stringify([
    search.window,
    [...search.needs].sort(),
    [...search.languages].sort(),
    search.cpr,
    sort,
    parentZip,
    sort === 'soonest' ? today : null,
  ]);
}

const VERSION = 1;

export const encodeCursor = (cursor: DirectoryCursor) =>
  Buffer.from(
    JSON.stringify([
      VERSION,
      cursor.sort,
      cursor.searchHash,
      cursor.asOf,
      cursor.key,
      cursor.nannyId,
    ]),
  ).toString('base64url');

const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isMiles = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function keyFits(sort: DirectorySort, key: unknown[]): boolean {
  switch (sort) {
    case 'distance':
      return key.length === 1 && isMiles(key[0]);
    case 'newest':
      return key.length === 1 && typeof key[0] === 'string' && !Number.isNaN(Date.parse(key[0]));
    case 'soonest':
      return key.length === 2 && isDate(key[0]) && (key[1] === null || isMiles(key[1]));
  }
}

/**
 * The cursor a page link carries, checked against the search it is used with: a malformed
 * one, or one made for another sort, another search, another ZIP or (sorted by soonest) another day,
 * is refused.
 */
export function decodeCursor(raw: string, expected: { sort: DirectorySort; searchHash: string }) {
  const refuse = () => validationError(CURSOR_MESSAGE);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== 6) throw refuse();
  const [version, sort, hash, asOf, key, nannyId] = parts as unknown[];
  if (
    version !== VERSION ||
    !(SORTS as readonly unknown[]).includes(sort) ||
    sort !== expected.sort ||
    hash !== expected.searchHash ||
    !Number.isSafeInteger(asOf) ||
    (asOf as number) < 0 ||
    !Array.isArray(key) ||
    !keyFits(sort as DirectorySort, key as unknown[]) ||
    typeof nannyId !== 'string' ||
    nannyId.length === 0 ||
    nannyId.length > 64
  ) {
    throw refuse();
  }
  return {
    sort: sort as DirectorySort,
    searchHash: hash,
    asOf: asOf as number,
    key: key as (string | number | null)[],
    nannyId,
  } satisfies DirectoryCursor;
}
