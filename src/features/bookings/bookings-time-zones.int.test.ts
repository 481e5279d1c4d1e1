import { describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  parentAction,
  requestAs,
  requestBody,
  statusInParentList,
  type BookingJson,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { replayAndVerify } from '../../infra/projections/replay-verify.js';
import { bookingsDeadlinesJob } from './bookings-deadlines.job.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { parentProfileRow } from '../../../test/helpers/read-tables.js';

// Time where the family lives (docs/product.md, Time zone): the platform is set to New York; a
// San Francisco family books a San Francisco nanny for 10:00. Every deadline fires at the San
// Francisco instant (three hours after New York's 10:00), her totals fall on San Francisco days,
// and the log replays to the same tables.

const NY = 'America/New_York';
const SF = 'America/Los_Angeles';
// Monday 2026-11-23, 09:00 in San Francisco (12:00 in New York).
let now = new Date('2026-11-23T17:00:00Z');
// Weekdays 08:00–17:00 on her own clock, in San Francisco; jobs run as in production.
const sfNanny = { area: { zip: '94103' } };
const bed = bookingsTestBed({ clock: () => now, timeZone: NY, nanny: sfNanny, work: true });
const { server, app, parent, nanny } = bed;

const at = (iso: string) => {
  now = new Date(iso);
};
async function runDeadlines() {
  const job = bookingsDeadlinesJob(server.runtime);
  await job.handle({}, { id: `zones-${now.toISOString()}`, retryCount: 0 });
}
const statusOf = (id: string) => statusInParentList(app(), parent, id);
async function request(changes: object): Promise<BookingJson> {
  const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, changes));
  expect(response.statusCode, response.body).toBe(201);
  return booking!;
}
const accept = async (id: string) =>
  expect((await nannyAction(app(), nanny, id, 'accept')).statusCode).toBe(200);
