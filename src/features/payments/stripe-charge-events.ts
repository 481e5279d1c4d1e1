import type Stripe from 'stripe';
import type { FeatureDeps } from '../../infra/feature.js';
import { chargeDecider } from './payments.decider.js';
import { chargeStreamId } from './payments.events.js';
import { chargeIdOfProviderCharge } from './provider-events.js';
import { failureOfCode } from './stripe-gateway.js';

// Stripe's news of charges and refunds, as domain commands. Each changes something only when it
// tells what we did not know: the end of an attempt the job left processing, or a refund made in
// Stripe's dashboard. What the jobs already recorded (their own answers) is decided again as
// nothing, so a webhook arriving before, after or twice changes no amount.

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock'>;
type Metadata = Record<string, unknown>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** payment_intent.succeeded / payment_intent.payment_failed of a charge we sent. */
export async function recordPaymentIntent(
  deps: Deps,
  intent: Stripe.PaymentIntent,
  succeeded: boolean,
  metadata: Metadata,
): Promise<void> {
  const chargeId = intent.metadata?.chargeId;
  const attempt = Number(intent.metadata?.attempt);
  // Another integration's payment on the same account: not ours.
  if (!chargeId || !Number.isSafeInteger(attempt) || attempt < 1) return;
  const providerChargeId = idOf(intent.latest_charge);
  if (succeeded && providerChargeId === null) return;
  await deps.eventStore.handleCommand(
    chargeDecider,
    chargeStreamId(chargeId),
    {
      type: 'RecordProviderChargeResult',
      chargeId,
      attempt,
      result: succeeded
        ? { status: 'succeeded', providerChargeId: providerChargeId! }
        : { status: 'failed', failure: failureOfCode(intent.last_payment_error?.code) },
      at: deps.clock().toISOString(),
    },
    { metadata },
  );
}

/**
 * refund.created / refund.updated (and each refund charge.refunded lists): ours (it carries our
 * refund id) completes the refund its job asked for; one made in the dashboard is recorded as
 * made at the provider. Only a succeeded refund on a charge we collected counts.
 */
export async function recordRefund(
  deps: Deps,
  refund: Stripe.Refund,
  metadata: Metadata,
): Promise<void> {
  if (refund.status !== 'succeeded') return;
  const providerChargeId = idOf(refund.charge);
  if (providerChargeId === null) return;
  const chargeId = await chargeIdOfProviderCharge(deps.db, providerChargeId);
  if (!chargeId) return;
  const at = deps.clock().toISOString();
  const ours = refund.metadata?.refundId;
  await deps.eventStore.handleCommand(
    chargeDecider,
    chargeStreamId(chargeId),
    ours
      ? { type: 'RecordRefund', refundId: ours, chargeId, providerRefundId: refund.id, at }
      : {
          type: 'RecordProviderRefund',
          chargeId,
          providerRefundId: refund.id,
          amountCents: refund.amount,
          at,
        },
    { metadata },
  );
}
