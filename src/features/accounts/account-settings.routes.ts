import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, clearSessionCookie, requireRole } from '../../infra/auth/auth-plugin.js';
import { IdParam } from '../../infra/http/id-param.js';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_ERASED_MESSAGE,
  eraseAccountByOperator,
  eraseOwnAccount,
} from './account-erasure.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import type { AccountsContext } from './accounts-context.js';
import {
  changePassword,
  PASSWORD_UPDATED_MESSAGE,
  requestEmailChange,
} from './account-settings.js';
import { Email, errorResponses, Message, Password } from './accounts.schemas.js';
import { errorResponsesFor } from '../../infra/http/responses.js';

const notFound = errorResponsesFor(404);

/** Change password and email, delete the account; operators erase one on request. */
export const accountSettingsRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/account/password',
    {
      preValidation: requireRole(),
      schema: {
        summary: "Change the signed-in account's password; ends its other sessions",
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
        summary: "Change the signed-in account's email address",
        tags: ['accounts'],
        body: Type.Object({ newEmail: Email, password: Password }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => requestEmailChange(ctx, authOf(request), request.body),
  );

  app.post(
    '/api/account/erase',
    {
      preValidation: requireRole(),
      schema: {
        summary: 'Erase the signed-in account and its personal data',
        tags: ['accounts'],
        body: Type.Object({ password: Password }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request, reply) => {
      await eraseOwnAccount(ctx, authOf(request), request.body.password, metadataOf(request));
      clearSessionCookie(reply, ctx.config);
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );

  app.post(
    '/api/operator/accounts/:accountId/erase',
    {
      preValidation: requireRole('operator'),
      schema: {
        summary: "Erase an account's personal data (operators)",
        tags: ['operator'],
        params: Type.Object({ accountId: IdParam }),
        response: { 200: Message, ...errorResponses, ...notFound },
      },
    },
    async (request) => {
      await eraseAccountByOperator(
        ctx,
        authOf(request),
        request.params.accountId,
        metadataOf(request),
      );
      return { message: ACCOUNT_ERASED_MESSAGE };
    },
  );
};
