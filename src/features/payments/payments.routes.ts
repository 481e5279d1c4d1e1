import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError, notFoundError, validationError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { REFUND_REASON_MAX_LENGTH } from '../../shared/payment-amounts.js';
import type { PaymentGateway } from '../../infra/payments/payment-gateway.js';
import { chargeDue } from './charge-due.js';
import { cardDecider, chargeDecider, payoutDecider } from './payments.decider.js';
import { cardStreamId, chargeStreamId, payoutStreamId } from './payments.events.js';
import { updatePayoutAccount } from './payments.jobs.js';
import {
  CardView,
  ChargedMonth,
  chargedByMonth,
  chargesCsv,
  ChargeFilterParam,
  ChargeView,
  Mode,
  operatorCharges,
  parentCharges,
  PayoutAccountState,
  PayoutLine,
  ReconciliationView,
  reconciliationOf,
  cardView,
  payoutAccountIdOf,
  payoutsOf,
  savedCustomerOf,
} from './payments.view.js';
import { isTestCard, SimulatedGateway, TEST_CARDS } from './simulated-gateway.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const tags = ['payments'];
const parents = requireRole('parent');
const nannies = requireRole('nanny');
const operators = requireRole('operator');
const Message = Type.Object({ message: Type.String() });

export const PAYMENTS_OFF_MESSAGE =
  'Payments are turned off: amounts are recorded and no card is charged.';
export const CARD_NOT_SAVED_MESSAGE =
  'Your card was not saved: the card form was not finished. Please try again.';
export const CARD_SAVED_MESSAGE = 'Card saved. It is charged only after a session.';
export const CARD_REMOVED_MESSAGE = 'Card removed. Add a card before your next request.';
export const PAY_AGAIN_MESSAGE = 'Thank you. We are charging your card again.';
export const REFUND_REQUESTED_MESSAGE = 'Refund requested. It appears here once it is made.';
export const PAYOUTS_READY_MESSAGE = 'Payouts are set up. What is owed to you is on its way.';

const metadataOf = (request: Parameters<typeof authOf>[0]) => {
  const auth = authOf(request);
  return { actorId: auth.accountId, actorRole: auth.role };
};

/**
 * Parents save a card and see their charges; nannies set up payouts and see their lines;
 * operators see every charge and refund. Routes only record what was asked: every amount is
 * computed by the server, and every movement of money happens in a job.
 */
