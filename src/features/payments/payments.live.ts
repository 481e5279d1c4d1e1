import type { LiveMapper } from '../../infra/live/live-messages.js';

const CHARGE_EVENTS = new Set([
  'ChargeSucceeded',
  'ChargeFailed',
  'ChargePending',
  'ChargeRetryRequested',
  'NannyPaidOut',
  'ChargeRefunded',
  'ChargeRefundedAtProvider',
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
  return [
    {
      message: { type: 'earnings.changed', position: event.position, nannyId, parentId },
      to: { roles: ['operator'], accountIds: [nannyId, parentId] },
    },
  ];
};
