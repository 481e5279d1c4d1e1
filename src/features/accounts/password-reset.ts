import { newPasswordProblem } from '../../infra/auth/passwords.js';
import { ACCOUNT_MESSAGES } from '../../shared/account-rules.js';
import { deleteAccountSessions } from '../../infra/auth/session-store.js';
import { validationError } from '../../infra/domain/errors.js';
import type { UnitOfWork } from '../../infra/event-store/event-store-service.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import {
  assertRedeemable,
  endLaterUndoLinks,
  endUnusedTokens,
  redeemAccountToken,
  type RedeemedToken,
} from './account-tokens.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.mail.js';
import { accountAskingForLink } from './emailed-link-request.js';
import { refuseTakenEmail } from './sign-up.js';

export const RESET_SENT_MESSAGE = '✅ Reset link sent! Check your email.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset. Please log in with your new password.';

/** Always the same answer, whether or not the address has an account. */
export async function requestPasswordReset(
  ctx: AccountsContext,
  rawEmail: string,
  ip: string,
): Promise<void> {
  const account = await accountAskingForLink(ctx, rawEmail, ip, {
    perIp: ctx.limits.resetPerIp,
    perEmail: ctx.limits.resetPerEmail,
  });
  if (account) await ctx.jobs.send(ACCOUNT_MAIL_JOBS.passwordReset, { accountId: account.id });
}

const RESET_LINK_PURPOSES = ['reset-password', 'undo-email-change'] as const;

/**
 * Uses a reset link: new password, every session and unused link ended, a notice emailed to
 * the address of that moment. Opening the link also proves the address, so an unverified
 * account becomes verified. A link that undoes an email change also moves the account back to
 * the address it was sent to. A made-up or spent link is refused before any hashing.
 */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; password: string; confirmPassword: string },
  request: { ip: string; metadata: EventMetadata },
): Promise<void> {
  await ctx.rateLimiter.hit(ctx.limits.resetLinkPerIp, request.ip);
  if (input.password !== input.confirmPassword)
    throw validationError(ACCOUNT_MESSAGES.passwordsDiffer);
  const problem = newPasswordProblem(input.password);
  if (problem) throw validationError(problem);
  await assertRedeemable(ctx.db, input.token, RESET_LINK_PURPOSES, ctx.clock());
  const passwordHash = await ctx.passwordHasher.hash(input.password);
  await refuseTakenEmail(() =>
    ctx.eventStore.transact(async (tx) => {
      const link = await redeemAccountToken(tx.db, input.token, RESET_LINK_PURPOSES, ctx.clock());
      const at = ctx.clock().toISOString();
      if (link.purpose === 'undo-email-change') await moveBack(tx, link, at, request.metadata);
      await recordNewPassword(tx, link, passwordHash, at, request.metadata);
    }),
  );
}

/** Back to the address an undo link was sent to; later undo links end (see endLaterUndoLinks). */
async function moveBack(tx: UnitOfWork, link: RedeemedToken, at: string, metadata: EventMetadata) {
  await tx.handle(
    accountDecider,
    accountStreamId(link.accountId),
    { type: 'ChangeEmail', newEmail: link.email, at },
    metadata,
  );
  await endLaterUndoLinks(tx.db, link);
}

async function recordNewPassword(
  tx: UnitOfWork,
  link: RedeemedToken,
  passwordHash: string,
  at: string,
  metadata: EventMetadata,
) {
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
  await endUnusedTokens(tx.db, link.accountId);
  await tx.enqueue(ACCOUNT_MAIL_JOBS.passwordChanged, {
    accountId: link.accountId,
    to: link.email,
  });
}
