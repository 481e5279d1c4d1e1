import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, Role } from '../db/schema.js';
import { forbiddenError, unauthorizedError } from '../domain/errors.js';
import type { SessionCache } from './session-cache.js';
import { validateSessionToken, type AuthContext } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null. Resolved for /api and /ws requests only. */
    auth: AuthContext | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `__Host-` pins the cookie to our exact origin over HTTPS; plain name for local http. */
export const sessionCookieName = (config: Config) =>
  config.isProduction ? '__Host-session' : 'rbt_session';

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expires: Date,
): void {
  void reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
  });
}

/**
 * The payment provider's webhooks come from its servers, with no Origin and no cookie: nothing a
 * browser could be tricked into sending. Each proves itself by its signature instead (checked by
 * its route against the endpoint's secret); one without a valid signature writes nothing.
 */
const SIGNED_WEBHOOKS = new Set(['/api/payments/stripe/webhook']);

/**
 * Registered on the root instance: refuses state-changing requests that do not come from our
 * own pages (CSRF), and resolves the session cookie into `request.auth`.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config; clock: () => Date; sessions: SessionCache },
): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('auth', null);
  const ownOrigins = allowedOrigins(deps.config.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      !ownOrigins.has(request.headers.origin ?? '') &&
      !SIGNED_WEBHOOKS.has(request.url.split('?')[0]!)
    ) {
      request.log.info({ origin: request.headers.origin ?? null }, 'refused: not our origin');
      throw forbiddenError('This request did not come from RBT Nanny Connect and was refused.');
    }
    if (!needsSession(request)) return;
    const token = request.cookies[sessionCookieName(deps.config)];
    if (!token) return;
    const session = await validateSessionToken(deps.db, token, deps.clock(), deps.sessions);
    if (!session) {
      clearSessionCookie(reply, deps.config);
      return;
    }
    request.auth = session.auth;
    if (session.renewedUntil) setSessionCookie(reply, deps.config, token, session.renewedUntil);
  });
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * PUBLIC_URL's origin. When that is a loopback address, its aliases on the same port too
 * (localhost and 127.0.0.1 are one machine to a developer, and no other site can be there).
 */
export function allowedOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set(LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`));
}

/** /docs too: API_DOCS=operators shows it to operators only; /metrics is for operators. */
const SESSION_PREFIXES = ['/api/', '/ws', '/docs', '/metrics'];

function needsSession(request: FastifyRequest): boolean {
  return SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

/**
 * A preValidation hook: signed in, and (when roles are given) in one of them. It runs before
 * the body is validated, so a caller who may not use a route learns nothing about its input.
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.auth) {
      request.log.info({ required: roles }, 'access refused: not signed in');
      throw unauthorizedError();
    }
    if (roles.length > 0 && !roles.includes(request.auth.role)) {
      request.log.info(
        { accountId: request.auth.accountId, role: request.auth.role, required: roles },
        'access refused: role',
      );
      throw forbiddenError();
    }
  };
}

/** The signed-in account of a route guarded by requireRole. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorizedError();
  return request.auth;
}
