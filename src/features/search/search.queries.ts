import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedSql } from '../../infra/db/database.js';
import type { Database } from '../../infra/db/schema.js';
import { bookingWindowOf, TAKEN_STATUSES, todayIn, weekdayOf } from '../../shared/booking-times.js';
import {
  SOONEST_HORIZON_DAYS,
  type DirectorySearch,
  type DirectorySort,
} from '../../shared/directory-search.js';
import { BACKGROUND_CHECK_VALID_MONTHS, earliestCurrentFrom } from '../../shared/credentials.js';
import { daySpan } from '../../shared/time-zones.js';
import { MIN_REVIEWS_SHOWN } from '../../shared/reviews.js';
import { addDays, cardOf, type CardRow } from './directory-cards.js';
import type { DirectoryCursor } from './directory-cursor.js';
import { EARTH_RADIUS_MILES, type Point } from '../../infra/places/geo.js';
import { cellOf, SLOT_MINUTES } from './directory-terms.js';
import { bookingFacts } from '../bookings/bookings.reads.js';
import { nannySingleDayFacts } from '../nannies/nannies.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { favouriteFacts } from '../favourites/favourites.reads.js';

/** The parent's home as the directory uses it: her ZIP centroid, never sent back but as a place. */
export interface ParentHome extends Point {
  zip: string;
  city: string;
  state: string;
}

export async function parentHome(db: Kysely<Database>, parentId: string) {
  const row = await db
    .selectFrom(parentProfileFacts().as('p'))
    .select(['zip', 'city', 'state', 'latitude', 'longitude'])
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  if (!row?.zip || row.latitude === null || row.longitude === null) return null;
  const { zip, city, state, latitude, longitude } = row;
  return { zip, city: city ?? '', state: state ?? '', latitude, longitude } satisfies ParentHome;
}

interface DirectoryQuery {
  search: DirectorySearch;
  sort: DirectorySort;
  home: ParentHome | null;
  now: Date;
  /** The searching parent's zone (her ZIP's, else the platform's): the window is read there. */
  zone: string;
  /** `TIME_ZONE`: the zone of a nanny without one recorded (`zone` when not given). */
  platformZone?: string;
  limit: number;
  /** Rows after this one in the sort (a later page). */
  after?: DirectoryCursor;
  /** Only this nanny (her card for a live update or an alert). */
  nannyId?: string;
  /** The searching parent: the Favourites filter keeps the nannies she hearted. */
  parentId?: string;
}

/**
 * Great-circle miles from the parent's centroid to a nanny's, the same haversine as geo.ts's
 * milesBetween (a unit test holds them to each other).
 */
