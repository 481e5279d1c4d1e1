import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { bookingCast, closeLive, type BookingCast } from '../../../test/helpers/booking-cast.js';
import { requestAs, requestBody } from '../../../test/helpers/bookings-api.js';
import { startFakeStripe, type FakeStripe } from '../../../test/helpers/fake-stripe.js';
import {
  gatewayOnFakeStripe,
  stripeWebhookUrl,
} from '../../../test/helpers/fake-stripe-gateway.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { CARD_REQUIRED_MESSAGE } from '../../shared/payment-amounts.js';
import { RETENTION_JOB } from '../privacy/index.js';
import { DRAFT_NOT_FOUND_MESSAGE } from './booking-drafts.js';

// A parent with no card fills in a request and is sent to Stripe Checkout (here the fake's page)
// to save one: her request is kept on the server meanwhile, its id in the page Checkout sends her
// back to, and she sends it from there. Only she can read it; it is encrypted, never in the log,
// gone once sent, after a day, and with her account.

let server: TestServer;
let stripe: FakeStripe;
let now = new Date('2026-11-21T12:00:00Z');
let cast: BookingCast;
const app = () => server.app;
const NOTE = 'Ana naps at one; the spare key is under the blue pot.';

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookUrl: () => stripeWebhookUrl(server.baseUrl) });
  server = await startTestServer({
    clock: () => now,
    config: { timeZone: 'America/New_York' },
    paymentGateway: gatewayOnFakeStripe(stripe, 'http://app.test'),
  });
  cast = await bookingCast(server, now);
});
afterAll(async () => {
  closeLive(cast?.live);
  await server?.close();
  await stripe?.close();
});

/** What she fills in, and what reading her draft gives back. */
const DRAFTED = {
  date: '2026-12-01',
  startTime: '09:30',
  endTime: '12:30',
  children: 2,
  childIds: [],
  note: NOTE,
};
const draftBody = (nannyId: string, changes: object = {}) => ({
  nannyId,
  ...DRAFTED,
  ...changes,
});
const send = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
  app().inject({ method, url, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });
const draftsCount = async () =>
  (await server.runtime.db.selectFrom('booking_drafts').select('draft_id').execute()).length;

