import type { LiveMapper, RoutedMessage } from '../../infra/live/live-messages.js';

const CHARGE_EVENTS = new Set([
  'ChargeSucceeded',
  'ChargeFailed',
  'ChargePending',
  'ChargeRetryRequested',
  'NannyPaidOut',
  'ChargeRefunded',
  'ChargeRefundedAtProvider',
  'TransferReversed',
  'ChargeDisputed',
  'DisputeClosed',
]);

/**
 * A charge's parent, its nanny and operators refetch what they show of money when the charge
 * changes (paid, failed, paid out, refunded, disputed): the same `earnings.changed` the ledger sends, so
 * every money screen already listening for it follows.
 */
export const paymentsLiveMapper: LiveMapper = async (event, db) => {
  if (!CHARGE_EVENTS.has(event.type)) return [];
  const { chargeId } = event.data as { chargeId: string };
  const charge = await db
    .selectFrom('payment_charges')
    .select(['nanny_id', 'parent_id'])
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  if (!charge) return [];
  const { nanny_id: nannyId, parent_id: parentId } = charge;
  const changed: RoutedMessage = {
    message: { type: 'earnings.changed', position: event.position, nannyId, parentId },
    to: { roles: ['operator'], accountIds: [nannyId, parentId] },
  };
  if (event.type !== 'ChargeFailed') return [changed];
  // Her card was refused: told to her alone, with what her tab needs to say so at once.
  const failed = event.data as { bookingId: string; failure: string; totalCents: number };
  return [
    {
      message: {
        type: 'payment.failed',
        position: event.position,
        chargeId,
        bookingId: failed.bookingId,
        failure: failed.failure,
        totalCents: failed.totalCents,
      },
      to: { accountIds: [parentId] },
    },
    changed,
  ];
};
