import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import {
  nannyAction,
  parentAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { bookingCast, closeLive } from '../../../test/helpers/booking-cast.js';
import {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeCard,
} from '../../../test/helpers/fake-stripe.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import {
  gatewayOnFakeStripe,
  stripeWebhookUrl,
} from '../../../test/helpers/fake-stripe-gateway.js';
import type { LiveClient } from '../../../test/helpers/ws-client.js';
import { replayOf } from '../../../test/helpers/replay-of.js';
import { reconcilePayments } from './reconciliation.job.js';
import { chargesBesideLedger, sumOf } from '../../../test/helpers/charge-ledger.js';

// The Stripe adapter, offline: the official `stripe` package pointed at a small stateful fake of
// the Stripe API (test/helpers/fake-stripe.ts). A card saved through Checkout in setup mode, a
// charge with a tip, a declined card and one that needs authentication, then a good one; her
// Express account onboarded after money was owed to her (a signed `account.updated` webhook);
// a refund reversing her transfer; bad and replayed webhooks; and the fake's records, the ledger
// and the tables equal, rebuilt by a replay that makes no call to Stripe.

let server: TestServer;
let stripe: FakeStripe;
let now = new Date('2026-11-21T12:00:00Z');
let parent: Party;
let nanny: Party;
let operator: string;
let live: Record<'parent' | 'nanny' | 'stranger' | 'operator', LiveClient>;
const app = () => server.app;
const bookings: Record<string, string> = {};

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookUrl: () => stripeWebhookUrl(server.baseUrl) });
  server = await startTestServer({
    clock: () => now,
    config: { timeZone: 'America/New_York' },
    paymentGateway: gatewayOnFakeStripe(stripe, 'http://127.0.0.1', { connect: true }),
  });
  ({ parent, nanny, operator, live } = await bookingCast(server, now));
});
afterAll(async () => {
  closeLive(live);
  await server?.close();
  await stripe?.close();
});

async function saveCard(card: FakeStripeCard) {
  const setup = await post(app(), '/api/parent/payment-card/setup', {}, parent.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { setupId, redirectUrl } = setup.json<{ setupId: string; redirectUrl: string }>();
  // Her browser goes to Stripe's Checkout (here the fake's page) and chooses a card there.
  expect(redirectUrl).toBe(`${stripe.baseUrl}/checkout/${setupId}`);
  const early = await post(app(), '/api/parent/payment-card', { setupId }, parent.cookie);
  expect(early.statusCode).toBe(409);
  stripe.completeCheckout(setupId, card);
  const saved = await post(app(), '/api/parent/payment-card', { setupId }, parent.cookie);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ card: { brand: string; last4: string } }>().card;
}

