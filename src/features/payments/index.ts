import type { Config } from '../../config.js';
import type { Feature } from '../../infra/feature.js';
import type { PaymentGateway } from '../../infra/payments/payment-gateway.js';
import { chargeReaction, paymentJobs } from './payments.jobs.js';
import { paymentEventTypes } from './payments.events.js';
import { paymentsLiveMapper } from './payments.live.js';
import { paymentMailJob, paymentMailReaction } from './payments.mail.js';
import { paymentsProjection } from './payments.projection.js';
import { paymentsRoutes } from './payments.routes.js';
import { reconciliationJob } from './reconciliation.job.js';
import { SimulatedGateway } from './simulated-gateway.js';
import { StripeGateway } from './stripe-gateway.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

export type { PaymentGateway } from '../../infra/payments/payment-gateway.js';
export { hasCard, sessionCharged } from './payments.view.js';
export { reconcilePayments } from './reconciliation.job.js';
export { SimulatedGateway } from './simulated-gateway.js';
export { StripeGateway } from './stripe-gateway.js';

/** The gateway PAYMENTS names: Stripe, the built-in simulated one, or none when off. */
export function paymentGatewayFor(config: Config, clock: () => Date): PaymentGateway | null {
  if (config.payments === 'stripe' && config.stripe) {
    return new StripeGateway({ ...config.stripe, publicUrl: config.publicUrl });
  }
  return config.payments === 'simulated' ? new SimulatedGateway(clock) : null;
}

/** Money through the platform: saved cards, charges after sessions, payouts, refunds. */
export const paymentsFeature: Feature = {
  name: 'payments',
  events: paymentEventTypes,
  projections: [paymentsProjection],
  reactions: [chargeReaction, paymentMailReaction],
  live: [paymentsLiveMapper],
  jobs: (deps) => [...paymentJobs(deps), paymentMailJob(deps), reconciliationJob(deps)],
  routes: async (app, deps) => {
    await app.register(paymentsRoutes, deps);
    await app.register(stripeWebhookRoutes, deps);
  },
};
