import { Type, type Static } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
import { personal } from '../../infra/event-store/personal-data.js';
import { CHARGE_FAILURES } from '../../infra/payments/payment-gateway.js';
import { ReconciliationDifference } from './reconciliation.js';

const Instant = Type.String();
const Cents = Type.Integer({ minimum: 0 });
const Purpose = Type.Union([Type.Literal('session'), Type.Literal('late_cancellation')]);
const Failure = Type.Union(CHARGE_FAILURES.map((f) => Type.Literal(f)));

/**
 * A parent's saved card: the provider's ids and what identifies the card to her. Never a card
 * number: the provider's form takes it. The last 4 and expiry are hers (encrypted with her key).
 */
const PaymentCardSaved = Type.Object({
  parentId: Type.String(),
  customerId: Type.String(),
  paymentMethodId: Type.String(),
  brand: Type.String(),
  /**
   * Her card's last 4 and expiry, "4242 12/2029": one value, encrypted with her key (a value this
   * short on its own could not be told apart from other digits when the log is audited).
   */
  card: personal(Type.String(), { owner: 'parentId' }),
  savedAt: Instant,
});

/**
 * She removed her card: detached at the provider by a job, gone from her Payments tab. The
 * provider's id only: what identified the card to her stays in its PaymentCardSaved.
 */
const PaymentCardRemoved = Type.Object({
  parentId: Type.String(),
  paymentMethodId: Type.String(),
  removedAt: Instant,
});

const charge = {
  /** `{bookingId}-{purpose}`: one charge per booking and purpose, ever. */
  chargeId: Type.String(),
  bookingId: Type.String(),
  parentId: Type.String(),
  nannyId: Type.String(),
  purpose: Purpose,
  /** 1 for the charge after confirmation, then one more per retry the parent asks for. */
  attempt: Type.Integer({ minimum: 1 }),
  careCents: Cents,
  feeCents: Cents,
  tipCents: Cents,
  totalCents: Cents,
  nannyCents: Cents,
};
const ChargeSucceeded = Type.Object({
  ...charge,
  providerChargeId: Type.String(),
  chargedAt: Instant,
});
const ChargeFailed = Type.Object({ ...charge, failure: Failure, failedAt: Instant });
/**
 * The provider took the charge and has not answered yet (a PaymentIntent still processing): its
 * webhook says later whether it succeeded or failed.
 */
const ChargePending = Type.Object({
  ...charge,
  providerPaymentId: Type.String(),
  pendingAt: Instant,
});
/** The parent asks to be charged again after a failure (usually with a new card). */
const ChargeRetryRequested = Type.Object({
  chargeId: Type.String(),
  parentId: Type.String(),
  attempt: Type.Integer({ minimum: 2 }),
  requestedAt: Instant,
});
/** Her share of a collected charge reached her payout account. */
const NannyPaidOut = Type.Object({
  chargeId: Type.String(),
  nannyId: Type.String(),
  amountCents: Cents,
  providerTransferId: Type.String(),
  paidOutAt: Instant,
});
/** An operator refunds part or all of a charge, with a reason (both sides' record). */
const RefundRequested = Type.Object({
  refundId: Type.String(),
  chargeId: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  /** The operator's words: the platform's, so neither party's erasure takes them. */
  reason: personal(Type.String(), { owner: '$platform' }),
  operatorId: Type.String(),
  requestedAt: Instant,
});
/** A refund made, split: the same fields whoever asked for it. */
const refundSplit = {
  refundId: Type.String(),
  chargeId: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  /** The part of the service fee returned, in proportion. */
  feeCents: Cents,
  /** The part of her share reversed (from her transfer, or from what is owed to her). */
  nannyCents: Cents,
  providerRefundId: Type.String(),
  refundedAt: Instant,
};
const ChargeRefunded = Type.Object({
  ...refundSplit,
  /**
   * What the refund's own call took back from her transfer (0 when none was made yet, as the
   * job saw it); absent when its webhook recorded it first. Less than `nannyCents` after she was
   * paid out: the rest is reversed by `payments.reverse-transfer`.
   */
  reversedCents: Type.Optional(Cents),
});
/**
 * A refund made at the provider, not asked for here (an operator in Stripe's dashboard): told by
 * its webhook, recorded once by its id, split as ours are (the fee in proportion, the rest
 * against her share).
 */
