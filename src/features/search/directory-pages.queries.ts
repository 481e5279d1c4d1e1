import type { Kysely } from 'kysely';
import { zoneOfPerson } from '../../infra/places/person-zone.js';
import type { Database } from '../../infra/db/schema.js';
import { validationError } from '../../infra/domain/errors.js';
import { bookingWindowOf, todayIn } from '../../shared/booking-times.js';
import {
  DISTANCE_NEEDS_ZIP_MESSAGE,
  type DirectorySearch,
  type DirectorySort,
} from '../../shared/directory-search.js';
import type { DirectoryCard } from './directory-cards.js';
import type { Sealer } from '../../infra/crypto/sealed-values.js';
import type { ReadCaches } from '../../infra/projections/read-cache.js';
import {
  decodeCursor,
  encodeCursor,
  searchHash,
  searchKey,
  type DirectoryCursor,
} from './directory-cursor.js';
import { directoryRows, parentHome, ratingsAt, type ParentHome } from './search.queries.js';

const DIRECTORY_PAGE_SIZE = 24;

/** Distance when she has a ZIP, else newest; distance without a ZIP is refused. */
function sortFor(search: DirectorySearch, home: ParentHome | null): DirectorySort {
  const sort = search.sort ?? (home ? 'distance' : 'newest');
  if (sort === 'distance' && !home) throw validationError(DISTANCE_NEEDS_ZIP_MESSAGE);
  return sort;
}

interface Asker {
  parentId: string;
  now: Date;
  /** The parent's zone (her ZIP's, else the platform's): her search is read on her clock. */
  zone: string;
  /** `TIME_ZONE`: the zone of a nanny without one recorded. */
  platformZone: string;
}

const placeOf = (home: ParentHome | null) =>
  home && { zip: home.zip, city: home.city, state: home.state };

/** The read tables a directory page is computed from; their events empty the page cache. */
const DIRECTORY_TABLES = [
  'nanny_directory',
  'nanny_profiles',
  'nanny_single_days',
  'bookings',
  // Cards show her rating; a reveal by the end of 14 days reaches a cached page within its TTL.
  'nanny_reviews',
  'review_sessions',
];
/**
 * First pages kept: a search's first page is what every parent opening the directory asks for,
 * and the same ZIP, day and filters come back often (a few kB each).
 */
const CACHED_FIRST_PAGES = 2000;
/** The most a cached page can lag the tables should this instance stop following the log. */
const CACHE_TTL_MS = 60_000;

type DirectoryPage = Awaited<ReturnType<typeof computePage>>;

interface DirectoryReaders {
  db: Kysely<Database>;
  readCaches: ReadCaches;
  /** Seals the page links this hands out and opens those handed back (CURSOR_PURPOSE). */
  cursors: Sealer;
}

/**
 * The zone the parent's search is read on (zoneOfPerson's answer), kept like her home: both come
 * from parent_profiles, whose events empty the cache. A search then runs one statement, not three.
 */
export function parentZone(
  { db, readCaches }: Pick<DirectoryReaders, 'db' | 'readCaches'>,
  parentId: string,
  platformZone: string,
): Promise<string> {
  const zones = readCaches.cacheOver<string>('parent-zones', ['parent_profiles'], {
    maxEntries: CACHED_FIRST_PAGES,
    ttlMs: CACHE_TTL_MS,
  });
  return zones.get(`${parentId}:${platformZone}`, async () => {
    const person = { accountId: parentId, role: 'parent' };
    return (await zoneOfPerson(db, person, platformZone)).zone;
  });
}

/**
 * One page of the parent's search, and the link to the next (keyset; see directory-cursor).
 * First pages come from the read cache: the same search from the same ZIP on the same day is
 * the same page until an event changes a table it is read from (see ReadCaches).
 */
