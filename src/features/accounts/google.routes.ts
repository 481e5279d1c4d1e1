import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../infra/auth/auth-plugin.js';
import { DomainError } from '../../infra/domain/errors.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import type { AccountsContext } from './accounts-context.js';
import { Name } from './accounts.schemas.js';
import { finishGoogleFlow, GoogleFlowError, startGoogleFlow } from './google-flow.js';

/** `__Host-` pins the cookie to our exact origin over HTTPS (ASVS V3.3.3); it needs Path=/. */
const stateCookieName = (isProduction: boolean) =>
  isProduction ? '__Host-google_state' : 'rbt_google_state';
const DASHBOARD = {
  nanny: '/rbt-dashboard',
  parent: '/parent-dashboard',
  operator: '/operator',
} as const;

/** Google sign-in as full-page redirects; failures land on / with a message for the form. */
export const googleRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  const STATE_COOKIE = stateCookieName(ctx.config.isProduction);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.isProduction,
    path: '/',
    maxAge: 600,
  };
  const backWithError = (reply: FastifyReply, message: string) =>
    reply.redirect(`/?authError=${encodeURIComponent(message)}`);

  // A POST, so the app's Origin check applies: only our own pages can start a flow, above all
  // a sign-up with the terms accepted. The browser then goes to the returned provider URL.
  app.post(
    '/api/auth/google/start',
    {
      schema: {
        summary: 'Start Google sign-in: the address to send the browser to',
        security: [],
        tags: ['accounts'],
        body: Type.Object(
          {
            mode: Type.Union([Type.Literal('login'), Type.Literal('signup')]),
            role: Type.Optional(Type.Union([Type.Literal('nanny'), Type.Literal('parent')])),
            firstName: Type.Optional(Name),
            lastName: Type.Optional(Name),
            acceptTerms: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ url: Type.String() }),
          ...errorResponsesFor(400, 403, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const { url, state } = await startGoogleFlow(ctx, request.body);
      void reply.setCookie(STATE_COOKIE, state, cookieOptions);
      return { url };
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        summary: "Google's redirect back: signs in and returns to the app",
        security: [],
        tags: ['accounts'],
      },
    },
    async (request, reply) => {
      void reply.clearCookie(STATE_COOKIE, cookieOptions);
      try {
        const callbackUrl = new URL(request.url, ctx.config.publicUrl);
        const signedIn = await finishGoogleFlow(
          ctx,
          callbackUrl,
          request.cookies[STATE_COOKIE],
          metadataOf(request),
        );
        setSessionCookie(reply, ctx.config, signedIn.token, signedIn.expiresAt);
        request.log.info(
          { accountId: signedIn.account.id, signInMethod: 'google' },
          'sign-in succeeded',
        );
        return reply.redirect(DASHBOARD[signedIn.account.role]);
      } catch (error) {
        if (error instanceof GoogleFlowError || error instanceof DomainError) {
          request.log.info({ signInMethod: 'google', reason: error.message }, 'sign-in refused');
          return backWithError(reply, error.message);
        }
        throw error;
      }
    },
  );
};
