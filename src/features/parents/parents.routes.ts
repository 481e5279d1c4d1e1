import { Type } from '@sinclair/typebox';
import {
  errorResponsesFor,
  sendStoredFile,
  storedFileRoute,
  UploadedFileInfo,
} from '../../infra/http/responses.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { notFoundError } from '../../infra/domain/errors.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { readSingleUpload } from '../../infra/http/uploads.js';
import { storeUpload } from '../../infra/storage/store-upload.js';
import { photoFileRules } from '../../shared/upload-rules.js';
import { parentDecider, type ParentCommand } from './parents.decider.js';
import { legacyParentPhotoKey, parentPhotoKey, parentStreamId } from './parents.events.js';
import { IdParam } from '../../infra/http/id-param.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { hasFamilyVisibleBooking } from '../bookings/index.js';
import { findParentProfile } from './parents.queries.js';
import { placeOfZip } from '../../infra/places/zip-codes.js';

/** Her home's place (her own ZIP, city and state); coordinates never leave the server. */
const Home = Type.Union([
  Type.Object({ zip: Type.String(), city: Type.String(), state: Type.String() }),
  Type.Null(),
]);
const ParentReply = Type.Object({
  parent: Type.Object({
    id: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    multipleChildren: Type.Boolean(),
    specialConsiderations: Type.String(),
    profilePhoto: Type.Union([UploadedFileInfo, Type.Null()]),
    home: Home,
  }),
});
const errors = errorResponsesFor(400, 401, 403, 413, 415);

/** The signed-in parent's own profile and photo. */
export const parentsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const homeOf = (row: { zip: string | null; city: string | null; state: string | null }) =>
    row.zip === null ? null : { zip: row.zip, city: row.city ?? '', state: row.state ?? '' };
  const reply = async (parentId: string) => {
    const row = await findParentProfile(deps.db, parentId);
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
        home: homeOf(row),
      },
    };
  };
  const run = async (request: FastifyRequest, command: ParentCommand) => {
    const auth = authOf(request);
    await deps.eventStore.handleCommand(parentDecider, parentStreamId(auth.accountId), command, {
      metadata: metadataOf(request),
    });
    return reply(auth.accountId);
  };

  app.get(
    '/api/parent/profile',
    {
      preValidation: requireRole('parent'),
      schema: {
        summary: "The signed-in parent's profile",
        tags: ['parent'],
        response: { 200: ParentReply, ...errors },
      },
    },
    async (request) => reply(authOf(request).accountId),
  );

  app.put(
    '/api/parent/profile',
    {
      preValidation: requireRole('parent'),
      schema: {
        summary: "Change the parent's profile",
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
      // Named fields only: the parent is the session's, never anything the body says.
      const { fullName, multipleChildren, specialConsiderations } = request.body;
      return run(request, {
        type: 'UpdateParentProfile',
        parentId: auth.accountId,
        email: auth.email,
        fullName,
        multipleChildren,
        specialConsiderations,
        at: deps.clock().toISOString(),
      });
    },
  );

  app.put(
    '/api/parent/home-zip',
    {
      preValidation: requireRole('parent'),
      schema: {
        summary: "Set the parent's home ZIP code (the directory's distances)",
        tags: ['parent'],
        // The shape is the decider's to refuse, with the product's message.
        body: Type.Object({ zip: Type.String({ maxLength: 10 }) }),
        response: { 200: Type.Object({ home: Home }), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const answer = await run(request, {
        type: 'SetHomeZip',
        parentId: auth.accountId,
        place: (await placeOfZip(request.body.zip)) ?? null,
        at: deps.clock().toISOString(),
      });
      return { home: answer.parent.home };
    },
  );

  app.post(
    '/api/parent/photo',
    {
      preValidation: requireRole('parent'),
      schema: {
        summary: "Upload the parent's profile photo",
        tags: ['parent'],
        consumes: ['multipart/form-data'],
        response: { 200: ParentReply, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const upload = await readSingleUpload(request, photoFileRules.maxBytes, 'photos');
      const before = await findParentProfile(deps.db, auth.accountId);
      const storageKey = parentPhotoKey(auth.accountId);
      const facts = await storeUpload(deps.storage, storageKey, upload.bytes, 'photo');
      const answer = await run(request, {
        type: 'RecordParentPhoto',
        parentId: auth.accountId,
        file: { ...facts, fileName: upload.fileName, storageKey },
        at: deps.clock().toISOString(),
      });
      // A legacy photo, in the namespace nannies shared, is replaced: delete it.
      if (before?.profile_photo && before.profile_photo.storageKey === undefined) {
        await deps.storage.delete(legacyParentPhotoKey(auth.accountId)).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not delete a replaced parent photo');
        });
      }
      return answer;
    },
  );

  app.get(
    '/api/parents/:parentId/files/profile-photo',
    {
      preValidation: requireRole(),
      schema: {
        summary: "A parent's profile photo, to those allowed to see it",
        tags: ['parent'],
        params: Type.Object({ parentId: IdParam }),
        ...storedFileRoute,
      },
    },
    async (request, response) => {
      const auth = authOf(request);
      const { parentId } = request.params;
      // The parent herself, operators, and a nanny she asked to book while that booking is live
      // (the bookings read table says so; docs/product.md, Bookings: Privacy).
      const allowed =
        auth.accountId === parentId ||
        auth.role === 'operator' ||
        (auth.role === 'nanny' &&
          (await hasFamilyVisibleBooking(deps.db, auth.accountId, parentId)));
      const photo = allowed
        ? (await findParentProfile(deps.db, parentId))?.profile_photo
        : undefined;
      // Photos recorded since they got keys of their own name them; older ones are under the
      // shared one.
      const key = photo && (photo.storageKey ?? legacyParentPhotoKey(parentId));
      const file = key ? await deps.storage.get(key) : undefined;
      if (!file) throw notFoundError('File not found.');
      return sendStoredFile(response, file, 'profile-photo.jpg', 'inline');
    },
  );
};