const cancel = async (id: string) => {
  const response = await parentAction(app(), parent, id, 'cancel', { reason: 'Plans changed.' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ booking: BookingJson }>().booking;
};

describe(`a San Francisco family on a New York platform, on ${testEngine}`, () => {
  const ids: Record<'tuesday' | 'tomorrow' | 'wednesday' | 'thursday', string> = {
    tuesday: '',
    tomorrow: '',
    wednesday: '',
    thursday: '',
  };

  it('records the zone of her ZIP and tells her she reads San Francisco time', async () => {
    const before = await get(app(), '/api/platform', parent.cookie);
    expect(before.json()).toMatchObject({ viewerTimeZone: NY, viewerZoneFromZip: false });
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/parent/home-zip',
      payload: { zip: '94103' },
      headers: { cookie: parent.cookie, origin: server.runtime.config.publicUrl },
    });
    expect(set.statusCode, set.body).toBe(200);
    const event = await server.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `parent-${parent.id}`)
      .where('type', '=', 'ParentHomeZipSet')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({ zip: '94103', city: 'San Francisco', timeZone: SF });
    expect((await get(app(), '/api/platform', parent.cookie)).json()).toMatchObject({
      timeZone: NY,
      viewerTimeZone: SF,
      viewerZoneFromZip: true,
    });
  });

  it('reads "10:00" in San Francisco: the request starts at 18:00 UTC and carries her zone', async () => {
    const booking = await request({ date: '2026-12-01', startTime: '10:00', endTime: '13:00' });
    ids.tuesday = booking.id;
    expect(booking).toMatchObject({
      date: '2026-12-01',
      startTime: '10:00',
      endTime: '13:00',
      timeZone: SF,
      startsAt: '2026-12-01T18:00:00.000Z',
      endsAt: '2026-12-01T21:00:00.000Z',
      // 48 hours after it was sent.
      expiresAt: '2026-11-25T17:00:00.000Z',
    });
    // Her hours, as the family reads them, are 08:00–17:00 that day.
    const hours = await get(app(), `/api/nannies/${nanny.id}/hours?date=2026-12-01`, parent.cookie);
    expect(hours.json()).toMatchObject({ hours: [{ startTime: '08:00', endTime: '17:00' }] });
  });

  it('her hours are hers: 07:00 in San Francisco is before her day, though it is 10:00 in New York', async () => {
    const { response } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { date: '2026-12-04', startTime: '07:00', endTime: '09:00' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Bea is not available at that time on Friday, December 4. Her hours that day: 08:00–17:00.',
    );
  });

  it('a request for tomorrow 10:00 expires at 10:00 in San Francisco, not New York', async () => {
    ids.tomorrow = (await request({ date: '2026-11-24', startTime: '10:00', endTime: '12:00' })).id;
    at('2026-11-24T15:00:00Z'); // 10:00 in New York, 07:00 in San Francisco
    await runDeadlines();
    expect(await statusOf(ids.tomorrow)).toBe('pending');
    at('2026-11-24T17:59:00Z');
    await runDeadlines();
    expect(await statusOf(ids.tomorrow)).toBe('pending');
    at('2026-11-24T18:00:00Z');
    await runDeadlines();
    expect(await statusOf(ids.tomorrow)).toBe('expired');
  });

  it('the 24-hour rule counts from the San Francisco start', async () => {
    ids.wednesday = (
      await request({ date: '2026-12-02', startTime: '10:00', endTime: '12:00' })
    ).id;
    ids.thursday = (await request({ date: '2026-12-03', startTime: '10:00', endTime: '12:00' })).id;
    at('2026-11-24T18:10:00Z');
    await accept(ids.tuesday);
    await accept(ids.wednesday);
    await accept(ids.thursday);
    // 08:30 in San Francisco on Tuesday: Wednesday 10:00 PT is 25.5 hours ahead (free), though
    // Wednesday 10:00 in New York would be 22.5 hours ahead (late).
    at('2026-12-01T16:30:00Z');
    expect(await cancel(ids.wednesday)).toMatchObject({ status: 'cancelled', late: false });
    // 10:15 in San Francisco on Wednesday: Thursday 10:00 PT is 23.75 hours ahead: late.
    at('2026-12-02T18:15:00Z');
    expect(await cancel(ids.thursday)).toMatchObject({ status: 'cancelled', late: true });
  });

  it('"in the past" is hers: 09:00 today is still ahead at 08:30 in San Francisco', async () => {
    at('2026-12-01T16:30:00Z'); // 11:30 in New York
    const early = await request({ date: '2026-12-01', startTime: '09:00', endTime: '10:00' });
    expect(early).toMatchObject({ startsAt: '2026-12-01T17:00:00.000Z', timeZone: SF });
  });

  it('auto-confirms recorded hours 48 hours after they were recorded, on instants', async () => {
    at('2026-12-01T21:30:00Z'); // 13:30 in San Francisco, after the 13:00 end
    const done = await nannyAction(app(), nanny, ids.tuesday, 'complete', {
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ booking: BookingJson }>().booking).toMatchObject({
      confirmBy: '2026-12-03T21:30:00.000Z',
      actual: { startTime: '10:00', endTime: '13:00', minutes: 180 },
    });
    at('2026-12-03T21:29:00Z');
    await runDeadlines();
    expect(await statusOf(ids.tuesday)).toBe('completed');
    at('2026-12-03T21:30:00Z');
    await runDeadlines();
    expect(await statusOf(ids.tuesday)).toBe('confirmed');
  });

  it("her week and the family's month fall on San Francisco days", async () => {
    // Sunday 2026-12-06 23:30 in San Francisco is Monday 02:30 in New York: still her week of
    // the session (Tuesday) and the late cancellation (Thursday).
    at('2026-12-07T07:30:00Z');
    const earnings = (await get(app(), '/api/nanny/earnings', nanny.cookie)).json<{
      totals: { weekCents: number; monthCents: number; allCents: number };
      lines: { bookingId: string; date: string; timeZone: string; amountCents: number }[];
    }>();
    const byBooking = new Map(earnings.lines.map((l) => [l.bookingId, l]));
    expect(byBooking.get(ids.tuesday)).toMatchObject({ date: '2026-12-01', timeZone: SF });
    expect(byBooking.get(ids.thursday)).toMatchObject({ date: '2026-12-03', timeZone: SF });
    expect(earnings.lines).toHaveLength(2);
    const all = earnings.lines.reduce((sum, l) => sum + l.amountCents, 0);
    expect(earnings.totals).toEqual({ weekCents: all, monthCents: all, allCents: all });
    // An hour later it is Monday in San Francisco too: a new week.
    at('2026-12-07T08:30:00Z');
    const monday = (await get(app(), '/api/nanny/earnings', nanny.cookie)).json<{
      totals: { weekCents: number };
    }>();
    expect(monday.totals.weekCents).toBe(0);
    const payments = (await get(app(), '/api/parent/payments', parent.cookie)).json<{
      months: { month: string; totalCents: number }[];
    }>();
    expect(payments.months).toEqual([{ month: '2026-12', totalCents: all }]);
    const csv = await get(app(), '/api/nanny/earnings.csv', nanny.cookie);
    expect(csv.body.split('\r\n')[1]).toMatch(/,America\/Los_Angeles$/);
  });
});

