import { hashPassword, passwordLengthProblem } from '../../infra/auth/passwords.js';
import { deleteAccountSessions } from '../../infra/auth/session-store.js';
import { validationError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { redeemAccountToken } from './account-tokens.js';
import type { AccountsContext } from './accounts.context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.jobs.js';
import { findAccountByEmail, normalizeEmail } from './accounts.queries.js';

export const RESET_SENT_MESSAGE = '✅ Reset link sent! Check your email.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset. Please log in with your new password.';

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(
  ctx: AccountsContext,
  rawEmail: string,
  ip: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await ctx.rateLimiter.hit(ctx.limits.resetPerIp, ip);
  await ctx.rateLimiter.hit(ctx.limits.resetPerEmail, email);
  const account = await findAccountByEmail(ctx.db, email);
  if (account) await ctx.jobs.send(ACCOUNT_MAIL_JOBS.passwordReset, { accountId: account.id });
}

/**
 * Uses a reset link: new password, every session ended, a notice emailed. Opening the link
 * also proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; password: string; confirmPassword: string },
  metadata: EventMetadata,
): Promise<void> {
  if (input.password !== input.confirmPassword) throw validationError('Passwords do not match!');
  const lengthProblem = passwordLengthProblem(input.password);
  if (lengthProblem) throw validationError(lengthProblem);
  const passwordHash = await hashPassword(input.password);
  await ctx.eventStore.transact(async (tx) => {
    const link = await redeemAccountToken(tx.db, input.token, ['reset-password'], ctx.clock());
    const at = ctx.clock().toISOString();
    const streamId = accountStreamId(link.accountId);
    await tx.handle(
      accountDecider,
      streamId,
      { type: 'RecordPasswordChange', reason: 'reset', at },
      metadata,
    );
    await tx.handle(
      accountDecider,
      streamId,
      { type: 'VerifyEmail', email: link.email, at },
      metadata,
    );
    await tx.db
      .insertInto('credentials')
      .values({ account_id: link.accountId, password_hash: passwordHash })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ password_hash: passwordHash, updated_at: new Date(at) }),
      )
      .execute();
    await deleteAccountSessions(tx.db, link.accountId);
    await tx.enqueue(ACCOUNT_MAIL_JOBS.passwordChanged, { accountId: link.accountId });
  });
}
