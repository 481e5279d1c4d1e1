import type { Kysely } from 'kysely';
import type { Database, Role } from '../db/schema.js';
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

export interface ValidatedSession {
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

export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ValidatedSession | undefined> {
  const sessionId = hashSecretToken(token);
  const row = await db
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
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const endsAt = row.created_at.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (row.expires_at.getTime() <= now.getTime() || endsAt <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return undefined;
  }
  const renewedUntil = await slide(db, sessionId, row.expires_at, endsAt, now);
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

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of an account, optionally keeping the one making the request. */
export async function deleteAccountSessions(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
