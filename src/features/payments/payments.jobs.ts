import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { Reaction, UnitOfWork } from '../../infra/event-store/event-store-service.js';
import type { FeatureDeps } from '../../infra/feature.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { ledgerLineFacts } from '../earnings/earnings.reads.js';
import {
  lateCancellationCharge,
  refundSplitAfter,
  sessionCharge,
  type ChargeAmounts,
} from '../../shared/payment-amounts.js';
import {
  chargeKey,
  detachKey,
  refundKey,
  reversalKey,
  transferKey,
  type SavedCard,
} from '../../infra/payments/payment-gateway.js';
import { chargeDecider, payoutDecider } from './payments.decider.js';
import {
  chargeIdOf,
  chargeStreamId,
  payoutStreamId,
  type ChargePurpose,
  type PaymentEvent,
} from './payments.events.js';

// Every side effect on the gateway happens here, in jobs queued in the transaction that records
// their cause, never in a request and never in a replay. A job may run again (a crash between
// the call and its record, a retry after the gateway was down): the idempotency key makes the
// gateway answer as the first time, and the deciders record each answer once.

export const CHARGE_JOB = 'payments.charge';
export const TRANSFER_JOB = 'payments.transfer';
export const TRANSFER_OWED_JOB = 'payments.transfer-owed';
export const REFUND_JOB = 'payments.refund';
export const REVERSAL_JOB = 'payments.reverse-transfer';
export const DETACH_JOB = 'payments.detach-card';

interface ChargePayload {
  chargeId: string;
  bookingId: string;
  purpose: ChargePurpose;
  attempt: number;
  tipCents: number;
}

const system = { actorRole: 'system' as const };
/** The gateway down or slow: retried with backoff, 10 times over about 3 hours. */
const gatewayRetries = { retryLimit: 10, retryDelaySeconds: 20, retryBackoff: true };

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock' | 'config' | 'paymentGateway'>;

/** Queues the first attempt at a booking's charge for this purpose (once: its singleton key). */
function enqueueFirstCharge(
  tx: UnitOfWork,
  bookingId: string,
  purpose: ChargePurpose,
  tipCents: number,
): Promise<void> {
  const payload: ChargePayload = {
    chargeId: chargeIdOf(bookingId, purpose),
    bookingId,
    purpose,
    attempt: 1,
    tipCents,
  };
  return tx.enqueue(CHARGE_JOB, payload, { singletonKey: chargeKey(payload.chargeId, 1) });
}

/**
 * After confirmed hours (with the tip given with them) or a parent's late cancellation, the
 * charge is queued with the event; a retry the parent asks for queues the next attempt.
 */
export const chargeReaction: Reaction = {
  name: 'payments-charge',
  handles: [
    'SessionHoursConfirmed',
    'BookingCancelled',
    'ChargeRetryRequested',
    'ChargeSucceeded',
    'PayoutAccountUpdated',
    'RefundRequested',
    'ChargeRefundedAtProvider',
    'ChargeRefunded',
    'NannyPaidOut',
    'PaymentCardRemoved',
  ],
  react: async (event, tx) => {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'SessionHoursConfirmed':
        return enqueueFirstCharge(
          tx,
          data.bookingId as string,
          'session',
          (data.tipCents as number | undefined) ?? 0,
        );
      case 'BookingCancelled':
        // Only a parent's late cancellation costs anything; a nanny's costs the family nothing.
        if (data.late !== true || data.cancelledBy !== 'parent') return;
        return enqueueFirstCharge(tx, data.bookingId as string, 'late_cancellation', 0);
      case 'ChargeRetryRequested': {
        const chargeId = data.chargeId as string;
        const attempt = data.attempt as number;
        return tx.enqueue(
          CHARGE_JOB,
          { chargeId, attempt },
          { singletonKey: chargeKey(chargeId, attempt) },
        );
      }
      case 'ChargeSucceeded':
        return tx.enqueue(TRANSFER_JOB, { chargeId: data.chargeId });
      case 'PayoutAccountUpdated':
        if (data.payoutsEnabled === true) {
          await tx.enqueue(TRANSFER_OWED_JOB, { nannyId: data.nannyId });
        }
        return;
      case 'RefundRequested':
        return tx.enqueue(REFUND_JOB, { refundId: data.refundId, chargeId: data.chargeId });
      case 'ChargeRefundedAtProvider':
      case 'ChargeRefunded': {
        // Her share not taken back by the refund's own call (a dashboard refund never is; ours
        // when the job saw no transfer yet): the job checks whether she was paid out.
        const reversed = event.type === 'ChargeRefunded' ? data.reversedCents : 0;
        if (typeof reversed !== 'number' || (data.nannyCents as number) <= reversed) return;
        const refundId = data.refundId as string;
        return tx.enqueue(
          REVERSAL_JOB,
          { refundId, chargeId: data.chargeId },
          { singletonKey: reversalKey(refundId) },
        );
      }
      case 'PaymentCardRemoved': {
        const paymentMethodId = data.paymentMethodId as string;
        return tx.enqueue(
          DETACH_JOB,
          { paymentMethodId },
          { singletonKey: detachKey(paymentMethodId) },
        );
      }
      case 'NannyPaidOut':
        // A refund recorded while her transfer was on its way: the transfer sent too much.
        return tx.enqueue(
          REVERSAL_JOB,
          { chargeId: data.chargeId },
          { singletonKey: `reversal:${data.chargeId as string}:payout` },
        );
    }
  },
};

