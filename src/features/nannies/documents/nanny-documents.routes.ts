import { Type } from '@sinclair/typebox';
import { fileExtensionOf, sendStoredFile, storedFileRoute } from '../../../infra/http/responses.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../../infra/domain/errors.js';
import type { FeatureDeps } from '../../../infra/feature.js';
import { readSingleUpload } from '../../../infra/http/uploads.js';
import { documentFileRules, photoFileRules } from '../../../shared/upload-rules.js';
import { readNannyFile, readPendingPhoto, uploadNannyDocument } from './nanny-documents.js';
import { DOCUMENT_KINDS } from '../nannies.events.js';
import { findNannyProfile, nannyProfileView, platformDay } from '../nannies.queries.js';
import { errorResponses, NannyReply } from '../nannies.schemas.js';
import { IdParam } from '../../../infra/http/id-param.js';
import { requestIdsOf } from '../../../infra/http/request-ids.js';
import { recordFileAccess } from '../../../infra/privacy/access-log.js';

const Kind = Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)));

/** Uploading a nanny's photo and documents, and serving them to those allowed. */
export const nannyDocumentsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.post(
    '/api/nanny/documents/:kind',
    {
      preValidation: requireRole('nanny'),
      schema: {
        summary: 'Upload a document or the profile picture',
        tags: ['nanny'],
        consumes: ['multipart/form-data'],
        params: Type.Object({ kind: Kind }),
        response: { 200: NannyReply, ...errorResponses },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const isPhoto = kind === 'profile-photo';
      const upload = await readSingleUpload(
        request,
        (isPhoto ? photoFileRules : documentFileRules).maxBytes,
        isPhoto ? 'photos' : 'documents',
      );
      const auth = authOf(request);
      await uploadNannyDocument(
        deps,
        auth,
        kind,
        upload,
        { actorId: auth.accountId, actorRole: auth.role, ...requestIdsOf(request) },
        request.log,
      );
      const row = await findNannyProfile(deps.db, auth.accountId);
      if (!row) throw notFoundError('Nanny profile not found.');
      return { nanny: await nannyProfileView(deps.db, row, platformDay(deps)) };
    },
  );

  app.get(
    '/api/nannies/:nannyId/files/:kind',
    {
      preValidation: requireRole(),
      schema: {
        summary: "A nanny's stored file, to those allowed to see it",
        tags: ['nanny'],
        params: Type.Object({ nannyId: IdParam, kind: Kind }),
        ...storedFileRoute,
      },
    },
    async (request, reply) => {
      const { nannyId, kind } = request.params;
      const auth = authOf(request);
      const file = await readNannyFile(deps, auth, nannyId, kind);
      // Her documents are private (a photo is shown to every parent): who opens one is recorded.
      if (kind !== 'profile-photo') {
        await recordFileAccess(
          deps.db,
          deps.clock(),
          { ownerId: nannyId, viewer: auth, item: 'document', detail: kind },
          file,
        );
      }
      const extension = fileExtensionOf(file.contentType);
      const disposition = kind === 'profile-photo' ? 'inline' : 'attachment';
      return sendStoredFile(reply, file, `${kind}.${extension}`, disposition);
    },
  );

  // The router prefers this static last segment to the :kind above.
  app.get(
    '/api/nannies/:nannyId/files/pending-photo',
    {
      preValidation: requireRole(),
      schema: {
        summary: "A nanny's new profile picture awaiting review",
        tags: ['nanny'],
        params: Type.Object({ nannyId: IdParam }),
        ...storedFileRoute,
      },
    },
    async (request, reply) => {
      const file = await readPendingPhoto(deps, authOf(request), request.params.nannyId);
      const name = `pending-photo.${fileExtensionOf(file.contentType)}`;
      return sendStoredFile(reply, file, name, 'inline');
    },
  );
};
