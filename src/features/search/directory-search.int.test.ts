import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import type { Party } from '../../../test/helpers/bookings-api.js';
import { searchableNanny, searchingParent } from '../../../test/helpers/search-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import {
  END_AFTER_START_MESSAGE,
  IN_THE_PAST_MESSAGE,
  todayIn,
  weekdayOf,
} from '../../shared/booking-times.js';
import {
  CURSOR_MESSAGE,
  DISTANCE_NEEDS_ZIP_MESSAGE,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_NEED_MESSAGE,
  UNKNOWN_SORT_MESSAGE,
} from '../../shared/directory-search.js';
import type { DirectoryCard } from './directory-cards.js';
import { addDays } from './directory-cards.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';
import { weekOf } from '../../../test/helpers/directory-seed.js';

// Directory search through the API: a parent's search by ZIP, window, needs, languages and CPR,
// each sort, and every bad input. Data goes in through the real routes (area, experience, CPR
// review, home ZIP); every response is kept and scanned for anything of a nanny's place.

let server: Awaited<ReturnType<typeof startTestApp>>;
let operator: string;
const app = () => server.app;
const bodies: string[] = [];

interface Page {
  nannies: DirectoryCard[];
  nextCursor: string | null;
  sort: string;
  home: { zip: string; city: string; state: string } | null;
}

