import type { Projection } from '../../infra/projections/projection-registry.js';
import type { Rows, TableSpec } from '../../infra/projections/rows.js';
import { assertNever } from '../../infra/domain/errors.js';
import { PAYMENT_EVENT_TYPES, type PaymentEvent, type PaymentEventOf } from './payments.events.js';

const cards: TableSpec = { name: 'payment_cards', key: ['parent_id'] };
const refunds: TableSpec = { name: 'payment_refunds', key: ['refund_id'] };
const charges: TableSpec = { name: 'payment_charges', key: ['charge_id'] };
const payoutAccounts: TableSpec = { name: 'payout_accounts', key: ['nanny_id'] };
const reconciliations: TableSpec = {
  name: 'payment_reconciliations',
  key: ['date'],
  json: ['differences'],
};

/**
 * The payments read tables, from the payments events alone: what the gateway did is known only
 * through the events the jobs recorded, so a replay writes the same rows and calls nothing.
 */
export const paymentsProjection: Projection = {
  name: 'payments',
  tables: [cards, refunds, charges, payoutAccounts, reconciliations],
  handles: PAYMENT_EVENT_TYPES,
  fold: (recorded, rows) => {
    const event = recorded as unknown as PaymentEvent;
    switch (event.type) {
      case 'PaymentCardSaved': {
        const e = event.data;
        const row = {
          parent_id: e.parentId,
          customer_id: e.customerId,
          payment_method_id: e.paymentMethodId,
          brand: e.brand,
          last4: e.card.slice(0, 4),
          expiry: e.card.slice(5),
          saved_at: new Date(e.savedAt),
        };
        rows.insert('payment_cards', row, Object.keys(row));
        return;
      }
      case 'PaymentCardRemoved':
        // Only the card it names: a newer one saved since stays.
        if (
          rows.get('payment_cards', { parent_id: event.data.parentId })?.payment_method_id ===
          event.data.paymentMethodId
        ) {
          rows.remove('payment_cards', { parent_id: event.data.parentId });
        }
        return;
      case 'ChargeSucceeded':
      case 'ChargeFailed':
      case 'ChargePending':
        return writeAttempt(rows, event);
      case 'ChargeRetryRequested':
        rows.update(
          'payment_charges',
          { charge_id: event.data.chargeId },
          {
            attempt: event.data.attempt,
            retrying: true,
            updated_at: new Date(event.data.requestedAt),
          },
        );
        return;
      case 'NannyPaidOut':
        rows.update(
          'payment_charges',
          { charge_id: event.data.chargeId },
          {
            paid_out_cents: event.data.amountCents,
            provider_transfer_id: event.data.providerTransferId,
            paid_out_at: new Date(event.data.paidOutAt),
            updated_at: new Date(event.data.paidOutAt),
          },
        );
        return;
      case 'RefundRequested':
        return insertPendingRefund(rows, event.data);
      case 'ChargeRefunded':
        return writeRefund(rows, event.data);
      case 'ChargeRefundedAtProvider': {
        // Not asked for here: its row starts as if asked for when the provider made it.
        const e = event.data;
        insertPendingRefund(rows, {
          refundId: e.refundId,
          chargeId: e.chargeId,
          amountCents: e.amountCents,
          reason: PROVIDER_REFUND_REASON,
          operatorId: null,
          requestedAt: e.refundedAt,
        });
        return writeRefund(rows, e);
      }
      case 'TransferReversed': {
        const e = event.data;
        rows.update(
          'payment_refunds',
          { refund_id: e.refundId },
          { reversed_cents: e.amountCents, provider_reversal_id: e.providerReversalId },
        );
        return;
      }
      case 'ChargeDisputed':
      case 'DisputeClosed': {
        const e = event.data;
        const at = new Date(
          event.type === 'ChargeDisputed' ? event.data.disputedAt : event.data.closedAt,
        );
        rows.update(
          'payment_charges',
          { charge_id: e.chargeId },
          { dispute_id: e.disputeId, dispute_status: e.disputeStatus, updated_at: at },
        );
        return;
      }
      case 'PayoutAccountCreated':
      case 'PayoutAccountUpdated': {
        const e = event.data;
        const row = {
          nanny_id: e.nannyId,
          account_id: e.accountId,
          payouts_enabled: event.type === 'PayoutAccountUpdated' && event.data.payoutsEnabled,
          updated_at: new Date(
            event.type === 'PayoutAccountCreated' ? event.data.createdAt : event.data.updatedAt,
          ),
        };
        rows.insert('payout_accounts', row, Object.keys(row));
        return;
      }
      case 'ReconciliationReported': {
        const e = event.data;
        rows.insert(
          'payment_reconciliations',
          {
            date: e.date,
            checked_at: new Date(e.checkedAt),
            ledger_count: e.ledgerCount,
            gateway_count: e.gatewayCount,
            differences: e.differences,
          },
          'keep',
        );
        return;
      }
      default:
        return assertNever(event);
    }
  },
};

