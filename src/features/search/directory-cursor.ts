import { createHash } from 'node:crypto';
import type { Sealer } from '../../infra/crypto/sealed-values.js';
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
 * place in the order changed after `asOf`). The key holds the last card's exact distance, from
 * which her home ZIP could be worked out: a client only ever gets it sealed (encodeCursor).
 */
export interface DirectoryCursor {
  sort: DirectorySort;
  searchHash: string;
  asOf: number;
  /**
   * distance: [miles]; newest: [listed_at ISO]; soonest: [date, miles | null]; rated: [shown
   * average, count, the first page's time in ms] (links made before the time was kept: 2 parts).
   */
  key: (string | number | null)[];
  nannyId: string;
}

/**
 * What makes two searches the same listing: the filters, the sort and the parent's ZIP, and for
 * the soonest sort the day too (its keys are dates counted from today). Distance and newest
 * keys do not depend on the day, so their page links keep working across midnight.
 */
interface SearchIdentity {
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
    // Left out when not asked, so links made before the filter existed still open.
    ...(search.background ? ['background'] : []),
    ...(search.favourites ? ['favourites'] : []),
    sort,
    parentZip,
    sort === 'soonest' ? today : null,
  ]);
}

/** The sealed tuple's layout; the unsealed base64 JSON links before it (1) no longer open. */
const VERSION = 2;
/** What a page link's sealer is for: its key and its additional data (see Sealers). */
export const CURSOR_PURPOSE = 'directory-cursor-v2';
/**
 * Every tuple is padded to this many characters before sealing (JSON allows trailing spaces),
 * so a link's length says nothing of how many digits its key has. The longest possible tuple
 * (a 64-character id, a soonest key with a 24-character number, a 16-digit position) is 163.
 */
const SEALED_LENGTH = 192;

/**
 * The page link a client gets: the tuple sealed (encrypted and authenticated) by the server, so
 * a parent can neither read the last card's exact distance in it nor write a key of her own.
 */
export function encodeCursor(sealer: Sealer, cursor: DirectoryCursor): string {
  const json = JSON.stringify([
    VERSION,
    cursor.sort,
    cursor.searchHash,
    cursor.asOf,
    cursor.key,
    cursor.nannyId,
  ]);
  return sealer.seal(json.padEnd(SEALED_LENGTH, ' '));
}

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
    case 'rated':
      return (
        (key.length === 2 || (key.length === 3 && Number.isSafeInteger(key[2]))) &&
        isMiles(key[0]) &&
        Number.isSafeInteger(key[1])
      );
  }
}

/**
 * The cursor a page link carries, checked against the search it is used with: one the server did
 * not seal (forged, altered, from before links were sealed), or one made for another sort,
 * another search, another ZIP or (sorted by soonest) another day, is refused.
 */
export function decodeCursor(
  sealer: Sealer,
  raw: string,
  expected: { sort: DirectorySort; searchHash: string },
) {
  const refuse = () => validationError(CURSOR_MESSAGE);
  const opened = sealer.open(raw);
  if (opened === undefined) throw refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(opened);
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
