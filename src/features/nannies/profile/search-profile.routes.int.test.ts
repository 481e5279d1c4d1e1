import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../../test/helpers/accounts-api.js';
import { uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import { completeNanny, operatorCookie } from '../../../../test/helpers/review-api.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { sameOrigin } from '../../../../test/helpers/test-server.js';
import { signedInAccount } from '../../../../test/helpers/test-sessions.js';
import { openLive } from '../../../../test/helpers/ws-client.js';
import {
  RADIUS_MESSAGE,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_NEED_MESSAGE,
  ZIP_MESSAGE,
} from '../../../shared/directory-search.js';
import { todayIn } from '../../../shared/booking-times.js';
import { CPR_VALID_UNTIL_MESSAGE, yearsAfter } from './search-profile.rules.js';
import { testServerForFile } from '../../../../test/helpers/test-bed.js';
import { approvalBody } from '../../../../test/helpers/credential-facts.js';
import { nannyDirectoryRow } from '../../../../test/helpers/read-tables.js';

// Directory search: where a nanny works, her experience and her CPR / First Aid card (reviewed like
// the background check), through the HTTP API on a real database.

// The app's clock holds still: a run that crossed midnight would otherwise work out "today"
// on one date and let the app decide on the next.
const now = new Date();
let ops: string;
const app = () => server.app;

const server = testServerForFile({ clock: () => now });

beforeAll(async () => {
  ops = await operatorCookie(app(), server.runtime);
});

const put = (url: string, payload: object, cookie: string) =>
  app().inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });

/** A nanny signed in who has agreed to the policy, and her id. */
async function nanny() {
  const account = await signedInAccount(server.runtime, 'nanny');
  expect((await post(app(), '/api/nanny/agreement', {}, account.cookie)).statusCode).toBe(200);
  return account;
}

/** The types of the events on a stream, in order: a refused request must leave it as it was. */
const streamOf = async (streamId: string) =>
  (
    await server.runtime.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', '=', streamId)
      .orderBy('position')
      .execute()
  ).map((e) => e.type);

const profileOf = async (cookie: string) =>
  (await get(app(), '/api/nanny/profile', cookie)).json<{
    nanny: {
      serviceArea: unknown;
      experience: unknown;
      cprFirstAid: { status: string; validUntil: string | null; rejectionReason: string | null };
    };
  }>().nanny;

const directoryRow = (nannyId: string) => nannyDirectoryRow(server.runtime.db, nannyId);

/** No latitude, longitude or coordinates anywhere in a response. */
const expectNoCoordinates = (body: string) => expect(body).not.toMatch(/latitude|longitude/i);

