import {
  assertNever,
  conflictError,
  notFoundError,
  validationError,
} from '../../infra/domain/errors.js';
import { assertPlainText } from '../../infra/domain/plain-text.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  REFUND_AMOUNT_MESSAGE,
  REFUND_REASON_MAX_LENGTH,
  REFUND_REASON_MESSAGE,
  REFUND_REASON_TOO_LONG_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
  refundSplitAfter,
} from '../../shared/payment-amounts.js';
import type { ChargeFailure, SavedCard } from '../../infra/payments/payment-gateway.js';
import type { ReconciliationDifference } from './reconciliation.js';
import {
  cardStreamId,
  chargeStreamId,
  payoutStreamId,
  reconciliationStreamId,
  type PaymentEvent,
  type PaymentEventOf,
} from './payments.events.js';

// Pure deciders of the payments streams: a parent's card, one charge, a nanny's payout account.
// Each result the gateway gives is recorded once: a repeated job, or a repeated webhook, decides
// nothing new, so no money is ever counted twice.

export const CHARGE_NOT_FOUND_MESSAGE = 'Charge not found.';
export const NOT_FAILED_MESSAGE = 'Only a failed charge can be paid again.';
export const NOT_PAID_MESSAGE = 'Only a paid charge can be refunded.';

type Event<K extends PaymentEvent['type']> = PaymentEventOf<K>;

// ---- card ----

export const NO_CARD_MESSAGE = 'No card is saved.';
export const CARD_DUE_MESSAGE =
  'Your card cannot be removed while a session is still to be charged. You can replace it instead.';
export const CARD_REMOVED_BEFORE_MESSAGE =
  'This card was removed and cannot be saved again. Please add a card.';

export interface CardState {
  paymentMethodId: string | null;
  /** Cards she removed: detached at the provider for good, so never saved again. */
  removed: ReadonlySet<string>;
}
export type CardCommand =
  | { type: 'SaveCard'; parentId: string; card: SavedCard; at: string }
  /** `chargeDue`: a session of hers is still to be charged (read by the route, see chargeDue). */
  | { type: 'RemoveCard'; parentId: string; chargeDue: boolean; at: string };

