import { NEEDS } from '../../src/shared/directory-search.js';
import type { Runtime } from '../../src/runtime.js';
import { signedInParent } from './directory-bench.js';

/** Parents searching, each from her own ZIP among the nannies' (the cache keys on the ZIP). */
const PARENTS = 150;
/** Distinct searches asked: more than any run here answers, so none is asked twice. */
const SEARCHES = 120_000;
/** Two thirds ask for one or two needs, a third for none (the directory's own mix is unknown). */
const NEEDS_ASKED = [0, 1, 1, 2, 2, 0];

/**
 * Searches of a realistic mix: parents at real ZIP codes near the nannies, a day in the next four
 * weeks, two to five hours starting between 07:00 and 15:30, up to two needs. Every (ZIP, date,
 * hours, needs) combination appears once, shuffled, so no answer can come from the page cache.
 */
export async function distinctSearches(
  runtime: Runtime,
  zips: string[],
  firstDay: string,
): Promise<{ path: string; cookie: string }[]> {
  const next = mulberry32(40);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const homes = [...new Set(Array.from({ length: PARENTS * 3 }, () => pick(zips)))].slice(
    0,
    PARENTS,
  );
  const parents = [];
  for (const zip of homes) {
    parents.push({ zip, cookie: `rbt_session=${await signedInParent(runtime, zip)}` });
  }
  const seen = new Set<string>();
  const searches: { path: string; cookie: string }[] = [];
  for (let drawn = 0; searches.length < SEARCHES; drawn++) {
    if (drawn > 10 * SEARCHES) throw new Error('Too few distinct searches in the mix');
    const parent = pick(parents);
    const day = Math.floor(next() * 28);
    const date = new Date(Date.parse(`${firstDay}T12:00:00Z`) + day * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const startMinutes = 7 * 60 + 30 * Math.floor(next() * 18);
    const endMinutes = startMinutes + 60 * (2 + Math.floor(next() * 4));
    const needs = [...new Set(Array.from({ length: pick(NEEDS_ASKED) }, () => pick(NEEDS).id))];
    const key = `${parent.zip}|${date}|${startMinutes}|${endMinutes}|${needs.sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hours = `start=${clock(startMinutes)}&end=${clock(endMinutes)}`;
    const asked = needs.length > 0 ? `&needs=${needs.join(',')}` : '';
    searches.push({ path: `/api/directory?date=${date}&${hours}${asked}`, cookie: parent.cookie });
  }
  return searches;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A 32-bit generator with a long period: the directory seed's (random in directory-search-bench)
 * loses bits in doubles and cycles too soon to draw 120,000 distinct searches.
 */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
