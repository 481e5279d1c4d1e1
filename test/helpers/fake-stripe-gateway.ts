import { StripeGateway } from '../../src/features/payments/index.js';
import type { FakeStripe } from './fake-stripe.js';

/** Where the app takes Stripe's webhooks, on a server listening at `baseUrl`. */
export const stripeWebhookUrl = (baseUrl: string): string =>
  `${baseUrl}/api/payments/stripe/webhook`;

/**
 * The app's Stripe adapter pointed at the fake, Checkout sending people back to `publicUrl`. With
 * `connect`, connected accounts' events (signed with the fake's Connect secret) are taken too.
 */
export function gatewayOnFakeStripe(
  stripe: FakeStripe,
  publicUrl: string,
  options: { connect?: boolean } = {},
): StripeGateway {
  return new StripeGateway({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    ...(options.connect ? { connectWebhookSecret: stripe.connectWebhookSecret } : {}),
    publicUrl,
    host: stripe.host,
    port: stripe.port,
    protocol: 'http',
  });
}
