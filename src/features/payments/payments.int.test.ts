import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, mailTo, post } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  parentAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { bookingCast, closeLive } from '../../../test/helpers/booking-cast.js';
import { jobsSettled } from '../../../test/helpers/mail-settled.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import type { LiveClient } from '../../../test/helpers/ws-client.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { CARD_REQUIRED_MESSAGE } from '../../shared/payment-amounts.js';
import type { PaymentGateway } from '../../infra/payments/payment-gateway.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { reconcilePayments } from './reconciliation.job.js';
import { SimulatedGateway, type TestCard } from './simulated-gateway.js';
import { chargesBesideLedger, sumOf } from '../../../test/helpers/charge-ledger.js';

// Money through the platform on the simulated gateway, as one family and one nanny live it: a
// card before the first request, a session confirmed with a tip and charged, a double
// confirmation charged once, a declined card then a new one, money owed to the nanny until she
// sets up payouts, a late cancellation by each side, a refund; then the gateway's records, the
// ledger and the payments tables agree, and a replay rebuilds them without calling the gateway.

let server: TestServer;
let now = new Date('2026-11-21T12:00:00Z');
let parent: Party;
let nanny: Party;
let stranger: Party;
let operator: string;
let live: Record<'parent' | 'nanny' | 'stranger' | 'operator', LiveClient>;
const simulated = new SimulatedGateway(() => now);
/** Every call the app makes to the gateway, by method. */
const calls: string[] = [];
const counted = new Proxy(simulated, {
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver) as unknown;
    if (typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      calls.push(String(property));
      return (value as (...a: unknown[]) => unknown).apply(target, args);
    };
  },
}) as PaymentGateway;
const app = () => server.app;
const bookings: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({
    smtp: true,
    clock: () => now,
    config: { timeZone: 'America/New_York', payments: 'simulated' },
    paymentGateway: counted,
  });
  ({ parent, nanny, stranger, operator, live } = await bookingCast(server, now));
});
afterAll(async () => {
  closeLive(live);
  await server?.close();
});

async function saveCard(who: Party, testCard: TestCard) {
  const setup = await post(app(), '/api/parent/payment-card/setup', {}, who.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupId } = setup.json<{ setupId: string }>();
  const chosen = await post(
    app(),
    `/api/payments/simulated/setups/${setupId}/confirm`,
    { testCard },
    who.cookie,
  );
  expect(chosen.statusCode, chosen.body).toBe(200);
  const saved = await post(app(), '/api/parent/payment-card', { setupId }, who.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ card: { brand: string; last4: string; expiry: string } }>();
}

async function accepted(name: string, date: string) {
  const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, { date }));
  expect(response.statusCode, response.body).toBe(201);
  expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
  bookings[name] = booking!.id;
}

async function completed(name: string) {
  const done = await nannyAction(app(), nanny, bookings[name]!, 'complete', {
    startTime: '09:30',
    endTime: '12:30',
  });
  expect(done.statusCode, done.body).toBe(200);
}

interface ChargeJson {
  chargeId: string;
  bookingId: string;
  purpose: string;
  status: string;
  failure: string | null;
  retrying: boolean;
  careCents: number;
  feeCents: number;
  tipCents: number;
  totalCents: number;
  refundedCents: number;
}
const chargesOf = async (who: Party) =>
  (await get(app(), '/api/parent/charges', who.cookie)).json<{ charges: ChargeJson[] }>().charges;
const chargeOf = async (name: string, purpose = 'session') =>
  (await chargesOf(parent)).find((c) => c.bookingId === bookings[name] && c.purpose === purpose);
const settledCharge = (name: string, status: string, purpose = 'session') =>
  waitFor(async () => {
    const charge = await chargeOf(name, purpose);
    return charge?.status === status && !charge.retrying && charge;
  });