async function cardOf(db: Kysely<Database>, parentId: string): Promise<SavedCard | null> {
  const row = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  if (!row) return null;
  const [month, year] = row.expiry.split('/');
  return {
    customerId: row.customer_id,
    paymentMethodId: row.payment_method_id,
    brand: row.brand,
    last4: row.last4,
    expMonth: Number(month),
    expYear: Number(year),
  };
}

/** The amounts of a charge, from the ledger line the earnings feature wrote for it. */
async function amountsOf(
  deps: Deps,
  payload: { bookingId: string; purpose: ChargePurpose; tipCents: number },
) {
  const line = await deps.db
    .selectFrom(ledgerLineFacts().as('l'))
    .select(['parent_id', 'nanny_id', 'minutes', 'rate_cents', 'amount_cents'])
    .where('line_id', '=', chargeIdOf(payload.bookingId, payload.purpose))
    .executeTakeFirst();
  if (!line) return undefined;
  const amounts: ChargeAmounts =
    payload.purpose === 'session'
      ? sessionCharge({
          minutes: line.minutes,
          rateCents: line.rate_cents,
          tipCents: payload.tipCents,
          feeBasisPoints: deps.config.serviceFeeBasisPoints,
        })
      : lateCancellationCharge(line.amount_cents);
  return { parentId: line.parent_id, nannyId: line.nanny_id, amounts };
}

export function chargeJob(
  deps: Deps,
): JobDefinition<ChargePayload | { chargeId: string; attempt: number }> {
  return {
    name: CHARGE_JOB,
    ...gatewayRetries,
    handle: async (job) => {
      const gateway = deps.paymentGateway;
      if (!gateway) return;
      const payload = await chargePayloadOf(deps.db, job);
      if (!payload) return;
      const facts = await amountsOf(deps, payload);
      if (!facts) return;
      const { amounts, parentId, nannyId } = facts;
      const common = {
        chargeId: payload.chargeId,
        bookingId: payload.bookingId,
        parentId,
        nannyId,
        purpose: payload.purpose,
        attempt: payload.attempt,
        careCents: amounts.careCents,
        feeCents: amounts.feeCents,
        tipCents: amounts.tipCents,
        totalCents: amounts.totalCents,
        nannyCents: amounts.nannyCents,
      };
      const card = await cardOf(deps.db, parentId);
      const result = card
        ? await gateway.charge({
            card,
            amountCents: amounts.totalCents,
            feeCents: amounts.feeCents,
            idempotencyKey: chargeKey(payload.chargeId, payload.attempt),
            description: `RBT Nanny Connect ${payload.purpose === 'session' ? 'session' : 'late cancellation'} ${payload.bookingId}`,
            chargeId: payload.chargeId,
            attempt: payload.attempt,
          })
        : ({ status: 'failed', failure: 'no_card' } as const);
      const at = deps.clock().toISOString();
      const chargeId = payload.chargeId;
      const command =
        result.status === 'succeeded'
          ? {
              type: 'RecordChargeSuccess' as const,
              chargeId,
              facts: common,
              providerChargeId: result.providerChargeId,
              at,
            }
          : result.status === 'pending'
            ? {
                type: 'RecordChargePending' as const,
                chargeId,
                facts: common,
                providerPaymentId: result.providerPaymentId,
                at,
              }
            : {
                type: 'RecordChargeFailure' as const,
                chargeId,
                facts: common,
                failure: result.failure,
                at,
              };
      await deps.eventStore.handleCommand(
        chargeDecider,
        chargeStreamId(payload.chargeId),
        command,
        {
          metadata: system,
        },
      );
    },
  };
}

