import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../../infra/domain/errors.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import { IdParam } from '../../../infra/http/id-param.js';
import {
  errorResponsesFor,
  fileExtensionOf,
  sendStoredFile,
  StoredFileResponse,
} from '../../../infra/http/responses.js';
import { recordFileAccess } from '../../../infra/privacy/access-log.js';
import { DOCUMENT_HISTORY_KINDS } from '../../../shared/document-history.js';
import { documentHistory } from './document-versions.queries.js';
import { findNannyProfile } from '../nannies.queries.js';
import { errorResponses } from '../nannies.schemas.js';
import { readDocumentVersion } from './nanny-documents.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const literals = (values: readonly string[]) => values.map((value) => Type.Literal(value));
// The shape of src/shared/document-history.ts, which the console reads.
const Version = Type.Object({
  versionId: Type.String(),
  kind: Type.Union(literals(DOCUMENT_HISTORY_KINDS.map(({ kind }) => kind))),
  contentType: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  fileName: Nullable(Type.String()),
  uploadedAt: Type.String(),
  replacedAt: Nullable(Type.String()),
  decision: Type.Union([...literals(['approved', 'verified', 'rejected']), Type.Null()]),
  decidedAt: Nullable(Type.String()),
  deletedAt: Nullable(Type.String()),
  deletedReason: Type.Union([...literals(['retention', 'erasure', 'overwritten']), Type.Null()]),
  url: Nullable(Type.String()),
});
const CheckEntry = Type.Object({
  kind: Type.Union(literals(['check', 'lapse', 'recheck-requested'])),
  registryStatus: Type.Union([...literals(['active', 'inactive', 'not-found']), Type.Null()]),
  expiresOn: Nullable(Type.String()),
  checkedOn: Nullable(Type.String()),
  occasion: Type.Union([...literals(['approval', 'recheck']), Type.Null()]),
  operatorName: Nullable(Type.String()),
  recordedAt: Type.String(),
});

/** A nanny's document versions: the operator's history, and each version's file. */
export const documentVersionsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/operator/nannies/:nannyId/documents',
    {
      preValidation: requireRole('operator'),
      schema: {
        summary: "A nanny's documents and their versions (operators)",
        tags: ['operator'],
        params: Type.Object({ nannyId: IdParam }),
        response: {
          200: Type.Object({ versions: Type.Array(Version), checks: Type.Array(CheckEntry) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { nannyId } = request.params;
      if (!(await findNannyProfile(deps.db, nannyId))) throw notFoundError('Nanny not found.');
      return documentHistory(deps.db, nannyId);
    },
  );

  // A well-formed but unknown or forged id is looked up (bound, never spliced): "File not found."
  app.get(
    '/api/nannies/:nannyId/document-versions/:versionId',
    {
      preValidation: requireRole(),
      schema: {
        summary: "One kept version of a nanny's document",
        tags: ['nanny'],
        params: Type.Object({ nannyId: IdParam, versionId: IdParam }),
        response: { 200: StoredFileResponse, ...errorResponsesFor(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { nannyId, versionId } = request.params;
      const auth = authOf(request);
      const { file, kind } = await readDocumentVersion(deps, auth, nannyId, versionId);
      await recordFileAccess(
        deps.db,
        deps.clock(),
        { ownerId: nannyId, viewer: auth, item: 'document', detail: kind },
        file,
      );
      const name = `${kind}-${versionId}.${fileExtensionOf(file.contentType)}`;
      return sendStoredFile(reply, file, name, 'attachment');
    },
  );
};
