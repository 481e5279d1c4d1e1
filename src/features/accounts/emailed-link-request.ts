import type { RateLimitRule } from '../../infra/auth/rate-limiter.js';
import type { AccountsContext } from './accounts-context.js';
import { findAccountByEmail, normalizeEmail } from './accounts.queries.js';

/**
 * Someone asks for a link to be emailed to an address: counted per IP and per address (so
 * nobody floods one inbox, nor probes many addresses from one place), then the account with
 * that address, if any. Callers answer the same either way, so nobody learns who has one.
 */
export async function accountAskingForLink(
  ctx: AccountsContext,
  rawEmail: string,
  ip: string,
  limits: { perIp: RateLimitRule; perEmail: RateLimitRule },
) {
  const email = normalizeEmail(rawEmail);
  await ctx.rateLimiter.hit(limits.perIp, ip);
  await ctx.rateLimiter.hit(limits.perEmail, email);
  return findAccountByEmail(ctx.db, email);
}
