import type { FastifyRequest } from 'fastify';
import type { RateLimiter, RateLimitRule } from '../../infra/auth/rate-limiter.js';
import type { GoogleSignIn } from '../../infra/auth/google-sign-in.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../infra/feature.js';

export interface AccountRateLimits {
  signUpPerIp: RateLimitRule;
  signUpPerEmail: RateLimitRule;
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  resendPerIp: RateLimitRule;
  resendPerEmail: RateLimitRule;
  settingsPerAccount: RateLimitRule;
}

const MINUTE = 60;
const rule = (name: string, limit: number, windowSeconds: number) => ({
  name,
  limit,
  windowSeconds,
});

/** Generous for people, tight for scripts; per IP and per account (by email). */
export const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  signUpPerIp: rule('sign-up:ip', 10, 60 * MINUTE),
  signUpPerEmail: rule('sign-up:email', 5, 60 * MINUTE),
  loginPerIp: rule('login:ip', 30, 15 * MINUTE),
  loginPerEmail: rule('login:email', 10, 15 * MINUTE),
  resetPerIp: rule('reset:ip', 10, 60 * MINUTE),
  resetPerEmail: rule('reset:email', 5, 60 * MINUTE),
  resendPerIp: rule('resend:ip', 10, 60 * MINUTE),
  resendPerEmail: rule('resend:email', 5, 60 * MINUTE),
  settingsPerAccount: rule('settings:account', 10, 15 * MINUTE),
};

/** What the account flows work with: the feature's deps plus its own collaborators. */
export interface AccountsContext extends FeatureDeps {
  rateLimiter: RateLimiter;
  limits: AccountRateLimits;
  googleSignIn: GoogleSignIn | undefined;
}

/** Who did it, for the events' metadata. */
export function metadataOf(request: FastifyRequest): EventMetadata {
  return request.auth
    ? { actorId: request.auth.accountId, actorRole: request.auth.role, requestId: request.id }
    : { requestId: request.id };
}
