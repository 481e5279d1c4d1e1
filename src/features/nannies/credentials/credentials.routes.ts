import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../../infra/domain/errors.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import { IdParam } from '../../../infra/http/id-param.js';
import { errorResponsesFor } from '../../../infra/http/responses.js';
import { requestIdsOf } from '../../../infra/http/request-ids.js';
import { todayIn } from '../../../shared/booking-times.js';
import { nannyDecider } from '../nannies.decider.js';
import { nannyStreamId } from '../nannies.events.js';
import { findNannyProfile } from '../nannies.queries.js';
import {
  CredentialCheckBody,
  CredentialCheckRow,
  CredentialChecksPage,
  OwnCredential,
} from './credentials.schemas.js';
import { credentialQueue, ownCredential } from './credentials.queries.js';

const Id = Type.Object({ nannyId: IdParam });

/** The operators' "Credential checks" queue and re-checks, and the nanny's own standing. */
export const credentialsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const today = () => todayIn(deps.clock(), deps.config.timeZone);

  app.get(
    '/api/operator/credential-checks',
    {
      preValidation: requireRole('operator'),
      schema: {
        summary: 'Approved nannies by next RBT certification check, soonest first (operators)',
        tags: ['operator'],
        response: { 200: CredentialChecksPage, ...errorResponsesFor(401, 403) },
      },
    },
    async () => credentialQueue(deps.db, today()),
  );

  app.post(
    '/api/operator/nannies/:nannyId/credential-checks',
    {
      preValidation: requireRole('operator'),
      schema: {
        summary: "Record a check of a nanny's RBT certification in the BACB registry (operators)",
        tags: ['operator'],
        params: Id,
        body: CredentialCheckBody,
        response: { 200: CredentialCheckRow, ...errorResponsesFor(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { nannyId } = request.params;
      if (!(await findNannyProfile(deps.db, nannyId))) throw notFoundError('Nanny not found.');
      const auth = authOf(request);
      const at = deps.clock();
      await deps.eventStore.handleCommand(
        nannyDecider,
        nannyStreamId(nannyId),
        {
          type: 'RecordCredentialCheck',
          nannyId,
          check: request.body,
          checkId: randomUUID(),
          operatorId: auth.accountId,
          today: todayIn(at, deps.config.timeZone),
          at: at.toISOString(),
        },
        { metadata: { actorId: auth.accountId, actorRole: auth.role, ...requestIdsOf(request) } },
      );
      const { checks } = await credentialQueue(deps.db, today(), nannyId);
      return checks[0]!;
    },
  );

  app.get(
    '/api/nanny/credential',
    {
      preValidation: requireRole('nanny'),
      schema: {
        summary: 'Her RBT certification as last checked, and why she is not listed if so (nannies)',
        tags: ['nanny'],
        response: { 200: OwnCredential, ...errorResponsesFor(401, 403) },
      },
    },
    async (request) => ownCredential(deps.db, authOf(request).accountId),
  );
};
