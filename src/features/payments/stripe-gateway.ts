import Stripe from 'stripe';
import type {
  ChargeFailure,
  GatewayMovement,
  ChargeResult,
  PaymentGateway,
  SavedCard,
} from '../../infra/payments/payment-gateway.js';

// The gateway on Stripe Connect, through the official `stripe` package: customers and cards saved
// by Checkout in setup mode, off-session PaymentIntents on the platform, her share transferred
// to her Express account from the charge (`source_transaction`, so money owed to her waits on
// the platform until her account can take it), refunds that reverse her transfer in proportion.
//
// Checkout rather than Elements: the card form is Stripe's own page, so no third-party script
// runs in our origin and our content security policy stays as strict as it is; the parent comes
// back to the app with the session id, and only then do we read the card's brand, last 4 and
// expiry from Stripe.

export interface StripeSettings {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…): an event without its signature is refused. */
  webhookSecret: string;
  /**
   * The Connect endpoint's signing secret: Stripe sends the events of connected accounts (her
   * `account.updated`) to an endpoint of their own, signed with its own secret.
   */
  connectWebhookSecret?: string;
  /** Where the parent returns from Checkout and the nanny from onboarding (PUBLIC_URL). */
  publicUrl: string;
  /** Tests point the package at a fake Stripe; production leaves these to the package. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const DECLINES: Record<string, ChargeFailure> = {
  authentication_required: 'authentication_required',
  expired_card: 'expired_card',
};

/** A card error's code as the parent is told it: any refusal not named is a decline. */
export const failureOfCode = (code: string | null | undefined): ChargeFailure =>
  DECLINES[code ?? ''] ?? 'declined';

export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      // Our jobs retry with backoff and the same idempotency key; the package need not.
      maxNetworkRetries: 0,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async startCardSetup(input: {
    parentId: string;
    customerId: string | null;
    draftId?: string | null;
  }) {
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { metadata: { parentId: input.parentId } },
          { idempotencyKey: `customer:${input.parentId}` },
        )
      ).id;
    // Back to her Payments tab, or, from the booking form, to her Bookings tab and the request
    // kept on the server (its id only: an id she does not own shows nothing).
    const back = input.draftId
      ? `${this.settings.publicUrl}/parent-dashboard?tab=bookings&booking_draft=${encodeURIComponent(input.draftId)}`
      : `${this.settings.publicUrl}/parent-dashboard?tab=payments`;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customerId,
      currency: 'usd',
      setup_intent_data: { metadata: { parentId: input.parentId } },
      success_url: `${back}&card_setup={CHECKOUT_SESSION_ID}`,
      cancel_url: back,
    });
    return { setupId: session.id, customerId, clientSecret: '', redirectUrl: session.url };
  }

  async cardOfSetup(setupId: string): Promise<SavedCard | null> {
    const session = await this.stripe.checkout.sessions.retrieve(setupId, {
      expand: ['setup_intent.payment_method'],
    });
    const intent = session.setup_intent;
    if (session.status !== 'complete' || intent === null || typeof intent === 'string') {
      return null;
    }
    const method = intent.payment_method;
    if (method === null || typeof method === 'string' || !method.card) return null;
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
    if (!customer) return null;
    return {
      customerId: customer,
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async detachCard(input: Parameters<PaymentGateway['detachCard']>[0]): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(
        input.paymentMethodId,
        {},
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      // Refused because it is detached already (or gone): what we asked for is so.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code === 'resource_missing') return;
      const method = await this.stripe.paymentMethods.retrieve(input.paymentMethodId);
      if (method.customer !== null) throw error;
    }
  }

  async charge(input: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          customer: input.card.customerId,
          payment_method: input.card.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: {
            feeCents: String(input.feeCents),
            chargeId: input.chargeId,
            attempt: String(input.attempt),
          },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const charge = intent.latest_charge;
      // Still processing: its webhook (payment_intent.succeeded or .payment_failed) tells the end.
      if (intent.status === 'processing') {
        return { status: 'pending', providerPaymentId: intent.id };
      }
      if (intent.status !== 'succeeded' || charge === null) {
        return { status: 'failed', failure: 'authentication_required' };
      }
      return {
        status: 'succeeded',
        providerChargeId: typeof charge === 'string' ? charge : charge.id,
      };
    } catch (error) {
      // A refusal of the card is an answer; anything else (network, Stripe down) is retried.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'failed', failure: failureOfCode(error.code) };
      }
      throw error;
    }
  }

  async transfer(input: Parameters<PaymentGateway['transfer']>[0]) {
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.accountId,
        source_transaction: input.providerChargeId,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { providerTransferId: transfer.id };
  }

  async refund(input: Parameters<PaymentGateway['refund']>[0]) {
    const refund = await this.stripe.refunds.create(
      {
        charge: input.providerChargeId,
        amount: input.amountCents,
        metadata: { refundId: input.refundId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (input.providerTransferId !== null && input.reverseCents > 0) {
      await this.stripe.transfers.createReversal(
        input.providerTransferId,
        { amount: input.reverseCents },
        { idempotencyKey: `${input.idempotencyKey}:reversal` },
      );
    }
    return { providerRefundId: refund.id };
  }

  async reverseTransfer(input: Parameters<PaymentGateway['reverseTransfer']>[0]) {
    const reversal = await this.stripe.transfers.createReversal(
      input.providerTransferId,
      { amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { providerReversalId: reversal.id };
  }

  async startPayoutOnboarding(input: {
    nannyId: string;
    accountId: string | null;
    returnUrl: string;
  }) {
    const accountId =
      input.accountId ??
      (
        await this.stripe.accounts.create(
          {
            type: 'express',
            metadata: { nannyId: input.nannyId },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: `account:${input.nannyId}` },
        )
      ).id;
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: input.returnUrl,
      return_url: input.returnUrl,
    });
    return { accountId, url: link.url };
  }

  /**
   * Every succeeded charge, transfer and succeeded refund on the platform account, page by page
   * (the package follows Stripe's pagination). Transfers are listed at the amount sent; a
   * reversal is part of its refund.
   */
  async listMovements(): Promise<GatewayMovement[]> {
    const movements: GatewayMovement[] = [];
    for await (const charge of this.stripe.charges.list({ limit: 100 })) {
      if (charge.status === 'succeeded') {
        movements.push({ kind: 'charge', providerId: charge.id, amountCents: charge.amount });
      }
    }
    for await (const transfer of this.stripe.transfers.list({ limit: 100 })) {
      movements.push({ kind: 'transfer', providerId: transfer.id, amountCents: transfer.amount });
    }
    for await (const refund of this.stripe.refunds.list({ limit: 100 })) {
      if (refund.status === 'succeeded') {
        movements.push({ kind: 'refund', providerId: refund.id, amountCents: refund.amount });
      }
    }
    return movements;
  }

  /**
   * A webhook's event once its signature is checked against the endpoint's secret, or null when
   * the signature is missing or wrong (the route answers 400 and records nothing).
   */
  verifiedEvent(rawBody: string, signature: string | undefined): Stripe.Event | null {
    if (!signature) return null;
    const secrets = [this.settings.webhookSecret, this.settings.connectWebhookSecret];
    for (const secret of secrets) {
      if (!secret) continue;
      try {
        return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        // Not this endpoint's signature: the other one's, or none.
      }
    }
    return null;
  }
}