export async function directoryPage(
  readers: DirectoryReaders,
  asker: Asker & { search: DirectorySearch; cursor: string | undefined },
): Promise<DirectoryPage> {
  const { db, readCaches, cursors } = readers;
  const homes = readCaches.cacheOver<ParentHome | null>('parent-homes', ['parent_profiles'], {
    maxEntries: CACHED_FIRST_PAGES,
    ttlMs: CACHE_TTL_MS,
  });
  const home = await homes.get(asker.parentId, () => parentHome(db, asker.parentId));
  const sort = sortFor(asker.search, home);
  const today = todayIn(asker.now, asker.zone);
  const identity = { search: asker.search, sort, parentZip: home?.zip ?? null, today };
  if (asker.cursor !== undefined) {
    const hash = searchHash(identity);
    const after = decodeCursor(cursors, asker.cursor, { sort, searchHash: hash });
    return computePage(readers, { ...asker, home, sort, hash, after });
  }
  // Her favourites are hers alone: such a page is computed for her each time, never shared.
  if (asker.search.favourites) {
    const hash = searchHash(identity);
    return computePage(readers, { ...asker, home, sort, hash, after: undefined });
  }
  const pages = readCaches.cacheOver<DirectoryPage>('directory-first-pages', DIRECTORY_TABLES, {
    maxEntries: CACHED_FIRST_PAGES,
    ttlMs: CACHE_TTL_MS,
  });
  // The key names the search, sort and ZIP; cards show the next free day and a CPR badge that
  // depend on the day, so the day is part of the key too. The page size is fixed. Hashing
  // waits for a miss: the page link needs it, the cache key does not.
  // Two parents at one ZIP may read different clocks (one set it before zones were recorded).
  return pages.get(`${searchKey(identity)}:${today}:${asker.zone}`, () =>
    computePage(readers, { ...asker, home, sort, hash: searchHash(identity), after: undefined }),
  );
}

async function computePage(
  { db, cursors }: DirectoryReaders,
  asker: Asker & {
    search: DirectorySearch;
    home: ParentHome | null;
    sort: DirectorySort;
    hash: string;
    after: DirectoryCursor | undefined;
  },
) {
  const { search, now, zone, platformZone, home, sort, hash, after } = asker;
  const rows = await directoryRows(db, {
    search,
    sort,
    home,
    now,
    zone,
    platformZone,
    parentId: asker.parentId,
    limit: DIRECTORY_PAGE_SIZE + 1,
    after,
  });
  // Read with the rows, in their snapshot; without rows there is no later page to date.
  const asOf = after?.asOf ?? Number(rows[0]?.row.log_position ?? 0);
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page.at(-1)?.row;
  const key = (): (string | number | null)[] => {
    if (!last) return [];
    if (sort === 'distance') return [last.distance];
    if (sort === 'newest') return [last.listed_at?.toISOString() ?? ''];
    if (sort === 'rated') {
      return [last.rated_key, last.rating_count, ratingsAt({ sort, after, now }).getTime()];
    }
    return [last.next_key ?? '', last.distance];
  };
  return {
    nannies: page.map((r) => r.card),
    nextCursor:
      rows.length > DIRECTORY_PAGE_SIZE && last
        ? encodeCursor(cursors, {
            sort,
            searchHash: hash,
            asOf,
            key: key(),
            nannyId: last.nanny_id,
          })
        : null,
    sort,
    home: placeOf(home),
  };
}

/**
 * Her card if she is listed and matches the parent's search now (as that parent searches:
 * from her ZIP when she has one), else null. A search whose window has passed matches nobody.
 * The live directory and saved-search alerts use it.
 */
export async function matchingCard(
  db: Kysely<Database>,
  asker: Asker & { search: DirectorySearch; nannyId: string },
): Promise<DirectoryCard | null> {
  const { search, now, zone, platformZone } = asker;
  if (search.window) {
    const { date, start: startTime, end: endTime } = search.window;
    if (!bookingWindowOf({ date, startTime, endTime }, zone, now).ok) return null;
  }
  const home = await parentHome(db, asker.parentId);
  const rows = await directoryRows(db, {
    search,
    sort: home ? 'distance' : 'newest',
    home,
    now,
    zone,
    platformZone,
    limit: 1,
    nannyId: asker.nannyId,
    parentId: asker.parentId,
  });
  return rows[0]?.card ?? null;
}
