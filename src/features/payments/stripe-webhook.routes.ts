import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { notFoundError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { updatePayoutAccount } from './payments.jobs.js';
import { alreadyHandled, chargeIdOfProviderCharge, markHandled } from './provider-events.js';
import { chargeDecider } from './payments.decider.js';
import { chargeStreamId } from './payments.events.js';
import { StripeGateway } from './stripe-gateway.js';
import { recordPaymentIntent, recordRefund } from './stripe-charge-events.js';

export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is missing or wrong.';

/**
 * Stripe's webhooks: the signature is checked against the raw body before anything is read, and
 * each event becomes a domain command whose decider ignores what it already recorded, so a
 * replayed webhook has no second effect. Money never moves here: an account that can now receive
 * payouts queues the transfer of what is owed to her (a job).
 */
export const stripeWebhookRoutes: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
  // The signature covers the exact bytes Stripe sent: this route reads the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's signed webhook events",
        // Stripe signs it; no session cookie comes with it.
        security: [],
        response: {
          200: Type.Object({ received: Type.Boolean() }),
          // 400: signature missing or wrong; 404: Stripe is not the payments mode.
          ...errorResponsesFor(400, 404),
        },
      },
    },
    async (request) => {
      const gateway = deps.paymentGateway;
      if (!(gateway instanceof StripeGateway)) throw notFoundError();
      const signature = request.headers['stripe-signature'];
      const event = gateway.verifiedEvent(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) throw validationError(BAD_SIGNATURE_MESSAGE);
      // A delivery of an event already handled: answered 200, so Stripe stops, and nothing more.
      if (await alreadyHandled(deps.db, event.id)) return { received: true };
      if (event.type === 'account.updated') {
        const account = event.data.object;
        const nannyId = account.metadata?.nannyId;
        if (nannyId) {
          await updatePayoutAccount(
            deps,
            { nannyId, accountId: account.id, payoutsEnabled: account.payouts_enabled === true },
            { actorRole: 'system', providerEventId: event.id },
          );
        }
      }
      const metadata = { actorRole: 'system', providerEventId: event.id };
      if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
        await recordDispute(
          deps,
          event.data.object,
          event.type === 'charge.dispute.created',
          metadata,
        );
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        await recordPaymentIntent(
          deps,
          event.data.object,
          event.type === 'payment_intent.succeeded',
          metadata,
        );
      }
      if (event.type === 'refund.created' || event.type === 'refund.updated') {
        await recordRefund(deps, event.data.object, metadata);
      }
      if (event.type === 'charge.refunded') {
        for (const refund of event.data.object.refunds?.data ?? []) {
          await recordRefund(deps, refund, metadata);
        }
      }
      // Recorded once handled: a delivery that failed half-way is handled again when Stripe
      // retries, and the deciders ignore whatever part of it was already recorded.
      await markHandled(deps.db, event.id, event.type, deps.clock());
      return { received: true };
    },
  );
};

/**
 * A dispute on a charge we collected becomes the charge's own event, for the operators' Charges.
 * A dispute on a charge we do not know (another integration's) is acknowledged and left alone.
 */
async function recordDispute(
  deps: FeatureDeps,
  dispute: Stripe.Dispute,
  opened: boolean,
  metadata: Record<string, unknown>,
) {
  const providerChargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const chargeId = await chargeIdOfProviderCharge(deps.db, providerChargeId);
  if (!chargeId) return;
  const at = deps.clock().toISOString();
  const command = opened
    ? {
        type: 'RecordDispute' as const,
        chargeId,
        disputeId: dispute.id,
        amountCents: dispute.amount,
        status: dispute.status,
        reason: dispute.reason,
        at,
      }
    : {
        type: 'RecordDisputeClosed' as const,
        chargeId,
        disputeId: dispute.id,
        status: dispute.status,
        at,
      };
  await deps.eventStore.handleCommand(chargeDecider, chargeStreamId(chargeId), command, {
    metadata,
  });
}
