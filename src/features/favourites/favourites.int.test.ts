import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import { bookingNanny, bookingParent, type Party } from '../../../test/helpers/bookings-api.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { FAVOURITED_MESSAGE, UNFAVOURITED_MESSAGE } from './favourites.routes.js';

const now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'UTC', operator: true });
const { server, app, parent, nanny } = bed;
let otherParent: Party;
let otherNanny: Party;

const send = (method: 'PUT' | 'DELETE', nannyId: string, cookie: string) =>
  app().inject({
    method,
    url: `/api/parent/favourites/${nannyId}`,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });
const listOf = async (who: Party) =>
  (await get(app(), '/api/parent/favourites', who.cookie)).json<{
    nannies: { id: string; fullName: string; listed: boolean }[];
  }>().nannies;
const eventCount = () => countEvents(server.runtime.db);

beforeAll(async () => {
  otherParent = await bookingParent(server.runtime, 'Olga Other');
  otherNanny = await bookingNanny(server.runtime, { fullName: 'Nora Other' });
});

describe(`favourites on ${testEngine}`, () => {
  it('hearts a nanny once, however often pressed, and lists her', async () => {
    const first = await send('PUT', nanny.id, parent.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: FAVOURITED_MESSAGE });
    const before = await eventCount();
    expect((await send('PUT', nanny.id, parent.cookie)).statusCode).toBe(200);
    expect(await eventCount()).toBe(before);
    expect(await listOf(parent)).toEqual([
      expect.objectContaining({ id: nanny.id, fullName: 'Bea Bookable', listed: true }),
    ]);
  });

  it('keeps her list from everyone else, and refuses other roles and forged ids', async () => {
    expect(await listOf(otherParent)).toEqual([]);
    const before = await eventCount();
    const statuses = await Promise.all([
      send('PUT', otherNanny.id, nanny.cookie),
      send('PUT', otherNanny.id, bed.operator),
      send('PUT', otherNanny.id, ''),
      send('PUT', 'forged-id', parent.cookie),
      send('PUT', '..%2Fx', parent.cookie),
      send('PUT', otherParent.id, parent.cookie),
      send('DELETE', nanny.id, nanny.cookie),
      get(app(), '/api/parent/favourites', nanny.cookie),
      get(app(), '/api/parent/favourites', ''),
    ]);
    expect(statuses.map((r) => r.statusCode)).toEqual([
      403, 403, 401, 404, 404, 404, 403, 403, 401,
    ]);
    expect(await eventCount()).toBe(before);
    expect(await listOf(parent)).toHaveLength(1);
  });

  it('removes a heart', async () => {
    expect((await send('PUT', otherNanny.id, parent.cookie)).statusCode).toBe(200);
    const removed = await send('DELETE', nanny.id, parent.cookie);
    expect(removed.json()).toMatchObject({ message: UNFAVOURITED_MESSAGE });
    expect((await listOf(parent)).map((n) => n.id)).toEqual([otherNanny.id]);
  });

  it('puts her hearts in her copy of her data, and none in the nanny’s', async () => {
    const mine = await get(app(), '/api/account/export', parent.cookie);
    expect(mine.json<{ favourites: { id: string }[] }>().favourites.map((f) => f.id)).toEqual([
      otherNanny.id,
    ]);
    const hers = await get(app(), '/api/account/export', otherNanny.cookie);
    expect(hers.json<{ favourites: unknown[] }>().favourites).toEqual([]);
    expect(hers.body).not.toContain(parent.id);
  });

  it('replays the log into the same read tables', async () => {
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toContain('favourite_nannies');
  });

  it("forgets an erased parent's hearts", async () => {
    const erased = await app().inject({
      method: 'POST',
      url: `/api/operator/accounts/${parent.id}/erase`,
      payload: {},
      headers: { ...sameOrigin, cookie: bed.operator },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await server.runtime.db.selectFrom('favourite_nannies').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