describe(`nanny service area on ${testEngine}`, () => {
  it("sets her ZIP's place and radius, shows them on her profile, and records the centroid", async () => {
    const { accountId, cookie } = await nanny();
    const response = await put(
      '/api/nanny/service-area',
      { zip: '10001', radiusMiles: 10 },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      serviceArea: { zip: '10001', city: 'New York', state: 'NY', radiusMiles: 10 },
    });
    expectNoCoordinates(response.body);
    const profile = await get(app(), '/api/nanny/profile', cookie);
    expect(profile.json()).toMatchObject({
      nanny: { serviceArea: { zip: '10001', city: 'New York', state: 'NY', radiusMiles: 10 } },
    });
    expectNoCoordinates(profile.body);
    const row = await directoryRow(accountId);
    expect(row).toMatchObject({ zip: '10001', city: 'New York', state: 'NY', radius_miles: 10 });
    expect(row.latitude).toBeCloseTo(40.75, 1);
    expect(row.longitude).toBeCloseTo(-74.0, 1);
    const event = await server.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `nanny-${accountId}`)
      .where('type', '=', 'NannyServiceAreaSet')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({
      zip: '10001',
      city: 'New York',
      state: 'NY',
      radiusMiles: 10,
    });
  });

  it('starts with no area', async () => {
    const { cookie } = await nanny();
    expect((await profileOf(cookie)).serviceArea).toBeNull();
  });

  it.each([
    [{ zip: '1000', radiusMiles: 10 }, ZIP_MESSAGE],
    [{ zip: 'abcde', radiusMiles: 10 }, ZIP_MESSAGE],
    [{ zip: '00000', radiusMiles: 10 }, ZIP_MESSAGE],
    [{ zip: ' 10001', radiusMiles: 10 }, ZIP_MESSAGE],
    [{ zip: '10001', radiusMiles: 4 }, RADIUS_MESSAGE],
    [{ zip: '10001', radiusMiles: 51 }, RADIUS_MESSAGE],
    [{ zip: '10001', radiusMiles: 12.5 }, RADIUS_MESSAGE],
  ])('refuses %j with a clear message, writing nothing', async (body, message) => {
    const { accountId, cookie } = await nanny();
    const before = await streamOf(`nanny-${accountId}`);
    const response = await put('/api/nanny/service-area', body, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
    expect((await directoryRow(accountId)).zip).toBeNull();
  });

  it('refuses a body without a radius or with a text one, writing nothing', async () => {
    const { accountId, cookie } = await nanny();
    const before = await streamOf(`nanny-${accountId}`);
    for (const body of [{ zip: '10001' }, { zip: '10001', radiusMiles: 'far' }, {}]) {
      expect((await put('/api/nanny/service-area', body, cookie)).statusCode).toBe(400);
    }
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
  });

  it("acts on the signed-in nanny's own stream only: another's id is refused, hers untouched", async () => {
    const me = await nanny();
    const other = await nanny();
    const before = await streamOf(`nanny-${other.accountId}`);
    const forged = await put(
      '/api/nanny/service-area',
      { nannyId: other.accountId, zip: '10001', radiusMiles: 10 },
      me.cookie,
    );
    expect(forged.statusCode).toBe(400);
    expect(await streamOf(`nanny-${other.accountId}`)).toEqual(before);
    expect(await streamOf(`nanny-${me.accountId}`)).not.toContain('NannyServiceAreaSet');
    // Her own change never reaches the other nanny.
    await put('/api/nanny/service-area', { zip: '94105', radiusMiles: 20 }, me.cookie);
    expect(await streamOf(`nanny-${other.accountId}`)).toEqual(before);
    expect((await profileOf(other.cookie)).serviceArea).toBeNull();
    expect((await profileOf(me.cookie)).serviceArea).toMatchObject({ zip: '94105' });
  });

  it('is refused to parents, operators and strangers', async () => {
    const parent = await signedInAccount(server.runtime, 'parent');
    for (const cookie of [parent.cookie, ops]) {
      const response = await put(
        '/api/nanny/service-area',
        { zip: '10001', radiusMiles: 10 },
        cookie,
      );
      expect(response.statusCode).toBe(403);
    }
    const stranger = await app().inject({
      method: 'PUT',
      url: '/api/nanny/service-area',
      payload: { zip: '10001', radiusMiles: 10 },
      headers: sameOrigin,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('takes effect at once for an approved nanny, with no profile-change review', async () => {
    const complete = await completeNanny(app());
    expect(
      (await post(app(), `/api/operator/nannies/${complete.user.id}/approve`, approvalBody(), ops))
        .statusCode,
    ).toBe(200);
    const response = await put(
      '/api/nanny/service-area',
      { zip: '10002', radiusMiles: 15 },
      complete.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await directoryRow(complete.user.id)).toMatchObject({
      zip: '10002',
      radius_miles: 15,
      listed: true,
    });
    const experience = await put(
      '/api/nanny/experience',
      { needs: ['autism'], languages: [] },
      complete.cookie,
    );
    expect(experience.statusCode).toBe(200);
    expect(await directoryRow(complete.user.id)).toMatchObject({ needs: ['autism'] });
    const profile = await get(app(), '/api/nanny/profile', complete.cookie);
    expect(profile.json()).toMatchObject({ nanny: { status: 'approved', profileChange: null } });
  });
});

describe(`nanny experience on ${testEngine}`, () => {
  it('sets needs and languages from the lists and shows them on her profile', async () => {
    const { accountId, cookie } = await nanny();
    expect((await profileOf(cookie)).experience).toEqual({ needs: [], languages: [] });
    const body = { needs: ['autism', 'seizure-care'], languages: ['en', 'ase'] };
    const response = await put('/api/nanny/experience', body, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ experience: body });
    expect((await profileOf(cookie)).experience).toEqual(body);
    expect(await directoryRow(accountId)).toMatchObject(body);
    const cleared = await put('/api/nanny/experience', { needs: [], languages: [] }, cookie);
    expect(cleared.json()).toEqual({ experience: { needs: [], languages: [] } });
  });

  it.each([
    [{ needs: ['autism', 'juggling'], languages: [] }, UNKNOWN_NEED_MESSAGE],
    [{ needs: [], languages: ['en', 'klingon'] }, UNKNOWN_LANGUAGE_MESSAGE],
    [{ needs: ['autism', 'autism'], languages: [] }, undefined],
    [{ needs: [], languages: ['en', 'en'] }, undefined],
    [{ needs: [...Array(12).keys()].map(String), languages: [] }, undefined],
    [{ needs: [] }, undefined],
  ])('refuses %j, writing nothing', async (body, message) => {
    const { accountId, cookie } = await nanny();
    const before = await streamOf(`nanny-${accountId}`);
    const response = await put('/api/nanny/experience', body, cookie);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ message });
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
  });

  it('is refused to parents and operators', async () => {
    const parent = await signedInAccount(server.runtime, 'parent');
    for (const cookie of [parent.cookie, ops]) {
      const response = await put('/api/nanny/experience', { needs: [], languages: [] }, cookie);
      expect(response.statusCode).toBe(403);
    }
  });

  it('needs the agreement first, writing nothing', async () => {
    const fresh = await signedInAccount(server.runtime, 'nanny');
    const before = await streamOf(`nanny-${fresh.accountId}`);
    const response = await put(
      '/api/nanny/experience',
      { needs: ['adhd'], languages: [] },
      fresh.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(await streamOf(`nanny-${fresh.accountId}`)).toEqual(before);
  });
});

describe(`CPR / First Aid on ${testEngine}`, () => {
  const today = () => todayIn(server.runtime.clock(), server.runtime.config.timeZone);
  const act = (nannyId: string, action: string, body: object, cookie = ops) =>
    post(app(), `/api/operator/nannies/${nannyId}/cpr-first-aid/${action}`, body, cookie);
  const uploadCard = (cookie: string, text = 'CPR card') =>
    uploadPdf(app(), cookie, 'cpr-first-aid', pdfBytes(text), 'cpr.pdf');

  it('starts with no card', async () => {
    const { cookie } = await nanny();
    expect((await profileOf(cookie)).cprFirstAid).toEqual({
      document: null,
      status: 'none',
      validUntil: null,
      rejectionReason: null,
    });
  });

  it('uploads a card for review, tells her and operators live, and operators see it in the queue', async () => {
    const { accountId, cookie } = await nanny();
    const live = {
      nanny: await openLive(server.baseUrl, { cookie }),
      operator: await openLive(server.baseUrl, { cookie: ops }),
    };
    try {
      const uploaded = await uploadCard(cookie);
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.json()).toMatchObject({
        nanny: {
          cprFirstAid: {
            status: 'pending',
            validUntil: null,
            rejectionReason: null,
            document: { contentType: 'application/pdf', fileName: 'cpr.pdf' },
          },
        },
      });
      const mine = (m: Record<string, unknown>) => m.nannyId === accountId;
      for (const client of [live.nanny, live.operator]) {
        expect(await client.next('nanny.cpr-first-aid', mine)).toMatchObject({
          status: 'pending',
          validUntil: null,
          rejectionReason: null,
        });
      }
      await live.operator.next('queue.changed', mine);
      const queue = (await get(app(), '/api/operator/nannies?status=pending', ops)).json<{
        nannies: { id: string; cprFirstAid: { status: string; document: { url: string } } }[];
      }>();
      const listed = queue.nannies.find((n) => n.id === accountId)!;
      expect(listed.cprFirstAid.status).toBe('pending');
      // The file: hers and operators', nobody else's.
      const url = listed.cprFirstAid.document.url;
      expect((await get(app(), url, ops)).body).toContain('CPR card');
      expect((await get(app(), url, cookie)).statusCode).toBe(200);
      const parent = await signedInAccount(server.runtime, 'parent');
      const other = await nanny();
      expect((await get(app(), url, parent.cookie)).statusCode).toBe(404);
      expect((await get(app(), url, other.cookie)).statusCode).toBe(404);
      // Operators' queue messages are not hers.
      expect(live.nanny.messages.some((m) => m.type === 'queue.changed')).toBe(false);
    } finally {
      live.nanny.close();
      live.operator.close();
    }
  });

  it('verifies a card through a date, live to her; the directory holds it as current', async () => {
    const { accountId, cookie } = await nanny();
    await uploadCard(cookie);
    const live = await openLive(server.baseUrl, { cookie });
    try {
      const validUntil = yearsAfter(today(), 2);
      const verified = await act(accountId, 'verify', { validUntil });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        nanny: { id: accountId, cprFirstAid: { status: 'verified', validUntil } },
      });
      expect(await live.next('nanny.cpr-first-aid', (m) => m.status === 'verified')).toMatchObject({
        nannyId: accountId,
        validUntil,
        rejectionReason: null,
      });
    } finally {
      live.close();
    }
    expect((await profileOf(cookie)).cprFirstAid).toMatchObject({ status: 'verified' });
    expect((await directoryRow(accountId)).cpr_valid_until).toBe(yearsAfter(today(), 2));
    // Decided: nothing waits for review any more.
    expect((await act(accountId, 'verify', { validUntil: today() })).statusCode).toBe(409);
    expect((await act(accountId, 'reject', { reason: 'No.' })).statusCode).toBe(409);
  });

  it('rejects a card with a reason; a new upload goes back to review', async () => {
    const { accountId, cookie } = await nanny();
    await uploadCard(cookie);
    const rejected = await act(accountId, 'reject', { reason: 'The card has expired.' });
    expect(rejected.statusCode).toBe(200);
    expect((await profileOf(cookie)).cprFirstAid).toMatchObject({
      status: 'rejected',
      validUntil: null,
      rejectionReason: 'The card has expired.',
    });
    expect((await directoryRow(accountId)).cpr_valid_until).toBeNull();
    await uploadCard(cookie, 'new card');
    expect((await profileOf(cookie)).cprFirstAid).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
    expect((await act(accountId, 'verify', { validUntil: today() })).statusCode).toBe(200);
  });

  it('refuses a decision when no card waits for review (409), writing nothing', async () => {
    const { accountId } = await nanny();
    const before = await streamOf(`nanny-${accountId}`);
    expect((await act(accountId, 'verify', { validUntil: today() })).statusCode).toBe(409);
    expect((await act(accountId, 'reject', { reason: 'No.' })).statusCode).toBe(409);
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
  });

  it('refuses a valid-until date in the past, more than 3 years ahead, or not a date, writing nothing', async () => {
    const { accountId, cookie } = await nanny();
    await uploadCard(cookie);
    const before = await streamOf(`nanny-${accountId}`);
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const tooFar = new Date(Date.parse(`${yearsAfter(today(), 3)}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const validUntil of [yesterday, tooFar, '2027-02-30', 'next year', '']) {
      const response = await act(accountId, 'verify', { validUntil });
      expect({ validUntil, status: response.statusCode }).toEqual({ validUntil, status: 400 });
      expect(response.json()).toMatchObject({ message: CPR_VALID_UNTIL_MESSAGE });
    }
    expect((await act(accountId, 'verify', {})).statusCode).toBe(400);
    expect((await act(accountId, 'reject', { reason: '  ' })).statusCode).toBe(400);
    expect((await act(accountId, 'reject', { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
    expect((await profileOf(cookie)).cprFirstAid.status).toBe('pending');
  });

  it('is decided by operators only', async () => {
    const { accountId, cookie } = await nanny();
    await uploadCard(cookie);
    const before = await streamOf(`nanny-${accountId}`);
    const parent = await signedInAccount(server.runtime, 'parent');
    for (const who of [cookie, parent.cookie]) {
      expect((await act(accountId, 'verify', { validUntil: today() }, who)).statusCode).toBe(403);
      expect((await act(accountId, 'reject', { reason: 'No.' }, who)).statusCode).toBe(403);
    }
    expect(await streamOf(`nanny-${accountId}`)).toEqual(before);
  });

  it('answers 404 for a nanny who does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await act(missing, 'verify', { validUntil: today() })).statusCode).toBe(404);
  });
});
