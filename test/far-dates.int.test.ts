import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMatchJob } from '../src/features/search/search-match.job.js';
import { replayAndVerify } from '../src/infra/projections/replay-verify.js';
import { bookingNanny, bookingParent, requestBody, type Party } from './helpers/bookings-api.js';
import { testEngine } from './helpers/test-database.js';
import { sameOrigin, startTestApp } from './helpers/test-server.js';
import { signedInAs } from './helpers/test-sessions.js';

// Dates nobody can book: far ahead, before any calendar, or not a date at all. Every route that
// takes a date answers them with a 4xx and its reason, never a 500; bookings, searches, saved
// searches and single-day hours reach one year ahead and no further.

// Sunday 2026-11-22, 10:00 in New York: the last bookable day is Monday 2027-11-22.
const now = new Date('2026-11-22T15:00:00Z');
const LAST = '2027-11-22';
const BEYOND = '2027-11-23';
const HORIZON_MESSAGE =
  'Bookings open up to a year ahead. Please choose a date on or before November 22, 2027.';
const ODD_DATES = [
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '0100-01-01',
  '1000-01-01',
  '2400-01-03',
];

let server: Awaited<ReturnType<typeof startTestApp>>;
let parent: Party;
let nanny: Party;
let operator: string;

beforeAll(async () => {
  server = await startTestApp({
    clock: () => now,
    config: { timeZone: 'America/New_York' },
    work: false,
  });
  parent = await bookingParent(server.runtime);
  nanny = await bookingNanny(server.runtime);
  operator = await signedInAs(server.runtime, 'operator');
  expect((await call('POST', '/api/nanny/agreement', nanny.cookie, {})).statusCode).toBe(200);
});
afterAll(() => server?.close());

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload ? { payload } : {}),
  });
}

/** Every route that takes a date, asked about `date` (late evening: the hours a zone shifts). */
function dateInputs(date: string): [string, () => ReturnType<typeof call>][] {
  const window = `date=${date}&start=20:00&end=21:00`;
  const times = { startTime: '20:00', endTime: '21:00' };
  return [
    [
      'booking request',
      () => call('POST', '/api/bookings', parent.cookie, requestBody(nanny.id, { date, ...times })),
    ],
    [
      'her hours that date',
      () => call('GET', `/api/nannies/${nanny.id}/hours?date=${date}`, parent.cookie),
    ],
    ['directory search', () => call('GET', `/api/directory?${window}`, parent.cookie)],
    [
      'one card for a search',
      () => call('GET', `/api/directory/nannies/${nanny.id}?${window}`, parent.cookie),
    ],
    [
      'saved search',
      () =>
        call('POST', '/api/parent/saved-searches', parent.cookie, {
          label: 'Far',
          search: { date, start: '20:00', end: '21:00' },
        }),
    ],
    [
      'single-day hours',
      () => call('POST', '/api/nanny/availability/single-days', nanny.cookie, { date, ...times }),
    ],
    [
      'operator bookings filter',
      () => call('GET', `/api/operator/bookings?date=${date}`, operator),
    ],
    ['event log from', () => call('GET', `/api/operator/events?from=${date}`, operator)],
    ['event log to', () => call('GET', `/api/operator/events?to=${date}`, operator)],
    [
      'event log export',
      () => call('GET', `/api/operator/events/export?from=${date}&to=${date}`, operator),
    ],
    [
      'CPR valid until',
      () =>
        call('POST', `/api/operator/nannies/${nanny.id}/cpr-first-aid/verify`, operator, {
          validUntil: date,
        }),
    ],
  ];
}