const milesFrom = (
  home: Point,
): RawBuilder<number> => sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
  power(sin(radians(d.latitude - ${home.latitude}::float8) / 2), 2)
  + cos(radians(${home.latitude}::float8)) * cos(radians(d.latitude))
    * power(sin(radians(d.longitude - ${home.longitude}::float8) / 2), 2)))))`;

/** The window read on one clock: its date, weekday and "HH:MM" start and end there. */
interface LocalWindow {
  /** Start and end fall on one date of that clock. */
  sameDay: RawBuilder<boolean>;
  date: RawBuilder<string>;
  weekday: RawBuilder<string>;
  start: RawBuilder<string>;
  end: RawBuilder<string>;
}

/** The window read on each nanny's own clock (her zone, else the platform's), row by row. */
function windowOnHerClock(
  window: { startsAt: Date; endsAt: Date },
  platformZone: string,
): LocalWindow {
  const zone = sql`coalesce(d.time_zone, ${platformZone}::text)`;
  const from = sql`(${window.startsAt}::timestamptz at time zone ${zone})`;
  const to = sql`(${window.endsAt}::timestamptz at time zone ${zone})`;
  return {
    sameDay: sql<boolean>`${from}::date = ${to}::date`,
    date: sql<string>`${from}::date`,
    weekday: sql<string>`to_char(${from}, 'FMday')`,
    start: sql<string>`to_char(${from}, 'HH24:MI')`,
    end: sql<string>`to_char(${to}, 'HH24:MI')`,
  };
}

/**
 * The window read once per clock the nannies reaching the parent's cell keep (the lateral `w` of
 * searchedRows, one row per zone), instead of once per nanny: the same values, since each
 * nanny is joined to her own zone's row only (her one `z:` term, asked there, is her zone).
 */
const WINDOW_PER_ZONE: LocalWindow = {
  sameDay: sql<boolean>`w.same_day`,
  date: sql<string>`w.local_date`,
  weekday: sql<string>`w.weekday`,
  start: sql<string>`w.start_at`,
  end: sql<string>`w.end_at`,
};

/**
 * Her hours cover the window's instants, on her own clock, with the semantics of bookings'
 * `fitsHours` (src/shared/time-zones.ts): the window read in her zone (her ZIP's, else the
 * platform's) falls on one date of hers, and the weekly hours of that weekday (when available) or
 * a single-day entry for that date hold its start and end, each a non-empty range. "HH:MM"
 * texts compare as times. For a nanny on the family's clock this is the window's own date and
 * times.
 */
function coversWindow({ sameDay, date, weekday, start, end }: LocalWindow) {
  const day = sql`(d.week -> ${weekday})`;
  return sql<boolean>`(${sameDay} and (
    (coalesce((${day} ->> 'available')::boolean, false)
      and (${day} ->> 'startTime') < (${day} ->> 'endTime')
      and (${day} ->> 'startTime') <= ${start}
      and ${end} <= (${day} ->> 'endTime'))
    or exists (select 1 from ${nannySingleDayFacts().as('s')}
      where s.nanny_id = d.nanny_id and s.date = ${date}
        and s.start_time < s.end_time
        and s.start_time <= ${start} and ${end} <= s.end_time)))`;
}

/** No booking of hers in a status that takes her time overlaps the window's instants. */
function freeDuring(startsAt: Date, endsAt: Date) {
  return sql<boolean>`not exists (select 1 from ${bookingFacts().as('b')}
    where b.nanny_id = d.nanny_id and b.status in (${sql.join([...TAKEN_STATUSES])})
      and b.starts_at < ${endsAt} and b.ends_at > ${startsAt})`;
}

/**
 * The first date from `today` within the horizon on which she has any hours (weekly or single
 * day, non-empty), or null. `x` is a row with nanny_id and her weekly hours as `week`.
 */
function nextAvailable(today: string) {
  const weekdays = Array.from({ length: 7 }, (_, k) => weekdayOf(addDays(today, k)));
  return sql<string | null>`least(
    (select min(s.date) from ${nannySingleDayFacts().as('s')}
      where s.nanny_id = x.nanny_id and s.date >= ${today}::date
        and s.date < ${today}::date + ${SOONEST_HORIZON_DAYS}::int
        and s.start_time < s.end_time),
    (select ${today}::date + (k.n::int - 1) from unnest(${weekdays}::text[]) with ordinality as k(day, n)
      where coalesce((x.week -> k.day ->> 'available')::boolean, false)
        and (x.week -> k.day ->> 'startTime') < (x.week -> k.day ->> 'endTime')
      order by k.n limit 1))`;
}

const NO_DATE = '9999-12-31';

/**
 * The listed nannies (as `d`) holding every term of the search (directory-terms.ts), through the
 * nanny_directory_terms index: the parent's cell, needs and languages, and with a window, the
 * half-hours it overlaps on each clock the nannies reaching her cell keep (directory_cell_zones),
 * on her weekday or as a single day. A superset of those the exact rule keeps.
 */
function searchedRows(
  home: Point,
  search: DirectorySearch,
  window: { startsAt: Date; endsAt: Date } | null,
  platformZone: string,
) {
  const asked = [
    cellOf(home),
    ...search.needs.map((need) => `n:${need}`),
    ...search.languages.map((language) => `l:${language}`),
  ];
  if (!window) {
    return sql`(select * from nanny_directory where search_terms @> ${asked}::text[]) d`;
  }
  const zone = sql`coalesce(nullif(z.zone, ''), ${platformZone}::text)`;
  // The window's first and last half-hours only: a day's weekly hours are one range, so she holds
  // those between too, and each term asked costs the index a posting list to intersect (the
  // slot terms are the most common ones). Single days may be two ranges; the rule decides.
  const slots = (prefix: RawBuilder<string>) => sql`array[${prefix} || ':' || ${slotOf(sql`f`)},
    ${prefix} || ':' || (${slotOf(sql`t`, 'end')} - 1)]`;
  const terms = (prefix: RawBuilder<string>) =>
    sql`(${asked}::text[] || ('z:' || zone) || ${slots(prefix)})`;
  // One row per clock the nannies reaching her cell keep: the window on that clock and the
  // terms it asks, worked out once (WINDOW_PER_ZONE reads it; `offset 0` keeps PostgreSQL from
  // writing the expressions into each nanny's filter again).
  return sql`(select zone, same_day, local_date, weekday, start_at, end_at,
        ${terms(sql`'w:' || weekday`)} as weekly_terms,
        ${terms(sql`'d:' || to_char(f, 'YYYY-MM-DD')`)} as dated_terms
      from (select z.zone, f, t, f::date = t::date as same_day, f::date as local_date,
          to_char(f, 'FMday') as weekday, to_char(f, 'HH24:MI') as start_at,
          to_char(t, 'HH24:MI') as end_at
        from directory_cell_zones z
        cross join lateral (select ${window.startsAt}::timestamptz at time zone ${zone} as f,
          ${window.endsAt}::timestamptz at time zone ${zone} as t) ft
        where z.cell = ${cellOf(home)} offset 0) local
      where same_day offset 0) w
    join nanny_directory d
      on d.search_terms @> w.weekly_terms or d.search_terms @> w.dated_terms`;
}

/** The half-hour a local time falls in (a start), or the first one after it (an end). */
const slotOf = (local: RawBuilder<unknown>, edge: 'start' | 'end' = 'start') => {
  const minutes = sql`(extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  return edge === 'start'
    ? sql<number>`(${minutes} / ${SLOT_MINUTES})`
    : sql<number>`((${minutes} + ${SLOT_MINUTES - 1}) / ${SLOT_MINUTES})`;
};

