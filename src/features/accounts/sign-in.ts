import { verifyAgainstNothing, verifyPassword } from '../../infra/auth/passwords.js';
import { createSession } from '../../infra/auth/session-store.js';
import { DomainError } from '../../infra/domain/errors.js';
import { moderationTexts } from '../../shared/messages.js';
import type { AccountRateLimits, AccountsContext } from './accounts-context.js';
import {
  findAccountByEmail,
  findPasswordHash,
  normalizeEmail,
  type AccountRow,
} from './accounts.queries.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const ACCOUNT_SUSPENDED_MESSAGE = moderationTexts.accountSuspended;
export const VERIFY_FIRST_MESSAGE = 'Please verify your email address before logging in.';

export interface SignedIn {
  account: AccountRow;
  token: string;
  expiresAt: Date;
}

/**
 * Email and password. One message for an unknown email and a wrong password, and the same
 * work (a full Argon2 check) either way, so neither the answer nor its timing reveals accounts.
 * Only failures count towards the limits (see DEFAULT_ACCOUNT_RATE_LIMITS).
 */
export async function signInWithPassword(
  ctx: AccountsContext,
  input: { email: string; password: string },
  request: { ip: string },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const account = await findAccountByEmail(ctx.db, email);
  const matches = await ctx.rateLimiter.limitFailures(
    loginBuckets(ctx.limits, email, request.ip),
    () => passwordMatches(ctx, account, input.password),
  );
  if (!account || !matches) throw new DomainError('unauthorized', WRONG_CREDENTIALS_MESSAGE);
  if (!account.email_verified) {
    throw new DomainError('forbidden', VERIFY_FIRST_MESSAGE, { reason: 'email_not_verified' });
  }
  return startSession(ctx, account);
}

const loginBuckets = (limits: AccountRateLimits, email: string, ip: string) =>
  [
    [limits.loginPerIp, ip],
    [limits.loginPerEmailAndIp, `${email}|${ip}`],
    [limits.loginPerEmail, email],
    [limits.loginPerEmailDaily, email],
  ] as const;

async function passwordMatches(
  ctx: AccountsContext,
  account: AccountRow | undefined,
  password: string,
): Promise<boolean> {
  const passwordHash = account ? await findPasswordHash(ctx.db, account.id) : undefined;
  return passwordHash ? verifyPassword(passwordHash, password) : verifyAgainstNothing(password);
}

/** A new session at every sign-in (never reuse one across logins). */
export async function startSession(ctx: AccountsContext, account: AccountRow): Promise<SignedIn> {
  // Suspension is checked last, so only someone who proved she owns the account learns of it.
  if (account.suspended_at != null) {
    throw new DomainError('forbidden', ACCOUNT_SUSPENDED_MESSAGE, { reason: 'account_suspended' });
  }
  const { token, expiresAt } = await createSession(ctx.db, account.id, ctx.clock());
  return { account, token, expiresAt };
}
