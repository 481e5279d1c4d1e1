import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';

// The account part of her copy of her data (docs/privacy.md, A copy of your data).

export async function accountExportPart(db: Kysely<Database>, me: DataSubject) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', me.accountId)
    .executeTakeFirst();
  const credentials = await db
    .selectFrom('credentials')
    .select('updated_at')
    .where('account_id', '=', me.accountId)
    .executeTakeFirst();
  // Sessions are listed by their times only: their ids are token hashes.
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('account_id', '=', me.accountId)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    id: me.accountId,
    role: me.role,
    email: account?.email ?? null,
    firstName: account?.first_name ?? null,
    lastName: account?.last_name ?? null,
    fullName: account?.full_name ?? null,
    emailVerified: account?.email_verified ?? null,
    signUpMethod: account?.sign_up_method ?? null,
    googleAccountLinked: account ? account.google_subject !== null : null,
    createdAt: iso(account?.created_at),
    suspendedAt: iso(account?.suspended_at),
    password: credentials ? { lastChangedAt: iso(credentials.updated_at) } : null,
    sessions: sessions.map((s) => ({ startedAt: iso(s.created_at), expiresAt: iso(s.expires_at) })),
  };
}
