import type { Kysely } from 'kysely';
import { verifyPassword } from '../../infra/auth/passwords.js';
import { deleteAccountSessions, type AuthContext } from '../../infra/auth/session-store.js';
import type { Database } from '../../infra/db/schema.js';
import { forbiddenError, validationError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { eraseMailOf } from '../../infra/mail/mail-erasure.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { findPasswordHash } from './accounts.queries.js';
import { ERASE_FILES_JOB } from './account-erasure.job.js';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const ACCOUNT_ERASED_MESSAGE = 'The account has been erased.';
const ERASE_PASSWORD_MISSING_MESSAGE = 'Please enter your password to delete your account.';
const ERASE_WRONG_PASSWORD_MESSAGE = 'Your password is incorrect.';
const ERASE_GOOGLE_AGAIN_MESSAGE =
  'To delete your account, sign in with Google again, then delete it within 10 minutes.';
const OWN_ACCOUNT_FROM_CONSOLE_MESSAGE =
  'You cannot erase your own account here: delete it from Account settings.';

/** How recent a Google sign-in must be to stand in for the password. */
const GOOGLE_RECENT_MS = 10 * 60_000;

/**
 * Account settings: she deletes her own account. Her password again; an account without one
 * (Google) proves it by a session Google signed in within the last ten minutes.
 */
export async function eraseOwnAccount(
  ctx: AccountsContext,
  auth: AuthContext,
  password: string,
  metadata: EventMetadata,
): Promise<void> {
  if (password !== '') {
    await ctx.rateLimiter.hit(ctx.limits.settingsPerAccount, auth.accountId);
    const hash = await findPasswordHash(ctx.db, auth.accountId);
    if (!hash || !(await verifyPassword(hash, password))) {
      throw validationError(ERASE_WRONG_PASSWORD_MESSAGE);
    }
  } else if (auth.signInMethod === 'google') {
    if (!(await signedInRecently(ctx, auth.sessionId))) {
      throw forbiddenError(ERASE_GOOGLE_AGAIN_MESSAGE);
    }
  } else {
    throw validationError(ERASE_PASSWORD_MISSING_MESSAGE);
  }
  await eraseAccount(ctx, auth.accountId, 'self', metadata);
}

/** The operator's console: erasure on the person's request, never her own account. */
export async function eraseAccountByOperator(
  ctx: AccountsContext,
  auth: AuthContext,
  accountId: string,
  metadata: EventMetadata,
): Promise<void> {
  if (accountId === auth.accountId) throw forbiddenError(OWN_ACCOUNT_FROM_CONSOLE_MESSAGE);
  await eraseAccount(ctx, accountId, 'operator', metadata);
}

async function signedInRecently(ctx: AccountsContext, sessionId: string): Promise<boolean> {
  const session = await ctx.db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return !!session && ctx.clock().getTime() - session.created_at.getTime() <= GOOGLE_RECENT_MS;
}

/**
 * One transaction, all or nothing: AccountErased (other features' reactions cancel her open
 * bookings by their usual rules, still under her key), then her key is destroyed, her sessions,
 * password and emailed links deleted, the mail she appears in erased (eraseMailOf: copies to her
 * deleted, copies to others that name her redacted, jobs holding her id or address deleted), the
 * file deletion queued, and the read rows her values reach folded again from the log, so every
 * read table holds what a replay reads from now on. Files go after the commit, by a job that retries (deleting is
 * idempotent). Other instances then forget her key and the answers they cached.
 */
async function eraseAccount(
  ctx: AccountsContext,
  accountId: string,
  requestedBy: 'self' | 'operator',
  metadata: EventMetadata,
): Promise<void> {
  const keyStore = ctx.eventStore.catalog.personalData?.keyStore;
  if (!keyStore)
    throw new Error('Erasure needs the data keys: this runtime has no DATA_KEY_SECRET');
  await ctx.eventStore.transact(async (tx) => {
    const email = await emailOf(tx.db, accountId);
    const otherOperators = await countOtherOperators(tx.db, accountId);
    await tx.handle(
      accountDecider,
      accountStreamId(accountId),
      { type: 'EraseAccount', requestedBy, otherOperators, at: ctx.clock().toISOString() },
      metadata,
    );
    await keyStore.destroyKey(tx.db, accountId);
    await deleteAccountSessions(tx.db, accountId);
    await tx.db.deleteFrom('credentials').where('account_id', '=', accountId).execute();
    await tx.db.deleteFrom('account_tokens').where('account_id', '=', accountId).execute();
    // Requests kept while a card was saved: hers, or naming her as the nanny.
    await tx.db
      .deleteFrom('booking_drafts')
      .where((eb) => eb.or([eb('parent_id', '=', accountId), eb('nanny_id', '=', accountId)]))
      .execute();
    await eraseMailOf(tx.db, { accountId, email });
    await tx.enqueue(ERASE_FILES_JOB, { accountId }, { singletonKey: accountId });
    await tx.refoldAfterErasure(accountId);
  });
  await ctx.bus.publish({ type: 'account.erased', accountId });
}

async function emailOf(db: Kysely<Database>, accountId: string) {
  const row = await db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.email;
}

async function countOtherOperators(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'operator')
    .where('erased_at', 'is', null)
    .where('id', '<>', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
