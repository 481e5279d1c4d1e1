import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../../infra/domain/errors.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import { nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId } from '../nannies.events.js';
import { findNannyProfile, platformDay } from '../nannies.queries.js';
import {
  ChangesToReview,
  errorResponses,
  OperatorNannyReply,
  ReviewQueuePage,
} from '../nannies.schemas.js';
import { removeUnusedPhotos } from '../photos/nanny-photos.js';
import { operatorView, reviewPage } from './nanny-review.queries.js';
import { changesToReview } from './profile-changes.queries.js';
import { IdParam } from '../../../infra/http/id-param.js';
import { requestIdsOf } from '../../../infra/http/request-ids.js';
import { todayIn } from '../../../shared/booking-times.js';
import { CredentialCheckBody } from '../credentials/credentials.schemas.js';

const Id = Type.Object({ nannyId: IdParam });
const Reason = Type.Object({ reason: Type.String({ maxLength: 2000 }) });
const closed = { additionalProperties: false } as const;
const ChangeId = Type.Object({ changeId: Type.String({ maxLength: 64 }) }, closed);
// The date is checked by the decider, so a malformed one gets the product's message.
const ValidUntil = Type.Object({ validUntil: Type.String({ maxLength: 10 }) }, closed);
const decisionResponses = { 200: OperatorNannyReply, ...errorResponses };
const ChangeRejection = Type.Object(
  { changeId: Type.String({ maxLength: 64 }), reason: Type.String({ maxLength: 2000 }) },
  closed,
);

