import { conflictError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { redeemAccountToken } from './account-tokens.js';
import type { AccountsContext } from './accounts.context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.jobs.js';
import { findAccountByEmail, normalizeEmail } from './accounts.queries.js';
import { isEmailTaken } from './sign-up.js';

export const RESEND_MESSAGE =
  'If an account with that email is waiting for verification, we have sent a new link. Please check your inbox.';

/**
 * Opens a link from a verification or email-change email: the link is used up and the fact
 * recorded in one transaction, so a failure leaves the link usable and nothing half-done.
 */
export async function confirmEmailLink(
  ctx: AccountsContext,
  token: string,
  metadata: EventMetadata,
): Promise<{ message: string }> {
  try {
    return await ctx.eventStore.transact(async (tx) => {
      const link = await redeemAccountToken(
        tx.db,
        token,
        ['verify-email', 'change-email'],
        ctx.clock(),
      );
      const at = ctx.clock().toISOString();
      const streamId = accountStreamId(link.accountId);
      if (link.purpose === 'change-email') {
        await tx.handle(
          accountDecider,
          streamId,
          { type: 'ChangeEmail', newEmail: link.email, at },
          metadata,
        );
        return { message: `Your email address is now ${link.email}.` };
      }
      await tx.handle(
        accountDecider,
        streamId,
        { type: 'VerifyEmail', email: link.email, at },
        metadata,
      );
      return { message: 'Thank you! Your email address is verified. You can now log in.' };
    });
  } catch (error) {
    if (isEmailTaken(error))
      throw conflictError('That email address is now used by another account.');
    throw error;
  }
}

/** Same answer whether or not the address has an account waiting (no enumeration). */
export async function resendVerification(
  ctx: AccountsContext,
  rawEmail: string,
  ip: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await ctx.rateLimiter.hit(ctx.limits.resendPerIp, ip);
  await ctx.rateLimiter.hit(ctx.limits.resendPerEmail, email);
  const account = await findAccountByEmail(ctx.db, email);
  if (account && !account.email_verified && account.sign_up_method === 'password') {
    await ctx.jobs.send(ACCOUNT_MAIL_JOBS.verification, { accountId: account.id });
  }
}
