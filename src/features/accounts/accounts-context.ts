import type { RateLimiter, RateLimitRule } from '../../infra/auth/rate-limiter.js';
import type { GoogleSignIn } from '../../infra/auth/google-sign-in.js';
import type { PasswordHasher } from '../../infra/auth/passwords.js';
import type { FeatureDeps } from '../../infra/feature.js';

export interface AccountRateLimits {
  signUpPerIp: RateLimitRule;
  signUpPerEmail: RateLimitRule;
  /** Failed logins only: from one IP, whatever the address (spraying). */
  loginPerIp: RateLimitRule;
  /** Failed logins for one address from one IP: the tight one. */
  loginPerEmailAndIp: RateLimitRule;
  /** Failed logins for one address from anywhere: loose, then a day's wait (many IPs). */
  loginPerEmail: RateLimitRule;
  loginPerEmailDaily: RateLimitRule;
  resetPerIp: RateLimitRule;
  resetPerEmail: RateLimitRule;
  /** Using a reset link and opening a verification link, per IP. */
  resetLinkPerIp: RateLimitRule;
  verifyLinkPerIp: RateLimitRule;
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

/**
 * Generous for people, tight for scripts; per IP and per account (by email). Login counts only
 * failures, and its tight limit is per address and IP, so nobody can lock another person out
 * from elsewhere; the looser per-address limits stop guessing spread over many IPs.
 */
export const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  signUpPerIp: rule('sign-up:ip', 10, 60 * MINUTE),
  signUpPerEmail: rule('sign-up:email', 5, 60 * MINUTE),
  loginPerIp: rule('login:ip', 30, 15 * MINUTE),
  loginPerEmailAndIp: rule('login:email+ip', 10, 15 * MINUTE),
  loginPerEmail: rule('login:email', 50, 15 * MINUTE),
  loginPerEmailDaily: rule('login:email:day', 200, 24 * 60 * MINUTE),
  resetPerIp: rule('reset:ip', 10, 60 * MINUTE),
  resetPerEmail: rule('reset:email', 5, 60 * MINUTE),
  resetLinkPerIp: rule('reset-link:ip', 20, 60 * MINUTE),
  verifyLinkPerIp: rule('verify-link:ip', 30, 60 * MINUTE),
  resendPerIp: rule('resend:ip', 10, 60 * MINUTE),
  resendPerEmail: rule('resend:email', 5, 60 * MINUTE),
  settingsPerAccount: rule('settings:account', 10, 15 * MINUTE),
};

/** What the account flows work with: the feature's deps plus its own collaborators. */
export interface AccountsContext extends FeatureDeps {
  rateLimiter: RateLimiter;
  limits: AccountRateLimits;
  googleSignIn: GoogleSignIn | undefined;
  passwordHasher: PasswordHasher;
}
