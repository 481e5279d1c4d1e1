import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { IdParam } from '../../infra/http/id-param.js';
import { QueueStatusQuery } from '../../infra/http/queue-status-query.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import {
  completionRate,
  HIDDEN_MESSAGE,
  KEPT_MESSAGE,
  REPLY_THANKS_MESSAGE,
  REVIEW_THANKS_MESSAGE,
  shownRating,
} from '../../shared/reviews.js';
import {
  SESSION_NOT_FOUND_MESSAGE,
  type ReviewCommand,
  type SessionFacts,
} from './reviews.decider.js';
import { childNamesOf, runReviewCommand, sessionFacts } from './reviews.handlers.js';
import {
  acceptedAndCancelled,
  familyReviewsOf,
  operatorReviews,
  queuedReview,
  repeatFamilies,
  reviewsOfSession,
  shownReviewsOf,
} from './reviews.queries.js';
import {
  DecideBody,
  FamilyReviewAggregate,
  NannyReviewsReply,
  QueuedReview,
  ReplyBody,
  ReviewAnswer,
  ReviewFamilyBody,
  ReviewNannyBody,
  ReviewQueue,
  SessionReviews,
} from './reviews.schemas.js';
import { queuedReviewView, sessionReviewsFor } from './reviews.view.js';
import { bookableNannyFacts } from '../bookings/bookings.reads.js';

const errors = errorResponsesFor(400, 401, 403, 404, 409);
const tags = ['reviews'];
const params = Type.Object({ bookingId: IdParam });
const parents = requireRole('parent');
const nannies = requireRole('nanny');
const parties = requireRole('parent', 'nanny');
const operators = requireRole('operator');
const NANNY_NOT_FOUND_MESSAGE = 'Nanny not found.';

