import type { Kysely } from 'kysely';
import { executePrepared } from '../db/database.js';
import type { Database, Role } from '../db/schema.js';
import type { SessionCache, SessionRow } from './session-cache.js';
import { generateSecretToken, hashSecretToken } from './secret-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days and slide: used in their second half, they get 30 days again. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const SESSION_REFRESH_WHEN_LEFT_MS = 15 * DAY_MS;
/**
 * However much it is used, a session ends 90 days after sign-in: a stolen cookie does not
 * work for ever, and a person signs in again about once a season.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;

export interface AuthContext {
  sessionId: string;
  accountId: string;
  role: Role;
  email: string;
  fullName: string;
  emailVerified: boolean;
  signInMethod: 'password' | 'google';
}

interface ValidatedSession {
  auth: AuthContext;
  /** Set when the expiry moved, so the cookie is sent again with the new date. */
  renewedUntil: Date | undefined;
}

/** Creates a session; the token goes to the cookie, only its hash to the database. */
export async function createSession(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecretToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('sessions')
    .values({
      id: hashSecretToken(token),
      account_id: accountId,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The session of a cookie's token, or undefined when there is none or it has ended. Rows come
 * from `sessions` (see SessionCache) when it holds them: a page request costs no round trip.
 */
export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  sessions: SessionCache,
): Promise<ValidatedSession | undefined> {
  const sessionId = hashSecretToken(token);
  const row = await sessions.get(sessionId, () => readSession(db, sessionId));
  if (!row) return undefined;
  const endsAt = row.created_at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (row.expires_at.getTime() <= now.getTime() || endsAt <= now.getTime()) {
    sessions.forgetSession(sessionId);
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return undefined;
  }
  const renewedUntil = await slide(db, sessionId, row.expires_at, endsAt, now);
  // The cached row holds the old expiry: read it again next time.
  if (renewedUntil) sessions.forgetSession(sessionId);
  return {
    renewedUntil,
    auth: {
      sessionId,
      accountId: row.id,
      role: row.role,
      email: row.email,
      fullName: row.full_name,
      emailVerified: row.email_verified,
      signInMethod: row.sign_up_method,
    },
  };
}

/** Prepared: every request of a session not cached yet (or just renewed) reads it. */
async function readSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const query = db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.created_at',
      'sessions.expires_at',
      'accounts.id',
      'accounts.role',
      'accounts.email',
      'accounts.full_name',
      'accounts.email_verified',
      'accounts.sign_up_method',
    ])
    .where('sessions.id', '=', sessionId);
  const [row] = await executePrepared(db, query);
  return row;
}

/** Used in its second half, a session gets 30 more days, never past its absolute end. */
async function slide(
  db: Kysely<Database>,
  sessionId: string,
  expiresAt: Date,
  endsAt: number,
  now: Date,
): Promise<Date | undefined> {
  if (expiresAt.getTime() - now.getTime() >= SESSION_REFRESH_WHEN_LEFT_MS) return undefined;
  const renewedUntil = new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, endsAt));
  if (renewedUntil.getTime() <= expiresAt.getTime()) return undefined;
  await db
    .updateTable('sessions')
    .set({ expires_at: renewedUntil })
    .where('id', '=', sessionId)
    .execute();
  return renewedUntil;
}

/** Signs a session out; this instance forgets it before answering (others hear the trigger). */
export async function deleteSession(
  db: Kysely<Database>,
  sessions: SessionCache,
  sessionId: string,
): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  sessions.forgetSession(sessionId);
}

/**
 * Ends every session of an account, optionally keeping the one making the request. Call it in a
 * transaction that records an event on the account's stream: that event's commit is what makes
 * every instance forget the account's cached sessions (see SessionCache).
 */
export async function deleteAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