async function search(cookie: string, query: Record<string, string> = {}) {
  const response = await get(
    app(),
    `/api/directory?${new URLSearchParams(query).toString()}`,
    cookie,
  );
  bodies.push(response.body);
  return response;
}
async function page(cookie: string, query: Record<string, string> = {}): Promise<Page> {
  const response = await search(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
async function one(cookie: string, nannyId: string, query: Record<string, string> = {}) {
  const response = await get(
    app(),
    `/api/directory/nannies/${nannyId}?${new URLSearchParams(query).toString()}`,
    cookie,
  );
  bodies.push(response.body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ nanny: DirectoryCard | null }>().nanny;
}
const idsOf = (p: Page) => p.nannies.map((n) => n.id);

const mondaysOnly = weekOf({ monday: { available: true, startTime: '09:00', endTime: '17:00' } });

// The app's clock holds still: a run that crossed midnight would otherwise seed "today" on one
// date and search on the next.
const now = new Date();
let today: string;
let monday: string;
let near: Party; // 10001, 10 miles, Mondays, autism + ADHD, English + Spanish, CPR
let far: Party; // 94105 (San Francisco)
let nowhere: Party; // no area set
let brooklyn: Party; // 11201, 15 miles, every weekday, autism only, CPR expired
let parentNyc: { id: string; cookie: string };
let parentSf: { id: string; cookie: string };
let parentNoZip: { id: string; cookie: string };
const mine = (p: Page) =>
  idsOf(p).filter((id) => [near, far, nowhere, brooklyn].some((n) => n.id === id));

beforeAll(async () => {
  server = await startTestApp({ clock: () => now });
  operator = await signedInAs(server.runtime, 'operator');
  const zone = server.runtime.config.timeZone;
  today = todayIn(now, zone);
  monday = addDays(today, 3);
  while (weekdayOf(monday) !== 'monday') monday = addDays(monday, 1);
  near = await searchableNanny(app(), server.runtime, operator, {
    fullName: 'Nia Near',
    week: mondaysOnly,
    area: { zip: '10001', radiusMiles: 10 },
    needs: ['autism', 'adhd'],
    languages: ['en', 'es'],
    cprValidUntil: addDays(today, 200),
  });
  far = await searchableNanny(app(), server.runtime, operator, {
    fullName: 'Fay Far',
    area: { zip: '94105', radiusMiles: 50 },
    needs: ['autism', 'adhd'],
  });
  nowhere = await searchableNanny(app(), server.runtime, operator, { fullName: 'Noa Nowhere' });
  brooklyn = await searchableNanny(app(), server.runtime, operator, {
    fullName: 'Bree Brooklyn',
    area: { zip: '11201', radiusMiles: 15 },
    needs: ['autism'],
    languages: ['en'],
    cprValidUntil: today,
  });
  parentNyc = await searchingParent(app(), server.runtime, '10002');
  parentSf = await searchingParent(app(), server.runtime, '94105');
  parentNoZip = await searchingParent(app(), server.runtime);
});
afterAll(async () => {
  // Privacy: no response carried a nanny's ZIP, coordinates or an address (a parent's own
  // home ZIP, city and state come back to her alone, in `home`).
  const text = bodies
    .map((body) => JSON.stringify({ ...(JSON.parse(body) as object), home: undefined }))
    .join('\n');
  expect(bodies.length).toBeGreaterThan(30);
  expect(text).not.toMatch(/latitude|longitude|"lat"|"lng"|address|street/i);
  for (const zip of ['10001', '94105', '11201']) {
    expect(text).not.toContain(`"${zip}"`);
    const place = placeOfZipNow(zip)!;
    expect(text).not.toContain(String(place.latitude));
    expect(text).not.toContain(String(place.longitude));
  }
  await server.close();
});

describe(`directory search through the API on ${testEngine}`, () => {
  it('shows a parent with a ZIP only nannies whose radius reaches her, nearest first, with city and distance', async () => {
    const result = await page(parentNyc.cookie);
    expect(result.sort).toBe('distance');
    expect(result.home).toEqual({ zip: '10002', city: 'New York', state: 'NY' });
    // Brooklyn Heights is nearer the Lower East Side than Chelsea is.
    expect(mine(result)).toEqual([brooklyn.id, near.id]);
    const card = result.nannies.find((n) => n.id === near.id)!;
    expect(card).toMatchObject({
      city: 'New York',
      state: 'NY',
      distance: { miles: 2, label: 'about 2 miles' },
      needs: ['autism', 'adhd'],
      languages: ['en', 'es'],
      cprFirstAid: true,
      matchedNeeds: [],
    });
    expect(card.nextAvailableOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(weekdayOf(card.nextAvailableOn!)).toBe('monday');
    // San Francisco sees only the nanny there; nobody from New York.
    expect(mine(await page(parentSf.cookie))).toEqual([far.id]);
  });

  it('shows a parent without a ZIP every listed nanny, newest first, without distance', async () => {
    const result = await page(parentNoZip.cookie);
    expect(result.sort).toBe('newest');
    expect(result.home).toBeNull();
    expect(mine(result)).toEqual([brooklyn.id, nowhere.id, far.id, near.id]);
    expect(result.nannies.every((n) => n.distance === null)).toBe(true);
    const sorted = await search(parentNoZip.cookie, { sort: 'distance' });
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json()).toMatchObject({ message: DISTANCE_NEEDS_ZIP_MESSAGE });
  });

  it('filters by needs and languages (every one asked) and shows the needs matched', async () => {
    const both = await page(parentNyc.cookie, { needs: 'autism,adhd' });
    expect(mine(both)).toEqual([near.id]);
    expect(both.nannies.find((n) => n.id === near.id)?.matchedNeeds).toEqual(['autism', 'adhd']);
    const autism = await page(parentNyc.cookie, { needs: 'autism' });
    expect(mine(autism)).toEqual([brooklyn.id, near.id]);
    expect(autism.nannies.map((n) => n.matchedNeeds)).toContainEqual(['autism']);
    expect(mine(await page(parentNyc.cookie, { languages: 'es' }))).toEqual([near.id]);
    expect(mine(await page(parentNyc.cookie, { languages: 'en,es', needs: 'autism' }))).toEqual([
      near.id,
    ]);
    expect(mine(await page(parentNyc.cookie, { needs: 'seizure-care' }))).toEqual([]);
  });

  it('filters by current CPR / First Aid: valid through today counts, none does not', async () => {
    expect(mine(await page(parentNyc.cookie, { cpr: '1' }))).toEqual([brooklyn.id, near.id]);
    expect(mine(await page(parentNoZip.cookie, { cpr: '1' }))).toEqual([brooklyn.id, near.id]);
  });

  it('filters by a window her hours cover: Monday hours find her on a Monday, not on a Tuesday', async () => {
    const window = { date: monday, start: '10:00', end: '12:00' };
    expect(mine(await page(parentNyc.cookie, window))).toEqual([brooklyn.id, near.id]);
    expect(mine(await page(parentNyc.cookie, { ...window, start: '16:00', end: '18:00' }))).toEqual(
      [],
    );
    const tuesday = { ...window, date: addDays(monday, 1) };
    expect(mine(await page(parentNyc.cookie, tuesday))).toEqual([brooklyn.id]);
    const soonest = await page(parentNyc.cookie, { ...tuesday, sort: 'soonest' });
    expect(soonest.sort).toBe('soonest');
    expect(mine(soonest)).toEqual([brooklyn.id]);
  });

  it('sorts by soonest available and by newest on request', async () => {
    const soonest = await page(parentNoZip.cookie, { sort: 'soonest' });
    const dates = soonest.nannies.map((n) => n.nextAvailableOn ?? '9999-12-31');
    expect(dates).toEqual([...dates].sort());
    const newest = await page(parentNyc.cookie, { sort: 'newest' });
    expect(mine(newest)).toEqual([brooklyn.id, near.id]);
  });

  it("gives one nanny's card under a search, or null when she does not match it", async () => {
    expect((await one(parentNyc.cookie, near.id, { needs: 'autism' }))?.matchedNeeds).toEqual([
      'autism',
    ]);
    expect(await one(parentNyc.cookie, near.id, { needs: 'feeding' })).toBeNull();
    expect(await one(parentNyc.cookie, far.id)).toBeNull();
    expect(await one(parentNyc.cookie, nowhere.id)).toBeNull();
    expect((await one(parentNoZip.cookie, nowhere.id))?.id).toBe(nowhere.id);
    expect(await one(parentNyc.cookie, 'no-such-nanny')).toBeNull();
  });

  it('refuses bad input with a clear 400', async () => {
    const yesterday = addDays(today, -1);
    const cases: [Record<string, string>, string][] = [
      [{ date: yesterday, start: '10:00', end: '12:00' }, IN_THE_PAST_MESSAGE],
      [{ date: monday, start: '12:00', end: '10:00' }, END_AFTER_START_MESSAGE],
      [{ date: monday, start: '22:00', end: '02:00' }, END_AFTER_START_MESSAGE],
      [{ needs: 'autism,flying' }, UNKNOWN_NEED_MESSAGE],
      [{ languages: 'klingon' }, UNKNOWN_LANGUAGE_MESSAGE],
      [{ sort: 'cheapest' }, UNKNOWN_SORT_MESSAGE],
      [{ cursor: 'not-a-real-cursor' }, CURSOR_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const response = await search(parentNyc.cookie, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ message });
    }
    expect((await search(parentNyc.cookie, { zip: '10001' })).statusCode).toBe(400);
    const single = await get(
      app(),
      `/api/directory/nannies/${near.id}?needs=flying`,
      parentNyc.cookie,
    );
    expect(single.statusCode).toBe(400);
    const nanny = await get(app(), '/api/directory', near.cookie);
    expect(nanny.statusCode).toBe(403);
  });

  it("refuses a cursor made for another search, another sort or another parent's ZIP", async () => {
    const extra: Party[] = [];
    for (let i = 0; i < 25; i++) {
      extra.push(
        await searchableNanny(app(), server.runtime, operator, {
          area: { zip: '10003', radiusMiles: 20 },
          needs: ['autism'],
        }),
      );
    }
    const first = await page(parentNyc.cookie, { needs: 'autism' });
    const cursor = first.nextCursor!;
    expect(cursor).toEqual(expect.any(String));
    expect((await search(parentNyc.cookie, { needs: 'autism', cursor })).statusCode).toBe(200);
    for (const query of [
      { needs: 'adhd', cursor } as Record<string, string>,
      { needs: 'autism', sort: 'newest', cursor },
      { cursor },
    ]) {
      const response = await search(parentNyc.cookie, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CURSOR_MESSAGE });
    }
    // Another parent with another ZIP cannot continue her listing.
    const other = await searchingParent(app(), server.runtime, '10003');
    const response = await search(other.cookie, { needs: 'autism', cursor });
    expect(response.json()).toMatchObject({ message: CURSOR_MESSAGE });
  });
});
