import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  parentList,
  requestAs,
  requestBody,
  type Party,
} from './helpers/bookings-api.js';
import { testEngine } from './helpers/test-database.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import {
  SERVICE_AREA_ZONES_JOB,
  recordServiceAreaZones,
} from '../src/features/nannies/profile/service-area-zone.js';
import { HOME_ZONES_JOB, recordHomeZones } from '../src/features/parents/home-zone.js';
import { replayAndVerify } from '../src/infra/projections/replay-verify.js';
import type { NewEvent } from '../src/infra/event-store/event-types.js';
import { nannyDirectoryRow, parentProfileRow } from './helpers/read-tables.js';

// A parent and a nanny who set their ZIP before zones were recorded (docs/product.md, Time
// zone): the start-up catch-up appends their ZIP's zone as a system event, never rewriting the
// ZIP events; their new bookings are on that zone, their past ones keep theirs.

const NY = 'America/New_York';
const SF = 'America/Los_Angeles';
// Monday 2026-11-23, 12:00 in New York.
const now = new Date('2026-11-23T17:00:00Z');
let server: TestServer;
let parent: Party;
let nanny: Party;
let pastBookingId = '';
const app = () => server.app;

// 94103 San Francisco, as an older version recorded it: no timeZone.
const oldPlace = {
  zip: '94103',
  city: 'San Francisco',
  state: 'CA',
  latitude: 37.7725,
  longitude: -122.4147,
};

async function appendAsOldVersion(streamId: string, type: string, event: NewEvent) {
  const version = (await server.runtime.eventStore.readStream(streamId)).length;
  await server.runtime.eventStore.append({ id: streamId, type }, version, [event]);
}
const countEvents = async () =>
  Number(
    (
      await server.runtime.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const catchUp = async () => [
  await recordHomeZones(server.runtime),
  await recordServiceAreaZones(server.runtime),
];
const zoneOf = async (reader: Party) =>
  (await get(app(), '/api/platform', reader.cookie)).json<{
    viewerTimeZone: string;
    viewerZoneFromZip: boolean;
    viewerHasZip: boolean;
  }>();

/** The parent asks the nanny for 10:00–12:00 on that date, on whichever clock is hers then. */
const requestTenToNoon = (date: string) =>
  requestAs(app(), parent, requestBody(nanny.id, { date, startTime: '10:00', endTime: '12:00' }));

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, config: { timeZone: NY } });
  parent = await bookingParent(server.runtime);
  nanny = await bookingNanny(server.runtime, {}, now);
  await appendAsOldVersion(`parent-${parent.id}`, 'parent', {
    type: 'ParentHomeZipSet',
    data: { parentId: parent.id, ...oldPlace, setAt: now.toISOString() },
  });
  await appendAsOldVersion(`nanny-${nanny.id}`, 'nanny', {
    type: 'NannyServiceAreaSet',
    data: { nannyId: nanny.id, ...oldPlace, radiusMiles: 15, setAt: now.toISOString() },
  });
});
afterAll(() => server?.close());

describe(`ZIPs set before zones were recorded, on ${testEngine}`, () => {
  it('each start of a working app queues the catch-up of both sides', async () => {
    const { rows } = await sql<{ name: string }>`
      select distinct name from pgboss.job where name in (${HOME_ZONES_JOB}, ${SERVICE_AREA_ZONES_JOB})
      order by name`.execute(server.runtime.db);
    expect(rows.map((row) => row.name)).toEqual([SERVICE_AREA_ZONES_JOB, HOME_ZONES_JOB]);
  });

  it('before the catch-up: both on the platform zone, though both have a ZIP', async () => {
    expect(await zoneOf(parent)).toEqual(
      expect.objectContaining({ viewerTimeZone: NY, viewerZoneFromZip: false, viewerHasZip: true }),
    );
    expect(await zoneOf(nanny)).toEqual(
      expect.objectContaining({ viewerTimeZone: NY, viewerZoneFromZip: false, viewerHasZip: true }),
    );
    // Booked before the catch-up: 10:00 is read on the platform's clock and recorded so.
    const { response, booking } = await requestTenToNoon('2026-12-01');
    expect(response.statusCode, response.body).toBe(201);
    expect(booking).toMatchObject({ timeZone: NY, startsAt: '2026-12-01T15:00:00.000Z' });
    pastBookingId = booking!.id;
  });

  it('records each one zone once, as the system, leaving the ZIP events as written', async () => {
    expect(await catchUp()).toEqual([1, 1]);
    const rows = await server.runtime.db
      .selectFrom('events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', 'in', [`parent-${parent.id}`, `nanny-${nanny.id}`])
      .where('type', 'in', [
        'ParentHomeZipSet',
        'NannyServiceAreaSet',
        'ParentHomeZoneRecorded',
        'NannyServiceAreaZoneRecorded',
      ])
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.type)).toEqual([
      'ParentHomeZipSet',
      'NannyServiceAreaSet',
      'ParentHomeZoneRecorded',
      'NannyServiceAreaZoneRecorded',
    ]);
    for (const row of rows.slice(0, 2)) expect(row.data).not.toHaveProperty('timeZone');
    for (const row of rows.slice(2)) {
      expect(row.data).toMatchObject({ zip: '94103', city: 'San Francisco', timeZone: SF });
      expect(row.metadata).toMatchObject({ actorRole: 'system' });
    }
    expect(await zoneOf(parent)).toMatchObject({ viewerTimeZone: SF, viewerZoneFromZip: true });
    expect(await zoneOf(nanny)).toMatchObject({ viewerTimeZone: SF, viewerZoneFromZip: true });
  });

  it('a second run (a restart) appends nothing', async () => {
    const before = await countEvents();
    expect(await catchUp()).toEqual([0, 0]);
    expect(await countEvents()).toBe(before);
  });

  it('new bookings are on her zone; the past one keeps the zone it was recorded in', async () => {
    const { response, booking } = await requestTenToNoon('2026-12-02');
    expect(response.statusCode, response.body).toBe(201);
    expect(booking).toMatchObject({ timeZone: SF, startsAt: '2026-12-02T18:00:00.000Z' });
    const past = (await parentList(app(), parent)).find((b) => b.id === pastBookingId);
    expect(past).toMatchObject({ timeZone: NY, startsAt: '2026-12-01T15:00:00.000Z' });
  });

  it('the log replays to the same tables, the caught-up zones included', async () => {
    const { runtime } = server;
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
    expect(report).toMatchObject({ equal: true, differences: [] });
    const parentRow = await parentProfileRow(runtime.db, parent.id);
    const nannyRow = await nannyDirectoryRow(runtime.db, nanny.id);
    expect([parentRow.time_zone, nannyRow.time_zone]).toEqual([SF, SF]);
  });
});