describe(`security item 14: dates far ahead, on ${testEngine}`, () => {
  it('security item 14: no route that takes a date answers 500 to a date far ahead, before any calendar or impossible', async () => {
    const answers: string[] = [];
    for (const date of ODD_DATES) {
      for (const [name, ask] of dateInputs(date)) {
        const response = await ask();
        if (response.statusCode >= 500)
          answers.push(`${name} ${date}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('security item 14: a request, a search, a saved search and single-day hours beyond a year are refused with 400 and the last date', async () => {
    for (const [name, ask] of dateInputs(BEYOND).filter(([name]) =>
      [
        'booking request',
        'directory search',
        'one card for a search',
        'saved search',
        'single-day hours',
      ].includes(name),
    )) {
      const response = await ask();
      expect({ name, status: response.statusCode, body: response.json<object>() }).toEqual({
        name,
        status: 400,
        body: { code: 'validation', message: HORIZON_MESSAGE },
      });
    }
    const stored = await server.runtime.db
      .selectFrom('events')
      .select('type')
      .where('recorded_at', '>=', now)
      .where('type', 'in', ['BookingRequested', 'SearchSaved', 'SingleDayAvailabilityAdded'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('security item 14: a booking for 2400 is refused, not accepted', async () => {
    const response = await call(
      'POST',
      '/api/bookings',
      parent.cookie,
      requestBody(nanny.id, { date: '2400-01-03' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: HORIZON_MESSAGE });
  });

  it('security item 14: the last bookable date, 365 days after today in the platform zone, is accepted', async () => {
    const times = { startTime: '09:00', endTime: '10:00' };
    const booked = await call(
      'POST',
      '/api/bookings',
      parent.cookie,
      requestBody(nanny.id, { date: LAST, ...times }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const searched = await call(
      'GET',
      `/api/directory?date=${LAST}&start=09:00&end=10:00`,
      parent.cookie,
    );
    expect(searched.statusCode, searched.body).toBe(200);
    const saved = await call('POST', '/api/parent/saved-searches', parent.cookie, {
      label: 'Last day',
      search: { date: LAST, start: '09:00', end: '10:00' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const single = await call('POST', '/api/nanny/availability/single-days', nanny.cookie, {
      date: LAST,
      ...times,
    });
    expect(single.statusCode, single.body).toBe(200);
  });

  it('security item 14: far-ahead bookings and saved searches already in the log still list, replay, and match nobody', async () => {
    // Recorded before the horizon existed (events are never rewritten): a saved search for
    // 9999-12-31 late in the evening, whose window the old arithmetic could not work out, a
    // saved search with no date, and a booking request for 2400.
    const other = await bookingParent(server.runtime, 'Olga Older');
    const savedAt = new Date('2026-11-01T12:00:00Z').toISOString();
    const saved = (searchId: string, window: object | null) => ({
      type: 'SearchSaved',
      data: {
        parentId: other.id,
        searchId,
        label: searchId,
        search: { window, needs: [], languages: [], cpr: false },
        savedAt,
      },
    });
    await server.runtime.eventStore.append(
      { id: `saved-searches-${other.id}`, type: 'saved-searches' },
      0,
      [
        saved('far-ahead', { date: '9999-12-31', start: '20:00', end: '21:00' }),
        saved('any-day', null),
      ],
    );
    await server.runtime.eventStore.append({ id: 'booking-far-ahead', type: 'booking' }, 0, [
      {
        type: 'BookingRequested',
        data: {
          bookingId: 'far-ahead',
          nannyId: nanny.id,
          nannyName: 'Bea Bookable',
          parentId: other.id,
          parentName: 'Olga Older',
          date: '2400-01-03',
          startTime: '09:00',
          endTime: '10:00',
          startsAt: '2400-01-03T14:00:00.000Z',
          endsAt: '2400-01-03T15:00:00.000Z',
          timeZone: 'America/New_York',
          children: 1,
          note: '',
          createdAt: savedAt,
          expiresAt: new Date('2026-11-03T12:00:00Z').toISOString(),
        },
      },
    ]);
    const bookings = await call('GET', '/api/bookings', other.cookie);
    expect(bookings.json<{ bookings: { id: string; date: string }[] }>().bookings).toMatchObject([
      { id: 'far-ahead', date: '2400-01-03' },
    ]);
    const listed = await call('GET', '/api/parent/saved-searches', other.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json<{ searches: { id: string }[] }>()
        .searches.map((s) => s.id)
        .sort(),
    ).toEqual(['any-day', 'far-ahead']);

    // A newly approved nanny is checked against every saved search: the far one matches nobody,
    // and the others after it are still checked.
    await searchMatchJob(server.runtime).handle(
      { nannyId: nanny.id },
      { id: 'match-1', retryCount: 0 },
    );
    const matches = await server.runtime.db
      .selectFrom('saved_search_matches')
      .select('search_id')
      .where('parent_id', '=', other.id)
      .execute();
    expect(matches.map((m) => m.search_id)).toEqual(['any-day']);
    expect((await call('GET', '/api/parent/search-alerts', other.cookie)).statusCode).toBe(200);

    const report = await replayAndVerify(
      server.runtime.db,
      server.runtime.catalog,
      server.runtime.projections,
      {
        inSlices: testEngine === 'embedded',
      },
    );
    expect(report).toMatchObject({ equal: true, differences: [] });
  });
});
