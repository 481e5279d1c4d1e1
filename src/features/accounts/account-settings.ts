import { newPasswordProblem, verifyPassword } from '../../infra/auth/passwords.js';
import { deleteAccountSessions, type AuthContext } from '../../infra/auth/session-store.js';
import { validationError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { endUnusedTokens } from './account-tokens.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider, GOOGLE_MANAGED_MESSAGE } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.mail.js';
import { findAccountByEmail, findPasswordHash, normalizeEmail } from './accounts.queries.js';
import { ACCOUNT_MESSAGES, isEmailAddress } from '../../shared/account-rules.js';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully.';

async function checkCurrentPassword(
  ctx: AccountsContext,
  auth: AuthContext,
  password: string,
  wrong: string,
) {
  if (auth.signInMethod === 'google') throw validationError(GOOGLE_MANAGED_MESSAGE);
  await ctx.rateLimiter.hit(ctx.limits.settingsPerAccount, auth.accountId);
  const hash = await findPasswordHash(ctx.db, auth.accountId);
  if (!hash || !(await verifyPassword(hash, password))) throw validationError(wrong);
}

/**
 * Change password from the dashboard: the current one first; other sessions and every unused
 * link end; the notice goes to the address of that moment.
 */
export async function changePassword(
  ctx: AccountsContext,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
  metadata: EventMetadata,
): Promise<void> {
  if (auth.signInMethod === 'google') throw validationError(GOOGLE_MANAGED_MESSAGE);
  if ([input.currentPassword, input.newPassword, input.confirmPassword].some((v) => v === '')) {
    throw validationError(ACCOUNT_MESSAGES.passwordFieldsMissing);
  }
  await checkCurrentPassword(
    ctx,
    auth,
    input.currentPassword,
    'Your current password is incorrect.',
  );
  if (input.newPassword !== input.confirmPassword)
    throw validationError(ACCOUNT_MESSAGES.newPasswordsDiffer);
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw validationError(problem);
  const passwordHash = await ctx.passwordHasher.hash(input.newPassword);
  const at = ctx.clock().toISOString();
  await ctx.eventStore.transact(async (tx) => {
    await tx.handle(
      accountDecider,
      accountStreamId(auth.accountId),
      { type: 'RecordPasswordChange', reason: 'settings', at },
      metadata,
    );
    await tx.db
      .updateTable('credentials')
      .set({ password_hash: passwordHash, updated_at: new Date(at) })
      .where('account_id', '=', auth.accountId)
      .execute();
    await deleteAccountSessions(tx.db, auth.accountId, auth.sessionId);
    await endUnusedTokens(tx.db, auth.accountId);
    await tx.enqueue(ACCOUNT_MAIL_JOBS.passwordChanged, {
      accountId: auth.accountId,
      to: auth.email,
    });
  });
}

/**
 * Change email: the password again, then a link to the new address; EmailChanged is recorded
 * only when that link is opened. An address used by another account gets the same answer and
 * no email, so this cannot be used to find out who has an account.
 */
export async function requestEmailChange(
  ctx: AccountsContext,
  auth: AuthContext,
  input: { newEmail: string; password: string },
): Promise<{ message: string }> {
  if (auth.signInMethod === 'google') throw validationError(GOOGLE_MANAGED_MESSAGE);
  const newEmail = normalizeEmail(input.newEmail);
  if (!isEmailAddress(newEmail)) throw validationError(ACCOUNT_MESSAGES.invalidEmail);
  if (input.password === '')
    throw validationError('Please enter your password to change your email.');
  if (newEmail === auth.email) throw validationError('That is already your email address.');
  await checkCurrentPassword(ctx, auth, input.password, 'Your password is incorrect.');
  if (!(await findAccountByEmail(ctx.db, newEmail))) {
    await ctx.jobs.send(ACCOUNT_MAIL_JOBS.emailChange, {
      accountId: auth.accountId,
      newEmail,
      fromEmail: auth.email,
      requestedAt: ctx.clock().toISOString(),
    });
  }
  return {
    message: `We sent a confirmation link to ${newEmail}. Your email address changes once you open it.`,
  };
}