/** A retry names only the charge and attempt: the rest is what its first attempt recorded. */
async function chargePayloadOf(
  db: Kysely<Database>,
  job: ChargePayload | { chargeId: string; attempt: number },
): Promise<ChargePayload | undefined> {
  if ('bookingId' in job) return job;
  const row = await db
    .selectFrom('payment_charges')
    .select(['booking_id', 'purpose', 'tip_cents', 'status'])
    .where('charge_id', '=', job.chargeId)
    .executeTakeFirst();
  if (!row || row.status === 'paid') return undefined;
  return {
    chargeId: job.chargeId,
    bookingId: row.booking_id,
    purpose: row.purpose,
    attempt: job.attempt,
    tipCents: row.tip_cents,
  };
}

/** Her share of one collected charge, when her payout account can receive it; else it waits. */
async function transferOne(deps: Deps, chargeId: string): Promise<void> {
  const gateway = deps.paymentGateway;
  if (!gateway) return;
  const row = await deps.db
    .selectFrom('payment_charges as c')
    .innerJoin('payout_accounts as a', 'a.nanny_id', 'c.nanny_id')
    .select([
      'c.nanny_id',
      'c.status',
      'c.nanny_cents',
      'c.refunded_nanny_cents',
      'c.provider_charge_id',
      'c.paid_out_at',
      'a.account_id',
      'a.payouts_enabled',
    ])
    .where('c.charge_id', '=', chargeId)
    .executeTakeFirst();
  // No account yet, or onboarding unfinished: owed to her, transferred when it is finished.
  if (!row || row.status !== 'paid' || row.paid_out_at !== null || !row.payouts_enabled) return;
  const amountCents = row.nanny_cents - row.refunded_nanny_cents;
  if (amountCents <= 0 || row.provider_charge_id === null) return;
  const { providerTransferId } = await gateway.transfer({
    accountId: row.account_id,
    amountCents,
    providerChargeId: row.provider_charge_id,
    idempotencyKey: transferKey(chargeId),
  });
  await deps.eventStore.handleCommand(
    chargeDecider,
    chargeStreamId(chargeId),
    {
      type: 'RecordPayout',
      chargeId,
      nannyId: row.nanny_id,
      providerTransferId,
      sentCents: amountCents,
      at: deps.clock().toISOString(),
    },
    { metadata: system },
  );
}

export const transferJob = (deps: Deps): JobDefinition<{ chargeId: string }> => ({
  name: TRANSFER_JOB,
  ...gatewayRetries,
  handle: (payload) => transferOne(deps, payload.chargeId),
});

/** Once her payout account is ready: everything owed to her, one transfer per charge. */
export const transferOwedJob = (deps: Deps): JobDefinition<{ nannyId: string }> => ({
  name: TRANSFER_OWED_JOB,
  ...gatewayRetries,
  handle: async (payload) => {
    const owed = await deps.db
      .selectFrom('payment_charges')
      .select('charge_id')
      .where('nanny_id', '=', payload.nannyId)
      .where('status', '=', 'paid')
      .where('paid_out_at', 'is', null)
      .orderBy('charge_id')
      .execute();
    for (const { charge_id } of owed) await transferOne(deps, charge_id);
  },
});

