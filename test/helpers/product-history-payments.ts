import type { HistoryAppend } from './product-history.js';

/**
 * Money through the platform, in the scripted history: the parent saves a card (and removes a
 * second one, saved by mistake, before saving the one she keeps); an April session
 * (confirmed with a tip) fails on a declined card, is paid again after a retry; the March late
 * cancellation is charged with no fee (her bank disputes it; the dispute is won); the nanny, owed both, sets up payouts and is paid out; an
 * operator refunds part of the session, and a refund made in the provider's dashboard is recorded;
 * the session's second try waits on the provider before it succeeds; a night's reconciliation
 * reports a charge the ledger does not hold.
 */
export function paymentHistory(who: {
  parent: string;
  nanny: string;
  operator: string;
  /** A confirmed April session (3 hours at $18) and the parent's late cancellation in March. */
  sessionBookingId: string;
  lateBookingId: string;
}): HistoryAppend[] {
  const { parent, nanny, operator, sessionBookingId, lateBookingId } = who;
  const session = `${sessionBookingId}-session`;
  const late = `${lateBookingId}-late_cancellation`;
  const sessionFacts = {
    chargeId: session,
    bookingId: sessionBookingId,
    parentId: parent,
    nannyId: nanny,
    purpose: 'session' as const,
    careCents: 5400,
    feeCents: 540,
    tipCents: 0,
    totalCents: 5940,
    nannyCents: 5400,
  };
  return [
    [
      { id: `payment-card-${parent}`, type: 'payment-card' },
      [
        {
          type: 'PaymentCardSaved',
          data: {
            parentId: parent,
            customerId: 'sim_cus_history',
            paymentMethodId: 'sim_pm_history',
            brand: 'visa',
            card: '4242 12/2029',
            savedAt: '2026-03-01T10:00:00.000Z',
          },
        },
        // A card she saved by mistake, removed (nothing due then), before the card she keeps.
        {
          type: 'PaymentCardSaved',
          data: {
            parentId: parent,
            customerId: 'sim_cus_history',
            paymentMethodId: 'sim_pm_history_removed',
            brand: 'visa',
            card: '0069 12/2029',
            savedAt: '2026-03-01T10:05:00.000Z',
          },
        },
        {
          type: 'PaymentCardRemoved',
          data: {
            parentId: parent,
            paymentMethodId: 'sim_pm_history_removed',
            removedAt: '2026-03-01T10:06:00.000Z',
          },
        },
        {
          type: 'PaymentCardSaved',
          data: {
            parentId: parent,
            customerId: 'sim_cus_history',
            paymentMethodId: 'sim_pm_history_kept',
            brand: 'visa',
            card: '4242 12/2029',
            savedAt: '2026-03-01T10:07:00.000Z',
          },
        },
      ],
    ],
    [
      { id: `charge-${late}`, type: 'charge' },
      [
        {
          type: 'ChargeSucceeded',
          data: {
            chargeId: late,
            bookingId: lateBookingId,
            parentId: parent,
            nannyId: nanny,
            purpose: 'late_cancellation',
            attempt: 1,
            careCents: 2700,
            feeCents: 0,
            tipCents: 0,
            totalCents: 2700,
            nannyCents: 2700,
            providerChargeId: 'sim_ch_late',
            chargedAt: '2026-03-15T20:01:00.000Z',
          },
        },
        {
          type: 'ChargeDisputed',
          data: {
            chargeId: late,
            disputeId: 'dp_history',
            amountCents: 2700,
            disputeStatus: 'needs_response',
            disputeReason: 'unrecognized',
            disputedAt: '2026-03-20T10:00:00.000Z',
          },
        },
        {
          type: 'DisputeClosed',
          data: {
            chargeId: late,
            disputeId: 'dp_history',
            disputeStatus: 'won',
            closedAt: '2026-04-10T10:00:00.000Z',
          },
        },
      ],
    ],
    [
      { id: `charge-${session}`, type: 'charge' },
      [
        {
          type: 'ChargeFailed',
          data: {
            ...sessionFacts,
            attempt: 1,
            failure: 'declined',
            failedAt: '2026-04-03T18:01:00.000Z',
          },
        },
        {
          type: 'ChargeRetryRequested',
          data: {
            chargeId: session,
            parentId: parent,
            attempt: 2,
            requestedAt: '2026-04-03T19:00:00.000Z',
          },
        },
        {
          type: 'ChargePending',
          data: {
            ...sessionFacts,
            attempt: 2,
            providerPaymentId: 'sim_pi_session',
            pendingAt: '2026-04-03T19:00:05.000Z',
          },
        },
        {
          type: 'ChargeSucceeded',
          data: {
            ...sessionFacts,
            attempt: 2,
            providerChargeId: 'sim_ch_session',
            chargedAt: '2026-04-03T19:00:30.000Z',
          },
        },
        {
          type: 'NannyPaidOut',
          data: {
            chargeId: session,
            nannyId: nanny,
            amountCents: 5400,
            providerTransferId: 'sim_tr_session',
            paidOutAt: '2026-04-05T09:00:00.000Z',
          },
        },
        {
          type: 'RefundRequested',
          data: {
            refundId: 'history-refund',
            chargeId: session,
            amountCents: 2970,
            reason: 'Left an hour early.',
            operatorId: operator,
            requestedAt: '2026-04-06T09:00:00.000Z',
          },
        },
        {
          type: 'ChargeRefunded',
          data: {
            refundId: 'history-refund',
            chargeId: session,
            amountCents: 2970,
            feeCents: 270,
            nannyCents: 2700,
            providerRefundId: 'sim_re_history',
            refundedAt: '2026-04-06T09:00:10.000Z',
            // Paid out the day before: the refund's own call reversed her share.
            reversedCents: 2700,
          },
        },
        {
          type: 'ChargeRefundedAtProvider',
          data: {
            refundId: 'history-dashboard-refund',
            chargeId: session,
            amountCents: 594,
            feeCents: 54,
            nannyCents: 540,
            providerRefundId: 'sim_re_dashboard',
            refundedAt: '2026-04-07T15:00:00.000Z',
          },
        },
        {
          // Paid out before it: her share of the dashboard's refund taken back from her transfer.
          type: 'TransferReversed',
          data: {
            chargeId: session,
            refundId: 'history-dashboard-refund',
            amountCents: 540,
            providerTransferId: 'sim_tr_session',
            providerReversalId: 'sim_trr_dashboard',
            reversedAt: '2026-04-07T15:00:05.000Z',
          },
        },
      ],
    ],
    [
      // The history is appended many times over in bulk tests: a stream of its own each time
      // (the app's own stream for a day is `payments-reconciliation-{date}`).
      { id: `payments-reconciliation-2026-04-08-${parent}`, type: 'payments-reconciliation' },
      [
        {
          type: 'ReconciliationReported',
          data: {
            date: '2026-04-08',
            checkedAt: '2026-04-08T04:20:00.000Z',
            ledgerCount: 6,
            gatewayCount: 7,
            differences: [
              {
                kind: 'charge',
                providerId: 'sim_ch_elsewhere',
                chargeId: null,
                ledgerCents: null,
                gatewayCents: 1000,
              },
            ],
          },
        },
      ],
    ],
    [
      { id: `payout-account-${nanny}`, type: 'payout-account' },
      [
        {
          type: 'PayoutAccountCreated',
          data: {
            nannyId: nanny,
            accountId: 'sim_acct_history',
            createdAt: '2026-04-04T09:00:00.000Z',
          },
        },
        {
          type: 'PayoutAccountUpdated',
          data: {
            nannyId: nanny,
            accountId: 'sim_acct_history',
            payoutsEnabled: true,
            updatedAt: '2026-04-05T08:59:00.000Z',
          },
        },
      ],
    ],
  ];
}