export const paymentsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const mode = (): 'stripe' | 'simulated' | 'off' =>
    deps.paymentGateway ? deps.paymentGateway.mode : 'off';
  const gateway = (): PaymentGateway => {
    if (!deps.paymentGateway) throw conflictError(PAYMENTS_OFF_MESSAGE);
    return deps.paymentGateway;
  };
  /** The stand-in card form and onboarding page exist only in the simulated mode. */
  const simulated = (): SimulatedGateway => {
    if (!(deps.paymentGateway instanceof SimulatedGateway)) throw notFoundError();
    return deps.paymentGateway;
  };
  const now = () => deps.clock().toISOString();

  app.get(
    '/api/parent/payment-card',
    {
      preValidation: parents,
      schema: {
        summary: "The parent's saved card and the payments mode",
        tags,
        response: {
          200: Type.Object({ mode: Mode, card: Type.Union([CardView, Type.Null()]) }),
          ...errors,
        },
      },
    },
    async (request) => ({ mode: mode(), card: await cardView(deps.db, authOf(request).accountId) }),
  );

  app.post(
    '/api/parent/payment-card/setup',
    {
      preValidation: parents,
      schema: {
        tags,
        summary: "Starts the provider's card form (setup mode)",
        body: Type.Object({
          /** The request she kept before leaving for the provider's page (her Bookings tab). */
          draftId: Type.Optional(IdParam),
        }),
        response: {
          200: Type.Object({
            mode: Mode,
            setupId: Type.String(),
            clientSecret: Type.String(),
            /** Stripe's hosted card form (Checkout) to send her to; null for the stand-in. */
            redirectUrl: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const parentId = authOf(request).accountId;
      const known = await savedCustomerOf(deps.db, parentId);
      const setup = await gateway().startCardSetup({
        parentId,
        customerId: known ?? null,
        draftId: request.body.draftId ?? null,
      });
      return {
        mode: mode(),
        setupId: setup.setupId,
        clientSecret: setup.clientSecret,
        redirectUrl: setup.redirectUrl,
      };
    },
  );

  app.post(
    '/api/parent/payment-card',
    {
      preValidation: parents,
      schema: {
        tags,
        summary: 'Keeps the card a finished card form saved',
        body: Type.Object({ setupId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ message: Type.String(), card: CardView }), ...errors },
      },
    },
    async (request) => {
      const parentId = authOf(request).accountId;
      const card = await gateway().cardOfSetup(request.body.setupId);
      // A set-up of another customer is not hers: the provider's customer id is tied to her.
      const known = await savedCustomerOf(deps.db, parentId);
      if (!card || (known !== undefined && known !== card.customerId)) {
        throw conflictError(CARD_NOT_SAVED_MESSAGE);
      }
      await deps.eventStore.handleCommand(
        cardDecider,
        cardStreamId(parentId),
        { type: 'SaveCard', parentId, card, at: now() },
        { metadata: metadataOf(request) },
      );
      return { message: CARD_SAVED_MESSAGE, card: (await cardView(deps.db, parentId))! };
    },
  );

  app.delete(
    '/api/parent/payment-card',
    {
      preValidation: parents,
      schema: {
        tags,
        summary: 'Removes her card (detached at the provider), unless a charge is due',
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      gateway();
      const parentId = authOf(request).accountId;
      await deps.eventStore.handleCommand(
        cardDecider,
        cardStreamId(parentId),
        {
          type: 'RemoveCard',
          parentId,
          chargeDue: await chargeDue(deps.db, parentId, deps.clock()),
          at: now(),
        },
        { metadata: metadataOf(request) },
      );
      return { message: CARD_REMOVED_MESSAGE };
    },
  );

  app.post(
    '/api/payments/simulated/setups/:setupId/confirm',
    {
      preValidation: parents,
      schema: {
        tags,
        summary: 'The stand-in card form (simulated payments only)',
        params: Type.Object({ setupId: IdParam }),
        body: Type.Object({
          testCard: Type.Union(Object.keys(TEST_CARDS).map((card) => Type.Literal(card))),
        }),
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      const { testCard } = request.body;
      if (!isTestCard(testCard) || !simulated().confirmSetup(request.params.setupId, testCard)) {
        throw conflictError(CARD_NOT_SAVED_MESSAGE);
      }
      return { message: 'Test card chosen.' };
    },
  );

  app.get(
    '/api/parent/charges',
    {
      preValidation: parents,
      schema: {
        summary: "The parent's charges (Paid, Failed, Refunded)",
        tags,
        response: {
          200: Type.Object({
            mode: Mode,
            charges: Type.Array(ChargeView),
            /** What was charged each month, newest first (refunds subtracted). */
            months: Type.Array(ChargedMonth),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const charges = await parentCharges(deps.db, authOf(request).accountId);
      return { mode: mode(), charges, months: chargedByMonth(charges) };
    },
  );

  app.get(
    '/api/parent/charges.csv',
    {
      preValidation: parents,
      schema: {
        tags,
        summary: 'Her charges as CSV',
        description:
          'text/csv: date,booking,kind,care,fee,tip,amount,refunded,status (dollars; amount is what was charged).',
        response: { 200: Type.String(), ...errorResponsesFor(401, 403) },
      },
    },
    async (request, reply) => {
      const charges = await parentCharges(deps.db, authOf(request).accountId);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="charges-${deps.clock().toISOString().slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(chargesCsv(charges));
    },
  );

  app.post(
    '/api/parent/charges/:chargeId/pay-again',
    {
      preValidation: parents,
      schema: {
        summary: 'Charge a failed session again, to her card now',
        tags,
        params: Type.Object({ chargeId: IdParam }),
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      gateway();
      await deps.eventStore.handleCommand(
        chargeDecider,
        chargeStreamId(request.params.chargeId),
        {
          type: 'RequestRetry',
          chargeId: request.params.chargeId,
          parentId: authOf(request).accountId,
          at: now(),
        },
        { metadata: metadataOf(request) },
      );
      return { message: PAY_AGAIN_MESSAGE };
    },
  );

  app.get(
    '/api/nanny/payouts',
    {
      preValidation: nannies,
      schema: {
        summary: "The nanny's payout account and lines (Pending, Owed to you, Paid out)",
        tags,
        response: {
          200: Type.Object({
            mode: Mode,
            account: PayoutAccountState,
            lines: Type.Array(PayoutLine),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ mode: mode(), ...(await payoutsOf(deps.db, authOf(request).accountId)) }),
  );

  app.post(
    '/api/nanny/payouts/setup',
    {
      preValidation: nannies,
      schema: {
        tags,
        summary: "Her payout account and a link to the provider's hosted onboarding",
        response: { 200: Type.Object({ url: Type.String() }), ...errors },
      },
    },
    async (request) => {
      const nannyId = authOf(request).accountId;
      const { accountId, url } = await gateway().startPayoutOnboarding({
        nannyId,
        accountId: await payoutAccountIdOf(deps.db, nannyId),
        returnUrl: `${deps.config.publicUrl}/rbt-dashboard?tab=payments`,
      });
      await deps.eventStore.handleCommand(
        payoutDecider,
        payoutStreamId(nannyId),
        { type: 'CreatePayoutAccount', nannyId, accountId, at: now() },
        { metadata: metadataOf(request) },
      );
      return { url };
    },
  );

  app.post(
    '/api/payments/simulated/onboarding/complete',
    {
      preValidation: nannies,
      schema: {
        tags,
        summary: 'The stand-in hosted onboarding (simulated payments only)',
        response: { 200: Message, ...errors },
      },
    },
    async (request) => {
      simulated();
      const nannyId = authOf(request).accountId;
      const accountId = await payoutAccountIdOf(deps.db, nannyId);
      if (!accountId)
        throw conflictError('Please start setting up payouts from your Payments tab.');
      // What the provider's account update would tell us once she finished its onboarding.
      await updatePayoutAccount(
        deps,
        { nannyId, accountId, payoutsEnabled: true },
        metadataOf(request),
      );
      return { message: PAYOUTS_READY_MESSAGE };
    },
  );

  app.get(
    '/api/operator/payments',
    {
      preValidation: operators,
      schema: {
        summary: 'Every charge, filterable by status, disputes and transfers (operators)',
        tags,
        querystring: Type.Object({ status: Type.Optional(ChargeFilterParam) }),
        response: { 200: Type.Object({ mode: Mode, charges: Type.Array(ChargeView) }), ...errors },
      },
    },
    async (request) => ({
      mode: mode(),
      charges: await operatorCharges(deps.db, request.query.status ?? 'all'),
    }),
  );

  app.get(
    '/api/operator/payments/reconciliation',
    {
      preValidation: operators,
      schema: {
        summary: 'The newest daily reconciliation of the ledger with the gateway (operators)',
        tags,
        response: {
          200: Type.Object({
            mode: Mode,
            reconciliation: Type.Union([ReconciliationView, Type.Null()]),
          }),
          ...errors,
        },
      },
    },
    async () => ({ mode: mode(), reconciliation: await reconciliationOf(deps.db) }),
  );

  app.post(
    '/api/operator/payments/:chargeId/refunds',
    {
      preValidation: operators,
      schema: {
        summary: 'Refund a charge, whole or part, with a reason (operators)',
        tags,
        params: Type.Object({ chargeId: IdParam }),
        body: Type.Object({
          amountCents: Type.Integer(),
          reason: Type.String({ maxLength: REFUND_REASON_MAX_LENGTH * 2 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
        }),
        response: { 201: Message, ...errors },
      },
    },
    async (request, reply) => {
      gateway();
      const { chargeId } = request.params;
      const { amountCents, reason, idempotencyKey } = request.body;
      if (!Number.isSafeInteger(amountCents)) throw validationError('Please enter an amount.');
      // The same press sent again is the same refund.
      const refundId = createHash('sha256')
        .update(`refund:${chargeId}:${idempotencyKey}`)
        .digest('hex')
        .slice(0, 32);
      await deps.eventStore.handleCommand(
        chargeDecider,
        chargeStreamId(chargeId),
        {
          type: 'RequestRefund',
          refundId,
          chargeId,
          amountCents,
          reason,
          operatorId: authOf(request).accountId,
          at: now(),
        },
        { metadata: metadataOf(request) },
      );
      return reply.status(201).send({ message: REFUND_REQUESTED_MESSAGE });
    },
  );
};