/** Her browser on Stripe's Checkout page: she chooses a card and is sent back, as Stripe does. */
async function checkout(redirectUrl: string) {
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242',
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

describe(`a booking request kept across Stripe Checkout, on ${testEngine}`, () => {
  let draftId = '';

  it('keeps her request while she saves a card, and brings her back to it', async () => {
    const { parent, nanny } = cast;
    const refused = await requestAs(app(), parent, requestBody(nanny.id, { note: NOTE }));
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json()).toMatchObject({ message: CARD_REQUIRED_MESSAGE });

    const kept = await post(
      app(),
      '/api/parent/booking-drafts',
      draftBody(nanny.id),
      parent.cookie,
    );
    expect(kept.statusCode, kept.body).toBe(201);
    ({ draftId } = kept.json<{ draftId: string }>());
    expect(kept.json()).toMatchObject({ expiresAt: '2026-11-22T12:00:00.000Z' });

    const setup = await post(app(), '/api/parent/payment-card/setup', { draftId }, parent.cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const back = await checkout(setup.json<{ redirectUrl: string }>().redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/parent-dashboard');
    expect(back.searchParams.get('tab')).toBe('bookings');
    expect(back.searchParams.get('booking_draft')).toBe(draftId);
    const setupId = back.searchParams.get('card_setup')!;
    const saved = await post(app(), '/api/parent/payment-card', { setupId }, parent.cookie);
    expect(saved.statusCode, saved.body).toBe(200);

    const restored = await send('GET', `/api/parent/booking-drafts/${draftId}`, parent.cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.headers['cache-control']).toBe('no-store');
    expect(restored.json()).toEqual({
      draftId,
      nanny: { id: nanny.id, fullName: 'Bea Bookable' },
      ...DRAFTED,
      expiresAt: '2026-11-22T12:00:00.000Z',
    });
  });

  it('shows nothing of it to another parent, a nanny, an operator, anyone signed out or a forged id', async () => {
    const { stranger, nanny, operator } = cast;
    for (const cookie of [stranger.cookie]) {
      const read = await send('GET', `/api/parent/booking-drafts/${draftId}`, cookie);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: DRAFT_NOT_FOUND_MESSAGE });
      expect(read.body).not.toContain('blue pot');
      expect(
        (await send('DELETE', `/api/parent/booking-drafts/${draftId}`, cookie)).statusCode,
      ).toBe(404);
    }
    for (const cookie of [nanny.cookie, operator]) {
      expect((await send('GET', `/api/parent/booking-drafts/${draftId}`, cookie)).statusCode).toBe(
        403,
      );
    }
    expect((await send('GET', `/api/parent/booking-drafts/${draftId}`)).statusCode).toBe(401);
    const parent = cast.parent.cookie;
    for (const forged of [crypto.randomUUID(), `${draftId}x`, '..%2F..%2Fetc']) {
      const read = await send('GET', `/api/parent/booking-drafts/${forged}`, parent);
      expect(read.statusCode).toBe(404);
    }
    expect(await draftsCount()).toBe(1);
  });

  it('never writes her words in clear: not in the log, not in its table', async () => {
    const events = await server.runtime.db.selectFrom('events').select('data').execute();
    expect(JSON.stringify(events)).not.toContain('blue pot');
    const rows = await server.runtime.db.selectFrom('booking_drafts').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('blue pot');
    expect(JSON.stringify(rows)).not.toContain('09:30');
    // Her copy of her data holds it, as she wrote it.
    const copy = await send('GET', '/api/account/export', cast.parent.cookie);
    expect(copy.json<{ bookingDrafts: { note: string }[] }>().bookingDrafts).toMatchObject([
      { id: draftId, note: NOTE },
    ]);
  });

  it('refuses a draft that is not one, writing nothing', async () => {
    const { parent, nanny } = cast;
    const cases: [object, number, string][] = [
      [{ children: 0 }, 400, 'Please choose between 1 and 6 children.'],
      [{ startTime: '9:30' }, 400, 'Please enter times as HH:MM.'],
      [{ date: '2026-02-30' }, 400, ''],
      [{ note: 'x'.repeat(1001) }, 400, ''],
      [{ note: 'Hi \u202Ethere' }, 400, ''],
      [{ nannyId: crypto.randomUUID() }, 404, 'This RBT is not available for booking right now.'],
      [{ amountCents: 1 }, 400, ''],
    ];
    for (const [changes, status, message] of cases) {
      const answer = await post(
        app(),
        '/api/parent/booking-drafts',
        draftBody(nanny.id, changes),
        parent.cookie,
      );
      expect(answer.statusCode, JSON.stringify(changes)).toBe(status);
      if (message) expect(answer.json()).toMatchObject({ message });
    }
    expect(await draftsCount()).toBe(1);
    const forged = await post(
      app(),
      '/api/parent/payment-card/setup',
      { draftId: '../../evil' },
      parent.cookie,
    );
    expect(forged.statusCode).toBe(400);
  });

  it('is sent as a request, then forgotten', async () => {
    const { parent, nanny } = cast;
    const draft = (await send('GET', `/api/parent/booking-drafts/${draftId}`, parent.cookie)).json<
      Record<string, unknown>
    >();
    const sent = await requestAs(
      app(),
      parent,
      requestBody(nanny.id, {
        date: draft.date,
        startTime: draft.startTime,
        endTime: draft.endTime,
        children: draft.children,
        note: draft.note,
      }),
    );
    expect(sent.response.statusCode, sent.response.body).toBe(201);
    expect(sent.booking?.status).toBe('pending');
    const gone = await send('DELETE', `/api/parent/booking-drafts/${draftId}`, parent.cookie);
    expect(gone.statusCode).toBe(204);
    expect(
      (await send('GET', `/api/parent/booking-drafts/${draftId}`, parent.cookie)).statusCode,
    ).toBe(404);
    expect(await draftsCount()).toBe(0);
  });

  it('expires after a day: not shown, then deleted by the retention job', async () => {
    const { parent, nanny } = cast;
    const kept = await post(
      app(),
      '/api/parent/booking-drafts',
      draftBody(nanny.id),
      parent.cookie,
    );
    const { draftId: old } = kept.json<{ draftId: string }>();
    now = new Date('2026-11-22T12:00:01Z');
    expect((await send('GET', `/api/parent/booking-drafts/${old}`, parent.cookie)).statusCode).toBe(
      404,
    );
    await server.runtime.jobs.send(RETENTION_JOB, {});
    await waitFor(async () => (await draftsCount()) === 0, { timeoutMs: 15_000 });
  });

  it('keeps one at a time, and goes with her account', async () => {
    const { parent, nanny, operator } = cast;
    await post(app(), '/api/parent/booking-drafts', draftBody(nanny.id), parent.cookie);
    await post(app(), '/api/parent/booking-drafts', draftBody(nanny.id), parent.cookie);
    expect(await draftsCount()).toBe(1);
    const erased = await post(app(), `/api/operator/accounts/${parent.id}/erase`, {}, operator);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await draftsCount()).toBe(0);
    expect((await get(app(), '/api/session', parent.cookie)).json()).toMatchObject({ user: null });
  });
});
