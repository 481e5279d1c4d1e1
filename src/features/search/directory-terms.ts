import type { WeeklyAvailability } from '../../infra/db/schema.js';
import { boxAround, type Point } from '../../infra/places/geo.js';

/**
 * A listed nanny's search terms: what one GIN index over nanny_directory.search_terms answers a
 * parent's search from, so that a search reads about the rows it shows instead of every nanny
 * within 50 miles. Terms only narrow: every nanny who matches the exact rule (search.queries.ts)
 * has every term the search asks for; a few who have them and do not match are then dropped by
 * that rule. So a term may be coarser than the rule, never finer.
 *
 * - `c:{lat}:{lon}`: each grid cell her travel area's bounding box overlaps (CELL_DEGREES square;
 *   the parent asks for her centroid's cell);
 * - `z:{zone}`: the zone her hours are read in ('' for the platform's);
 * - `n:{need}`, `l:{language}`: what she has;
 * - `w:{weekday}:{slot}`, `d:{YYYY-MM-DD}:{slot}`: each half-hour of her own clock her weekly hours
 *   or a single day's hours overlap (slot 0 is 00:00–00:30). A window her hours hold overlaps only
 *   half-hours her hours overlap.
 */
export const CELL_DEGREES = 0.25;
export const SLOT_MINUTES = 30;
/** A little over the exact distance, so rounding between JavaScript and SQL never drops anyone. */
const REACH_MARGIN_MILES = 0.5;

export const cellTerm = (latitudeIndex: number, longitudeIndex: number) =>
  `c:${latitudeIndex}:${longitudeIndex}`;

/** The cell a point lies in (a parent's centroid). */
export const cellOf = (point: Point) =>
  cellTerm(Math.floor(point.latitude / CELL_DEGREES), Math.floor(point.longitude / CELL_DEGREES));

/** Every cell the box of `radiusMiles` around `home` overlaps: all points she reaches lie in them. */
export function cellsReached(home: Point, radiusMiles: number): string[] {
  const box = boxAround(home, radiusMiles + REACH_MARGIN_MILES);
  const cells: string[] = [];
  const [fromLat, toLat] = [box.minLatitude, box.maxLatitude].map((d) =>
    Math.floor(d / CELL_DEGREES),
  );
  const [fromLon, toLon] = [box.minLongitude, box.maxLongitude].map((d) =>
    Math.floor(d / CELL_DEGREES),
  );
  for (let lat = fromLat!; lat <= toLat!; lat++) {
    for (let lon = fromLon!; lon <= toLon!; lon++) cells.push(cellTerm(lat, lon));
  }
  return cells;
}

export const zoneTerm = (zone: string | null) => `z:${zone ?? ''}`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The half-hours [start, end) overlaps, as terms with this prefix; none for an empty range. */
export function slotTerms(prefix: string, startTime: string, endTime: string): string[] {
  // The rule compares "HH:MM" texts; an empty or inverted range holds no window.
  if (!(startTime < endTime)) return [];
  const from = Math.floor(minutesOf(startTime) / SLOT_MINUTES);
  const to = Math.ceil(minutesOf(endTime) / SLOT_MINUTES) - 1;
  const terms: string[] = [];
  for (let slot = from; slot <= to; slot++) terms.push(`${prefix}:${slot}`);
  return terms;
}

/** A single day's hours as the directory keeps them (her entries, by id). */
export interface DirectorySingleDay {
  entryId: string;
  date: string;
  startTime: string;
  endTime: string;
}

/** What a nanny's terms are made of: her directory row's columns. */
export interface TermsSource {
  latitude: number | null;
  longitude: number | null;
  radiusMiles: number;
  timeZone: string | null;
  needs: readonly string[];
  languages: readonly string[];
  week: WeeklyAvailability;
  singleDays: readonly DirectorySingleDay[];
}

export function searchTerms(source: TermsSource): string[] {
  const terms = [
    zoneTerm(source.timeZone),
    ...source.needs.map((need) => `n:${need}`),
    ...source.languages.map((language) => `l:${language}`),
  ];
  if (source.latitude !== null && source.longitude !== null) {
    const home = { latitude: source.latitude, longitude: source.longitude };
    terms.push(...cellsReached(home, source.radiusMiles));
  }
  for (const [day, hours] of Object.entries(source.week)) {
    if (hours.available) terms.push(...slotTerms(`w:${day}`, hours.startTime, hours.endTime));
  }
  for (const entry of source.singleDays) {
    terms.push(...slotTerms(`d:${entry.date}`, entry.startTime, entry.endTime));
  }
  return [...new Set(terms)].sort();
}
