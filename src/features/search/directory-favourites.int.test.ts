import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { bookingNanny, bookingParent, type Party } from '../../../test/helpers/bookings-api.js';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../test/helpers/test-server.js';
import { FAVOURITES_PARAM_MESSAGE } from '../../shared/directory-search.js';

// The directory's Favourites filter: only the nannies the searching parent hearted, read
// through the favourites feature's published read; her page is hers alone.

const now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'UTC' });
const { app, parent, nanny } = bed;
let otherParent: Party;
let otherNanny: Party;

const heart = (method: 'PUT' | 'DELETE', nannyId: string, who: Party) =>
  app().inject({
    method,
    url: `/api/parent/favourites/${nannyId}`,
    headers: { ...sameOrigin, cookie: who.cookie },
  });
const idsIn = async (who: Party, query = '?favourites=1') => {
  const response = await get(app(), `/api/directory${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ nannies: { id: string }[] }>().nannies.map((n) => n.id);
};

beforeAll(async () => {
  otherParent = await bookingParent(bed.server.runtime, 'Olga Other');
  otherNanny = await bookingNanny(bed.server.runtime, { fullName: 'Nora Other' });
});

describe(`the directory's Favourites filter on ${testEngine}`, () => {
  it('shows only the nannies she hearted, and nobody else’s hearts', async () => {
    expect(await idsIn(parent)).toEqual([]);
    expect((await idsIn(parent, '')).sort()).toEqual([nanny.id, otherNanny.id].sort());
    expect((await heart('PUT', nanny.id, parent)).statusCode).toBe(200);
    expect(await idsIn(parent)).toEqual([nanny.id]);
    expect(await idsIn(otherParent)).toEqual([]);
    expect((await heart('PUT', otherNanny.id, otherParent)).statusCode).toBe(200);
    expect(await idsIn(otherParent)).toEqual([otherNanny.id]);
    expect(await idsIn(parent)).toEqual([nanny.id]);
  });

  it('narrows a single card too (live updates and alerts ask for one)', async () => {
    const card = async (id: string, who: Party) =>
      (await get(app(), `/api/directory/nannies/${id}?favourites=1`, who.cookie)).json<{
        nanny: { id: string } | null;
      }>().nanny;
    expect((await card(nanny.id, parent))?.id).toBe(nanny.id);
    expect(await card(otherNanny.id, parent)).toBeNull();
    expect(await card(nanny.id, otherParent)).toBeNull();
  });

  it('drops a nanny as soon as she is unhearted (her page is never shared from a cache)', async () => {
    expect(await idsIn(parent, '?favourites=1&sort=rated')).toEqual([nanny.id]);
    expect((await heart('DELETE', nanny.id, parent)).statusCode).toBe(200);
    expect(await idsIn(parent, '?favourites=1&sort=rated')).toEqual([]);
    expect(await idsIn(parent)).toEqual([]);
    expect((await heart('PUT', nanny.id, parent)).statusCode).toBe(200);
  });

  it('refuses anything but favourites=1 with a 400, and only parents may ask', async () => {
    const bad = await get(app(), '/api/directory?favourites=2', parent.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: FAVOURITES_PARAM_MESSAGE });
    expect((await get(app(), '/api/directory?favourites=1', nanny.cookie)).statusCode).toBe(403);
    expect((await get(app(), '/api/directory?favourites=1')).statusCode).toBe(401);
  });

  it('is kept by a saved search', async () => {
    const saved = await post(
      app(),
      '/api/parent/saved-searches',
      { label: 'My favourites', search: { favourites: '1', cpr: '' } },
      parent.cookie,
    );
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const list = (await get(app(), '/api/parent/saved-searches', parent.cookie)).json<{
      searches: { label: string; search: Record<string, string> }[];
    }>();
    const mine = Object.values(list).flat() as { label: string; search: object }[];
    expect(mine.find((s) => s.label === 'My favourites')?.search).toEqual({ favourites: '1' });
  });
});
