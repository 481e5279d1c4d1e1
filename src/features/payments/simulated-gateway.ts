import { createHash, randomBytes } from 'node:crypto';
import type {
  ChargeResult,
  GatewayMovement,
  PaymentGateway,
  SavedCard,
} from '../../infra/payments/payment-gateway.js';

// The built-in gateway: the whole flow with no network and no real money, used when no provider
// is configured outside production. Test cards behave like the provider's: their last 4 decide
// what a charge does. What it has done is kept in memory, keyed by idempotency key like the
// provider's, so a call repeated with the same key returns the first answer and moves nothing.

/** The test cards the stand-in card form offers (no number is ever typed or sent). */
export const TEST_CARDS = {
  '4242': { brand: 'visa', outcome: 'succeeds' },
  '0002': { brand: 'visa', outcome: 'declined' },
  '3155': { brand: 'visa', outcome: 'authentication_required' },
  '0069': { brand: 'visa', outcome: 'expired_card' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;
export const isTestCard = (value: string): value is TestCard => value in TEST_CARDS;

const idOf = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The id of the movement made under this idempotency key: the first call's, as the provider
 * answers a repeated key, so a repeat records nothing new.
 */
function movementIdOnce<Facts extends object>(
  movements: Map<string, Facts & { id: string }>,
  idPrefix: string,
  idempotencyKey: string,
  facts: Facts,
): string {
  const known = movements.get(idempotencyKey);
  if (known) return known.id;
  const id = idOf(idPrefix, idempotencyKey);
  movements.set(idempotencyKey, { id, ...facts });
  return id;
}

export interface SimulatedRecords {
  charges: { id: string; amountCents: number; feeCents: number }[];
  transfers: { id: string; accountId: string; amountCents: number }[];
  refunds: { id: string; chargeId: string; amountCents: number; reverseCents: number }[];
  reversals: { id: string; transferId: string; amountCents: number }[];
}

export class SimulatedGateway implements PaymentGateway {
  readonly mode = 'simulated' as const;
  private readonly setups = new Map<string, { customerId: string; card: SavedCard | null }>();
  private readonly charges = new Map<
    string,
    ChargeResult & { amountCents: number; feeCents: number }
  >();
  private readonly transfers = new Map<string, SimulatedRecords['transfers'][number]>();
  private readonly refunds = new Map<string, SimulatedRecords['refunds'][number]>();
  private readonly reversals = new Map<string, SimulatedRecords['reversals'][number]>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  startCardSetup(input: { parentId: string; customerId: string | null }) {
    const customerId = input.customerId ?? idOf('sim_cus', input.parentId);
    const setupId = `sim_seti_${randomBytes(12).toString('hex')}`;
    this.setups.set(setupId, { customerId, card: null });
    return Promise.resolve({
      setupId,
      customerId,
      clientSecret: `${setupId}_secret`,
      redirectUrl: null,
    });
  }

  /** The stand-in card form's answer: the parent chose a test card. */
  confirmSetup(setupId: string, testCard: TestCard): boolean {
    const setup = this.setups.get(setupId);
    if (!setup || setup.card) return false;
    const now = this.clock();
    setup.card = {
      customerId: setup.customerId,
      paymentMethodId: `sim_pm_${randomBytes(8).toString('hex')}`,
      brand: TEST_CARDS[testCard].brand,
      last4: testCard,
      // The expired test card passes set-up and fails when charged, as the provider's does.
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
    };
    return true;
  }

  cardOfSetup(setupId: string) {
    return Promise.resolve(this.setups.get(setupId)?.card ?? null);
  }

  /** Cards detached (removed by their parent), by payment method id: never charged again. */
  readonly detached = new Set<string>();

  detachCard(input: Parameters<PaymentGateway['detachCard']>[0]) {
    this.detached.add(input.paymentMethodId);
    return Promise.resolve();
  }

  charge(input: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const known = this.charges.get(input.idempotencyKey);
    if (known) return Promise.resolve(resultOf(known));
    // As the provider: a detached card cannot be used for payments.
    if (this.detached.has(input.card.paymentMethodId)) {
      return Promise.resolve({ status: 'failed', failure: 'no_card' });
    }
    const outcome = isTestCard(input.card.last4)
      ? TEST_CARDS[input.card.last4].outcome
      : 'declined';
    const result: ChargeResult =
      outcome === 'succeeds'
        ? { status: 'succeeded', providerChargeId: idOf('sim_ch', input.idempotencyKey) }
        : { status: 'failed', failure: outcome };
    this.charges.set(input.idempotencyKey, {
      ...result,
      amountCents: input.amountCents,
      feeCents: input.feeCents,
    });
    return Promise.resolve(result);
  }

  transfer(input: Parameters<PaymentGateway['transfer']>[0]) {
    const id = movementIdOnce(this.transfers, 'sim_tr', input.idempotencyKey, {
      accountId: input.accountId,
      amountCents: input.amountCents,
    });
    return Promise.resolve({ providerTransferId: id });
  }

  refund(input: Parameters<PaymentGateway['refund']>[0]) {
    const id = movementIdOnce(this.refunds, 'sim_re', input.idempotencyKey, {
      chargeId: input.providerChargeId,
      amountCents: input.amountCents,
      reverseCents: input.reverseCents,
    });
    return Promise.resolve({ providerRefundId: id });
  }

  reverseTransfer(input: Parameters<PaymentGateway['reverseTransfer']>[0]) {
    const id = movementIdOnce(this.reversals, 'sim_trr', input.idempotencyKey, {
      transferId: input.providerTransferId,
      amountCents: input.amountCents,
    });
    return Promise.resolve({ providerReversalId: id });
  }

  startPayoutOnboarding(input: { nannyId: string; accountId: string | null; returnUrl: string }) {
    const accountId = input.accountId ?? idOf('sim_acct', input.nannyId);
    // The stand-in for the provider's hosted onboarding: an in-app page that returns her to her
    // Payments tab (never to an address a request named).
    return Promise.resolve({ accountId, url: '/payments/test-onboarding' });
  }

  /** Its own records, as the provider's API lists them (the daily reconciliation reads them). */
  listMovements(): Promise<GatewayMovement[]> {
    this.listed += 1;
    const { charges, transfers, refunds } = this.records();
    return Promise.resolve([
      ...charges.map((c) => ({
        kind: 'charge' as const,
        providerId: c.id,
        amountCents: c.amountCents,
      })),
      ...transfers.map((t) => ({
        kind: 'transfer' as const,
        providerId: t.id,
        amountCents: t.amountCents,
      })),
      ...refunds.map((r) => ({
        kind: 'refund' as const,
        providerId: r.id,
        amountCents: r.amountCents,
      })),
    ]);
  }

  /** How many times its records were listed (tests: a replay never lists them). */
  listed = 0;

  /** What money it moved (tests compare it with the ledger and the charges). */
  records(): SimulatedRecords {
    return {
      charges: [...this.charges.values()].flatMap((c) =>
        c.status === 'succeeded'
          ? [{ id: c.providerChargeId, amountCents: c.amountCents, feeCents: c.feeCents }]
          : [],
      ),
      transfers: [...this.transfers.values()],
      refunds: [...this.refunds.values()],
      reversals: [...this.reversals.values()],
    };
  }
}

const resultOf = (known: ChargeResult): ChargeResult => {
  if (known.status === 'succeeded') {
    return { status: 'succeeded', providerChargeId: known.providerChargeId };
  }
  if (known.status === 'pending')
    return { status: 'pending', providerPaymentId: known.providerPaymentId };
  return { status: 'failed', failure: known.failure };
};
