import { randomUUID } from 'node:crypto';
import { GoogleSignInError } from '../../infra/auth/google-sign-in.js';
import { DomainError, notFoundError, validationError } from '../../infra/domain/errors.js';
import { hashSecretToken } from '../../infra/auth/secret-tokens.js';
import { deleteAccountSessions } from '../../infra/auth/session-store.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import { endUnusedTokens } from './account-tokens.js';
import type { AccountsContext } from './accounts-context.js';
import { accountDecider } from './accounts.decider.js';
import { accountStreamId } from './accounts.events.js';
import {
  findAccountByEmail,
  findAccountByGoogleSubject,
  normalizeEmail,
  findAccountById,
} from './accounts.queries.js';
import { startSession, type SignedIn } from './sign-in.js';
import { TERMS_MESSAGE } from './sign-up.rules.js';

const FLOW_LIFETIME_MS = 10 * 60 * 1000;

/** A message for the sign-in form; the route sends the browser back to / with it. */
export class GoogleFlowError extends Error {}

export interface GoogleStartInput {
  mode: 'login' | 'signup';
  role?: 'nanny' | 'parent';
  firstName?: string;
  lastName?: string;
  acceptTerms?: boolean;
}

/**
 * Begins a Google sign-in: remembers the flow (PKCE verifier, nonce) server-side, keyed by the
 * state. Its failures are ordinary API errors: the browser is still on our page.
 */
export async function startGoogleFlow(
  ctx: AccountsContext,
  input: GoogleStartInput,
): Promise<{ url: string; state: string }> {
  if (!ctx.googleSignIn) throw notFoundError(NOT_CONFIGURED_MESSAGE);
  if (input.mode === 'signup' && !input.acceptTerms) throw validationError(TERMS_MESSAGE);
  const { url, flow } = await ctx.googleSignIn.start().catch((error: unknown) => {
    if (error instanceof GoogleSignInError) throw new DomainError('unavailable', RETRY_MESSAGE);
    throw error;
  });
  await ctx.db
    .insertInto('oauth_flows')
    .values({
      state_hash: hashSecretToken(flow.state),
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      mode: input.mode,
      role: input.mode === 'signup' ? (input.role ?? 'parent') : null,
      first_name: input.firstName?.trim().slice(0, 100) ?? '',
      last_name: input.lastName?.trim().slice(0, 100) ?? '',
      expires_at: new Date(ctx.clock().getTime() + FLOW_LIFETIME_MS),
    })
    .execute();
  return { url, state: flow.state };
}

/**
 * Finishes it: the state must match the one this browser started with (its cookie), the flow
 * is used once, and the ID token has been checked by openid-client. Then: the linked account,
 * or an email account linked when Google vouches for the address, or (signing up) a new one.
 */
export async function finishGoogleFlow(
  ctx: AccountsContext,
  callbackUrl: URL,
  browserState: string | undefined,
  metadata: EventMetadata,
): Promise<SignedIn> {
  const state = callbackUrl.searchParams.get('state');
  if (!ctx.googleSignIn) throw new GoogleFlowError(NOT_CONFIGURED_MESSAGE);
  if (!state || state !== browserState) throw new GoogleFlowError(RETRY_MESSAGE);
  const flow = await ctx.db
    .deleteFrom('oauth_flows')
    .where('state_hash', '=', hashSecretToken(state))
    .returningAll()
    .executeTakeFirst();
  if (!flow || flow.expires_at.getTime() < ctx.clock().getTime())
    throw new GoogleFlowError(RETRY_MESSAGE);
  const identity = await ctx.googleSignIn
    .finish(callbackUrl, { state, nonce: flow.nonce, codeVerifier: flow.code_verifier })
    .catch(explain);

  const linked = await findAccountByGoogleSubject(ctx.db, identity.subject);
  if (linked) return startSession(ctx, linked);
  if (!identity.email || !identity.emailVerified) {
    throw new GoogleFlowError(
      'Your Google account has no verified email address, so we cannot use it to sign in.',
    );
  }
  const email = normalizeEmail(identity.email);
  const at = ctx.clock().toISOString();
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing) {
    await linkExistingAccount(ctx, existing.id, identity.subject, email, metadata);
    return startSession(ctx, (await findAccountById(ctx.db, existing.id))!);
  }
  if (flow.mode === 'login') {
    throw new GoogleFlowError(
      'No account uses this Google account yet. Choose "Sign up", pick your role and agree to the Terms & Conditions first.',
    );
  }
  const accountId = randomUUID();
  await ctx.eventStore.handleCommand(
    accountDecider,
    accountStreamId(accountId),
    {
      type: 'RegisterAccount',
      accountId,
      role: flow.role ?? 'parent',
      firstName: identity.givenName ?? flow.first_name,
      lastName: identity.familyName ?? flow.last_name,
      ...(identity.name ? { fullName: identity.name } : {}),
      email,
      signUpMethod: 'google',
      googleSubject: identity.subject,
      emailVerified: true,
      termsAcceptedAt: at,
      at,
    },
    { metadata },
  );
  return startSession(ctx, (await findAccountById(ctx.db, accountId))!);
}

/**
 * Google vouches for the address, so the account becomes hers: linked and verified. If nobody
 * had verified it before, whoever registered it may be someone else; the decider then removes
 * the password, and with it go every session and unused emailed link of the account.
 */
async function linkExistingAccount(
  ctx: AccountsContext,
  accountId: string,
  googleSubject: string,
  email: string,
  metadata: EventMetadata,
): Promise<void> {
  const at = ctx.clock().toISOString();
  await ctx.eventStore.transact(async (tx) => {
    const streamId = accountStreamId(accountId);
    const linked = await tx.handle(
      accountDecider,
      streamId,
      { type: 'LinkGoogleAccount', googleSubject, at },
      metadata,
    );
    if (linked.events.some((event) => event.type === 'PasswordRemoved')) {
      await tx.db.deleteFrom('credentials').where('account_id', '=', accountId).execute();
      await deleteAccountSessions(tx.db, accountId);
      await endUnusedTokens(tx.db, accountId);
    }
    await tx.handle(accountDecider, streamId, { type: 'VerifyEmail', email, at }, metadata);
  });
}

const NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';
const RETRY_MESSAGE = 'Google sign-in could not be completed. Please try again.';

function explain(error: unknown): never {
  if (error instanceof GoogleSignInError) {
    throw new GoogleFlowError(
      error.reason === 'denied' ? 'Google sign-in was cancelled.' : RETRY_MESSAGE,
    );
  }
  throw error;
}
