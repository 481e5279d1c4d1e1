import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { conflictError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import {
  seriesAcceptedMessage,
  seriesCancelledMessage,
  seriesDeclinedMessage,
  seriesSentMessage,
} from '../../shared/booking-series.js';
import { CANNOT_ACCEPT_MESSAGE } from '../../shared/credentials.js';
import { CARD_REQUIRED_MESSAGE } from '../../shared/payment-amounts.js';
import { credentialHeld } from '../nannies/index.js';
import { hasCard } from '../payments/index.js';
import {
  answerBookingSeries,
  cancelBookingSeries,
  previewBookingSeries,
  requestBookingSeries,
} from './booking-series.handlers.js';
import { bookingRows, currentRateCents } from './bookings.queries.js';
import { BookingView, bookingView, type Viewer } from './bookings.view.js';
import { recordConsiderationsShown } from './considerations-access.js';
import { Reason, errorResponses } from './bookings.schemas.js';

const tags = ['bookings'];
const params = Type.Object({ id: IdParam });
const Times = {
  nannyId: Type.String({ minLength: 1, maxLength: 64 }),
  firstDate: Type.String({ maxLength: 10 }),
  startTime: Type.String({ maxLength: 5 }),
  endTime: Type.String({ maxLength: 5 }),
  weeks: Type.Integer({ minimum: -1000, maximum: 1000 }),
};
const Answer = Type.Object({ message: Type.String(), bookings: Type.Array(BookingView) });
const SeriesDateView = Type.Object({
  date: Type.String(),
  fits: Type.Boolean(),
  problem: Type.Union([Type.String(), Type.Null()]),
});

/** One series id per (parent, idempotency key): a repeated request lands on the same series. */
const seriesIdFor = (parentId: string, key: string) =>
  createHash('sha256').update(`series:${parentId}:${key}`).digest('hex').slice(0, 32);

/**
 * Weekly recurring bookings: the parent previews and requests a series, or cancels it; the nanny
 * accepts or declines its waiting dates at once. Each date is an ordinary booking, answered or
 * cancelled on its own by the bookings routes as well.
 */
export const bookingSeriesRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const parentsOnly = requireRole('parent');
  const nanniesOnly = requireRole('nanny');
  const viewsOf = async (ids: readonly string[], viewer: Viewer, accountId: string) => {
    const rateCents = viewer === 'nanny' ? await currentRateCents(deps.db, accountId) : null;
    const views = [];
    for (const bookingId of ids) {
      const where =
        viewer === 'parent'
          ? { bookingId, parentId: accountId }
          : { bookingId, nannyId: accountId };
      const [row] = await bookingRows(deps.db, where, 1);
      if (row) views.push(bookingView(row, viewer, rateCents));
    }
    if (viewer === 'nanny') {
      await recordConsiderationsShown(deps, { accountId, role: 'nanny' }, views);
    }
    return views;
  };

  app.post(
    '/api/booking-series/preview',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Which dates of a weekly series can be requested (nothing is sent)',
        tags,
        body: Type.Object(Times),
        response: { 200: Type.Object({ dates: Type.Array(SeriesDateView) }), ...errorResponses },
      },
    },
    async (request) => {
      const dates = await previewBookingSeries(deps, {
        ...request.body,
        parentId: authOf(request).accountId,
        platformZone: deps.config.timeZone,
        at: deps.clock().toISOString(),
      });
      return { dates };
    },
  );

  app.post(
    '/api/booking-series',
    {
      preValidation: parentsOnly,
      schema: {
        summary: 'Request the same times every week (idempotent per key)',
        tags,
        body: Type.Object({
          ...Times,
          children: Type.Integer({ minimum: -1000, maximum: 1000 }),
          note: Type.String({ maxLength: 5000 }),
          idempotencyKey: Type.String({ minLength: 8, maxLength: 100 }),
          childIds: Type.Optional(Type.Array(IdParam, { maxItems: 10 })),
          /** The dates she agreed to leave out (those the preview showed not fitting, or hers). */
          leaveOut: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 12 }),
        }),
        response: { 201: Answer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const parentId = authOf(request).accountId;
      const { idempotencyKey, ...body } = request.body;
      if (deps.paymentGateway && !(await hasCard(deps.db, parentId))) {
        throw conflictError(CARD_REQUIRED_MESSAGE);
      }
      const ids = await requestBookingSeries(
        deps,
        {
          ...body,
          seriesId: seriesIdFor(parentId, idempotencyKey),
          parentId,
          platformZone: deps.config.timeZone,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      const bookings = await viewsOf(ids, 'parent', parentId);
      return reply.status(201).send({ message: seriesSentMessage(ids.length), bookings });
    },
  );

  app.post(
    '/api/booking-series/:id/cancel',
    {
      preValidation: parentsOnly,
      schema: {
        summary: "Cancel a series' dates not yet started, one by one (parent)",
        tags,
        params,
        body: Reason,
        response: { 200: Answer, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = authOf(request).accountId;
      const ids = await cancelBookingSeries(
        deps,
        {
          seriesId: request.params.id,
          by: 'parent',
          accountId,
          reason: request.body.reason,
          at: deps.clock().toISOString(),
        },
        metadataOf(request),
      );
      const bookings = await viewsOf(ids, 'parent', accountId);
      return { message: seriesCancelledMessage(ids.length), bookings };
    },
  );

  const nannyAction = (path: 'accept' | 'decline' | 'cancel', summary: string) =>
    app.post(
      `/api/nanny/booking-series/:id/${path}`,
      {
        preValidation: nanniesOnly,
        schema: {
          summary,
          tags,
          params,
          body: path === 'accept' ? Type.Object({}) : Reason,
          response: { 200: Answer, ...errorResponses },
        },
      },
      async (request) => {
        const nannyId = authOf(request).accountId;
        const seriesId = request.params.id;
        const reason = (request.body as { reason?: string }).reason ?? '';
        const at = deps.clock().toISOString();
        const metadata = metadataOf(request);
        let ids: string[];
        let message: (count: number) => string;
        if (path === 'cancel') {
          const input = { seriesId, by: 'nanny' as const, accountId: nannyId, reason, at };
          ids = await cancelBookingSeries(deps, input, metadata);
          message = seriesCancelledMessage;
        } else {
          // As for one date: her certification found not active, nothing new until it is.
          if (path === 'accept' && (await credentialHeld(deps.db, nannyId))) {
            throw conflictError(CANNOT_ACCEPT_MESSAGE);
          }
          const input = { seriesId, nannyId, answer: path, reason, at };
          ids = await answerBookingSeries(deps, input, metadata);
          message = path === 'accept' ? seriesAcceptedMessage : seriesDeclinedMessage;
        }
        return { message: message(ids.length), bookings: await viewsOf(ids, 'nanny', nannyId) };
      },
    );
  nannyAction('accept', 'Accept every date of a series still waiting for an answer');
  nannyAction('decline', 'Decline every date of a series still waiting, with a reason');
  nannyAction('cancel', "Cancel a series' accepted dates not yet started (nanny), with a reason");
};
