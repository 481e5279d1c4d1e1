import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// A small stateful fake of the Stripe API: only the endpoints the Stripe adapter calls
// (customers, Checkout in setup mode, payment methods and their detachment, PaymentIntents
// off-session, transfers and their reversals, refunds, Express accounts and account links), with the provider's test payment methods. The
// `stripe` package is pointed at it with its host, port and protocol options. It signs the
// webhooks it sends with stripe.webhooks.generateTestHeaderString, as Stripe signs its own.
// Request and response shapes follow Stripe's published API; errors are Stripe's card errors.

type Form = Record<string, string>;

/** The provider's test cards, as its Checkout page offers them here (no number is typed). */
export const FAKE_STRIPE_CARDS = {
  '4242': { brand: 'visa', failure: null },
  '0002': { brand: 'visa', failure: 'card_declined' },
  '3184': { brand: 'visa', failure: 'authentication_required' },
  '0069': { brand: 'visa', failure: 'expired_card' },
} as const;
export type FakeStripeCard = keyof typeof FAKE_STRIPE_CARDS;

interface Session {
  id: string;
  customer: string;
  status: 'open' | 'complete';
  successUrl: string;
  setupIntent: string | null;
}

export interface FakeStripe {
  host: string;
  port: number;
  /** Where the app's Checkout redirect goes: the stand-in for Stripe's hosted card form. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's secret: connected accounts' events (`account.updated`) are signed with it. */
  connectWebhookSecret: string;
  /** The card a parent chose on the stand-in Checkout page. */
  completeCheckout(sessionId: string, card: FakeStripeCard): void;
  /**
   * She finished the hosted onboarding: payouts enabled, and `account.updated` sent as Stripe
   * sends a connected account's event (to the Connect endpoint: `account` named, its own secret).
   */
  completeOnboarding(accountId: string): Promise<void>;
  /**
   * Sends a signed event to the webhook URL (or a body with a signature of the caller's), under a
   * new event id or the one given (Stripe delivering an event again).
   */
  sendEvent(
    type: string,
    object: object,
    signature?: string,
    eventId?: string,
  ): Promise<{ status: number }>;
  /** Everything that moved money, for comparison with the app's tables. */
  records(): {
    charges: { id: string; amount: number }[];
    transfers: { id: string; amount: number; destination: string }[];
    refunds: { id: string; amount: number; charge: string; metadata: Form }[];
    reversals: { id: string; amount: number; transfer: string }[];
  };
  /** From now on PaymentIntents stay `processing` until settlePayment (or not, with false). */
  holdCharges(hold: boolean): void;
  /** A processing PaymentIntent ends: its webhook (signed) is sent; the app's answer returned. */
  settlePayment(
    paymentIntentId: string,
    outcome: 'succeeded' | 'failed',
  ): Promise<{ status: number }>;
  /** The ids of PaymentIntents still processing. */
  processingPayments(): string[];
  /** A refund made in Stripe's dashboard: recorded here, and `refund.created` sent. */
  refundFromDashboard(
    chargeId: string,
    amount: number,
  ): Promise<{ id: string; eventId: string; status: number }>;
  /** Sends `refund.created` again for a refund already made (as Stripe does for ours too). */
  sendRefundEvent(refundId: string, eventId?: string): Promise<{ status: number }>;
  /** A charge made outside the app (in the dashboard): the ledger knows nothing of it. */
  chargeFromDashboard(amount: number): string;
  /** The customer a payment method is attached to (null once detached). */
  customerOfPaymentMethod(id: string): string | null | undefined;
  /** Calls received, by method and path. */
  calls: string[];
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Stripe's form encoding of metadata: `metadata[key]=value`. */
const metadataOf = (form: Form): Form =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

function cardError(code: string, paymentIntent: string) {
  return {
    error: {
      type: 'card_error',
      code,
      decline_code: code === 'card_declined' ? 'generic_decline' : undefined,
      message: `Your card was declined (${code}).`,
      payment_intent: {
        id: paymentIntent,
        object: 'payment_intent',
        status: 'requires_payment_method',
      },
    },
  };
}

export async function startFakeStripe(options: { webhookUrl: () => string }): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake_0123456789';
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const connectWebhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const customers = new Set<string>();
  const sessions = new Map<string, Session>();
  const setupIntents = new Map<string, { id: string; customer: string; paymentMethod: string }>();
  const paymentMethods = new Map<
    string,
    { id: string; card: FakeStripeCard; customer: string | null }
  >();
  const accounts = new Map<string, { id: string; payoutsEnabled: boolean; metadata: Form }>();
  const charges: { id: string; amount: number }[] = [];
  const transfers: { id: string; amount: number; destination: string }[] = [];
  const refunds: { id: string; amount: number; charge: string; metadata: Form }[] = [];
  /** PaymentIntents left processing (see holdCharges), by id. */
  const processing = new Map<string, { amount: number; metadata: Form; card: FakeStripeCard }>();
  let holding = false;
  const reversals: { id: string; amount: number; transfer: string }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];
  const stripe = new Stripe(secretKey);

  const app: FastifyInstance = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', async (request, reply) => {
    calls.push(`${request.method} ${request.url.split('?')[0]}`);
    if (!request.url.startsWith('/v1/')) return;
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      await reply.status(401).send({
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
  });

  /** A POST that Stripe answers once per Idempotency-Key. */
  const post = (
    path: string,
    handle: (form: Form, params: Record<string, string>) => [number, unknown],
  ) =>
    app.post(path, async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? idempotent.get(`${path}:${key}`) : undefined;
      if (known) return reply.status(known.status).send(known.body);
      const [status, body] = handle(
        (request.body ?? {}) as Form,
        request.params as Record<string, string>,
      );
      if (typeof key === 'string') idempotent.set(`${path}:${key}`, { status, body });
      return reply.status(status).send(body);
    });

  post('/v1/customers', () => {
    const id = newId('cus');
    customers.add(id);
    return [200, { id, object: 'customer' }];
  });

  post('/v1/checkout/sessions', (form) => {
    if (form.mode !== 'setup' || !customers.has(form.customer ?? '')) {
      return [400, { error: { type: 'invalid_request_error', message: 'Invalid session.' } }];
    }
    const id = newId('cs_test');
    sessions.set(id, {
      id,
      customer: form.customer!,
      status: 'open',
      successUrl: form.success_url ?? '',
      setupIntent: null,
    });
    return [
      200,
      {
        id,
        object: 'checkout.session',
        mode: 'setup',
        status: 'open',
        url: `${base()}/checkout/${id}`,
      },
    ];
  });

  app.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session) {
      return reply.status(404).send({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such session.',
        },
      });
    }
    const intent = session.setupIntent ? setupIntents.get(session.setupIntent) : undefined;
    const method = intent ? paymentMethods.get(intent.paymentMethod) : undefined;
    return {
      id: session.id,
      object: 'checkout.session',
      mode: 'setup',
      status: session.status,
      customer: session.customer,
      setup_intent: intent && {
        id: intent.id,
        object: 'setup_intent',
        status: 'succeeded',
        customer: intent.customer,
        usage: 'off_session',
        payment_method: method && paymentMethodJson(method),
      },
    };
  });

  /** The stand-in for Stripe's hosted Checkout page (the browser's card form). */
  app.get('/checkout/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const buttons = Object.keys(FAKE_STRIPE_CARDS)
      .map((card) => `<button name="card" value="${card}">Visa ending ${card}</button>`)
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>Test card</title><form method="post" action="/checkout/${id}">${buttons}</form>`,
      );
  });
  app.post('/checkout/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const card = ((request.body ?? {}) as Form).card as FakeStripeCard;
    fake.completeCheckout(id, card);
    return reply.redirect(sessions.get(id)!.successUrl.replace('{CHECKOUT_SESSION_ID}', id));
  });

  const paymentMethodJson = (method: {
    id: string;
    card: FakeStripeCard;
    customer: string | null;
  }) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    card: {
      brand: FAKE_STRIPE_CARDS[method.card].brand,
      last4: method.card,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
    },
  });
  const noSuchMethod = (id: string) => ({
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'payment_method',
      message: `No such PaymentMethod: '${id}'`,
    },
  });

  app.get('/v1/payment_methods/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const method = paymentMethods.get(id);
    if (!method) return reply.status(404).send(noSuchMethod(id));
    return paymentMethodJson(method);
  });

  // As Stripe: detached for good (its customer becomes null); one not attached is refused.
  post('/v1/payment_methods/:id/detach', (_form, params) => {
    const method = paymentMethods.get(params.id ?? '');
    if (!method) return [404, noSuchMethod(params.id ?? '')];
    if (method.customer === null) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message:
              'The payment method you provided is not attached to a customer so detachment is impossible.',
          },
        },
      ];
    }
    method.customer = null;
    return [200, paymentMethodJson(method)];
  });

  post('/v1/payment_intents', (form) => {
    const id = newId('pi');
    const method = paymentMethods.get(form.payment_method ?? '');
    if (!method || method.customer !== form.customer || form.off_session !== 'true') {
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'Invalid payment method.' } },
      ];
    }
    if (holding) {
      processing.set(id, {
        amount: Number(form.amount),
        metadata: metadataOf(form),
        card: method.card,
      });
      return [
        200,
        {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'processing',
          latest_charge: null,
          metadata: metadataOf(form),
        },
      ];
    }
    const failure = FAKE_STRIPE_CARDS[method.card].failure;
    if (failure) return [402, cardError(failure, id)];
    const charge = { id: newId('ch'), amount: Number(form.amount) };
    charges.push(charge);
    return [
      200,
      {
        id,
        object: 'payment_intent',
        amount: charge.amount,
        currency: form.currency,
        status: 'succeeded',
        latest_charge: charge.id,
      },
    ];
  });

  post('/v1/transfers', (form) => {
    const account = accounts.get(form.destination ?? '');
    if (!account?.payoutsEnabled || !charges.some((c) => c.id === form.source_transaction)) {
      return [400, { error: { type: 'invalid_request_error', message: 'Invalid transfer.' } }];
    }
    const transfer = { id: newId('tr'), amount: Number(form.amount), destination: account.id };
    transfers.push(transfer);
    return [200, { ...transfer, object: 'transfer', currency: form.currency }];
  });

  post('/v1/transfers/:id/reversals', (form, params) => {
    const transfer = transfers.find((t) => t.id === params.id);
    if (!transfer)
      return [404, { error: { type: 'invalid_request_error', message: 'No such transfer.' } }];
    // As Stripe: never more than what is left of the transfer.
    const reversed = reversals
      .filter((r) => r.transfer === transfer.id)
      .reduce((sum, r) => sum + r.amount, 0);
    if (reversed + Number(form.amount) > transfer.amount) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            message: 'The amount exceeds what is left of the transfer.',
          },
        },
      ];
    }
    const reversal = { id: newId('trr'), amount: Number(form.amount), transfer: transfer.id };
    reversals.push(reversal);
    return [200, { ...reversal, object: 'transfer_reversal', currency: 'usd' }];
  });

  post('/v1/refunds', (form) => {
    const charge = charges.find((c) => c.id === form.charge);
    const refunded = refunds
      .filter((r) => r.charge === form.charge)
      .reduce((s, r) => s + r.amount, 0);
    if (!charge || refunded + Number(form.amount) > charge.amount) {
      return [400, { error: { type: 'invalid_request_error', message: 'Invalid refund.' } }];
    }
    const refund = {
      id: newId('re'),
      amount: Number(form.amount),
      charge: charge.id,
      metadata: metadataOf(form),
    };
    refunds.push(refund);
    return [200, refundJson(refund)];
  });

  post('/v1/accounts', (form) => {
    if (form.type !== 'express') {
      return [400, { error: { type: 'invalid_request_error', message: 'Express only.' } }];
    }
    const metadata = metadataOf(form);
    const account = { id: newId('acct'), payoutsEnabled: false, metadata };
    accounts.set(account.id, account);
    return [200, accountJson(account)];
  });

  post('/v1/account_links', (form) => {
    if (!accounts.has(form.account ?? '') || form.type !== 'account_onboarding') {
      return [400, { error: { type: 'invalid_request_error', message: 'Invalid link.' } }];
    }
    return [200, { object: 'account_link', url: `${base()}/onboarding/${form.account}` }];
  });

  /**
   * Stripe's list endpoints (newest first, `limit` and `starting_after`, `has_more`), so the
   * package's auto-pagination is exercised: the daily reconciliation lists these.
   */
  const list = (path: string, items: () => object[]) =>
    app.get(path, async (request) => {
      const query = request.query as { limit?: string; starting_after?: string };
      const limit = Math.min(Number(query.limit ?? 10), 100);
      const newestFirst = [...items()].reverse() as { id: string }[];
      const from = query.starting_after
        ? newestFirst.findIndex((item) => item.id === query.starting_after) + 1
        : 0;
      const page = newestFirst.slice(from, from + limit);
      return {
        object: 'list',
        url: path,
        has_more: from + limit < newestFirst.length,
        data: page,
      };
    });
  list('/v1/charges', () =>
    charges.map((c) => ({ ...c, object: 'charge', status: 'succeeded', currency: 'usd' })),
  );
  list('/v1/transfers', () =>
    transfers.map((t) => ({ ...t, object: 'transfer', currency: 'usd' })),
  );
  list('/v1/refunds', () => refunds.map(refundJson));

  const refundJson = (refund: (typeof refunds)[number]) => ({
    ...refund,
    object: 'refund',
    status: 'succeeded',
    currency: 'usd',
    // Stripe reverses a transfer with a refund only for destination charges; ours are separate.
    transfer_reversal: null,
  });

  const accountJson = (account: { id: string; payoutsEnabled: boolean; metadata: Form }) => ({
    id: account.id,
    object: 'account',
    type: 'express',
    payouts_enabled: account.payoutsEnabled,
    charges_enabled: account.payoutsEnabled,
    details_submitted: account.payoutsEnabled,
    metadata: account.metadata,
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = () => `http://127.0.0.1:${port}`;

  const sendEvent = async (
    type: string,
    object: object,
    signature?: string,
    eventId?: string,
    connect?: { account: string },
  ) => {
    const payload = JSON.stringify({
      id: eventId ?? newId('evt'),
      object: 'event',
      ...(connect ? { account: connect.account } : {}),
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const secret = connect ? connectWebhookSecret : webhookSecret;
    const header = signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: response.status };
  };

  const fake: FakeStripe = {
    host: '127.0.0.1',
    port,
    baseUrl: base(),
    secretKey,
    webhookSecret,
    connectWebhookSecret,
    calls,
    completeCheckout(sessionId, card) {
      const session = sessions.get(sessionId);
      if (!session || session.status === 'complete')
        throw new Error(`No open session ${sessionId}`);
      const method = { id: newId('pm'), card, customer: session.customer };
      paymentMethods.set(method.id, method);
      const intent = { id: newId('seti'), customer: session.customer, paymentMethod: method.id };
      setupIntents.set(intent.id, intent);
      session.status = 'complete';
      session.setupIntent = intent.id;
    },
    async completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No account ${accountId}`);
      account.payoutsEnabled = true;
      const { status } = await sendEvent(
        'account.updated',
        accountJson(account),
        undefined,
        undefined,
        {
          account: account.id,
        },
      );
      if (status !== 200) throw new Error(`The app answered the webhook with ${status}`);
    },
    sendEvent,
    holdCharges(hold) {
      holding = hold;
    },
    processingPayments: () => [...processing.keys()],
    async settlePayment(paymentIntentId, outcome) {
      const intent = processing.get(paymentIntentId);
      if (!intent) throw new Error(`No processing payment ${paymentIntentId}`);
      processing.delete(paymentIntentId);
      const base = {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'usd',
        metadata: intent.metadata,
      };
      if (outcome === 'failed') {
        return sendEvent('payment_intent.payment_failed', {
          ...base,
          status: 'requires_payment_method',
          latest_charge: null,
          last_payment_error: { type: 'card_error', code: 'card_declined' },
        });
      }
      const charge = { id: newId('ch'), amount: intent.amount };
      charges.push(charge);
      return sendEvent('payment_intent.succeeded', {
        ...base,
        status: 'succeeded',
        latest_charge: charge.id,
      });
    },
    async refundFromDashboard(chargeId, amount) {
      const refund = { id: newId('re'), amount, charge: chargeId, metadata: {} };
      refunds.push(refund);
      const eventId = newId('evt');
      const { status } = await sendEvent('refund.created', refundJson(refund), undefined, eventId);
      return { id: refund.id, eventId, status };
    },
    sendRefundEvent(refundId, eventId) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`No refund ${refundId}`);
      return sendEvent('refund.created', refundJson(refund), undefined, eventId);
    },
    customerOfPaymentMethod: (id) => paymentMethods.get(id)?.customer,
    chargeFromDashboard(amount) {
      const charge = { id: newId('ch'), amount };
      charges.push(charge);
      return charge.id;
    },
    records: () => ({
      charges: [...charges],
      transfers: [...transfers],
      refunds: [...refunds],
      reversals: [...reversals],
    }),
    close: () => app.close(),
  };
  return fake;
}
