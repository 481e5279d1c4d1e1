import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, Database } from '../../infra/db/schema.js';
import { DomainError } from '../../infra/domain/errors.js';
import { generateSecretToken, hashSecretToken } from '../../infra/auth/secret-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'change-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  // Long enough for someone back from a week away to notice and take her account back.
  'undo-email-change': 7 * 24 * HOUR_MS,
};

/**
 * Links that undo an email change go to the address the change replaced. Whoever holds the
 * account now (perhaps an intruder who knows the password) must not be able to void them, so
 * neither a newer link nor a password or email change ends them.
 */
const KEPT_FOR_AN_EARLIER_ADDRESS: AccountTokenPurpose = 'undo-email-change';

/**
 * A new single-use link for an account and purpose. Only its hash is stored, and any earlier
 * unused link of the same purpose stops working: the newest email is the one that counts.
 */
export async function issueAccountToken(
  db: Kysely<Database>,
  input: { accountId: string; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = generateSecretToken();
  if (input.purpose !== KEPT_FOR_AN_EARLIER_ADDRESS) {
    await db
      .deleteFrom('account_tokens')
      .where('account_id', '=', input.accountId)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashSecretToken(token),
      account_id: input.accountId,
      purpose: input.purpose,
      email: input.email,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
    })
    .execute();
  return token;
}

/**
 * Ends every unused link of an account (verification, reset, email change): called when its
 * password or email changes, so a link asked for before cannot undo what was just secured.
 * Links that undo an email change survive (see KEPT_FOR_AN_EARLIER_ADDRESS).
 */
export async function endUnusedTokens(trx: Kysely<Database>, accountId: string): Promise<void> {
  await trx
    .deleteFrom('account_tokens')
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('purpose', '<>', KEPT_FOR_AN_EARLIER_ADDRESS)
    .execute();
}

/**
 * When an undo link is used, the undo links sent after it (to addresses that took the account
 * later) end; earlier ones stay, so the first owner's address always has the last word.
 */
export async function endLaterUndoLinks(trx: Kysely<Database>, link: RedeemedToken): Promise<void> {
  await trx
    .deleteFrom('account_tokens')
    .where('account_id', '=', link.accountId)
    .where('purpose', '=', KEPT_FOR_AN_EARLIER_ADDRESS)
    .where('used_at', 'is', null)
    .where('created_at', '>', link.createdAt)
    .execute();
}

export interface RedeemedToken {
  accountId: string;
  purpose: AccountTokenPurpose;
  email: string;
  createdAt: Date;
}

type TokenProblem = 'token_invalid' | 'token_expired' | 'token_used';

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  token_invalid: 'This link is not valid (a newer link may have replaced it).',
  token_expired: 'This link has expired.',
  token_used: 'This link has already been used.',
};

/**
 * Refuses a link that could not be redeemed now, without using it: lets a flow turn away a
 * made-up link before doing expensive work (hashing a new password) for it.
 */
export async function assertRedeemable(
  db: Kysely<Database>,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom('account_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashSecretToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) await refuse(db, hashSecretToken(token), purposes, now);
}

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
    .returning(['account_id', 'purpose', 'email', 'created_at'])
    .executeTakeFirst();
  if (!redeemed) return refuse(db, tokenHash, purposes, now);
  return {
    accountId: redeemed.account_id,
    purpose: redeemed.purpose,
    email: redeemed.email,
    createdAt: redeemed.created_at,
  };
}

async function refuse(
  db: Kysely<Database>,
  tokenHash: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<never> {
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
