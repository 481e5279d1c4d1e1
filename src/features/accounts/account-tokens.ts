import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../../infra/db/schema.js';
import { DomainError } from '../../infra/domain/errors.js';
import { generateSecretToken, hashSecretToken } from '../../infra/auth/secret-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'change-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
};

/**
 * A new single-use link for an account and purpose. Only its hash is stored, and any earlier
 * unused link of the same purpose stops working: the newest email is the one that counts.
 */
export async function issueAccountToken(
  db: Kysely<Database>,
  input: { accountId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = generateSecretToken();
  await db
    .deleteFrom('account_tokens')
    .where('account_id', '=', input.accountId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashSecretToken(token),
      account_id: input.accountId,
      purpose: input.purpose,
      email: input.email,
      expires_at: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
    })
    .execute();
  return token;
}

export interface RedeemedToken {
  accountId: string;
  purpose: AccountTokenPurpose;
  email: string;
}

export type TokenProblem = 'token_invalid' | 'token_expired' | 'token_used';

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  token_invalid: 'This link is not valid (a newer link may have replaced it).',
  token_expired: 'This link has expired.',
  token_used: 'This link has already been used.',
};

/**
 * Marks a link used, in one statement, so two requests racing with the same link cannot both
 * succeed. Call it inside the transaction that acts on it: a rollback un-uses it.
 */
export async function redeemAccountToken(
  db: Kysely<Database>,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<RedeemedToken> {
  const tokenHash = hashSecretToken(token);
  const redeemed = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'purpose', 'email'])
    .executeTakeFirst();
  if (redeemed) {
    return { accountId: redeemed.account_id, purpose: redeemed.purpose, email: redeemed.email };
  }
  const problem = await whyNotRedeemable(db, tokenHash, purposes, now);
  throw new DomainError('validation', PROBLEM_MESSAGES[problem], { reason: problem });
}

async function whyNotRedeemable(
  db: Kysely<Database>,
  tokenHash: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<TokenProblem> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['purpose', 'used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) return 'token_invalid';
  if (row.used_at !== null) return 'token_used';
  return row.expires_at.getTime() <= now.getTime() ? 'token_expired' : 'token_invalid';
}