/** The reason a refund made at the provider shows (it was not asked for here). */
export const PROVIDER_REFUND_REASON = 'Refunded at the payment provider.';

function writeAttempt(
  rows: Rows,
  event: Extract<PaymentEvent, { type: 'ChargeSucceeded' | 'ChargeFailed' | 'ChargePending' }>,
): void {
  const e = event.data;
  const paid = event.type === 'ChargeSucceeded';
  const at = new Date(
    event.type === 'ChargeSucceeded'
      ? event.data.chargedAt
      : event.type === 'ChargeFailed'
        ? event.data.failedAt
        : event.data.pendingAt,
  );
  const failed = event.type === 'ChargeFailed';
  const row = {
    charge_id: e.chargeId,
    booking_id: e.bookingId,
    parent_id: e.parentId,
    nanny_id: e.nannyId,
    purpose: e.purpose,
    status: paid ? 'paid' : failed ? 'failed' : 'pending',
    attempt: e.attempt,
    retrying: false,
    failure: failed ? event.data.failure : null,
    care_cents: e.careCents,
    fee_cents: e.feeCents,
    tip_cents: e.tipCents,
    total_cents: e.totalCents,
    nanny_cents: e.nannyCents,
    provider_charge_id: paid ? event.data.providerChargeId : null,
    charged_at: paid ? at : null,
    failed_at: failed ? at : null,
    updated_at: at,
  };
  // Refund and transfer columns start empty and are only ever set by their own events.
  rows.insert(
    'payment_charges',
    {
      ...row,
      refunded_cents: 0,
      refunded_fee_cents: 0,
      refunded_nanny_cents: 0,
      paid_out_cents: null,
      provider_transfer_id: null,
      paid_out_at: null,
      dispute_id: null,
      dispute_status: null,
    },
    Object.keys(row),
  );
}

/** A refund asked for and not yet made: what the provider answers is set by its own events. */
function insertPendingRefund(
  rows: Rows,
  e: Omit<PaymentEventOf<'RefundRequested'>['data'], 'operatorId'> & { operatorId: string | null },
): void {
  rows.insert(
    'payment_refunds',
    {
      refund_id: e.refundId,
      charge_id: e.chargeId,
      amount_cents: e.amountCents,
      reason: e.reason,
      operator_id: e.operatorId,
      status: 'pending',
      fee_cents: null,
      nanny_cents: null,
      provider_refund_id: null,
      requested_at: new Date(e.requestedAt),
      refunded_at: null,
      reversed_cents: null,
      provider_reversal_id: null,
    },
    'keep',
  );
}

function writeRefund(
  rows: Rows,
  e: Extract<PaymentEvent, { type: 'ChargeRefunded' | 'ChargeRefundedAtProvider' }>['data'],
): void {
  const at = new Date(e.refundedAt);
  rows.update(
    'payment_refunds',
    { refund_id: e.refundId },
    {
      status: 'refunded',
      fee_cents: e.feeCents,
      nanny_cents: e.nannyCents,
      provider_refund_id: e.providerRefundId,
      refunded_at: at,
    },
  );
  const charge = rows.get('payment_charges', { charge_id: e.chargeId });
  if (!charge) return;
  rows.update(
    'payment_charges',
    { charge_id: e.chargeId },
    {
      refunded_cents: (charge.refunded_cents as number) + e.amountCents,
      refunded_fee_cents: (charge.refunded_fee_cents as number) + e.feeCents,
      refunded_nanny_cents: (charge.refunded_nanny_cents as number) + e.nannyCents,
      updated_at: at,
    },
  );
}