describe(`a family and a nanny on two sides of a zone line, on ${testEngine}`, () => {
  // Columbus, Georgia keeps Eastern time; Phenix City, Alabama (36869), across the river, Central.
  let columbus: Party;
  let phenix: Party;
  const monday = '2026-12-14';

  it('matches her in the directory on the instants: her 09:00–12:00 CT is 10:00–13:00 ET', async () => {
    at('2026-12-07T15:00:00Z');
    columbus = await bookingParent(server.runtime, 'Cora Columbus');
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/parent/home-zip',
      payload: { zip: '31901' },
      headers: { cookie: columbus.cookie, origin: server.runtime.config.publicUrl },
    });
    expect(set.statusCode, set.body).toBe(200);
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { available: d === 'monday', startTime: '09:00', endTime: '12:00' },
      ]),
    );
    phenix = await bookingNanny(
      server.runtime,
      { fullName: 'Pia Phenix', area: { zip: '36869', radiusMiles: 15 }, week: week as never },
      now,
    );
    const found = async (start: string, end: string) =>
      (await get(app(), `/api/directory?date=${monday}&start=${start}&end=${end}`, columbus.cookie))
        .json<{ nannies: { id: string }[] }>()
        .nannies.some((n) => n.id === phenix.id);
    expect(await found('10:00', '12:00')).toBe(true);
    expect(await found('11:00', '13:00')).toBe(true);
    // 09:00 ET is 08:00 CT, before her day; 12:00-14:00 ET overlaps her hours only partly.
    expect(await found('09:00', '11:00')).toBe(false);
    expect(await found('12:00', '14:00')).toBe(false);
    // Her card names her clock: her hours are Central time.
    const card = await get(app(), `/api/directory/nannies/${phenix.id}`, columbus.cookie);
    expect(card.json()).toMatchObject({ nanny: { availabilitySummary: 'Mon 09:00–12:00 CT' } });
  });

  it("a request fits her hours on her clock, and a refusal shows them on the family's", async () => {
    const hours = await get(
      app(),
      `/api/nannies/${phenix.id}/hours?date=${monday}`,
      columbus.cookie,
    );
    expect(hours.json()).toMatchObject({ hours: [{ startTime: '10:00', endTime: '13:00' }] });
    const ask = (startTime: string, endTime: string) =>
      requestAs(app(), columbus, requestBody(phenix.id, { date: monday, startTime, endTime }));
    const refused = await ask('09:00', '11:00');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json<{ message: string }>().message).toBe(
      'Pia is not available at that time on Monday, December 14. Her hours that day: 10:00–13:00.',
    );
    const { response, booking } = await ask('11:00', '13:00');
    expect(response.statusCode, response.body).toBe(201);
    expect(booking).toMatchObject({
      timeZone: 'America/New_York',
      startsAt: '2026-12-14T16:00:00.000Z',
    });
  });
});

describe(`replay on ${testEngine}`, () => {
  it('the log replays to the same tables, zones included', async () => {
    const { runtime } = server;
    const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(
      expect.arrayContaining(['bookings', 'parent_profiles', 'nanny_directory', 'ledger_lines']),
    );
    const row = await parentProfileRow(runtime.db, parent.id);
    expect(row.time_zone).toBe(SF);
  });
});
