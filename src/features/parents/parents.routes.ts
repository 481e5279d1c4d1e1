import { Type } from '@sinclair/typebox';
import { errorResponsesFor, sendStoredFile } from '../../infra/http/responses.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { readSingleUpload } from '../../infra/http/uploads.js';
import { storeUpload } from '../../infra/storage/store-upload.js';
import { PHOTO_MAX_BYTES } from '../../infra/storage/upload-checks.js';
import { parentDecider, type ParentCommand } from './parents.decider.js';
import { parentPhotoKey, parentStreamId } from './parents.events.js';

const Document = Type.Object({
  url: Type.String(),
  contentType: Type.String(),
  uploadedAt: Type.String(),
  fileName: Type.Union([Type.String(), Type.Null()]),
});
const ParentReply = Type.Object({
  parent: Type.Object({
    id: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    multipleChildren: Type.Boolean(),
    specialConsiderations: Type.String(),
    profilePhoto: Type.Union([Document, Type.Null()]),
  }),
});
const errors = errorResponsesFor(400, 401, 403, 413, 415);

/** The signed-in parent's own profile and photo. */
export const parentsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const reply = async (parentId: string) => {
    const row = await deps.db
      .selectFrom('parent_profiles')
      .selectAll()
      .where('parent_id', '=', parentId)
      .executeTakeFirst();
    if (!row) throw notFoundError('Parent profile not found.');
    const photo = row.profile_photo;
    return {
      parent: {
        id: row.parent_id,
        fullName: row.full_name,
        email: row.email,
        multipleChildren: row.multiple_children,
        specialConsiderations: row.special_considerations,
        profilePhoto: photo && {
          url: `/api/parents/${row.parent_id}/files/profile-photo?v=${Date.parse(photo.uploadedAt)}`,
          contentType: photo.contentType,
          uploadedAt: photo.uploadedAt,
          fileName: photo.fileName,
        },
      },
    };
  };
  const run = async (request: FastifyRequest, command: ParentCommand) => {
    const auth = authOf(request);
    await deps.eventStore.handleCommand(parentDecider, parentStreamId(auth.accountId), command, {
      metadata: { actorId: auth.accountId, actorRole: auth.role, requestId: request.id },
    });
    return reply(auth.accountId);
  };

  app.get(
    '/api/parent/profile',
    {
      preValidation: requireRole('parent'),
      schema: { tags: ['parent'], response: { 200: ParentReply, ...errors } },
    },
    async (request) => reply(authOf(request).accountId),
  );

  app.put(
    '/api/parent/profile',
    {
      preValidation: requireRole('parent'),
      schema: {
        tags: ['parent'],
        body: Type.Object({
          fullName: Type.String({ maxLength: 200 }),
          multipleChildren: Type.Boolean(),
          specialConsiderations: Type.String({ maxLength: 8000 }),
        }),
        response: { 200: ParentReply, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return run(request, {
        type: 'UpdateParentProfile',
        parentId: auth.accountId,
        email: auth.email,
        ...request.body,
        at: deps.clock().toISOString(),
      });
    },
  );

  app.post(
    '/api/parent/photo',
    {
      preValidation: requireRole('parent'),
      schema: {
        tags: ['parent'],
        consumes: ['multipart/form-data'],
        response: { 200: ParentReply, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const upload = await readSingleUpload(request, PHOTO_MAX_BYTES, 'photos');
      const facts = await storeUpload(
        deps.storage,
        parentPhotoKey(auth.accountId),
        upload.bytes,
        'photo',
      );
      return run(request, {
        type: 'RecordParentPhoto',
        parentId: auth.accountId,
        file: { ...facts, fileName: upload.fileName },
        at: deps.clock().toISOString(),
      });
    },
  );

  app.get(
    '/api/parents/:parentId/files/profile-photo',
    {
      preValidation: requireRole(),
      schema: {
        tags: ['parent'],
        params: Type.Object({ parentId: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    async (request, response) => {
      const auth = authOf(request);
      const { parentId } = request.params;
      // The parent herself and operators; nannies will see it with a booking, in a later issue.
      const allowed = auth.accountId === parentId || auth.role === 'operator';
      const file = allowed ? await deps.storage.get(parentPhotoKey(parentId)) : undefined;
      if (!file) throw notFoundError('File not found.');
      return sendStoredFile(response, file, 'profile-photo.jpg');
    },
  );
};
