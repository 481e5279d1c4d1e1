import { randomUUID } from 'node:crypto';
import { conflictError, validationError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import { ACCOUNT_MAIL_JOBS } from './accounts.mail.js';
import { findAccountByEmail, normalizeEmail } from './accounts.queries.js';
import type { SignUpInput } from '../../shared/account-rules.js';
import { signUpProblem } from './sign-up.rules.js';

/**
 * Email sign-up: records NannyRegistered/ParentRegistered, stores the password hash and queues
 * the verification email, all in one transaction. No session until the email is verified.
 * An address that already has an account gets the same answer (no account enumeration); its
 * owner is told by email instead. The password is hashed either way, so the answer takes as
 * long (Argon2 is nearly all of the time spent) whether or not the address is taken.
 */
export async function signUpWithPassword(
  ctx: AccountsContext,
  input: SignUpInput,
  request: { ip: string; metadata: EventMetadata },
): Promise<void> {
  const problem = signUpProblem(input);
  if (problem) throw validationError(problem);
  const email = normalizeEmail(input.email);
  await ctx.rateLimiter.hit(ctx.limits.signUpPerIp, request.ip);
  await ctx.rateLimiter.hit(ctx.limits.signUpPerEmail, email);
  const passwordHash = await ctx.passwordHasher.hash(input.password);
  if (await notifyExistingOwner(ctx, email)) return;

  const accountId = randomUUID();
  const at = ctx.clock().toISOString();
  try {
    await ctx.eventStore.handleCommand(
      accountDecider,
      accountStreamId(accountId),
      {
        type: 'RegisterAccount',
        accountId,
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        signUpMethod: 'password',
        googleSubject: null,
        emailVerified: false,
        termsAcceptedAt: at,
        at,
      },
      {
        metadata: request.metadata,
        onAppended: async (tx) => {
          await tx.db
            .insertInto('credentials')
            .values({ account_id: accountId, password_hash: passwordHash })
            .execute();
          await tx.enqueue(ACCOUNT_MAIL_JOBS.verification, { accountId });
        },
      },
    );
  } catch (error) {
    // Two sign-ups with one address at the same moment: the second behaves like the rule above.
    if (isEmailTaken(error) && (await notifyExistingOwner(ctx, email))) return;
    throw error;
  }
}

async function notifyExistingOwner(ctx: AccountsContext, email: string): Promise<boolean> {
  const existing = await findAccountByEmail(ctx.db, email);
  if (!existing) return false;
  await ctx.jobs.send(ACCOUNT_MAIL_JOBS.signUpAttempt, { accountId: existing.id });
  return true;
}

export function isEmailTaken(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === 'accounts_email_unique';
}

/** Moving an account to an address another account took meanwhile: a 409, not a 500. */
export async function refuseTakenEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isEmailTaken(error))
      throw conflictError('That email address is now used by another account.');
    throw error;
  }
}
