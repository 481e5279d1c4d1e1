import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearSessionCookie, setSessionCookie } from '../../infra/auth/auth-plugin.js';
import { deleteSession, type AuthContext } from '../../infra/auth/session-store.js';
import { DomainError } from '../../infra/domain/errors.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import type { AccountsContext } from './accounts-context.js';
import { Email, errorResponses, Message, Name, Password, SessionUser } from './accounts.schemas.js';
import { signInWithPassword } from './sign-in.js';
import { signUpWithPassword } from './sign-up.js';
import { SIGN_UP_SENT_MESSAGE } from './sign-up.rules.js';
import { errorResponsesFor } from '../../infra/http/responses.js';

export const sessionUserOf = (auth: AuthContext) => ({
  id: auth.accountId,
  role: auth.role,
  fullName: auth.fullName,
  email: auth.email,
  signInMethod: auth.signInMethod,
});

/** Sign-up, login, logout and "who am I". */
export const accountsRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/session',
    {
      schema: {
        summary: 'Who is signed in, or null',
        security: [],
        tags: ['accounts'],
        response: { 200: Type.Object({ user: Type.Union([SessionUser, Type.Null()]) }) },
      },
    },
    async (request) => ({ user: request.auth ? sessionUserOf(request.auth) : null }),
  );

  app.get(
    '/api/auth/config',
    {
      schema: {
        summary: 'Which sign-in methods this server offers',
        security: [],
        tags: ['accounts'],
        response: { 200: Type.Object({ googleEnabled: Type.Boolean() }) },
      },
    },
    async () => ({ googleEnabled: ctx.googleSignIn !== undefined }),
  );

  app.post(
    '/api/auth/sign-up',
    {
      schema: {
        summary: 'Create an account (parent or nanny) and send the verification email',
        security: [],
        tags: ['accounts'],
        body: Type.Object({
          role: Type.Union([Type.Literal('nanny'), Type.Literal('parent')]),
          firstName: Name,
          lastName: Name,
          email: Email,
          confirmEmail: Email,
          password: Password,
          confirmPassword: Password,
          acceptTerms: Type.Boolean(),
        }),
        response: { 201: Message, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signUpWithPassword(ctx, request.body, {
        ip: request.ip,
        metadata: metadataOf(request),
      });
      return reply.status(201).send({ message: SIGN_UP_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with email and password; sets the session cookie',
        security: [],
        tags: ['accounts'],
        body: Type.Object({ email: Email, password: Password }),
        response: { 200: Type.Object({ user: SessionUser }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.auth) await deleteSession(ctx.db, ctx.sessions, request.auth.sessionId);
      const { account, token, expiresAt } = await signInWithPassword(ctx, request.body, {
        ip: request.ip,
      }).catch((error: unknown) => {
        request.log.info(
          { signInMethod: 'password', reason: error instanceof DomainError ? error.code : 'error' },
          'sign-in refused',
        );
        throw error;
      });
      setSessionCookie(reply, ctx.config, token, expiresAt);
      request.log.info({ accountId: account.id, signInMethod: 'password' }, 'sign-in succeeded');
      return {
        user: {
          id: account.id,
          role: account.role,
          fullName: account.full_name,
          email: account.email,
          signInMethod: account.sign_up_method,
        },
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out: end this session and clear its cookie',
        security: [],
        tags: ['accounts'],
        // Refused from another origin, as every change is (CSRF).
        response: { 200: Message, ...errorResponsesFor(403) },
      },
    },
    async (request, reply) => {
      if (request.auth) {
        await deleteSession(ctx.db, ctx.sessions, request.auth.sessionId);
        request.log.info({ accountId: request.auth.accountId }, 'signed out');
      }
      clearSessionCookie(reply, ctx.config);
      return { message: 'You have been logged out.' };
    },
  );
};
