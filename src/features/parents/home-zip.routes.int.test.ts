import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAccount } from '../../../test/helpers/test-sessions.js';
import { ZIP_MESSAGE } from '../../shared/directory-search.js';
import { parentProfileRow } from '../../../test/helpers/read-tables.js';

// Directory, Where: a parent's home ZIP, which the directory measures distances from. She sees her
// ZIP, city and state; the centroid stays on the server.

let server: Awaited<ReturnType<typeof startTestApp>>;
const app = () => server.app;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const setZip = (payload: object, cookie?: string) =>
  app().inject({
    method: 'PUT',
    url: '/api/parent/home-zip',
    payload,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });

const streamOf = async (parentId: string) =>
  (
    await server.runtime.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `parent-${parentId}`)
      .execute()
  ).map((e) => e.type);

const rowOf = (parentId: string) => parentProfileRow(server.runtime.db, parentId);

describe(`parent home ZIP on ${testEngine}`, () => {
  it('starts with none, then sets her ZIP, city and state; never sends coordinates', async () => {
    const { accountId, cookie } = await signedInAccount(server.runtime, 'parent');
    expect((await get(app(), '/api/parent/profile', cookie)).json()).toMatchObject({
      parent: { home: null },
    });
    const response = await setZip({ zip: '10002' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ home: { zip: '10002', city: 'New York', state: 'NY' } });
    const profile = await get(app(), '/api/parent/profile', cookie);
    expect(profile.json()).toMatchObject({
      parent: { home: { zip: '10002', city: 'New York', state: 'NY' } },
    });
    for (const body of [response.body, profile.body]) {
      expect(body).not.toMatch(/latitude|longitude/i);
    }
    const row = await rowOf(accountId);
    expect(row).toMatchObject({ zip: '10002', city: 'New York', state: 'NY' });
    expect(row.latitude).toBeCloseTo(40.7, 0);
    expect(row.longitude).toBeCloseTo(-74, 0);
    // A later ZIP replaces it.
    await setZip({ zip: '94105' }, cookie);
    expect(await rowOf(accountId)).toMatchObject({ zip: '94105', state: 'CA' });
  });

  it.each(['1000', '100021', 'abcde', '00000', '', ' 10002'])(
    'refuses the ZIP %j with a clear message, writing nothing',
    async (zip) => {
      const { accountId, cookie } = await signedInAccount(server.runtime, 'parent');
      const before = await streamOf(accountId);
      const response = await setZip({ zip }, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: ZIP_MESSAGE });
      expect(await streamOf(accountId)).toEqual(before);
      expect((await rowOf(accountId)).zip).toBeNull();
    },
  );

  it("refuses a body naming another parent, writing nothing on either's stream", async () => {
    const me = await signedInAccount(server.runtime, 'parent');
    const other = await signedInAccount(server.runtime, 'parent');
    const response = await setZip({ parentId: other.accountId, zip: '10002' }, me.cookie);
    expect(response.statusCode).toBe(400);
    expect(await streamOf(other.accountId)).toEqual([]);
    expect(await streamOf(me.accountId)).toEqual([]);
  });

  it('is refused to nannies, operators and strangers', async () => {
    for (const role of ['nanny', 'operator'] as const) {
      const { cookie } = await signedInAccount(server.runtime, role);
      expect((await setZip({ zip: '10002' }, cookie)).statusCode).toBe(403);
    }
    expect((await setZip({ zip: '10002' })).statusCode).toBe(401);
  });
});
