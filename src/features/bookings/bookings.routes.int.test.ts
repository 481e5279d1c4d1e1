import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signedUpAndVerified } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';

let server: Awaited<ReturnType<typeof startTestApp>>;
let parent: Awaited<ReturnType<typeof signedUpAndVerified>>;
let approvedId: string;
const app = () => server.app;
const NOW = new Date('2026-11-21T12:00:00Z');
let keys = 0;
const request = (body: object, cookie = parent.cookie) =>
  post(
    app(),
    '/api/bookings',
    {
      nannyId: approvedId,
      date: '2026-12-01',
      time: '09:30',
      idempotencyKey: `key-${++keys}-abcdef`,
      ...body,
    },
    cookie,
  );

beforeAll(async () => {
  server = await startTestApp({ smtp: true, clock: () => NOW });
  parent = await signedUpAndVerified(app(), server.mail!);
  approvedId = (await seedApprovedNanny(server.runtime, { fullName: 'Bea Bookable' })).nannyId;
});
afterAll(() => server.close());

describe(`booking requests on ${testEngine}`, () => {
  it('records BookingRequested, pending, and lists it for the parent', async () => {
    const response = await request({});
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Booking request sent!',
      booking: {
        nannyId: approvedId,
        nannyName: 'Bea Bookable',
        date: '2026-12-01',
        time: '09:30',
        status: 'pending',
      },
    });
    const list = (await get(app(), '/api/bookings', parent.cookie)).json<{
      bookings: { id: string }[];
    }>().bookings;
    expect(list.map((b) => b.id)).toContain(
      response.json<{ booking: { id: string } }>().booking.id,
    );
  });

  it('makes one request of a double click (same idempotency key)', async () => {
    const body = { idempotencyKey: 'double-click-key-1', date: '2026-12-02' };
    const [first, second] = await Promise.all([request(body), request(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<{ booking: { id: string } }>().booking.id).toBe(
      second.json<{ booking: { id: string } }>().booking.id,
    );
    const list = (await get(app(), '/api/bookings', parent.cookie)).json<{
      bookings: { date: string }[];
    }>().bookings;
    expect(list.filter((b) => b.date === '2026-12-02')).toHaveLength(1);
  });

  it.each([
    [{ date: '' }, 'Please select both a date and time.'],
    [{ time: '' }, 'Please select both a date and time.'],
    [{ date: '2026-11-19' }, 'Please choose a date that is not in the past.'],
    [{ date: '2026-02-30' }, 'Please choose a valid date.'],
    [{ time: '09:10' }, 'Please choose a time on a 15-minute step (for example 09:00, 09:15).'],
  ])('refuses %o with its message', async (body, message) => {
    const response = await request(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message });
  });

  it('refuses a nanny who is not approved, or unknown', async () => {
    const pending = await seedApprovedNanny(server.runtime, { approved: false });
    expect((await request({ nannyId: pending.nannyId })).statusCode).toBe(409);
    expect((await request({ nannyId: 'no-such-nanny' })).statusCode).toBe(409);
  });

  it('keeps each parent to her own requests, and refuses nannies and strangers', async () => {
    const other = await signedUpAndVerified(app(), server.mail!);
    expect((await get(app(), '/api/bookings', other.cookie)).json()).toEqual({ bookings: [] });
    const nanny = await signedUpAndVerified(app(), server.mail!, { role: 'nanny' });
    expect((await request({}, nanny.cookie)).statusCode).toBe(403);
    expect((await get(app(), '/api/bookings')).statusCode).toBe(401);
  });
});
