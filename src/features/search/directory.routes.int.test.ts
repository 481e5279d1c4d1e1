import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registeredAccount } from '../../../test/helpers/accounts-api.js';
import { seedApprovedNanny, seedNanniesInBulk } from '../../../test/helpers/directory-seed.js';
import { encryptingCatalog } from '../../../test/helpers/bulk-log.js';
import { testConfig } from '../../../test/helpers/test-config.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
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
  server = await startTestApp();
  parentCookie = (await registeredAccount(app(), { role: 'parent' })).cookie;
});
afterAll(() => server.close());

describe(`the directory of approved nannies on ${testEngine}`, () => {
  it('is empty at first and only for signed-in parents', async () => {
    expect(await page()).toEqual({ nannies: [], nextCursor: null, sort: 'newest', home: null });
    expect((await get(app(), '/api/directory')).statusCode).toBe(401);
    const nanny = await registeredAccount(app(), { role: 'nanny' });
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
      'backgroundCheck',
      'bio',
      'city',
      'cprFirstAid',
      'credentials',
      'distance',
      'fullName',
      'id',
      'languages',
      'matchedNeeds',
      'needs',
      'nextAvailableOn',
      'photoUrl',
      'rating',
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
});

describe(`paging the directory of 2,000 nannies on ${testEngine}`, () => {
  let paging: Awaited<ReturnType<typeof startTestApp>>;
  let cookie: string;
  let approved: string[];
  let pending: string[];
  let seeded: Set<string>;

  // The 2,000 are inserted into the log in bulk and the read tables rebuilt from it, before the
  // app starts on that database (a minute of one-by-one appends become seconds); one nanny is
  // then approved through the running app, as those of the file's other tests are.
  beforeAll(async () => {
    const database = await openTestDatabase();
    // Encrypted as appends encrypt them, so the app's start has nothing left to encrypt.
    const catalog = await encryptingCatalog(database.db, testConfig());
    const all = await seedNanniesInBulk(
      database.db,
      2000,
      true,
      (i) => ({ approved: i % 2 === 0 }),
      catalog,
    );
    approved = all.filter((_, i) => i % 2 === 0);
    pending = all.filter((_, i) => i % 2 === 1);
    seeded = new Set(all);
    paging = await startTestApp({ database, work: false });
    cookie = (await signedInAccount(paging.runtime, 'parent')).cookie;
    await seedApprovedNanny(paging.runtime, { fullName: 'Ona Earlier' });
  }, 240_000);
  afterAll(() => paging?.close());

  const pageOf = async (cursor?: string) =>
    (
      await get(paging.app, `/api/directory${cursor ? `?cursor=${cursor}` : ''}`, cookie)
    ).json<Page>();

  it('with 1,000 approved and 1,000 pending nannies, pages through exactly the approved ones, each once', async () => {
    const seen: string[] = [];
    let pages = 0;
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const current = await pageOf(cursor);
      expect(current.nannies.length).toBeLessThanOrEqual(24);
      seen.push(...current.nannies.map((n) => n.id));
      cursor = current.nextCursor ?? undefined;
      pages++;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const fresh = seen.filter((id) => seeded.has(id));
    expect(new Set(fresh)).toEqual(new Set(approved));
    expect(seen.some((id) => pending.includes(id))).toBe(false);
    expect(seen.length).toBe(approved.length + 1);
    expect(pages).toBe(Math.ceil(seen.length / 24));
  }, 240_000);
});