/**
 * One page of the directory for a parent's search, or one nanny's row when `nannyId` is given:
 * listed nannies who reach her home (those holding the search's terms, through the
 * nanny_directory_terms index, then the exact distance against each one's own radius), have
 * every need and language asked, current CPR when asked, and hours free for the window; in
 * the sort's order, by keyset after the cursor, ties broken by id.
 */
export async function directoryRows(db: Kysely<Database>, query: DirectoryQuery) {
  const today = todayIn(query.now, query.zone);
  const { rows } = await directoryQuery(query).execute(db);
  return rows.map((row) => ({
    row,
    card: cardOf(row, {
      today,
      asked: query.search.needs,
      clock: { zone: query.zone, platformZone: query.platformZone ?? query.zone, now: query.now },
    }),
  }));
}

/**
 * When a listing's ratings are read: a later page of "Highest rated" reads them as of its first
 * page (kept in the cursor), so a review shown in between (both written, or its 14 days ended)
 * moves nobody across the page boundary: nobody appears twice or is skipped. A review's
 * revealed_at is fixed by its facts, so "shown by then" is the same set on every page.
 */
export function ratingsAt(query: Pick<DirectoryQuery, 'sort' | 'after' | 'now'>): Date {
  const kept = query.sort === 'rated' ? query.after?.key[2] : undefined;
  return typeof kept === 'number' ? new Date(kept) : query.now;
}

