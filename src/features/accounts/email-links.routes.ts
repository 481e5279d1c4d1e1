import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { metadataOf } from '../../infra/http/request-ids.js';
import type { AccountsContext } from './accounts-context.js';
import { Email, errorResponses, Message, Password, Token } from './accounts.schemas.js';
import { confirmEmailLink, RESEND_MESSAGE, resendVerification } from './email-verification.js';
import {
  requestPasswordReset,
  RESET_DONE_MESSAGE,
  RESET_SENT_MESSAGE,
  resetPassword,
} from './password-reset.js';

/** What the links in our emails lead to, and asking for those emails again. */
export const emailLinksRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  // Every route here is reached from an email or the login page: none needs a session.
  const publicRoute = (summary: string, body: Parameters<typeof Type.Object>[0]) => ({
    schema: {
      tags: ['accounts'],
      body: Type.Object(body),
      response: { 200: Message, ...errorResponses },
      summary,
      security: [],
    },
  });

  app.post(
    '/api/auth/verify-email',
    publicRoute("Redeem an email verification link's token", { token: Token }),
    async (request) =>
      confirmEmailLink(ctx, (request.body as { token: string }).token, {
        ip: request.ip,
        metadata: metadataOf(request),
      }),
  );

  /** Asking for a link by email: one fixed answer, whether or not an account has the address. */
  const linkRequest = (
    path: string,
    summary: string,
    send: (ctx: AccountsContext, email: string, ip: string) => Promise<void>,
    message: string,
  ) =>
    app.post(path, publicRoute(summary, { email: Email }), async (request) => {
      await send(ctx, (request.body as { email: string }).email, request.ip);
      return { message };
    });

  linkRequest(
    '/api/auth/resend-verification',
    'Send the verification email again',
    resendVerification,
    RESEND_MESSAGE,
  );
  linkRequest(
    '/api/auth/forgot-password',
    'Send a password-reset link (the same answer whether or not the account exists)',
    requestPasswordReset,
    RESET_SENT_MESSAGE,
  );

  app.post(
    '/api/auth/reset-password',
    publicRoute("Set a new password with a reset link's token; ends every session", {
      token: Token,
      password: Password,
      confirmPassword: Password,
    }),
    async (request) => {
      const body = request.body as { token: string; password: string; confirmPassword: string };
      await resetPassword(ctx, body, { ip: request.ip, metadata: metadataOf(request) });
      return { message: RESET_DONE_MESSAGE };
    },
  );
};