interface PayoutsJson {
  account: string;
  lines: {
    bookingId: string;
    kind: string;
    amountCents: number;
    tipCents: number;
    status: string;
  }[];
}
const payouts = async (who: Party = nanny) =>
  (await get(app(), '/api/nanny/payouts', who.cookie)).json<PayoutsJson>();
const lineOf = async (name: string, kind = 'session') =>
  (await payouts()).lines.find((l) => l.bookingId === bookings[name] && l.kind === kind);
const eventsOf = async (type: string) =>
  (await server.runtime.db.selectFrom('events').select('data').where('type', '=', type).execute())
    .length;

describe(`payments on ${testEngine}, simulated gateway`, () => {
  it('asks for a card before the first request, and keeps only brand, last 4 and expiry', async () => {
    expect((await get(app(), '/api/parent/payment-card', parent.cookie)).json()).toEqual({
      mode: 'simulated',
      card: null,
    });
    const { response } = await requestAs(app(), parent, requestBody(nanny.id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: CARD_REQUIRED_MESSAGE });

    // A set-up never finished in the card form saves nothing.
    const setup = await post(app(), '/api/parent/payment-card/setup', {}, parent.cookie);
    const { setupId } = setup.json<{ setupId: string }>();
    const early = await post(app(), '/api/parent/payment-card', { setupId }, parent.cookie);
    expect(early.statusCode).toBe(409);

    const { card } = await saveCard(parent, '4242');
    expect(card).toEqual({
      brand: 'visa',
      last4: '4242',
      expiry: `12/${now.getUTCFullYear() + 3}`,
    });
    const [saved] = await server.runtime.db
      .selectFrom('events')
      .select('data')
      .where('type', '=', 'PaymentCardSaved')
      .execute();
    // Nothing of a card number, and her last 4 encrypted in the log. The checks name the plain
    // value as written: four digits alone could turn up by chance inside a random provider id.
    expect(JSON.stringify(saved!.data)).not.toContain('42424242');
    expect(JSON.stringify(saved!.data)).not.toContain(`4242 12/`);

    for (const [name, date] of [
      ['tipped', '2026-12-01'],
      ['raced', '2026-12-02'],
      ['declined', '2026-12-03'],
      ['lateByParent', '2026-12-08'],
      ['lateByNanny', '2026-12-09'],
    ] as const) {
      await accepted(name, date);
    }
  });

  it('charges confirmed hours, the fee and her tip after the session; the tip has no fee', async () => {
    now = new Date('2026-12-01T18:00:00Z');
    await completed('tipped');
    const tooBig = await parentAction(app(), parent, bookings.tipped!, 'confirm-hours', {
      tipCents: 50_001,
    });
    expect(tooBig.statusCode).toBe(400);
    // An amount the client sends besides the tip is refused by the schema, never used.
    const forged = await parentAction(app(), parent, bookings.tipped!, 'confirm-hours', {
      tipCents: 1000,
      totalCents: 1,
    });
    expect(forged.statusCode).toBe(400);
    const confirmed = await parentAction(app(), parent, bookings.tipped!, 'confirm-hours', {
      tipCents: 1000,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await settledCharge('tipped', 'paid')).toMatchObject({
      careCents: 5400,
      feeCents: 540,
      tipCents: 1000,
      totalCents: 6940,
    });
    // An itemized receipt by email.
    const receipt = await mailTo(
      server.mail!,
      parent.email,
      /^Receipt: \$69\.40 for your session$/,
    );
    expect(receipt.text).toContain('Service fee: $5.40');
    expect(receipt.text).toContain('Tip (all of it to Bea Bookable): $10.00');
    expect(receipt.text).toContain('Total: $69.40');
    // She has no payout account yet: her share, tip included, is owed to her.
    expect(await payouts()).toMatchObject({ account: 'none' });
    expect(await lineOf('tipped')).toMatchObject({
      amountCents: 6400,
      tipCents: 1000,
      status: 'owed',
    });
  });

  it('charges a double confirmation racing itself once', async () => {
    now = new Date('2026-12-02T18:00:00Z');
    await completed('raced');
    const answers = await Promise.all([
      parentAction(app(), parent, bookings.raced!, 'confirm-hours'),
      parentAction(app(), parent, bookings.raced!, 'confirm-hours'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await settledCharge('raced', 'paid')).toMatchObject({ totalCents: 5940 });
    expect(simulated.records().charges.filter((c) => c.amountCents === 5940)).toHaveLength(1);
    expect(await eventsOf('ChargeSucceeded')).toBe(2);
  });

  it('tells of a declined card, and charges again once she pays with another', async () => {
    expect((await saveCard(parent, '0002')).card.last4).toBe('0002');
    now = new Date('2026-12-03T18:00:00Z');
    await completed('declined');
    expect(
      (await parentAction(app(), parent, bookings.declined!, 'confirm-hours')).statusCode,
    ).toBe(200);
    const failed = await settledCharge('declined', 'failed');
    expect(failed).toMatchObject({ failure: 'declined', totalCents: 5940 });
    // Told live, to her alone, in a message of its own.
    const liveFailed = await live.parent.next(
      'payment.failed',
      (m) => m.chargeId === failed.chargeId,
    );
    expect(liveFailed).toMatchObject({
      bookingId: bookings.declined,
      failure: 'declined',
      totalCents: 5940,
    });
    await live.nanny.next(
      'earnings.changed',
      (m) => (m.position as number) >= (liveFailed.position as number),
    );
    await live.operator.next(
      'earnings.changed',
      (m) => (m.position as number) >= (liveFailed.position as number),
    );
    await live.stranger.settled();
    for (const other of [live.nanny, live.stranger, live.operator]) {
      expect(other.messages.filter((m) => m.type === 'payment.failed')).toEqual([]);
    }
    // Told by email too, with a link to pay in the app.
    const told = await mailTo(server.mail!, parent.email, /^Your payment did not go through$/);
    expect(told.text).toContain('your card was declined');
    expect(told.text).toContain('/parent-dashboard?tab=payments');
    // Not her charge: as if it did not exist.
    const foreign = await post(
      app(),
      `/api/parent/charges/${failed.chargeId}/pay-again`,
      {},
      stranger.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    await saveCard(parent, '4242');
    const again = await post(
      app(),
      `/api/parent/charges/${failed.chargeId}/pay-again`,
      {},
      parent.cookie,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await settledCharge('declined', 'paid')).toMatchObject({ totalCents: 5940 });
    const paidAgain = await post(
      app(),
      `/api/parent/charges/${failed.chargeId}/pay-again`,
      {},
      parent.cookie,
    );
    expect(paidAgain.statusCode).toBe(409);
  });

  it('transfers everything owed to her once she finishes setting up payouts', async () => {
    const setup = await post(app(), '/api/nanny/payouts/setup', {}, nanny.cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json<{ url: string }>().url).toBe('/payments/test-onboarding');
    expect(await payouts()).toMatchObject({ account: 'onboarding' });
    const done = await post(app(), '/api/payments/simulated/onboarding/complete', {}, nanny.cookie);
    expect(done.statusCode, done.body).toBe(200);
    await waitFor(async () => (await payouts()).lines.every((line) => line.status === 'paid_out'));
    expect(
      simulated
        .records()
        .transfers.map((t) => t.amountCents)
        .sort(),
    ).toEqual([5400, 5400, 6400]);
  });

  it("charges a parent's late cancellation its pay with no fee, and a nanny's nothing", async () => {
    now = new Date('2026-12-07T20:00:00Z');
    const cancelled = await parentAction(app(), parent, bookings.lateByParent!, 'cancel', {
      reason: 'Sick child.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await settledCharge('lateByParent', 'paid', 'late_cancellation')).toMatchObject({
      careCents: 2700,
      feeCents: 0,
      tipCents: 0,
      totalCents: 2700,
    });
    await waitFor(
      async () => (await lineOf('lateByParent', 'late_cancellation'))?.status === 'paid_out',
    );

    now = new Date('2026-12-08T20:00:00Z');
    const own = await nannyAction(app(), nanny, bookings.lateByNanny!, 'cancel', {
      reason: 'Flu.',
    });
    expect(own.statusCode, own.body).toBe(200);
    // A charge would have been queued as her cancellation committed: once no charge job is
    // left, it would have been made.
    await jobsSettled(server.runtime.db, 'payments.charge');
    expect((await chargesOf(parent)).filter((c) => c.bookingId === bookings.lateByNanny)).toEqual(
      [],
    );
  });

  it('refunds part of a charge: the fee back in proportion, the rest reversed from her', async () => {
    const tipped = (await chargeOf('tipped'))!;
    const refund = (
      amountCents: number,
      cookie = operator,
      idempotencyKey = `key-${amountCents}`,
    ) =>
      post(
        app(),
        `/api/operator/payments/${tipped.chargeId}/refunds`,
        { amountCents, reason: 'Left an hour early.', idempotencyKey },
        cookie,
      );
    expect((await refund(3470, parent.cookie)).statusCode).toBe(403);
    expect((await refund(6941)).statusCode).toBe(409);
    expect((await refund(0)).statusCode).toBe(400);
    expect((await refund(3470)).statusCode).toBe(201);
    // The same press again is the same refund.
    expect((await refund(3470)).statusCode).toBe(201);
    await waitFor(async () => (await chargeOf('tipped'))?.refundedCents === 3470);
    const refunded = await mailTo(server.mail!, parent.email, /^Refund: \$34\.70$/);
    expect(refunded.text).toContain('We refunded $34.70 of the $69.40 charged');
    expect(simulated.records().refunds).toEqual([
      expect.objectContaining({ amountCents: 3470, reverseCents: 3200 }),
    ]);
    expect((await refund(3471, operator, 'key-rest')).statusCode).toBe(409);
    const listed = (await get(app(), '/api/operator/payments?status=refunded', operator)).json<{
      charges: ChargeJson[];
    }>().charges;
    expect(listed.map((c) => c.chargeId)).toEqual([tipped.chargeId]);
    expect((await get(app(), '/api/operator/payments', nanny.cookie)).statusCode).toBe(403);
  });

  it("keeps the gateway's records, the ledger and the charges equal", async () => {
    const rows = await chargesBesideLedger(server.runtime.db);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.care_cents).toBe(row.amount_cents);
    const records = simulated.records();
    expect(records.charges.map((c) => c.id).sort()).toEqual(
      rows.map((r) => r.provider_charge_id).sort(),
    );
    expect(sumOf(records.charges.map((c) => c.amountCents))).toBe(
      sumOf(rows.map((r) => r.total_cents)),
    );
    expect(sumOf(records.transfers.map((t) => t.amountCents))).toBe(
      sumOf(rows.map((r) => r.paid_out_cents ?? 0)),
    );
    expect(sumOf(records.refunds.map((r) => r.amountCents))).toBe(
      sumOf(rows.map((r) => r.refunded_cents)),
    );
  });

  it('totals what her card was charged by month, refunds subtracted, and gives her charges as CSV', async () => {
    const answer = (await get(app(), '/api/parent/charges', parent.cookie)).json<{
      months: { month: string; chargedCents: number }[];
    }>();
    // 6940 − 3470 refunded, 5940, 5940, and the late cancellation's 2700.
    expect(answer.months).toEqual([{ month: '2026-12', chargedCents: 3470 + 5940 + 5940 + 2700 }]);
    const csv = await get(app(), '/api/parent/charges.csv', parent.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="charges-/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,booking,kind,care,fee,tip,amount,refunded,status');
    expect(lines.slice(1).sort()).toEqual(
      [
        `2026-12-01,${bookings.tipped},session,54.00,5.40,10.00,69.40,34.70,paid`,
        `2026-12-02,${bookings.raced},session,54.00,5.40,0.00,59.40,0.00,paid`,
        `2026-12-03,${bookings.declined},session,54.00,5.40,0.00,59.40,0.00,paid`,
        `2026-12-08,${bookings.lateByParent},late_cancellation,27.00,0.00,0.00,27.00,0.00,paid`,
      ].sort(),
    );
    // Another family's list and file hold nothing of hers.
    const theirs = await get(app(), '/api/parent/charges.csv', stranger.cookie);
    expect(theirs.body.trimEnd()).toBe('date,booking,kind,care,fee,tip,amount,refunded,status');
    expect((await get(app(), '/api/parent/charges.csv', nanny.cookie)).statusCode).toBe(403);
  });

  it("keeps each family's charges and each nanny's payouts to themselves; forged charge ids are not found", async () => {
    const tipped = (await chargeOf('tipped'))!;
    // Another parent sees none of her charges and cannot pay one again.
    expect((await chargesOf(stranger)).map((c) => c.chargeId)).not.toContain(tipped.chargeId);
    const foreign = await post(
      app(),
      `/api/parent/charges/${tipped.chargeId}/pay-again`,
      {},
      stranger.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Charge not found.' });
    // A refund is an operator's: a parent, hers or not, is refused before anything is read.
    const refund = (cookie: string, chargeId = tipped.chargeId) =>
      post(
        app(),
        `/api/operator/payments/${chargeId}/refunds`,
        { amountCents: 100, reason: 'Mine.', idempotencyKey: 'forged-key-1' },
        cookie,
      );
    expect((await refund(stranger.cookie)).statusCode).toBe(403);
    expect((await refund(parent.cookie)).statusCode).toBe(403);
    // Forged ids: a charge that does not exist, or an id that cannot name one (too long, not an
    // id's characters), is not found, as every route with an id answers (malformed-ids test).
    for (const forged of [
      '00000000-0000-4000-8000-000000000000-session',
      'x'.repeat(65),
      '%3Cscript%3E',
    ]) {
      const payAgain = await post(
        app(),
        `/api/parent/charges/${forged}/pay-again`,
        {},
        parent.cookie,
      );
      expect({ forged, status: payAgain.statusCode }).toEqual({ forged, status: 404 });
      expect({ forged, status: (await refund(operator, forged)).statusCode }).toEqual({
        forged,
        status: 404,
      });
    }

    // Another nanny: her own payouts, never Bea's lines or account.
    const other = await signedInAs(server.runtime, 'nanny');
    const theirs = (await get(app(), '/api/nanny/payouts', other)).json<PayoutsJson>();
    expect(theirs).toEqual({ mode: 'simulated', account: 'none', lines: [] });
    const before = await server.runtime.db
      .selectFrom('payout_accounts')
      .select(['nanny_id', 'account_id', 'payouts_enabled'])
      .where('nanny_id', '=', nanny.id)
      .executeTakeFirstOrThrow();
    // Setting up payouts makes her own account; Bea's is untouched.
    expect((await post(app(), '/api/nanny/payouts/setup', {}, other)).statusCode).toBe(200);
    expect(
      (await post(app(), '/api/payments/simulated/onboarding/complete', {}, other)).statusCode,
    ).toBe(200);
    const accounts = await server.runtime.db
      .selectFrom('payout_accounts')
      .select(['nanny_id', 'account_id'])
      .execute();
    expect(accounts).toHaveLength(2);
    expect(new Set(accounts.map((a) => a.account_id)).size).toBe(2);
    expect(
      await server.runtime.db
        .selectFrom('payout_accounts')
        .select(['nanny_id', 'account_id', 'payouts_enabled'])
        .where('nanny_id', '=', nanny.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await payouts()).lines.length).toBeGreaterThan(0);
    expect((await get(app(), '/api/nanny/payouts', other)).json<PayoutsJson>().lines).toEqual([]);
    // A parent or an operator has no payouts of her own to reach.
    expect((await get(app(), '/api/nanny/payouts', parent.cookie)).statusCode).toBe(403);
    expect((await post(app(), '/api/nanny/payouts/setup', {}, operator)).statusCode).toBe(403);
  });

  it('lets operators show only failures, refunds or transfers, and refuses an unknown filter', async () => {
    const shown = async (status: string) =>
      (await get(app(), `/api/operator/payments?status=${status}`, operator))
        .json<{ charges: ChargeJson[] }>()
        .charges.map((c) => c.bookingId)
        .sort();
    const everyPaid = [bookings.tipped, bookings.raced, bookings.declined, bookings.lateByParent];
    expect(await shown('paid_out')).toEqual(everyPaid.sort());
    expect(await shown('failed')).toEqual([]);
    expect(await shown('disputed')).toEqual([]);
    expect(await shown('refunded')).toEqual([bookings.tipped]);
    const unknown = await get(app(), '/api/operator/payments?status=lost', operator);
    expect(unknown.statusCode).toBe(400);
  });

  it('reconciles the ledger with the gateway once a day and tells operators every difference', async () => {
    const reconciliation = async () =>
      (await get(app(), '/api/operator/payments/reconciliation', operator)).json<{
        reconciliation: null | {
          date: string;
          ledgerCount: number;
          gatewayCount: number;
          differences: object[];
        };
      }>().reconciliation;
    expect(await reconciliation()).toBeNull();
    now = new Date('2026-12-10T04:20:00Z');
    await reconcilePayments(server.runtime);
    // 4 charges, 4 transfers, 1 refund on both sides.
    expect(await reconciliation()).toEqual({
      date: '2026-12-10',
      checkedAt: '2026-12-10T04:20:00.000Z',
      ledgerCount: 9,
      gatewayCount: 9,
      differences: [],
    });
    // Run again the same day (a restart, a retry): no second report, the gateway not asked.
    const listed = calls.filter((c) => c === 'listMovements').length;
    now = new Date('2026-12-10T09:00:00Z');
    await reconcilePayments(server.runtime);
    expect(calls.filter((c) => c === 'listMovements').length).toBe(listed);
    expect(await eventsOf('ReconciliationReported')).toBe(1);

    // Money moved at the gateway that the ledger does not know of: told the next day.
    const card = { customerId: 'c', paymentMethodId: 'pm', brand: 'visa', last4: '4242' };
    const stray = await simulated.charge({
      card: { ...card, expMonth: 12, expYear: 2030 },
      amountCents: 1234,
      feeCents: 0,
      idempotencyKey: 'made-elsewhere',
      description: 'not ours',
      chargeId: 'elsewhere',
      attempt: 1,
    });
    now = new Date('2026-12-11T04:20:00Z');
    await reconcilePayments(server.runtime);
    expect(await reconciliation()).toMatchObject({
      date: '2026-12-11',
      differences: [
        {
          kind: 'charge',
          providerId: stray.status === 'succeeded' ? stray.providerChargeId : '',
          chargeId: null,
          ledgerCents: null,
          gatewayCents: 1234,
        },
      ],
    });
    // Neither parents nor nannies see it.
    expect(
      (await get(app(), '/api/operator/payments/reconciliation', parent.cookie)).statusCode,
    ).toBe(403);
    // pg-boss queues it daily, once for every instance together.
    const scheduled = await server.runtime.db
      .selectFrom('pgboss.schedule' as 'events')
      .select(sql<string>`cron`.as('cron'))
      .where(sql<string>`name`, '=', 'payments.reconcile')
      .execute();
    expect(scheduled).toEqual([{ cron: '20 4 * * *' }]);
  });

  it('replays the log into the same payments tables without calling the gateway', async () => {
    const before = calls.length;
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(report.tables).toEqual(
      expect.arrayContaining([
        'payment_cards',
        'payment_charges',
        'payment_refunds',
        'payout_accounts',
        'payment_reconciliations',
      ]),
    );
    expect(calls.length).toBe(before);
  });
});
