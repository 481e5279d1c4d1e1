import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import { metadataOf, type AccountsContext } from './accounts.context.js';
import {
  changePassword,
  PASSWORD_UPDATED_MESSAGE,
  requestEmailChange,
} from './account-settings.js';
import { Email, errorResponses, Message, Password } from './accounts.schemas.js';

/** Change password and email, for any signed-in account. */
export const accountSettingsRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/account/password',
    {
      preValidation: requireRole(),
      schema: {
        tags: ['accounts'],
        body: Type.Object({
          currentPassword: Password,
          newPassword: Password,
          confirmPassword: Password,
        }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await changePassword(ctx, authOf(request), request.body, metadataOf(request));
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  );

  app.post(
    '/api/account/email',
    {
      preValidation: requireRole(),
      schema: {
        tags: ['accounts'],
        body: Type.Object({ newEmail: Email, password: Password }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => requestEmailChange(ctx, authOf(request), request.body),
  );
};
