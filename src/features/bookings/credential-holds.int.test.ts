import { describe, expect, it } from 'vitest';
import { get, mailTo, post } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  requestAs,
  requestBody,
  type BookingJson,
} from '../../../test/helpers/bookings-api.js';
import { activeCheck } from '../../../test/helpers/credential-facts.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import {
  HELD_CHECK_IN_MESSAGE,
  HELD_KEPT_MESSAGE,
  HELD_RELEASED_MESSAGE,
  RELEASED_BOOKING_REASON,
} from '../../shared/credentials.js';
import { NOT_HELD_MESSAGE } from './bookings.decider.js';

let now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({
  clock: () => now,
  timeZone: 'America/New_York',
  operator: true,
  smtp: true,
  work: true,
});
const { server, app, parent, nanny } = bed;
// Signed in before the tests: read when used.
const ops = () => bed.operator;
const db = () => server.runtime.db;

const heldList = async (cookie = ops()) =>
  get(app(), '/api/operator/credential-held-bookings', cookie);
const heldIds = async () =>
  (await heldList()).json<{ bookings: BookingJson[] }>().bookings.map((b) => b.id);
const decide = (id: string, action: 'keep' | 'release', cookie = ops()) =>
  post(app(), `/api/operator/bookings/${id}/${action}`, {}, cookie);
const eventsOf = (id: string, type: string) =>
  db()
    .selectFrom('events')
    .select(['type', 'metadata'])
    .where('stream_id', '=', `booking-${id}`)
    .where('type', '=', type)
    .execute();

describe(`accepted bookings while her RBT certification is not active, on ${testEngine}`, () => {
  let first: BookingJson;
  let second: BookingJson;

  it('lists nothing while her certification is active; keeping then is refused', async () => {
    const made = [];
    for (const date of ['2026-12-01', '2026-12-02']) {
      const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, { date }));
      expect(response.statusCode, response.body).toBe(201);
      expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
      made.push(booking!);
    }
    [first, second] = made as [BookingJson, BookingJson];
    expect(await heldIds()).toEqual([]);
    const keep = await decide(first.id, 'keep');
    expect(keep.statusCode).toBe(409);
    expect(keep.json()).toMatchObject({ message: NOT_HELD_MESSAGE });
  });

  it('a check finding her inactive puts each on the operators’ list, soonest first', async () => {
    const check = await post(
      app(),
      `/api/operator/nannies/${nanny.id}/credential-checks`,
      activeCheck('2026-11-21', {
        registryStatus: 'inactive',
        inactiveReason: 'Voluntary inactive',
        expiresOn: null,
      }),
      ops(),
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(await heldIds()).toEqual([first.id, second.id]);
    // The parent of each hears it waits for a decision.
    const told = await mailTo(
      server.mail!,
      parent.email,
      /About your booking with Bea Bookable on Tuesday, December 1/,
    );
    expect(told.text).toContain(
      "Bea Bookable's RBT certification could not be confirmed as active in the BACB registry.",
    );
    await mailTo(
      server.mail!,
      parent.email,
      /About your booking with Bea Bookable on Wednesday, December 2/,
    );
  });

  it('refuses the list and the decisions to nannies, parents, the signed out and forged ids', async () => {
    expect((await heldList(nanny.cookie)).statusCode).toBe(403);
    expect((await heldList(parent.cookie)).statusCode).toBe(403);
    expect((await heldList('')).statusCode).toBe(401);
    for (const action of ['keep', 'release'] as const) {
      expect((await decide(first.id, action, nanny.cookie)).statusCode).toBe(403);
      expect((await decide(first.id, action, parent.cookie)).statusCode).toBe(403);
      expect((await decide(first.id, action, '')).statusCode).toBe(401);
      expect((await decide('no-such-booking', action)).statusCode).toBe(404);
    }
    expect(await eventsOf(first.id, 'BookingKeptByOperator')).toEqual([]);
    expect(await heldIds()).toEqual([first.id, second.id]);
  });

  it('she cannot check in to a booking waiting for a decision; once kept, she can', async () => {
    now = new Date('2026-12-01T14:10:00Z'); // 09:10 in New York, 20 minutes before the start
    const early = await post(app(), `/api/nanny/bookings/${first.id}/check-in`, {}, nanny.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: HELD_CHECK_IN_MESSAGE });

    const kept = await decide(first.id, 'keep');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      message: HELD_KEPT_MESSAGE,
      booking: { status: 'accepted' },
    });
    expect((await decide(first.id, 'keep')).statusCode).toBe(200);
    const events = await eventsOf(first.id, 'BookingKeptByOperator');
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata).toMatchObject({ actorRole: 'operator' });
    expect(await heldIds()).toEqual([second.id]);
    const checkIn = await post(app(), `/api/nanny/bookings/${first.id}/check-in`, {}, nanny.cookie);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
  });

  it('cancels one on her behalf: the parent is told, pays nothing; a kept one is not released', async () => {
    const released = await decide(second.id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      message: HELD_RELEASED_MESSAGE,
      booking: { status: 'cancelled', reason: RELEASED_BOOKING_REASON },
    });
    const cancelled = await eventsOf(second.id, 'BookingCancelled');
    expect(cancelled[0]!.metadata).toMatchObject({ actorRole: 'operator' });
    expect(await heldIds()).toEqual([]);
    const again = await decide(first.id, 'release');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: NOT_HELD_MESSAGE });
  });

  it('replays the log into exactly the same bookings and holds', async () => {
    const report = await replayOf(server.runtime, {
      inSlices: testEngine === 'embedded',
      compareConnections: 1,
    });
    expect(report.differences ?? [], JSON.stringify(report)).toEqual([]);
    expect(report.equal).toBe(true);
  });
});
