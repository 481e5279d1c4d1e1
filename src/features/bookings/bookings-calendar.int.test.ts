import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookingNanny,
  bookingParent,
  nannyAction,
  parentList,
  requestAs,
  requestBody,
  statusInParentList,
  type BookingJson,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { rebuildProjections } from '../../infra/projections/rebuild.js';
import { nonexistentTimeMessage } from '../../shared/booking-times.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { weekOf } from '../../../test/helpers/directory-seed.js';

const now = new Date('2026-10-28T12:00:00Z');
const NY = 'America/New_York';
const { server, app, parent } = bookingsTestBed({ clock: () => now, timeZone: NY, nanny: false });
const everyDay = weekOf({}, { available: true, startTime: '00:00', endTime: '23:45' });

async function pending(nanny: Party, changes: object, who = parent): Promise<BookingJson> {
  const { response, booking } = await requestAs(app(), who, requestBody(nanny.id, changes));
  expect(response.statusCode, response.body).toBe(201);
  return booking!;
}
const statusOf = (id: string, who = parent) => statusInParentList(app(), who, id);

describe(`a nanny's calendar under contention on ${testEngine}`, () => {
  it('two overlapping requests (two parents) accepted at the same moment: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const nanny = await bookingNanny(server.runtime, { week: everyDay }, now);
      const other = await bookingParent(server.runtime, 'Olga Other');
      const a = await pending(nanny, { date: '2026-12-01', startTime: '09:00', endTime: '12:00' });
      const b = await pending(
        nanny,
        { date: '2026-12-01', startTime: '11:00', endTime: '14:00' },
        other,
      );
      const answers = await Promise.all([
        nannyAction(app(), nanny, a.id, 'accept'),
        nannyAction(app(), nanny, b.id, 'accept'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const statuses = [await statusOf(a.id), await statusOf(b.id, other)].sort();
      expect(statuses).toEqual(['accepted', 'declined']);
    }
  });

  it('a parent requests while the nanny accepts an overlapping one: exactly one booking stands', async () => {
    for (let round = 0; round < 3; round++) {
      const nanny = await bookingNanny(server.runtime, { week: everyDay }, now);
      const a = await pending(nanny, { date: '2026-12-02', startTime: '09:00', endTime: '12:00' });
      const [accepted, requested] = await Promise.all([
        nannyAction(app(), nanny, a.id, 'accept'),
        requestAs(
          app(),
          parent,
          requestBody(nanny.id, { date: '2026-12-02', startTime: '10:00', endTime: '13:00' }),
        ),
      ]);
      expect(accepted.statusCode).toBe(200);
      if (requested.response.statusCode === 409) continue;
      expect(requested.response.statusCode).toBe(201);
      expect(await statusOf(requested.booking!.id)).toBe('declined');
    }
  });
});

describe(`bookings across a daylight-saving change on ${testEngine} (America/New_York)`, () => {
  it('2026-11-01 00:00–03:00 lasts 4 hours (the clocks go back)', async () => {
    const nanny = await bookingNanny(server.runtime, { week: everyDay }, now);
    const booking = await pending(nanny, {
      date: '2026-11-01',
      startTime: '00:00',
      endTime: '03:00',
    });
    expect(booking).toMatchObject({
      minutes: 240,
      startsAt: '2026-11-01T04:00:00.000Z',
      endsAt: '2026-11-01T08:00:00.000Z',
    });
  });

  it('2027-03-14 02:30 does not exist (the clocks go forward) and is refused', async () => {
    const nanny = await bookingNanny(server.runtime, { week: everyDay }, now);
    const { response } = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, { date: '2027-03-14', startTime: '02:30', endTime: '05:00' }),
    );
    expect(response.json()).toEqual({
      code: 'validation',
      message: nonexistentTimeMessage('02:30'),
    });
  });
});

describe(`old requests on ${testEngine}`, () => {
  it('a v1 BookingRequested (date and time only) reads as one hour, one child, UTC', async () => {
    const nanny = await bookingNanny(server.runtime, {}, now);
    const bookingId = randomUUID();
    await server.runtime.db
      .insertInto('events')
      .values({
        stream_id: `booking-${bookingId}`,
        stream_type: 'booking',
        version: 1,
        type: 'BookingRequested',
        schema_version: 1,
        data: JSON.stringify({
          bookingId,
          nannyId: nanny.id,
          nannyName: 'Bea Bookable',
          parentId: parent.id,
          date: '2026-11-30',
          time: '10:00',
          status: 'pending',
          createdAt: '2026-10-28T11:00:00.000Z',
        }),
        metadata: '{}',
      })
      .execute();
    const runtime = server.runtime;
    await rebuildProjections(runtime.db, runtime.catalog, runtime.projections);
    const old = (await parentList(app(), parent)).find((b) => b.id === bookingId);
    expect(old).toMatchObject({
      startTime: '10:00',
      endTime: '11:00',
      startsAt: '2026-11-30T10:00:00.000Z',
      minutes: 60,
      children: 1,
      note: '',
      status: 'pending',
    });
    const accepted = await nannyAction(app(), nanny, bookingId, 'accept');
    expect(accepted.json()).toMatchObject({ booking: { status: 'accepted' } });
  });
});