/** The operator's review of nannies: the queue and the decisions, each with the operator in the metadata. */
export const nannyReviewRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.addHook('preValidation', requireRole('operator'));

  app.get(
    '/api/operator/nannies',
    {
      schema: {
        summary: 'Nannies to review, by status (operators)',
        tags: ['operator'],
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([
              Type.Literal('pending'),
              Type.Literal('approved'),
              Type.Literal('rejected'),
            ]),
          ),
          cursor: Type.Optional(Type.String({ maxLength: 400 })),
        }),
        response: { 200: ReviewQueuePage, ...errorResponses },
      },
    },
    async (request) =>
      reviewPage(
        deps.db,
        request.query.status ?? 'pending',
        request.query.cursor,
        platformDay(deps),
      ),
  );

  const decide = async (
    request: FastifyRequest,
    nannyId: string,
    command: (at: string) => NannyCommand,
  ) => {
    const before = await findNannyProfile(deps.db, nannyId);
    if (!before) throw notFoundError('Nanny not found.');
    const auth = authOf(request);
    await deps.eventStore.handleCommand(
      nannyDecider,
      nannyStreamId(nannyId),
      command(deps.clock().toISOString()),
      {
        metadata: { actorId: auth.accountId, actorRole: auth.role, ...requestIdsOf(request) },
      },
    );
    const after = (await findNannyProfile(deps.db, nannyId))!;
    // An approved (or, at a withdrawal, applied) photo replaces the listed one; a rejected one goes.
    await removeUnusedPhotos(deps.storage, before, after, request.log);
    return { nanny: operatorView(after, platformDay(deps)) };
  };

  /** A decision route whose command carries a reason and nothing else. */
  const reasonDecision = (
    path: string,
    summary: string,
    type: 'RejectNanny' | 'RejectBackgroundCheck' | 'RejectCprFirstAid',
  ) =>
    app.post(
      `/api/operator/nannies/:nannyId/${path}`,
      {
        schema: {
          summary,
          tags: ['operator'],
          params: Id,
          body: Reason,
          response: decisionResponses,
        },
      },
      async (request) =>
        decide(request, request.params.nannyId, (at) => ({
          type,
          nannyId: request.params.nannyId,
          reason: request.body.reason,
          at,
        })),
    );
  /** A decision route whose command carries nothing but the nanny and the time. */
  const plainDecision = (
    path: string,
    summary: string,
    type: 'WithdrawApproval' | 'VerifyBackgroundCheck',
  ) =>
    app.post(
      `/api/operator/nannies/:nannyId/${path}`,
      { schema: { summary, tags: ['operator'], params: Id, response: decisionResponses } },
      async (request) =>
        decide(request, request.params.nannyId, (at) => ({
          type,
          nannyId: request.params.nannyId,
          at,
        })),
    );

  app.post(
    '/api/operator/nannies/:nannyId/approve',
    {
      schema: {
        summary:
          'Approve a nanny for bookings, recording her RBT certification as the registry shows it (operators)',
        tags: ['operator'],
        params: Id,
        body: CredentialCheckBody,
        response: decisionResponses,
      },
    },
    async (request) =>
      decide(request, request.params.nannyId, (at) => ({
        type: 'ApproveNanny',
        nannyId: request.params.nannyId,
        check: request.body,
        checkId: randomUUID(),
        operatorId: authOf(request).accountId,
        today: todayIn(new Date(at), deps.config.timeZone),
        at,
      })),
  );
  reasonDecision('reject', 'Reject a nanny, with a reason (operators)', 'RejectNanny');
  plainDecision(
    'withdraw',
    "Withdraw a nanny's approval, with a reason (operators)",
    'WithdrawApproval',
  );
  plainDecision(
    'background-check/verify',
    "Verify a nanny's background check (operators)",
    'VerifyBackgroundCheck',
  );
  // Changes to review (docs/security.md, item 3): approved nannies' edits of name, bio and photo.
  app.get(
    '/api/operator/profile-changes',
    {
      schema: {
        summary: 'Profile changes awaiting review (operators)',
        tags: ['operator'],
        response: { 200: ChangesToReview, ...errorResponses },
      },
    },
    async () => changesToReview(deps.db),
  );
  app.post(
    '/api/operator/nannies/:nannyId/profile-change/approve',
    {
      schema: {
        summary: "Approve a nanny's profile change (operators)",
        tags: ['operator'],
        params: Id,
        body: ChangeId,
        response: decisionResponses,
      },
    },
    async (request) =>
      decide(request, request.params.nannyId, (at) => ({
        type: 'ApproveProfileChange',
        nannyId: request.params.nannyId,
        changeId: request.body.changeId,
        at,
      })),
  );
  app.post(
    '/api/operator/nannies/:nannyId/profile-change/reject',
    {
      schema: {
        summary: "Reject a nanny's profile change, with a reason (operators)",
        tags: ['operator'],
        params: Id,
        body: ChangeRejection,
        response: decisionResponses,
      },
    },
    async (request) =>
      decide(request, request.params.nannyId, (at) => ({
        type: 'RejectProfileChange',
        nannyId: request.params.nannyId,
        changeId: request.body.changeId,
        reason: request.body.reason,
        at,
      })),
  );
  reasonDecision(
    'background-check/reject',
    "Reject a nanny's background check, with a reason (operators)",
    'RejectBackgroundCheck',
  );
  // CPR / First Aid: reviewed like the background check, verified with its end date.
  app.post(
    '/api/operator/nannies/:nannyId/cpr-first-aid/verify',
    {
      schema: {
        summary: "Verify a nanny's CPR and first-aid certificate (operators)",
        tags: ['operator'],
        params: Id,
        body: ValidUntil,
        response: decisionResponses,
      },
    },
    async (request) =>
      decide(request, request.params.nannyId, (at) => ({
        type: 'VerifyCprFirstAid',
        nannyId: request.params.nannyId,
        validUntil: request.body.validUntil,
        today: todayIn(new Date(at), deps.config.timeZone),
        at,
      })),
  );
  reasonDecision(
    'cpr-first-aid/reject',
    "Reject a nanny's CPR and first-aid certificate (operators)",
    'RejectCprFirstAid',
  );
};