async function confirmedSession(name: string, date: string, body: object = {}) {
  const { response, booking } = await requestAs(app(), parent, requestBody(nanny.id, { date }));
  expect(response.statusCode, response.body).toBe(201);
  bookings[name] = booking!.id;
  expect((await nannyAction(app(), nanny, booking!.id, 'accept')).statusCode).toBe(200);
  now = new Date(`${date}T18:00:00Z`);
  const done = await nannyAction(app(), nanny, booking!.id, 'complete', {
    startTime: '09:30',
    endTime: '12:30',
  });
  expect(done.statusCode, done.body).toBe(200);
  const confirmed = await parentAction(app(), parent, booking!.id, 'confirm-hours', body);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

interface ChargeJson {
  chargeId: string;
  bookingId: string;
  status: string;
  failure: string | null;
  retrying: boolean;
  totalCents: number;
  refundedCents: number;
}
const settled = (name: string, status: string) =>
  waitFor(async () => {
    const { charges } = (await get(app(), '/api/parent/charges', parent.cookie)).json<{
      charges: ChargeJson[];
    }>();
    const charge = charges.find((c) => c.bookingId === bookings[name]);
    return charge?.status === status && !charge.retrying && charge;
  });
/** The id Stripe gave a charge (as its dashboard and webhooks name it). */
const providerChargeIdOf = async (chargeId: string) =>
  (
    await server.runtime.db
      .selectFrom('payment_charges')
      .select('provider_charge_id')
      .where('charge_id', '=', chargeId)
      .executeTakeFirstOrThrow()
  ).provider_charge_id;

describe(`the Stripe adapter against a fake Stripe, on ${testEngine}`, () => {
  it('saves a card through Checkout and charges the session with its tip off-session', async () => {
    expect(await saveCard('4242')).toMatchObject({ brand: 'visa', last4: '4242' });
    await confirmedSession('tipped', '2026-12-01', { tipCents: 1000 });
    expect(await settled('tipped', 'paid')).toMatchObject({ totalCents: 6940 });
    expect(stripe.records().charges.map((c) => c.amount)).toEqual([6940]);
  });

  it('tells a declined card and one needing authentication, then charges a good one', async () => {
    await saveCard('0002');
    await confirmedSession('declined', '2026-12-02');
    const failed = await settled('declined', 'failed');
    expect(failed.failure).toBe('declined');
    await saveCard('3184');
    const again = () =>
      post(app(), `/api/parent/charges/${failed.chargeId}/pay-again`, {}, parent.cookie);
    expect((await again()).statusCode).toBe(200);
    expect((await settled('declined', 'failed')).failure).toBe('authentication_required');
    await saveCard('4242');
    expect((await again()).statusCode).toBe(200);
    expect(await settled('declined', 'paid')).toMatchObject({ totalCents: 5940 });
    expect(stripe.records().charges.map((c) => c.amount)).toEqual([6940, 5940]);
  });

  it('refuses webhooks without a valid signature, writing nothing', async () => {
    const before = (await server.runtime.db.selectFrom('events').select('position').execute())
      .length;
    const forged = await stripe.sendEvent('account.updated', { id: 'acct_x' }, 't=1,v1=bad');
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${server.baseUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_1', type: 'account.updated' }),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: 'validation' });
    const after = (await server.runtime.db.selectFrom('events').select('position').execute())
      .length;
    expect(after).toBe(before);
  });

  it('transfers what was owed to her once Stripe says her Express account can take payouts', async () => {
    const owed = (await get(app(), '/api/nanny/payouts', nanny.cookie)).json<{
      lines: { status: string }[];
    }>();
    expect(owed.lines.map((l) => l.status)).toEqual(['owed', 'owed']);
    const setup = await post(app(), '/api/nanny/payouts/setup', {}, nanny.cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const accountId = setup.json<{ url: string }>().url.split('/').pop()!;
    expect(accountId).toMatch(/^acct_/);
    await stripe.completeOnboarding(accountId);
    await waitFor(async () =>
      (await get(app(), '/api/nanny/payouts', nanny.cookie))
        .json<{ lines: { status: string }[] }>()
        .lines.every((l) => l.status === 'paid_out'),
    );
    expect(
      stripe
        .records()
        .transfers.map((t) => t.amount)
        .sort(),
    ).toEqual([5400, 6400]);
    // The same webhook again changes nothing.
    const updates = async () =>
      (
        await server.runtime.db
          .selectFrom('events')
          .select('position')
          .where('type', '=', 'PayoutAccountUpdated')
          .execute()
      ).length;
    const seen = await updates();
    await stripe.completeOnboarding(accountId);
    expect(await updates()).toBe(seen);
  });

  it('refunds part of a charge and reverses her transfer in proportion', async () => {
    const tipped = await settled('tipped', 'paid');
    const refund = await post(
      app(),
      `/api/operator/payments/${tipped.chargeId}/refunds`,
      { amountCents: 3470, reason: 'Left an hour early.', idempotencyKey: 'refund-key-1' },
      operator,
    );
    expect(refund.statusCode, refund.body).toBe(201);
    await waitFor(async () => stripe.records().reversals.length === 1);
    expect(stripe.records().refunds.map((r) => r.amount)).toEqual([3470]);
    expect(stripe.records().reversals.map((r) => r.amount)).toEqual([3200]);
    await waitFor(async () => (await settled('tipped', 'paid')).refundedCents === 3470);
  });

  it("shows operators a dispute on a charge as Disputed with the dispute's state, opened once and closed", async () => {
    const tipped = await settled('tipped', 'paid');
    const providerChargeId = await providerChargeIdOf(tipped.chargeId);
    const dispute = (status: string) => ({
      id: 'dp_test_1',
      object: 'dispute',
      charge: providerChargeId,
      amount: 3470,
      status,
      reason: 'fraudulent',
    });
    const disputeOf = async () =>
      (await get(app(), '/api/operator/payments', operator))
        .json<{ charges: { chargeId: string; disputeStatus: string | null }[] }>()
        .charges.find((c) => c.chargeId === tipped.chargeId)?.disputeStatus;
    expect(await disputeOf()).toBeNull();
    const disputeEvents = async () =>
      (
        await server.runtime.db
          .selectFrom('events')
          .select('type')
          .where('type', 'in', ['ChargeDisputed', 'DisputeClosed'])
          .orderBy('position')
          .execute()
      ).map((e) => e.type);

    expect(await stripe.sendEvent('charge.dispute.created', dispute('needs_response'))).toEqual({
      status: 200,
    });
    await waitFor(async () => (await disputeOf()) === 'needs_response');
    // The operators' disputes queue: only disputed charges.
    const disputed = (await get(app(), '/api/operator/payments?status=disputed', operator)).json<{
      charges: { chargeId: string }[];
    }>().charges;
    expect(disputed.map((c) => c.chargeId)).toEqual([tipped.chargeId]);
    // Stripe telling the same dispute again (another event id) opens nothing more.
    await stripe.sendEvent('charge.dispute.created', dispute('needs_response'));
    expect(await disputeEvents()).toEqual(['ChargeDisputed']);

    await stripe.sendEvent('charge.dispute.closed', dispute('won'));
    await waitFor(async () => (await disputeOf()) === 'won');
    expect(await disputeEvents()).toEqual(['ChargeDisputed', 'DisputeClosed']);
    // A dispute on a charge that is not ours is acknowledged and changes nothing.
    const foreign = { ...dispute('needs_response'), id: 'dp_other', charge: 'ch_not_ours' };
    expect(await stripe.sendEvent('charge.dispute.created', foreign)).toEqual({ status: 200 });
    expect(await disputeEvents()).toEqual(['ChargeDisputed', 'DisputeClosed']);
    // The parent and the nanny are not shown an operator's list.
    expect((await get(app(), '/api/operator/payments', parent.cookie)).statusCode).toBe(403);
  });

  it('records a charge Stripe was still processing when its webhook tells the end, once', async () => {
    const eventsOf = async (type: string) =>
      (
        await server.runtime.db
          .selectFrom('events')
          .select('position')
          .where('type', '=', type)
          .execute()
      ).length;
    stripe.holdCharges(true);
    try {
      await confirmedSession('processed', '2026-12-07');
      await settled('processed', 'pending');
      await confirmedSession('processFailed', '2026-12-08');
      await settled('processFailed', 'pending');
    } finally {
      stripe.holdCharges(false);
    }
    const [first, second] = stripe.processingPayments();
    const succeeded = await eventsOf('ChargeSucceeded');
    expect(await stripe.settlePayment(first!, 'succeeded')).toEqual({ status: 200 });
    expect(await settled('processed', 'paid')).toMatchObject({ totalCents: 5940 });
    expect(await eventsOf('ChargeSucceeded')).toBe(succeeded + 1);
    // Her share goes to her account as for any charge.
    await waitFor(async () =>
      (await get(app(), '/api/nanny/payouts', nanny.cookie))
        .json<{ lines: { bookingId: string; status: string }[] }>()
        .lines.some((l) => l.bookingId === bookings.processed && l.status === 'paid_out'),
    );

    const failed = await eventsOf('ChargeFailed');
    expect(await stripe.settlePayment(second!, 'failed')).toEqual({ status: 200 });
    expect((await settled('processFailed', 'failed')).failure).toBe('declined');
    expect(await eventsOf('ChargeFailed')).toBe(failed + 1);
    // Stripe telling the end again (another event id) changes nothing: the attempt is answered.
    const intent = (status: string) => ({
      id: first,
      object: 'payment_intent',
      status,
      latest_charge: 'ch_other',
      metadata: { chargeId: `${bookings.processed}-session`, attempt: '1' },
    });
    await stripe.sendEvent('payment_intent.succeeded', intent('succeeded'));
    await stripe.sendEvent('payment_intent.payment_failed', intent('requires_payment_method'));
    expect(await eventsOf('ChargeSucceeded')).toBe(succeeded + 1);
    expect(await eventsOf('ChargeFailed')).toBe(failed + 1);
    expect((await settled('processed', 'paid')).status).toBe('paid');
    // A payment that is not ours (no charge of ours named) is acknowledged and ignored.
    const foreign = { ...intent('succeeded'), metadata: {} };
    expect(await stripe.sendEvent('payment_intent.succeeded', foreign)).toEqual({ status: 200 });
    // Paid with a good card, the failed one leaves nothing owed for the rest of the story.
    const charge = await settled('processFailed', 'failed');
    expect(
      (await post(app(), `/api/parent/charges/${charge.chargeId}/pay-again`, {}, parent.cookie))
        .statusCode,
    ).toBe(200);
    await settled('processFailed', 'paid');
  });

  it("records a refund made in Stripe's dashboard once; the webhook of our own refund changes nothing", async () => {
    const refundEvents = async () =>
      (
        await server.runtime.db
          .selectFrom('events')
          .select('type')
          .where('type', 'in', ['ChargeRefunded', 'ChargeRefundedAtProvider'])
          .execute()
      ).length;
    const declined = await settled('declined', 'paid');
    const providerChargeId = await providerChargeIdOf(declined.chargeId);
    const before = await refundEvents();
    const made = await stripe.refundFromDashboard(providerChargeId!, 1000);
    expect(made.status).toBe(200);
    expect((await settled('declined', 'paid')).refundedCents).toBe(1000);
    expect(await refundEvents()).toBe(before + 1);
    const receipt = await server.runtime.db
      .selectFrom('payment_refunds')
      .select(['amount_cents', 'reason', 'operator_id', 'status', 'fee_cents', 'nanny_cents'])
      .where('provider_refund_id', '=', made.id)
      .executeTakeFirstOrThrow();
    // The fee back in proportion (1000 of 5940, 540 of fee: 90.9 → 91), the rest from her share.
    expect(receipt).toEqual({
      amount_cents: 1000,
      reason: 'Refunded at the payment provider.',
      operator_id: null,
      status: 'refunded',
      fee_cents: 91,
      nanny_cents: 909,
    });
    // Paid out before the refund: her share of it (909) is taken back from her transfer, once.
    const transfer = await server.runtime.db
      .selectFrom('payment_charges')
      .select('provider_transfer_id')
      .where('charge_id', '=', declined.chargeId)
      .executeTakeFirstOrThrow();
    const reversalsOfCharge = () =>
      stripe.records().reversals.filter((r) => r.transfer === transfer.provider_transfer_id);
    await waitFor(async () => reversalsOfCharge().length === 1);
    expect(reversalsOfCharge().map((r) => r.amount)).toEqual([909]);
    const reversedRow = async () =>
      server.runtime.db
        .selectFrom('payment_refunds')
        .select(['reversed_cents', 'provider_reversal_id'])
        .where('provider_refund_id', '=', made.id)
        .executeTakeFirstOrThrow();
    await waitFor(async () => (await reversedRow()).reversed_cents === 909);
    expect((await reversedRow()).provider_reversal_id).toBe(reversalsOfCharge()[0]!.id);
    // Stripe delivering the same event again, or telling the refund under another event id
    // (refund.updated, charge.refunded): recorded once, reversed once.
    const redelivered = await stripe.sendRefundEvent(made.id, made.eventId);
    expect(redelivered).toEqual({ status: 200 });
    expect(await stripe.sendRefundEvent(made.id)).toEqual({ status: 200 });
    // Our own refund's webhook (it carries our refund id) finds it already recorded.
    const ours = stripe.records().refunds.find((r) => r.metadata.refundId !== undefined)!;
    expect(await stripe.sendRefundEvent(ours.id)).toEqual({ status: 200 });
    expect(await refundEvents()).toBe(before + 1);
    expect((await settled('tipped', 'paid')).refundedCents).toBe(3470);
    const reversedEvents = await server.runtime.db
      .selectFrom('events')
      .select('type')
      .where('type', '=', 'TransferReversed')
      .execute();
    expect(reversedEvents).toHaveLength(1);
    // Our own refund reversed hers in its own call (3200); this one added only 909.
    expect(stripe.records().reversals.map((r) => r.amount)).toEqual([3200, 909]);
  });

  it('handles a webhook event once by its id: delivered again, it is answered 200 and changes nothing', async () => {
    const { nanny_id: nannyId, account_id: accountId } = await server.runtime.db
      .selectFrom('payout_accounts')
      .select(['nanny_id', 'account_id'])
      .where('payouts_enabled', '=', true)
      .executeTakeFirstOrThrow();
    const account = (payoutsEnabled: boolean) => ({
      id: accountId,
      object: 'account',
      payouts_enabled: payoutsEnabled,
      metadata: { nannyId },
    });
    const enabled = async () =>
      (
        await server.runtime.db
          .selectFrom('payout_accounts')
          .select('payouts_enabled')
          .where('nanny_id', '=', nannyId)
          .executeTakeFirstOrThrow()
      ).payouts_enabled;
    const eventId = 'evt_delivered_twice';
    expect(await stripe.sendEvent('account.updated', account(false), undefined, eventId)).toEqual({
      status: 200,
    });
    await waitFor(async () => !(await enabled()));
    const eventsBefore = (await server.runtime.db.selectFrom('events').select('position').execute())
      .length;
    // The same id again, even carrying another state: already handled, so no second effect.
    expect(await stripe.sendEvent('account.updated', account(true), undefined, eventId)).toEqual({
      status: 200,
    });
    expect(await enabled()).toBe(false);
    const eventsAfter = (await server.runtime.db.selectFrom('events').select('position').execute())
      .length;
    expect(eventsAfter).toBe(eventsBefore);
    const handled = await server.runtime.db
      .selectFrom('payment_provider_events')
      .select(['event_id', 'type'])
      .where('event_id', '=', eventId)
      .execute();
    expect(handled).toEqual([{ event_id: eventId, type: 'account.updated' }]);
  });

  it("reconciles the ledger with Stripe's charges, transfers and refunds listed through its API", async () => {
    now = new Date('2026-12-20T04:20:00Z');
    const listed = stripe.calls.filter((c) => c.startsWith('GET /v1/charges')).length;
    await reconcilePayments(server.runtime);
    expect(stripe.calls.filter((c) => c.startsWith('GET /v1/charges')).length).toBe(listed + 1);
    const { reconciliation } = (
      await get(app(), '/api/operator/payments/reconciliation', operator)
    ).json<{ reconciliation: { date: string; differences: object[]; gatewayCount: number } }>();
    const records = stripe.records();
    expect(reconciliation).toMatchObject({
      date: '2026-12-20',
      differences: [],
      gatewayCount: records.charges.length + records.transfers.length + records.refunds.length,
    });
  });

  it("keeps Stripe's records, the ledger and the tables equal; a replay calls Stripe never", async () => {
    const rows = await chargesBesideLedger(server.runtime.db);
    for (const row of rows) expect(row.care_cents).toBe(row.amount_cents);
    const records = stripe.records();
    expect(sumOf(records.charges.map((c) => c.amount))).toBe(sumOf(rows.map((r) => r.total_cents)));
    expect(sumOf(records.transfers.map((t) => t.amount))).toBe(
      sumOf(rows.map((r) => r.paid_out_cents ?? 0)),
    );
    expect(sumOf(records.refunds.map((r) => r.amount))).toBe(
      sumOf(rows.map((r) => r.refunded_cents)),
    );

    const calls = stripe.calls.length;
    const report = await replayOf(server.runtime);
    expect(report).toMatchObject({ equal: true, differences: [] });
    expect(stripe.calls.length).toBe(calls);
  });
});
