import type { UnitOfWork } from '../../infra/event-store/event-store-service.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { endUnusedTokens, redeemAccountToken, type RedeemedToken } from './account-tokens.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.mail.js';
import { accountAskingForLink } from './emailed-link-request.js';
import { refuseTakenEmail } from './sign-up.js';

export const RESEND_MESSAGE =
  'If an account with that email is waiting for verification, we have sent a new link. Please check your inbox.';

/**
 * Opens a link from a verification or email-change email: the link is used up and the fact
 * recorded in one transaction, so a failure leaves the link usable and nothing half-done.
 */
export async function confirmEmailLink(
  ctx: AccountsContext,
  token: string,
  request: { ip: string; metadata: EventMetadata },
): Promise<{ message: string }> {
  await ctx.rateLimiter.hit(ctx.limits.verifyLinkPerIp, request.ip);
  return refuseTakenEmail(() =>
    ctx.eventStore.transact(async (tx) => {
      const link = await redeemAccountToken(
        tx.db,
        token,
        ['verify-email', 'change-email'],
        ctx.clock(),
      );
      const at = ctx.clock().toISOString();
      if (link.purpose === 'change-email') return changeEmail(tx, link, at, request.metadata);
      await tx.handle(
        accountDecider,
        accountStreamId(link.accountId),
        { type: 'VerifyEmail', email: link.email, at },
        request.metadata,
      );
      return { message: 'Thank you! Your email address is verified. You can now log in.' };
    }),
  );
}

/**
 * The new address is proven: the account moves, its other links end, and the address it
 * leaves is told, with a link to take the account back.
 */
async function changeEmail(
  tx: UnitOfWork,
  link: RedeemedToken,
  at: string,
  metadata: EventMetadata,
): Promise<{ message: string }> {
  const { events } = await tx.handle(
    accountDecider,
    accountStreamId(link.accountId),
    { type: 'ChangeEmail', newEmail: link.email, at },
    metadata,
  );
  await endUnusedTokens(tx.db, link.accountId);
  for (const event of events) {
    if (event.type !== 'EmailChanged') continue;
    await tx.enqueue(ACCOUNT_MAIL_JOBS.emailChanged, {
      accountId: link.accountId,
      to: event.data.previousEmail,
      newEmail: event.data.email,
    });
  }
  return { message: `Your email address is now ${link.email}.` };
}

/** Same answer whether or not the address has an account waiting (no enumeration). */
export async function resendVerification(
  ctx: AccountsContext,
  rawEmail: string,
  ip: string,
): Promise<void> {
  const account = await accountAskingForLink(ctx, rawEmail, ip, {
    perIp: ctx.limits.resendPerIp,
    perEmail: ctx.limits.resendPerEmail,
  });
  if (account && !account.email_verified && account.sign_up_method === 'password') {
    await ctx.jobs.send(ACCOUNT_MAIL_JOBS.verification, { accountId: account.id });
  }
}