/** The statement directoryRows runs (a test reads its plan). */
export function directoryQuery(query: DirectoryQuery): RawBuilder<CardRow> {
  const { search, sort, home, now, zone, after } = query;
  const shownBy = ratingsAt(query);
  const today = todayIn(now, zone);
  const filters: RawBuilder<boolean>[] = [sql`d.listed`];
  const miles = home ? milesFrom(home) : sql<null>`null::float8`;
  if (home) filters.push(sql`${miles} <= d.radius_miles`);
  if (search.needs.length > 0) filters.push(sql`d.needs @> ${search.needs}::text[]`);
  if (search.languages.length > 0) {
    filters.push(sql`d.languages @> ${search.languages}::text[]`);
  }
  if (search.cpr) filters.push(sql`d.cpr_valid_until >= ${today}::date`);
  // The shared rule, worked out here: verified (on the platform zone's calendar) on or after the
  // earliest day still current today (src/shared/credentials.ts; directory-cards.ts agrees).
  if (search.background) {
    const from = earliestCurrentFrom(today, BACKGROUND_CHECK_VALID_MONTHS);
    const since = daySpan(from, query.platformZone ?? zone)!.from;
    filters.push(sql`d.background_verified_at >= ${since}::timestamptz`);
  }
  if (search.favourites) {
    // Without a parent nobody's favourites are asked for: nobody matches.
    filters.push(sql`exists (select 1 from ${favouriteFacts().as('f')}
      where f.parent_id = ${query.parentId ?? ''} and f.nanny_id = d.nanny_id)`);
  }
  if (query.nannyId !== undefined) filters.push(sql`d.nanny_id = ${query.nannyId}`);
  const later: RawBuilder<boolean>[] = [];
  let instants: { startsAt: Date; endsAt: Date } | null = null;
  if (search.window) {
    const { date, start: startTime, end: endTime } = search.window;
    const window = bookingWindowOf({ date, startTime, endTime }, zone, now);
    if (!window.ok) throw new Error(window.problem); // searchOf checked it already
    instants = window.value;
    // From a home, searchedRows reads the window once per zone; else on each nanny's clock.
    later.push(
      coversWindow(home ? WINDOW_PER_ZONE : windowOnHerClock(instants, query.platformZone ?? zone)),
    );
    later.push(freeDuring(instants.startsAt, instants.endsAt));
  }

  // "soonest" orders by a date: the window's for everyone, else each one's next available day.
  const nextKey = search.window
    ? sql`${search.window.date}::date`
    : sql`coalesce(${nextAvailable(today)}, ${NO_DATE}::date)`;
  const columns = sql`d.nanny_id, d.full_name, d.bio, d.photo_version, d.availability_summary,
    d.listed_at, d.city, d.state, d.needs, d.languages, d.cpr_valid_until, d.rbt_checked_on, d.background_verified_at, d.area_changed_at,
    d.hours_changed_at, d.time_zone, d.week,
    rv.rating_count, rv.rating_average,
    case when rv.rating_count >= ${MIN_REVIEWS_SHOWN} then round(rv.rating_average::numeric, 1)::float8
      else 0 end as rated_key`;
  // Her shown reviews: those revealed by now (both written, or their 14 days ended); on a later
  // page of "Highest rated", by its first page's time (ratingsAt). From her row: its count and
  // sum once all are shown, else those of its reviews shown by then.
  const shown = sql`from jsonb_to_recordset(d.rating_reviews) as r(overall int, "revealedAt" timestamptz)
    where r.overall is not null and r."revealedAt" <= ${shownBy}::timestamptz`;
  const allShown = sql`coalesce(d.ratings_shown_from <= ${shownBy}::timestamptz, true)`;
  const ratings = sql`cross join lateral (select
      case when ${allShown} then d.rating_count else (select count(*)::int ${shown}) end
        as rating_count,
      case when ${allShown} then (d.rating_sum::numeric / nullif(d.rating_count, 0))::float8
        else (select avg(r.overall)::float8 ${shown}) end as rating_average) rv`;
  // From a home: the nannies holding every search term asked (one GIN index, searchedRows),
  // then the exact rule for each. Without one, straight from the table, so that newest first
  // walks the page index and stops at the page's end (a self-join there made PostgreSQL sort the
  // whole directory: 16.7 ms a page at 10,000 nannies, against 0.6 ms).
  const candidates = home
    ? sql`(select ${columns}, ${miles} as distance
      from ${searchedRows(home, search, instants, query.platformZone ?? zone)}
        ${ratings}
      where ${sql.join([...filters, ...later], sql` and `)})`
    : sql`(select ${columns}, null::float8 as distance
      from nanny_directory d
      ${ratings}
      where ${sql.join([...filters, ...later], sql` and `)})`;
  const sorted =
    sort === 'soonest'
      ? sql`(select x.*, ${nextKey} as next_key from ${candidates} x)`
      : candidates;

  const { order, keyset } = orderOf(sort, home !== null, search.window !== null, after);
  // Only what a card and the page link read goes back to the app: her week (jsonb) and the
  // change positions stay here, where the rule and the keyset use them; parsing them was most
  // of the app's work on a page computed from the tables. The log's position is read in the
  // same statement (and snapshot) as the rows: a later page's "as of" (directory-cursor.ts).
  return preparedSql<CardRow>`
    select ${sql.join(PAGE_COLUMNS.map((column) => sql.ref(`x.${column}`)))},
      ${sort === 'soonest' ? sql`x.next_key,` : sql``}
      ${nextAvailable(today)} as next_available_on,
      (select max(position) from events) as log_position
    from (select c.* from ${sorted} c
      ${keyset ? sql`where ${keyset}` : sql``}
      order by ${order} limit ${query.limit}) x
    order by ${orderOf(sort, home !== null, search.window !== null, undefined, 'x').order}`;
}

