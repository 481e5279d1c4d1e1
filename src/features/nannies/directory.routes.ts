import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { directoryPage } from './directory.queries.js';
import { errorResponses } from './nannies.schemas.js';

const DirectoryNanny = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  bio: Type.String(),
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  availabilitySummary: Type.String(),
});

/** Browse Available RBTs: approved nannies, 24 to a page, for signed-in parents. */
export const directoryRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/directory',
    {
      preValidation: requireRole('parent'),
      schema: {
        tags: ['directory'],
        querystring: Type.Object({ cursor: Type.Optional(Type.String({ maxLength: 400 })) }),
        response: {
          200: Type.Object({
            nannies: Type.Array(DirectoryNanny),
            nextCursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => directoryPage(deps.db, request.query.cursor),
  );
};