/** An operator's refund: the fee back in proportion, the rest reversed from her share. */
export const refundJob = (deps: Deps): JobDefinition<{ refundId: string; chargeId: string }> => ({
  name: REFUND_JOB,
  ...gatewayRetries,
  handle: async (payload) => {
    const gateway = deps.paymentGateway;
    if (!gateway) return;
    const refund = await deps.db
      .selectFrom('payment_refunds')
      .select(['amount_cents', 'status'])
      .where('refund_id', '=', payload.refundId)
      .executeTakeFirst();
    const charge = await deps.db
      .selectFrom('payment_charges')
      .selectAll()
      .where('charge_id', '=', payload.chargeId)
      .executeTakeFirst();
    if (!refund || refund.status !== 'pending' || !charge?.provider_charge_id) return;
    const split = refundSplitAfter(
      {
        totalCents: charge.total_cents,
        feeCents: charge.fee_cents,
        nannyCents: charge.nanny_cents,
      },
      { feeCents: charge.refunded_fee_cents, nannyCents: charge.refunded_nanny_cents },
      refund.amount_cents,
    );
    // Not yet paid out: her share owed simply shrinks (the transfer sends what is left).
    const reverseCents = charge.provider_transfer_id === null ? 0 : split.nannyCents;
    const { providerRefundId } = await gateway.refund({
      providerChargeId: charge.provider_charge_id,
      amountCents: refund.amount_cents,
      providerTransferId: charge.provider_transfer_id,
      reverseCents,
      idempotencyKey: refundKey(payload.refundId),
      refundId: payload.refundId,
    });
    await deps.eventStore.handleCommand(
      chargeDecider,
      chargeStreamId(payload.chargeId),
      {
        type: 'RecordRefund',
        refundId: payload.refundId,
        chargeId: payload.chargeId,
        providerRefundId,
        reversedCents: reverseCents,
        at: deps.clock().toISOString(),
      },
      { metadata: system },
    );
  },
});

/**
 * A refund made at the provider (its dashboard) refunds the family from the platform's balance
 * and reverses nothing: her share of it is taken back from her transfer here, so the fee is
 * returned in proportion and the rest comes from her, as with ours. Before she was paid out
 * there is nothing to take back: her transfer sends her share less the refund.
 */
export const reversalJob = (
  deps: Deps,
): JobDefinition<{ refundId?: string; chargeId: string }> => ({
  name: REVERSAL_JOB,
  ...gatewayRetries,
  handle: async (payload) => {
    const gateway = deps.paymentGateway;
    if (!gateway) return;
    // The charge's own stream says whether her transfer was made before the refund and whether
    // it was reversed already: the gateway is asked only for what the decider will record.
    const events = (await deps.eventStore.readStream(
      chargeStreamId(payload.chargeId),
    )) as unknown as PaymentEvent[];
    const state = events.reduce(
      (folded, event) => chargeDecider.evolve(folded, event),
      chargeDecider.initialState(),
    );
    const paidOut = events.find((e) => e.type === 'NannyPaidOut');
    if (paidOut?.type !== 'NannyPaidOut') return;
    const providerTransferId = paidOut.data.providerTransferId;
    // One refund's share, or (after her payout) every share her transfer sent too much of.
    const due = [...state.toReverse].filter(
      ([refundId]) => payload.refundId === undefined || refundId === payload.refundId,
    );
    for (const [refundId, amountCents] of due) {
      const { providerReversalId } = await gateway.reverseTransfer({
        providerTransferId,
        amountCents,
        idempotencyKey: reversalKey(refundId),
      });
      await deps.eventStore.handleCommand(
        chargeDecider,
        chargeStreamId(payload.chargeId),
        {
          type: 'RecordTransferReversal',
          refundId,
          chargeId: payload.chargeId,
          providerTransferId,
          providerReversalId,
          at: deps.clock().toISOString(),
        },
        { metadata: system },
      );
    }
  },
});

/** A card she removed is detached from her customer at the provider: never charged again. */
export const detachCardJob = (deps: Deps): JobDefinition<{ paymentMethodId: string }> => ({
  name: DETACH_JOB,
  ...gatewayRetries,
  handle: async ({ paymentMethodId }) => {
    await deps.paymentGateway?.detachCard({
      paymentMethodId,
      idempotencyKey: detachKey(paymentMethodId),
    });
  },
});

/** Records what the provider says of her payout account (its webhook, or the simulated page). */
export function updatePayoutAccount(
  deps: Pick<FeatureDeps, 'eventStore' | 'clock'>,
  input: { nannyId: string; accountId: string; payoutsEnabled: boolean },
  metadata: Record<string, unknown>,
) {
  return deps.eventStore.handleCommand(
    payoutDecider,
    payoutStreamId(input.nannyId),
    { type: 'UpdatePayoutAccount', ...input, at: deps.clock().toISOString() },
    { metadata },
  );
}

export const paymentJobs = (deps: Deps): JobDefinition[] =>
  [
    chargeJob(deps),
    transferJob(deps),
    transferOwedJob(deps),
    refundJob(deps),
    reversalJob(deps),
    detachCardJob(deps),
  ] as JobDefinition[];