const ChargeRefundedAtProvider = Type.Object(refundSplit);
/**
 * Her share of a refund made at the provider taken back from her transfer (the provider's
 * dashboard refunds the family from the platform's balance and reverses nothing): with the fee
 * kept back in proportion, the refund then costs each side what ours cost it.
 */
const TransferReversed = Type.Object({
  chargeId: Type.String(),
  refundId: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  providerTransferId: Type.String(),
  providerReversalId: Type.String(),
  reversedAt: Instant,
});
/**
 * The cardholder's bank disputes a collected charge (the provider's `charge.dispute.created`):
 * its state and the bank's reason code are the provider's words, never the family's.
 */
const ChargeDisputed = Type.Object({
  chargeId: Type.String(),
  disputeId: Type.String(),
  amountCents: Cents,
  disputeStatus: Type.String(),
  disputeReason: Type.String(),
  disputedAt: Instant,
});
/** The dispute ended (`charge.dispute.closed`): won, lost or closed as a warning. */
const DisputeClosed = Type.Object({
  chargeId: Type.String(),
  disputeId: Type.String(),
  disputeStatus: Type.String(),
  closedAt: Instant,
});
const PayoutAccountCreated = Type.Object({
  nannyId: Type.String(),
  accountId: Type.String(),
  createdAt: Instant,
});
/** The provider says whether her account can receive payouts (onboarding finished or not). */
const PayoutAccountUpdated = Type.Object({
  nannyId: Type.String(),
  accountId: Type.String(),
  payoutsEnabled: Type.Boolean(),
  updatedAt: Instant,
});

/**
 * The day's comparison of the ledger with the gateway's charges, transfers and refunds (one per
 * UTC day, whatever restarts): the provider's ids and amounts only, never a person's words.
 */
const ReconciliationReported = Type.Object({
  date: Type.String(),
  checkedAt: Instant,
  /** What each side held: the ledger's movements and the gateway's, of each kind. */
  ledgerCount: Type.Integer({ minimum: 0 }),
  gatewayCount: Type.Integer({ minimum: 0 }),
  differences: Type.Array(ReconciliationDifference),
});

const schemas = {
  PaymentCardSaved,
  PaymentCardRemoved,
  ChargeSucceeded,
  ChargeFailed,
  ChargePending,
  ChargeRetryRequested,
  NannyPaidOut,
  RefundRequested,
  ChargeRefunded,
  ChargeRefundedAtProvider,
  TransferReversed,
  ChargeDisputed,
  DisputeClosed,
  PayoutAccountCreated,
  PayoutAccountUpdated,
  ReconciliationReported,
};
export type PaymentEvent = EventUnionOf<typeof schemas>;
export type PaymentEventOf<K extends PaymentEvent['type']> = Extract<PaymentEvent, { type: K }>;

export const PAYMENT_EVENT_TYPES = eventTypeNamesOf(schemas);
export const paymentEventTypes = eventTypeDefinitionsOf(schemas);

export type ChargePurpose = Static<typeof Purpose>;
export const chargeIdOf = (bookingId: string, purpose: ChargePurpose) => `${bookingId}-${purpose}`;
export const cardStreamId = (parentId: string) => `payment-card-${parentId}`;
export const chargeStreamId = (chargeId: string) => `charge-${chargeId}`;
export const payoutStreamId = (nannyId: string) => `payout-account-${nannyId}`;
export const reconciliationStreamId = (date: string) => `payments-reconciliation-${date}`;