/** The columns of a page's rows the app reads (a card, the page link's key); see CardRow. */
const PAGE_COLUMNS = [
  'nanny_id',
  'full_name',
  'bio',
  'photo_version',
  'availability_summary',
  'listed_at',
  'city',
  'state',
  'needs',
  'languages',
  'cpr_valid_until',
  'rbt_checked_on',
  'background_verified_at',
  'time_zone',
  'rating_count',
  'rating_average',
  'rated_key',
  'distance',
] as const satisfies readonly (keyof CardRow)[];

/** ORDER BY and the keyset condition after a cursor, for a sort. */
function orderOf(
  sort: DirectorySort,
  hasHome: boolean,
  hasWindow: boolean,
  after: DirectoryCursor | undefined,
  alias = 'c',
) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const moved: RawBuilder<boolean>[] = [];
  let order: RawBuilder<unknown>;
  let keyset: RawBuilder<boolean> | undefined;
  if (sort === 'newest') {
    order = sql`${col('listed_at')} desc, ${col('nanny_id')} desc`;
    if (after) {
      keyset = sql`(${col('listed_at')}, ${col('nanny_id')}) < (${new Date(String(after.key[0]))}::timestamptz, ${after.nannyId})`;
    }
  } else if (sort === 'rated') {
    // Highest shown average first ("New" ones, key 0, last), ties by how many reviews.
    order = sql`${col('rated_key')} desc, ${col('rating_count')} desc, ${col('nanny_id')} asc`;
    if (after) {
      const [rated, count] = after.key as [number, number];
      keyset = sql`(${col('rated_key')} < ${rated}::float8 or (${col('rated_key')} = ${rated}::float8 and (${col('rating_count')} < ${count}::int or (${col('rating_count')} = ${count}::int and ${col('nanny_id')} > ${after.nannyId}))))`;
    }
  } else if (sort === 'distance') {
    order = sql`${col('distance')} asc, ${col('nanny_id')} asc`;
    if (after) {
      keyset = sql`(${col('distance')}, ${col('nanny_id')}) > (${after.key[0]}::float8, ${after.nannyId})`;
      moved.push(sql`${col('area_changed_at')} <= ${after.asOf}::bigint`);
    }
  } else {
    order = hasHome
      ? sql`${col('next_key')} asc, ${col('distance')} asc, ${col('nanny_id')} asc`
      : sql`${col('next_key')} asc, ${col('nanny_id')} asc`;
    if (after) {
      const [date, miles] = after.key;
      keyset = hasHome
        ? sql`(${col('next_key')}, ${col('distance')}, ${col('nanny_id')}) > (${date}::date, ${miles}::float8, ${after.nannyId})`
        : sql`(${col('next_key')}, ${col('nanny_id')}) > (${date}::date, ${after.nannyId})`;
      if (hasHome) moved.push(sql`${col('area_changed_at')} <= ${after.asOf}::bigint`);
      if (!hasWindow) moved.push(sql`${col('hours_changed_at')} <= ${after.asOf}::bigint`);
    }
  }
  const where = keyset ? sql.join([keyset, ...moved], sql` and `) : undefined;
  return { order, keyset: where as RawBuilder<boolean> | undefined };
}

/** A parent's saved searches' matches since `since`, newest first (the alerts list). */
export const recentMatches = (db: Kysely<Database>, parentId: string, since: Date, limit: number) =>
  db
    .selectFrom('saved_search_matches as m')
    .innerJoin('saved_searches as s', 's.search_id', 'm.search_id')
    .select(['m.search_id', 'm.nanny_id', 'm.matched_at', 's.label', 's.search'])
    .where('m.parent_id', '=', parentId)
    .where('m.matched_at', '>=', since)
    .orderBy('m.matched_at', 'desc')
    .orderBy('m.search_id')
    .orderBy('m.nanny_id')
    .limit(limit)
    .execute();

/** A nanny's listing as the directory holds it (her service area and experience), if any. */
export function directoryListingOf(db: Kysely<Database>, nannyId: string) {
  return db
    .selectFrom('nanny_directory')
    .select(['zip', 'city', 'state', 'radius_miles', 'needs', 'languages', 'cpr_valid_until'])
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
}