/** Reviews after a session: each side writes one, families read hers, operators moderate. */
export const reviewsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  /** The session, if the signed-in parent or nanny is one of its two parties; else 404. */
  const ownSession = async (request: FastifyRequest, bookingId: string) => {
    const { role, accountId } = authOf(request);
    const facts = await sessionFacts(deps, bookingId);
    const party = role === 'parent' ? facts?.parentId : facts?.nannyId;
    if (!facts || party !== accountId) throw notFoundError(SESSION_NOT_FOUND_MESSAGE);
    return { role: role as 'parent' | 'nanny', facts };
  };
  const reviewsOf = async (role: 'parent' | 'nanny', bookingId: string, facts: SessionFacts) =>
    sessionReviewsFor(role, await reviewsOfSession(deps.db, bookingId), facts, deps.clock());

  /** Records a party's review of a session: thanks, and the session's reviews as she now sees them. */
  const recordReview = async (
    request: FastifyRequest,
    role: 'parent' | 'nanny',
    command: ReviewCommand,
    session: SessionFacts | undefined,
  ) => {
    await runReviewCommand(deps, command, request);
    // The decider refuses a review of no session (404), so there is one here.
    const reviews = await reviewsOf(role, command.bookingId, session!);
    return { message: REVIEW_THANKS_MESSAGE, reviews };
  };

  app.get(
    '/api/bookings/:bookingId/reviews',
    {
      preValidation: parties,
      schema: {
        summary: "A session's reviews, as one of its two parties sees them",
        tags,
        params,
        response: { 200: SessionReviews, ...errors },
      },
    },
    async (request) => {
      const { role, facts } = await ownSession(request, request.params.bookingId);
      return reviewsOf(role, request.params.bookingId, facts);
    },
  );

  app.post(
    '/api/bookings/:bookingId/review',
    {
      preValidation: parents,
      schema: {
        summary: 'Review the nanny of a session (the parent, once, within 14 days)',
        tags,
        params,
        body: ReviewNannyBody,
        response: { 201: ReviewAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const bookingId = request.params.bookingId;
      const { accountId } = authOf(request);
      const session = await sessionFacts(deps, bookingId);
      const { overall, punctuality, communication, carePlan, engagement } = request.body;
      const command: ReviewCommand = {
        type: 'ReviewNanny',
        bookingId,
        parentId: accountId,
        session,
        stars: { overall, punctuality, communication, carePlan, engagement },
        wouldBookAgain: request.body.wouldBookAgain,
        comment: request.body.comment ?? '',
        childNames: session?.parentId === accountId ? await childNamesOf(deps, accountId) : [],
        privateNote: request.body.privateNote ?? '',
        at: deps.clock().toISOString(),
      };
      return reply.status(201).send(await recordReview(request, 'parent', command, session));
    },
  );

  app.post(
    '/api/nanny/bookings/:bookingId/review',
    {
      preValidation: nannies,
      schema: {
        summary: 'Review the family of a session (the nanny, once, within 14 days)',
        tags,
        params,
        body: ReviewFamilyBody,
        response: { 201: ReviewAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const bookingId = request.params.bookingId;
      const session = await sessionFacts(deps, bookingId);
      const command: ReviewCommand = {
        type: 'ReviewFamily',
        bookingId,
        nannyId: authOf(request).accountId,
        session,
        respectedTime: request.body.respectedTime,
        describedNeeds: request.body.describedNeeds,
        privateNote: request.body.privateNote ?? '',
        at: deps.clock().toISOString(),
      };
      return reply.status(201).send(await recordReview(request, 'nanny', command, session));
    },
  );

  app.post(
    '/api/nanny/bookings/:bookingId/review/reply',
    {
      preValidation: nannies,
      schema: {
        summary: "Reply once, publicly, to a family's comment (the reviewed nanny)",
        tags,
        params,
        body: ReplyBody,
        response: { 200: ReviewAnswer, ...errors },
      },
    },
    async (request) => {
      const bookingId = request.params.bookingId;
      const { facts } = await ownSession(request, bookingId);
      await runReviewCommand(
        deps,
        {
          type: 'ReplyToReview',
          bookingId,
          nannyId: authOf(request).accountId,
          reply: request.body.reply,
          childNames: await childNamesOf(deps, facts.parentId),
          at: deps.clock().toISOString(),
        },
        request,
      );
      return { message: REPLY_THANKS_MESSAGE, reviews: await reviewsOf('nanny', bookingId, facts) };
    },
  );

  app.get(
    '/api/nannies/:nannyId/reviews',
    {
      preValidation: requireRole('parent', 'nanny', 'operator'),
      schema: {
        summary: "What families see of a nanny's reviews: rating, repeat families, comments",
        tags,
        params: Type.Object({ nannyId: IdParam }),
        response: { 200: NannyReviewsReply, ...errors },
      },
    },
    async (request) => {
      const { role, accountId } = authOf(request);
      const { nannyId } = request.params;
      const nanny = await deps.db
        .selectFrom(bookableNannyFacts().as('bn'))
        .select('nanny_id')
        .where('nanny_id', '=', nannyId)
        .executeTakeFirst();
      // Another nanny reads no colleague's reviews here; the nanny reads her own.
      if (!nanny || (role === 'nanny' && nannyId !== accountId)) {
        throw notFoundError(NANNY_NOT_FOUND_MESSAGE);
      }
      const shown = await shownReviewsOf(deps.db, nannyId, deps.clock());
      const { accepted, cancelledByHer } = await acceptedAndCancelled(deps.db, nannyId);
      return {
        summary: {
          ...shownRating(shown.map((r) => r.overall)),
          repeatFamilies: await repeatFamilies(deps.db, nannyId),
          completionRate: completionRate(accepted, cancelledByHer),
        },
        comments: shown
          .filter((r) => r.comment !== '')
          .map((r) => ({
            bookingId: r.booking_id,
            overall: r.overall,
            comment: r.decision === 'hidden' ? null : r.comment,
            commentHidden: r.decision === 'hidden',
            reply: r.reply,
            reviewedAt: r.reviewed_at.toISOString(),
            repliedAt: r.replied_at?.toISOString() ?? null,
          })),
      };
    },
  );

  app.get(
    '/api/operator/reviews',
    {
      preValidation: operators,
      schema: {
        summary: 'The Reviews queue: reviews to look at, or those decided (operators)',
        tags,
        querystring: QueueStatusQuery,
        response: { 200: ReviewQueue, ...errors },
      },
    },
    async (request) => {
      const rows = await operatorReviews(deps.db, request.query.status ?? 'open');
      const now = deps.clock();
      return { reviews: rows.map((row) => queuedReviewView(row, now)) };
    },
  );

  app.post(
    '/api/operator/reviews/:bookingId/decide',
    {
      preValidation: operators,
      schema: {
        summary: "Keep a review's comment, or hide it for a policy reason (operators)",
        tags,
        params,
        body: DecideBody,
        response: {
          200: Type.Object({ message: Type.String(), review: QueuedReview }),
          ...errors,
        },
      },
    },
    async (request) => {
      const bookingId = request.params.bookingId;
      const { decision } = request.body;
      await runReviewCommand(
        deps,
        {
          type: 'ModerateReview',
          bookingId,
          operatorId: authOf(request).accountId,
          decision,
          reason: request.body.reason ?? null,
          at: deps.clock().toISOString(),
        },
        request,
      );
      const row = await queuedReview(deps.db, bookingId);
      return {
        message: decision === 'hide' ? HIDDEN_MESSAGE : KEPT_MESSAGE,
        review: queuedReviewView(row!, deps.clock()),
      };
    },
  );

  app.get(
    '/api/operator/parents/:parentId/family-reviews',
    {
      preValidation: operators,
      schema: {
        summary: 'What nannies said of a family, in aggregate, with their notes (operators)',
        tags,
        params: Type.Object({ parentId: IdParam }),
        response: { 200: FamilyReviewAggregate, ...errors },
      },
    },
    async (request) => {
      const rows = await familyReviewsOf(deps.db, request.params.parentId);
      return {
        count: rows.length,
        respectedTime: rows.filter((r) => r.respected_time).length,
        describedNeeds: rows.filter((r) => r.described_needs).length,
        notes: rows
          .filter((r) => r.private_note !== '')
          .map((r) => ({ bookingId: r.booking_id, note: r.private_note })),
      };
    },
  );
};
