// The one port through which money moves. Only jobs (and the card and payout set-up routes, which
// only create provider objects) call it: replay and rebuild never do. Every call that moves money
// carries an idempotency key derived from the booking and the purpose, so a retried job or a
// replayed log can never move it twice. Card numbers never pass through here: a card is entered
// in the provider's own form, and the gateway tells us only its ids, brand, last 4 and expiry.

/** A saved card as we may keep it. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a charge was refused (the provider's decline codes, as the parent is told them). */
export const CHARGE_FAILURES = [
  'declined',
  'authentication_required',
  'expired_card',
  'no_card',
] as const;
export type ChargeFailure = (typeof CHARGE_FAILURES)[number];

export type ChargeResult =
  | { status: 'succeeded'; providerChargeId: string }
  | { status: 'failed'; failure: ChargeFailure }
  /** Still processing at the provider: its webhook tells the end (succeeded or failed). */
  | { status: 'pending'; providerPaymentId: string };

/** One movement of money as the gateway records it (for the daily reconciliation). */
export interface GatewayMovement {
  kind: 'charge' | 'transfer' | 'refund';
  providerId: string;
  amountCents: number;
}

export interface PaymentGateway {
  /** What every payment screen is told: `simulated` screens say no real money moves. */
  readonly mode: 'simulated' | 'stripe';
  /**
   * Starts saving a card for a customer (created when she has none yet). With `draftId`, she
   * returns from the provider's page to her Bookings tab and the request she kept there.
   */
  startCardSetup(input: {
    parentId: string;
    customerId: string | null;
    draftId?: string | null;
  }): Promise<{
    setupId: string;
    customerId: string;
    clientSecret: string;
    /** The provider's hosted card form to send her to (Checkout), or null (the stand-in). */
    redirectUrl: string | null;
  }>;
  /** The card a finished set-up saved, or null while it is not finished. */
  cardOfSetup(setupId: string): Promise<SavedCard | null>;
  /**
   * Detaches a removed card from her customer at the provider, for good: it can never be charged
   * again. A card already detached (a retried job) is done.
   */
  detachCard(input: { paymentMethodId: string; idempotencyKey: string }): Promise<void>;
  /** Charges a saved card off-session: the parent is not there. */
  charge(input: {
    card: SavedCard;
    amountCents: number;
    /** The platform's share, kept when her share is transferred. */
    feeCents: number;
    idempotencyKey: string;
    description: string;
    /** Our charge and attempt, kept with the provider's payment so its webhooks name them. */
    chargeId: string;
    attempt: number;
  }): Promise<ChargeResult>;
  /** Her share of a collected charge, to her payout account. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    providerChargeId: string;
    idempotencyKey: string;
  }): Promise<{ providerTransferId: string }>;
  /** Refunds part or all of a charge, reversing her transfer by `reverseCents` when paid out. */
  refund(input: {
    providerChargeId: string;
    amountCents: number;
    providerTransferId: string | null;
    reverseCents: number;
    idempotencyKey: string;
    /** Our refund, kept with the provider's so its webhook is known as ours. */
    refundId: string;
  }): Promise<{ providerRefundId: string }>;
  /**
   * Takes back part of her transfer: her share of a refund made at the provider (its dashboard),
   * which did not reverse it. Our own refunds reverse it in `refund`.
   */
  reverseTransfer(input: {
    providerTransferId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ providerReversalId: string }>;
  /** Her payout account (created when she has none) and a link to its hosted onboarding. */
  startPayoutOnboarding(input: {
    nannyId: string;
    accountId: string | null;
    returnUrl: string;
  }): Promise<{ accountId: string; url: string }>;
  /**
   * Every charge collected, transfer made and refund made, as the gateway records them: read
   * only by the daily reconciliation job (never by a request, a replay or a rebuild).
   */
  listMovements(): Promise<GatewayMovement[]>;
}

/** Keys that can never collide across purposes: one charge per booking, purpose and attempt. */
export const chargeKey = (chargeId: string, attempt: number) => `charge:${chargeId}:${attempt}`;
export const transferKey = (chargeId: string) => `transfer:${chargeId}`;
export const refundKey = (refundId: string) => `refund:${refundId}`;
export const reversalKey = (refundId: string) => `reversal:${refundId}`;
export const detachKey = (paymentMethodId: string) => `detach:${paymentMethodId}`;