export const cardDecider: Decider<CardState, CardCommand, PaymentEvent> = {
  streamType: 'payment-card',
  initialState: () => ({ paymentMethodId: null, removed: new Set() }),
  evolve: (state, event) => {
    if (event.type === 'PaymentCardSaved') {
      return { ...state, paymentMethodId: event.data.paymentMethodId };
    }
    if (event.type === 'PaymentCardRemoved') {
      return {
        paymentMethodId: null,
        removed: new Set(state.removed).add(event.data.paymentMethodId),
      };
    }
    return state;
  },
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, cardStreamId(command.parentId));
    if (command.type === 'RemoveCard') {
      if (state.paymentMethodId === null) throw notFoundError(NO_CARD_MESSAGE);
      // Her only card: a charge due would find none.
      if (command.chargeDue) throw conflictError(CARD_DUE_MESSAGE);
      return [
        {
          type: 'PaymentCardRemoved',
          data: {
            parentId: command.parentId,
            paymentMethodId: state.paymentMethodId,
            removedAt: command.at,
          },
        },
      ];
    }
    const { card } = command;
    if (state.paymentMethodId === card.paymentMethodId) return [];
    if (state.removed.has(card.paymentMethodId)) throw conflictError(CARD_REMOVED_BEFORE_MESSAGE);
    return [
      {
        type: 'PaymentCardSaved',
        data: {
          parentId: command.parentId,
          customerId: card.customerId,
          paymentMethodId: card.paymentMethodId,
          brand: card.brand,
          card: `${card.last4} ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
          savedAt: command.at,
        },
      },
    ];
  },
};

// ---- charge ----

type ChargeFacts = Omit<Event<'ChargeSucceeded'>['data'], 'providerChargeId' | 'chargedAt'>;

export interface ChargeState {
  status: 'due' | 'failed' | 'paid' | 'pending';
  parentId: string | null;
  /** The newest attempt asked for; `resolved` is the newest one with a result. */
  attempt: number;
  resolved: number;
  paid: Event<'ChargeSucceeded'>['data'] | null;
  /** The attempt the provider is still processing, with its amounts, until its webhook. */
  pending: ChargeFacts | null;
  paidOut: boolean;
  refunded: { totalCents: number; feeCents: number; nannyCents: number };
  /** Refunds asked for and not yet made, by id, with their amounts. */
  pendingRefunds: Map<string, number>;
  madeRefunds: Set<string>;
  /** The provider's ids of every refund recorded, ours or made at the provider. */
  providerRefunds: Set<string>;
  /** Her share of a refund still to take back from her transfer, by refund id, until reversed. */
  toReverse: Map<string, number>;
  /**
   * Her share of each refund recorded before she was paid out, oldest first: her transfer should
   * have sent her share less these; what it sent beyond (a refund recorded while the transfer
   * was on its way) is reversed for the newest of them.
   */
  sharesBeforePayout: [refundId: string, nannyCents: number][];
  /** Disputes the provider told of, by id: open, or closed (never reopened). */
  disputes: Map<string, 'open' | 'closed'>;
}

export type ChargeCommand =
  | {
      type: 'RecordChargeSuccess';
      chargeId: string;
      facts: ChargeFacts;
      providerChargeId: string;
      at: string;
    }
  | {
      type: 'RecordChargeFailure';
      chargeId: string;
      facts: ChargeFacts;
      failure: ChargeFailure;
      at: string;
    }
  | {
      type: 'RecordChargePending';
      chargeId: string;
      facts: ChargeFacts;
      providerPaymentId: string;
      at: string;
    }
  /** The provider's webhook: what became of an attempt it was processing. */
  | {
      type: 'RecordProviderChargeResult';
      chargeId: string;
      attempt: number;
      result:
        | { status: 'succeeded'; providerChargeId: string }
        | { status: 'failed'; failure: ChargeFailure };
      at: string;
    }
  /** The provider's webhook: a refund made there (its dashboard), not asked for here. */
  | {
      type: 'RecordProviderRefund';
      chargeId: string;
      providerRefundId: string;
      amountCents: number;
      at: string;
    }
  /** Her share of a refund made at the provider, taken back from her transfer by the job. */
  | {
      type: 'RecordTransferReversal';
      chargeId: string;
      refundId: string;
      providerTransferId: string;
      providerReversalId: string;
      at: string;
    }
  | { type: 'RequestRetry'; chargeId: string; parentId: string; at: string }
  | {
      type: 'RecordPayout';
      chargeId: string;
      nannyId: string;
      providerTransferId: string;
      /** What the transfer sent (her share less the refunds the job knew of). */
      sentCents?: number;
      at: string;
    }
  | {
      type: 'RequestRefund';
      refundId: string;
      chargeId: string;
      amountCents: number;
      reason: string;
      operatorId: string;
      at: string;
    }
  | {
      type: 'RecordDispute';
      chargeId: string;
      disputeId: string;
      amountCents: number;
      status: string;
      reason: string;
      at: string;
    }
  | { type: 'RecordDisputeClosed'; chargeId: string; disputeId: string; status: string; at: string }
  | {
      type: 'RecordRefund';
      refundId: string;
      chargeId: string;
      providerRefundId: string;
      /** What the refund's call took back from her transfer (the job knows; a webhook does not). */
      reversedCents?: number;
      at: string;
    };

/** The amounts of an attempt, without what one answer or another adds to them. */
const factsOf = (d: ChargeFacts): ChargeFacts => ({
  chargeId: d.chargeId,
  bookingId: d.bookingId,
  parentId: d.parentId,
  nannyId: d.nannyId,
  purpose: d.purpose,
  attempt: d.attempt,
  careCents: d.careCents,
  feeCents: d.feeCents,
  tipCents: d.tipCents,
  totalCents: d.totalCents,
  nannyCents: d.nannyCents,
});

const initialCharge = (): ChargeState => ({
  status: 'due',
  parentId: null,
  attempt: 1,
  resolved: 0,
  paid: null,
  pending: null,
  paidOut: false,
  refunded: { totalCents: 0, feeCents: 0, nannyCents: 0 },
  pendingRefunds: new Map(),
  madeRefunds: new Set(),
  providerRefunds: new Set(),
  toReverse: new Map(),
  sharesBeforePayout: [],
  disputes: new Map(),
});

function evolveCharge(state: ChargeState, event: PaymentEvent): ChargeState {
  switch (event.type) {
    case 'ChargeSucceeded':
      return {
        ...state,
        status: 'paid',
        parentId: event.data.parentId,
        resolved: event.data.attempt,
        paid: event.data,
        pending: null,
      };
    case 'ChargeFailed':
      return {
        ...state,
        status: 'failed',
        parentId: event.data.parentId,
        resolved: event.data.attempt,
        pending: null,
      };
    case 'ChargePending': {
      return {
        ...state,
        status: 'pending',
        parentId: event.data.parentId,
        pending: factsOf(event.data),
      };
    }
    case 'ChargeRetryRequested':
      return { ...state, attempt: event.data.attempt };
    case 'NannyPaidOut':
      return {
        ...state,
        paidOut: true,
        toReverse: overpaidShares(state, event.data.amountCents),
        sharesBeforePayout: [],
      };
    case 'ChargeDisputed':
      return { ...state, disputes: new Map(state.disputes).set(event.data.disputeId, 'open') };
    case 'DisputeClosed':
      return { ...state, disputes: new Map(state.disputes).set(event.data.disputeId, 'closed') };
    case 'RefundRequested':
      return {
        ...state,
        pendingRefunds: new Map(state.pendingRefunds).set(
          event.data.refundId,
          event.data.amountCents,
        ),
      };
    case 'TransferReversed': {
      const toReverse = new Map(state.toReverse);
      toReverse.delete(event.data.refundId);
      return { ...state, toReverse };
    }
    case 'ChargeRefunded':
    case 'ChargeRefundedAtProvider': {
      const pendingRefunds = new Map(state.pendingRefunds);
      pendingRefunds.delete(event.data.refundId);
      const { refundId, nannyCents } = event.data;
      // Ours reverse her transfer in their own call; one made at the provider does not.
      const reversed =
        event.type === 'ChargeRefunded' ? (event.data.reversedCents ?? nannyCents) : 0;
      const toReverse =
        state.paidOut && nannyCents > reversed
          ? new Map(state.toReverse).set(refundId, nannyCents - reversed)
          : state.toReverse;
      const sharesBeforePayout: ChargeState['sharesBeforePayout'] = state.paidOut
        ? state.sharesBeforePayout
        : [...state.sharesBeforePayout, [refundId, nannyCents]];
      return {
        ...state,
        pendingRefunds,
        toReverse,
        sharesBeforePayout,
        madeRefunds: new Set(state.madeRefunds).add(event.data.refundId),
        providerRefunds: new Set(state.providerRefunds).add(event.data.providerRefundId),
        refunded: {
          totalCents: state.refunded.totalCents + event.data.amountCents,
          feeCents: state.refunded.feeCents + event.data.feeCents,
          nannyCents: state.refunded.nannyCents + event.data.nannyCents,
        },
      };
    }
    default:
      return state;
  }
}

/**
 * Her transfer sent `sentCents`; it should have sent her share less every refund recorded so far.
 * What it sent beyond that came from refunds recorded while it was on its way: their shares, the
 * newest first, are taken back from it.
 */
function overpaidShares(state: ChargeState, sentCents: number): Map<string, number> {
  const owed = state.paid ? state.paid.nannyCents - state.refunded.nannyCents : sentCents;
  let excess = sentCents - owed;
  const toReverse = new Map<string, number>();
  for (const [refundId, nannyCents] of [...state.sharesBeforePayout].reverse()) {
    if (excess <= 0) break;
    const take = Math.min(nannyCents, excess);
    if (take > 0) toReverse.set(refundId, take);
    excess -= take;
  }
  return toReverse;
}

/** What is left to refund: the charge less what was refunded and what is being refunded. */
export function refundableCents(state: ChargeState): number {
  if (!state.paid) return 0;
  const pending = [...state.pendingRefunds.values()].reduce((sum, cents) => sum + cents, 0);
  return state.paid.totalCents - state.refunded.totalCents - pending;
}

export const chargeDecider: Decider<ChargeState, ChargeCommand, PaymentEvent> = {
  streamType: 'charge',
  initialState: initialCharge,
  evolve: evolveCharge,
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, chargeStreamId(command.chargeId));
    switch (command.type) {
      case 'RecordChargeSuccess': {
        // Paid once; a result for an attempt already answered changes nothing.
        if (state.status === 'paid' || command.facts.attempt <= state.resolved) return [];
        const { facts, providerChargeId, at } = command;
        return [{ type: 'ChargeSucceeded', data: { ...facts, providerChargeId, chargedAt: at } }];
      }
      case 'RecordChargeFailure': {
        if (state.status === 'paid' || command.facts.attempt <= state.resolved) return [];
        const { facts, failure, at } = command;
        return [{ type: 'ChargeFailed', data: { ...facts, failure, failedAt: at } }];
      }
      case 'RecordChargePending': {
        // Only the first word of an attempt counts; a result already in is not undone.
        if (state.status === 'paid' || command.facts.attempt <= state.resolved) return [];
        if (state.pending?.attempt === command.facts.attempt) return [];
        const { facts, providerPaymentId, at } = command;
        return [{ type: 'ChargePending', data: { ...facts, providerPaymentId, pendingAt: at } }];
      }
      case 'RecordProviderChargeResult':
        return decideProviderResult(command, state);
      case 'RecordProviderRefund':
        return decideProviderRefund(command, state);
      case 'RecordTransferReversal': {
        // Once per refund, and only from a transfer made (before it, her share simply shrinks).
        const amountCents = state.toReverse.get(command.refundId);
        if (amountCents === undefined || !state.paidOut) return [];
        return [
          {
            type: 'TransferReversed',
            data: {
              chargeId: command.chargeId,
              refundId: command.refundId,
              amountCents,
              providerTransferId: command.providerTransferId,
              providerReversalId: command.providerReversalId,
              reversedAt: command.at,
            },
          },
        ];
      }
      case 'RequestRetry':
        if (state.parentId !== command.parentId) throw notFoundError(CHARGE_NOT_FOUND_MESSAGE);
        if (state.status !== 'failed') throw conflictError(NOT_FAILED_MESSAGE);
        // A retry already on its way is the same retry (a double press).
        if (state.attempt > state.resolved) return [];
        return [
          {
            type: 'ChargeRetryRequested',
            data: {
              chargeId: command.chargeId,
              parentId: command.parentId,
              attempt: state.attempt + 1,
              requestedAt: command.at,
            },
          },
        ];
      case 'RecordPayout':
        if (!state.paid || state.paidOut) return [];
        return [
          {
            type: 'NannyPaidOut',
            data: {
              chargeId: command.chargeId,
              nannyId: command.nannyId,
              amountCents: command.sentCents ?? state.paid.nannyCents - state.refunded.nannyCents,
              providerTransferId: command.providerTransferId,
              paidOutAt: command.at,
            },
          },
        ];
      case 'RequestRefund':
        return decideRefund(command, state);
      // Only a collected charge can be disputed; each dispute is opened once and closed once.
      case 'RecordDispute':
        if (!state.paid || state.disputes.has(command.disputeId)) return [];
        return [
          {
            type: 'ChargeDisputed',
            data: {
              chargeId: command.chargeId,
              disputeId: command.disputeId,
              amountCents: command.amountCents,
              disputeStatus: command.status,
              disputeReason: command.reason,
              disputedAt: command.at,
            },
          },
        ];
      case 'RecordDisputeClosed':
        if (!state.paid || state.disputes.get(command.disputeId) === 'closed') return [];
        return [
          {
            type: 'DisputeClosed',
            data: {
              chargeId: command.chargeId,
              disputeId: command.disputeId,
              disputeStatus: command.status,
              closedAt: command.at,
            },
          },
        ];
      case 'RecordRefund': {
        const amount = state.pendingRefunds.get(command.refundId);
        if (amount === undefined || state.madeRefunds.has(command.refundId) || !state.paid) {
          return [];
        }
        // Its webhook, ahead of its job, once she was paid out: whether the job's call saw her
        // transfer (and reversed her share) or not cannot be told from here. The job, which
        // knows, records it (and retries until it does); before her payout the call reversed
        // nothing, as the job saw no transfer either.
        if (command.reversedCents === undefined && state.paidOut) return [];
        const split = refundSplitAfter(state.paid, state.refunded, amount);
        return [
          {
            type: 'ChargeRefunded',
            data: {
              refundId: command.refundId,
              chargeId: command.chargeId,
              amountCents: amount,
              ...split,
              providerRefundId: command.providerRefundId,
              refundedAt: command.at,
              ...(command.reversedCents === undefined
                ? {}
                : { reversedCents: command.reversedCents }),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

/**
 * A webhook's answer changes something only for the attempt the provider was still processing:
 * the charge the job recorded as paid or failed, or one we never sent, is left as it is.
 */
function decideProviderResult(
  command: Extract<ChargeCommand, { type: 'RecordProviderChargeResult' }>,
  state: ChargeState,
): PaymentEvent[] {
  const facts = state.pending;
  if (facts?.attempt !== command.attempt || command.attempt <= state.resolved) return [];
  if (command.result.status === 'succeeded') {
    const { providerChargeId } = command.result;
    return [
      { type: 'ChargeSucceeded', data: { ...facts, providerChargeId, chargedAt: command.at } },
    ];
  }
  const { failure } = command.result;
  return [{ type: 'ChargeFailed', data: { ...facts, failure, failedAt: command.at } }];
}

/** A refund made at the provider, recorded once by its id; ours are recorded by their job. */
function decideProviderRefund(
  command: Extract<ChargeCommand, { type: 'RecordProviderRefund' }>,
  state: ChargeState,
): PaymentEvent[] {
  if (!state.paid || state.providerRefunds.has(command.providerRefundId)) return [];
  const left = state.paid.totalCents - state.refunded.totalCents;
  const amountCents = Math.min(command.amountCents, left);
  if (amountCents < 1) return [];
  const split = refundSplitAfter(state.paid, state.refunded, amountCents);
  return [
    {
      type: 'ChargeRefundedAtProvider',
      data: {
        refundId: `provider-${command.providerRefundId}`,
        chargeId: command.chargeId,
        amountCents,
        ...split,
        providerRefundId: command.providerRefundId,
        refundedAt: command.at,
      },
    },
  ];
}

function decideRefund(
  command: Extract<ChargeCommand, { type: 'RequestRefund' }>,
  state: ChargeState,
): PaymentEvent[] {
  if (state.pendingRefunds.has(command.refundId) || state.madeRefunds.has(command.refundId)) {
    return [];
  }
  if (state.parentId === null) throw notFoundError(CHARGE_NOT_FOUND_MESSAGE);
  if (!state.paid) throw conflictError(NOT_PAID_MESSAGE);
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents < 1) {
    throw validationError(REFUND_AMOUNT_MESSAGE);
  }
  const reason = command.reason.trim();
  if (reason === '') throw validationError(REFUND_REASON_MESSAGE);
  if (reason.length > REFUND_REASON_MAX_LENGTH)
    throw validationError(REFUND_REASON_TOO_LONG_MESSAGE);
  assertPlainText([['Reason', reason, 'text']]);
  if (command.amountCents > refundableCents(state)) throw conflictError(REFUND_TOO_LARGE_MESSAGE);
  return [
    {
      type: 'RefundRequested',
      data: {
        refundId: command.refundId,
        chargeId: command.chargeId,
        amountCents: command.amountCents,
        reason,
        operatorId: command.operatorId,
        requestedAt: command.at,
      },
    },
  ];
}

// ---- payout account ----

export interface PayoutState {
  accountId: string | null;
  payoutsEnabled: boolean;
}
export type PayoutCommand =
  | { type: 'CreatePayoutAccount'; nannyId: string; accountId: string; at: string }
  | {
      type: 'UpdatePayoutAccount';
      nannyId: string;
      accountId: string;
      payoutsEnabled: boolean;
      at: string;
    };

export const payoutDecider: Decider<PayoutState, PayoutCommand, PaymentEvent> = {
  streamType: 'payout-account',
  initialState: () => ({ accountId: null, payoutsEnabled: false }),
  evolve: (state, event) => {
    if (event.type === 'PayoutAccountCreated') return { ...state, accountId: event.data.accountId };
    if (event.type === 'PayoutAccountUpdated') {
      return { accountId: event.data.accountId, payoutsEnabled: event.data.payoutsEnabled };
    }
    return state;
  },
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, payoutStreamId(command.nannyId));
    const { nannyId, accountId, at } = command;
    if (command.type === 'CreatePayoutAccount') {
      if (state.accountId !== null) return [];
      return [{ type: 'PayoutAccountCreated', data: { nannyId, accountId, createdAt: at } }];
    }
    // Only her own account's news, and only a change.
    if (state.accountId !== accountId || state.payoutsEnabled === command.payoutsEnabled) return [];
    return [
      {
        type: 'PayoutAccountUpdated',
        data: { nannyId, accountId, payoutsEnabled: command.payoutsEnabled, updatedAt: at },
      },
    ];
  },
};

// ---- the day's reconciliation ----

export interface ReconciliationState {
  reported: boolean;
}
export type ReconciliationCommand = {
  type: 'ReportReconciliation';
  date: string;
  ledgerCount: number;
  gatewayCount: number;
  differences: ReconciliationDifference[];
  at: string;
};

/** One report per day: a second run the same day (a restart, a retry) reports nothing more. */
export const reconciliationDecider: Decider<
  ReconciliationState,
  ReconciliationCommand,
  PaymentEvent
> = {
  streamType: 'payments-reconciliation',
  initialState: () => ({ reported: false }),
  evolve: (state, event) => (event.type === 'ReconciliationReported' ? { reported: true } : state),
  decide: (command, state, streamId) => {
    requireOwnStream(streamId, reconciliationStreamId(command.date));
    if (state.reported) return [];
    return [
      {
        type: 'ReconciliationReported',
        data: {
          date: command.date,
          checkedAt: command.at,
          ledgerCount: command.ledgerCount,
          gatewayCount: command.gatewayCount,
          differences: command.differences,
        },
      },
    ];
  },
};
