import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signedUpAndVerified } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny, seedManyNannies } from '../../../test/helpers/directory-seed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';

let server: Awaited<ReturnType<typeof startTestApp>>;
let parentCookie: string;
const app = () => server.app;

interface Page {
  nannies: {
    id: string;
    fullName: string;
    bio: string;
    photoUrl: string | null;
    availabilitySummary: string;
  }[];
  nextCursor: string | null;
}
const page = async (cursor?: string) =>
  (
    await get(app(), `/api/directory${cursor ? `?cursor=${cursor}` : ''}`, parentCookie)
  ).json<Page>();

beforeAll(async () => {
  server = await startTestApp({ smtp: true });
  parentCookie = (await signedUpAndVerified(app(), server.mail!, { role: 'parent' })).cookie;
});
afterAll(() => server.close());

describe(`the directory of approved nannies on ${testEngine}`, () => {
  it('is empty at first and only for signed-in parents', async () => {
    expect(await page()).toEqual({ nannies: [], nextCursor: null, sort: 'newest', home: null });
    expect((await get(app(), '/api/directory')).statusCode).toBe(401);
    const nanny = await signedUpAndVerified(app(), server.mail!, { role: 'nanny' });
    expect((await get(app(), '/api/directory', nanny.cookie)).statusCode).toBe(403);
  });

  it('shows photo, name, bio and availability summary; never email or documents', async () => {
    const { nannyId } = await seedApprovedNanny(server.runtime, {
      fullName: 'Dana Directory',
      bio: 'Calm and kind.',
      withPhoto: true,
    });
    const card = (await page()).nannies.find((n) => n.id === nannyId)!;
    expect(card).toMatchObject({
      id: nannyId,
      fullName: 'Dana Directory',
      bio: 'Calm and kind.',
      availabilitySummary: 'Mon–Fri 08:00–17:00',
    });
    expect(Object.keys(card).sort()).toEqual([
      'availabilitySummary',
      'bio',
      'city',
      'cprFirstAid',
      'distance',
      'fullName',
      'id',
      'languages',
      'matchedNeeds',
      'needs',
      'nextAvailableOn',
      'photoUrl',
      'state',
    ]);
    expect(card.photoUrl).toMatch(
      new RegExp(`^/api/nannies/${nannyId}/files/profile-photo\\?v=\\d+$`),
    );
    const photo = await get(app(), card.photoUrl!, parentCookie);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(JSON.stringify(await page())).not.toMatch(/@nannies\.example|certification|photoId/i);
  });

  it('drops a nanny whose approval is withdrawn, and her photo with it', async () => {
    const { nannyId } = await seedApprovedNanny(server.runtime, { withPhoto: true });
    const photoUrl = (await page()).nannies.find((n) => n.id === nannyId)!.photoUrl!;
    await server.runtime.eventStore.append({ id: `nanny-${nannyId}`, type: 'nanny' }, 5, [
      { type: 'NannyApprovalWithdrawn', data: { nannyId, withdrawnAt: new Date().toISOString() } },
    ]);
    expect((await page()).nannies.map((n) => n.id)).not.toContain(nannyId);
    expect((await get(app(), photoUrl, parentCookie)).statusCode).toBe(404);
  });

  it('refuses a forged page link with a 400', async () => {
    const response = await get(app(), '/api/directory?cursor=not-a-real-cursor', parentCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This page link is not valid. Please go back to the first page.',
    });
  });

  it('with 1,000 approved and 1,000 pending nannies, pages through exactly the approved ones, each once', async () => {
    const before = new Set<string>();
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const current = await page(cursor);
      current.nannies.forEach((n) => before.add(n.id));
      cursor = current.nextCursor ?? undefined;
    }
    const approved = await seedManyNannies(server.runtime, 1000, true);
    const pending = await seedManyNannies(server.runtime, 1000, false);

    const seen: string[] = [];
    let pages = 0;
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const current = await page(cursor);
      expect(current.nannies.length).toBeLessThanOrEqual(24);
      seen.push(...current.nannies.map((n) => n.id));
      cursor = current.nextCursor ?? undefined;
      pages++;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const fresh = seen.filter((id) => !before.has(id));
    expect(new Set(fresh)).toEqual(new Set(approved));
    expect(seen.some((id) => pending.includes(id))).toBe(false);
    expect(pages).toBe(Math.ceil(seen.length / 24));
  }, 240_000);
});
