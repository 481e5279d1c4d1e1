import { verifyAgainstNothing, verifyPassword } from '../../infra/auth/passwords.js';
import { createSession } from '../../infra/auth/session-store.js';
import { DomainError } from '../../infra/domain/errors.js';
import type { AccountsContext } from './accounts.context.js';
import {
  findAccountByEmail,
  findPasswordHash,
  normalizeEmail,
  type AccountRow,
} from './accounts.queries.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';
export const VERIFY_FIRST_MESSAGE = 'Please verify your email address before logging in.';

export interface SignedIn {
  account: AccountRow;
  token: string;
  expiresAt: Date;
}

/**
 * Email and password. One message for an unknown email and a wrong password, and the same
 * work (a full Argon2 check) either way, so neither the answer nor its timing reveals accounts.
 */
export async function signInWithPassword(
  ctx: AccountsContext,
  input: { email: string; password: string },
  request: { ip: string },
): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  await ctx.rateLimiter.hit(ctx.limits.loginPerIp, request.ip);
  await ctx.rateLimiter.hit(ctx.limits.loginPerEmail, email);
  const account = await findAccountByEmail(ctx.db, email);
  const passwordHash = account ? await findPasswordHash(ctx.db, account.id) : undefined;
  const matches = passwordHash
    ? await verifyPassword(passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!account || !matches) throw new DomainError('unauthorized', WRONG_CREDENTIALS_MESSAGE);
  if (!account.email_verified) {
    throw new DomainError('forbidden', VERIFY_FIRST_MESSAGE, { reason: 'email_not_verified' });
  }
  return startSession(ctx, account);
}

/** A new session at every sign-in (never reuse one across logins). */
export async function startSession(ctx: AccountsContext, account: AccountRow): Promise<SignedIn> {
  const { token, expiresAt } = await createSession(ctx.db, account.id, ctx.clock());
  return { account, token, expiresAt };
}
