import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database } from '../../infra/db/schema.js';
import { normalizeEmail } from '../../shared/account-rules.js';

export type AccountRow = Selectable<AccountsTable>;

/** Emails are compared trimmed and lower-cased everywhere (the rule the forms share). */
export { normalizeEmail };

/** The one account whose unique `column` holds `value`, if there is one. */
function findAccountWhere(
  db: Kysely<Database>,
  column: 'id' | 'email' | 'google_subject',
  value: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where(column, '=', value).executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return findAccountWhere(db, 'id', id);
}

export function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRow | undefined> {
  return findAccountWhere(db, 'email', normalizeEmail(email));
}

/**
 * The operator's search: an account by its email, never an erased one (its email is a
 * placeholder by then, but the placeholder must not be searchable either).
 */
export async function findLiveAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRow | undefined> {
  const row = await findAccountByEmail(db, email);
  return row?.erased_at == null ? row : undefined;
}

export function findAccountByGoogleSubject(
  db: Kysely<Database>,
  subject: string,
): Promise<AccountRow | undefined> {
  return findAccountWhere(db, 'google_subject', subject);
}

export async function findPasswordHash(
  db: Kysely<Database>,
  accountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.password_hash;
}

/** The newest emails of the outbox, newest first (the development mailbox). */
export const latestMails = (db: Kysely<Database>, limit: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'transport', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
