import { describe, expect, it } from 'vitest';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  requestAs,
  requestBody,
} from '../../../test/helpers/bookings-api.js';
import { seedApprovedNanny, weekOf, type SeedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { bookingWindowOf, todayIn, withinHours, weekdayOf } from '../../shared/booking-times.js';
import { windowIn } from '../../shared/time-zones.js';
import { EMPTY_SEARCH, type DirectorySearch } from '../../shared/directory-search.js';
import { overlapsAny, acceptedWindows, hoursOn } from '../bookings/index.js';
import { addDays } from './directory-cards.js';
import { milesBetween } from '../../infra/places/geo.js';
import { directoryRows, type ParentHome } from './search.queries.js';
import { placeOfZipNow } from '../../../test/helpers/zip-places.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';

// The app's clock holds still: a run that crossed midnight would otherwise work out "today"
// on one date and let the app decide on the next.
const now = new Date();
const deps = () => server.runtime;
const zone = () => server.runtime.config.timeZone;

const server = testAppForFile({ clock: () => now });

const on = (startTime: string, endTime: string) => ({ available: true, startTime, endTime });

const homeOf = (zip: string): ParentHome => placeOfZipNow(zip)!;
const EASTERN = '37402';
const CENTRAL = '37347';
const WINDOWS = [
  ['09:00', '10:00'],
  ['10:00', '12:00'],
  ['08:00', '09:00'],
  ['16:00', '17:00'],
  ['16:00', '17:15'],
  ['11:00', '13:00'],
  ['12:00', '13:00'],
  ['15:00', '18:00'],
] as const;

async function idsFor(search: DirectorySearch, home: ParentHome | null, among: string[]) {
  const rows = await directoryRows(deps().db, {
    search,
    sort: home ? 'distance' : 'newest',
    home,
    now,
    zone: zone(),
    limit: 10_000,
  });
  return rows.map((r) => r.card.id).filter((id) => among.includes(id));
}

/** The first `weekday` at least `from` days after today. */
function nextWeekday(weekday: string, from: number): string {
  let date = addDays(todayIn(now, zone()), from);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe(`the directory's SQL on ${testEngine}`, () => {
  it('measures the same haversine as geo.ts, and keeps only nannies whose own radius reaches the parent', async () => {
    const zips = ['10001', '10002', '10003', '11201', '07030', '10301', '10801', '06901', '08901'];
    const seeded: { id: string; zip: string; radius: number }[] = [];
    for (const [i, zip] of zips.entries()) {
      const radius = [5, 10, 15, 25, 50][i % 5]!;
      const { nannyId } = await seedApprovedNanny(deps(), { area: { zip, radiusMiles: radius } });
      seeded.push({ id: nannyId, zip, radius });
    }
    const { nannyId: nowhere } = await seedApprovedNanny(deps());
    const ids = [...seeded.map((s) => s.id), nowhere];
    for (const parentZip of ['10002', '11201', '06901', '94105']) {
      const home = homeOf(parentZip);
      const rows = await directoryRows(deps().db, {
        search: EMPTY_SEARCH,
        sort: 'distance',
        home,
        now,
        zone: zone(),
        limit: 10_000,
      });
      const mine = rows.filter((r) => ids.includes(r.row.nanny_id));
      const expected = seeded.filter((s) => milesBetween(placeOfZipNow(s.zip)!, home) <= s.radius);
      expect(mine.map((r) => r.row.nanny_id).sort()).toEqual(expected.map((s) => s.id).sort());
      for (const { row } of mine) {
        const zip = seeded.find((s) => s.id === row.nanny_id)!.zip;
        expect(row.distance).toBeCloseTo(milesBetween(home, placeOfZipNow(zip)!), 9);
      }
      const distances = mine.map((r) => r.row.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    // Without a parent ZIP: every listed nanny, the one without an area too, and no distance.
    expect((await idsFor(EMPTY_SEARCH, null, ids)).sort()).toEqual([...ids].sort());
  });

  it('finds a window exactly when hoursOn and withinHours say she is free, minus bookings that take her time', async () => {
    const monday = nextWeekday('monday', 3);
    const tuesday = addDays(monday, 1);
    const seeds: SeedNanny[] = [
      ...hoursAroundMonday(monday, tuesday),
      { week: weekOf({ monday: { available: false, startTime: '00:00', endTime: '23:45' } }) },
    ];
    const ids: string[] = [];
    for (const seed of seeds) ids.push((await seedApprovedNanny(deps(), seed)).nannyId);
    // One of her hours is taken by an accepted booking; a pending request takes nothing.
    const booked = await bookingNanny(deps(), { week: weekOf({ monday: on('09:00', '17:00') }) });
    const pending = await bookingNanny(deps(), { week: weekOf({ monday: on('09:00', '17:00') }) });
    ids.push(booked.id, pending.id);
    const parent = await bookingParent(deps());
    const times = { date: monday, startTime: '10:00', endTime: '12:00' };
    const accepted = await requestAs(server.app, parent, requestBody(booked.id, times));
    expect(accepted.response.statusCode).toBe(201);
    expect((await nannyAction(server.app, booked, accepted.booking!.id, 'accept')).statusCode).toBe(
      200,
    );
    const asked = await requestAs(server.app, parent, requestBody(pending.id, times));
    expect(asked.response.statusCode).toBe(201);

    let checked = 0;
    for (const date of [monday, tuesday]) {
      for (const [start, end] of WINDOWS) {
        const window = { date, startTime: start, endTime: end };
        const instants = bookingWindowOf(window, zone(), now);
        expect(instants.ok).toBe(true);
        if (!instants.ok) continue;
        const expected: string[] = [];
        for (const id of ids) {
          const free = withinHours(window, await hoursOn(deps().db, id, date));
          const taken = overlapsAny(
            {
              startsAt: instants.value.startsAt.toISOString(),
              endsAt: instants.value.endsAt.toISOString(),
            },
            await acceptedWindows(deps().db, id, now),
          );
          if (free && !taken) expected.push(id);
        }
        const found = await idsFor({ ...EMPTY_SEARCH, window: { date, start, end } }, null, ids);
        expect({ date, start, end, found: found.sort() }).toEqual({
          date,
          start,
          end,
          found: expected.sort(),
        });
        checked += expected.length;
      }
    }
    expect(checked).toBeGreaterThan(5); // the grid finds some nannies, not only none
  });

  // The rule reads the window on her clock, and so must the index the search narrows with: half
  // of them keep Central time (Jasper, TN), 16 miles from the parent's Eastern (Chattanooga).
  it('finds a window on her own clock from a home as without one, the same as her hours say', async () => {
    const monday = nextWeekday('monday', 3);
    const tuesday = addDays(monday, 1);
    const seeds: SeedNanny[] = [
      ...hoursAroundMonday(monday, tuesday),
      { week: weekOf({ monday: on('08:15', '10:45'), tuesday: on('00:00', '23:45') }) },
    ];
    const zones = ['America/New_York', 'America/Chicago'];
    const ids: string[] = [];
    for (const [i, seed] of [...seeds, ...seeds].entries()) {
      const area = { zip: i % 2 === 0 ? EASTERN : CENTRAL, radiusMiles: 30 };
      ids.push((await seedApprovedNanny(deps(), { ...seed, area })).nannyId);
    }
    const asker = 'America/New_York';
    let checked = 0;
    for (const date of [monday, tuesday]) {
      for (const [start, end] of [...WINDOWS, ['08:30', '10:15'] as const]) {
        const window = { date, startTime: start, endTime: end };
        const instants = bookingWindowOf(window, asker, now);
        if (!instants.ok) throw new Error(instants.problem);
        const expected: string[] = [];
        for (const [i, id] of ids.entries()) {
          const local = windowIn(instants.value, zones[i % 2]!);
          if (local && withinHours(local, await hoursOn(deps().db, id, local.date))) {
            expected.push(id);
          }
        }
        const search = { ...EMPTY_SEARCH, window: { date, start, end } };
        for (const home of [null, homeOf(EASTERN)]) {
          const rows = await directoryRows(deps().db, {
            search,
            sort: home ? 'distance' : 'newest',
            home,
            now,
            zone: asker,
            limit: 10_000,
          });
          const found = rows.map((r) => r.card.id).filter((id) => ids.includes(id));
          expect({ date, start, end, home: home?.zip, found: found.sort() }).toEqual({
            ...{ date, start, end, home: home?.zip },
            found: [...expected].sort(),
          });
        }
        checked += expected.length;
      }
    }
    expect(checked).toBeGreaterThan(10); // the grid finds some nannies, not only none
  });

  it('orders "soonest" by the first day from today with any hours; none in the horizon last', async () => {
    const today = todayIn(now, zone());
    const single = addDays(today, 10);
    const { nannyId: weekly } = await seedApprovedNanny(deps(), {
      week: weekOf({ [weekdayOf(addDays(today, 2))]: on('09:00', '10:00') }),
    });
    const { nannyId: oneDay } = await seedApprovedNanny(deps(), {
      week: weekOf({}),
      singleDays: [{ date: single, startTime: '09:00', endTime: '12:00' }],
    });
    const { nannyId: never } = await seedApprovedNanny(deps(), {
      week: weekOf({}),
      singleDays: [{ date: addDays(today, 40), startTime: '09:00', endTime: '12:00' }],
    });
    const rows = await directoryRows(deps().db, {
      search: { ...EMPTY_SEARCH, sort: 'soonest' },
      sort: 'soonest',
      home: null,
      now,
      zone: zone(),
      limit: 10_000,
    });
    const mine = rows.filter((r) => [weekly, oneDay, never].includes(r.card.id));
    expect(mine.map((r) => [r.card.id, r.card.nextAvailableOn])).toEqual([
      [weekly, addDays(today, 2)],
      [oneDay, single],
      [never, null],
    ]);
    const dates = rows.map((r) => r.card.nextAvailableOn ?? '9999-12-31');
    expect(dates).toEqual([...dates].sort());
  });
});

/** Hours that meet a Monday window in each way the rule knows: weekly, single day, both, none. */
function hoursAroundMonday(monday: string, tuesday: string): SeedNanny[] {
  return [
    { week: weekOf({ monday: on('09:00', '17:00') }) },
    { week: weekOf({}), singleDays: [{ date: monday, startTime: '10:00', endTime: '12:00' }] },
    {
      week: weekOf({ monday: on('09:00', '11:00') }),
      singleDays: [{ date: monday, startTime: '11:00', endTime: '13:00' }],
    },
    { week: weekOf({ monday: on('12:00', '08:00') }) },
    {
      week: weekOf({ tuesday: on('08:00', '12:00') }),
      singleDays: [{ date: tuesday, startTime: '15:00', endTime: '18:00' }],
    },
  ];
}
