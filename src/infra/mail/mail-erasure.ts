import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deleteJobsMentioning, deleteJobsWithPayloadField } from '../queue/job-queue.js';

/** What a stored copy sent to someone else says once a person it named is erased. */
export const REDACTED_MAIL = {
  subject: '(Removed: this email named a person who has since deleted her account.)',
  text:
    'The text of this copy was removed because it named a person who has since deleted her ' +
    'account. The email itself was delivered as it was.',
} as const;

/**
 * Payload fields that say whom a job's mail is for or about: `accountId`, her own account's
 * mail (whose payload may carry addresses she had before); `names`, a rendered mail's MailNames.
 * Her id elsewhere (a search alert to another parent listing her) is left to the job, which
 * reads the read tables when it runs.
 */
const JOB_FIELDS_NAMING_ACCOUNTS = ['accountId', 'names'] as const;

/** A body's replacement; over SMTP no body was kept (null), and it stays so. */
const redactedBody = (column: 'text_body' | 'html_body', text: string) =>
  sql<string | null>`case when ${sql.ref(column)} is null then null else ${text} end`;

/**
 * Everything of the mail system that holds anything of an erased person, in her erasure's
 * transaction (security item 15):
 * - the copies sent to her are deleted (they are hers: her address, her name, her links);
 * - the copies sent to anyone else that name her (`about_accounts`, whatever the template) keep
 *   their envelope (job id, recipient, transport, time) and lose subject and bodies: the row is
 *   the recipient's record that an email went out, and its job's "already sent?" check, so a
 *   retried job never sends it twice; only its words were about her;
 * - every job whose payload or recorded output holds her address (mail to her still waiting,
 *   failed or dead-lettered, and finished jobs pg-boss keeps), every job of her account's mail
 *   and every rendered mail whose `names` include her is deleted. Any other job carries only ids
 *   (a booking's) and reads names and addresses from the read tables when it runs, and those
 *   hold placeholders once she is erased: a mail to her then finds no address and is dropped
 *   (deliverOnce), a mail to someone else says "Erased user".
 * Copies stored before migration 0024 record no names: hers are found by address, the rest leave
 * with the outbox's 30-day retention.
 */
export async function eraseMailOf(
  trx: Kysely<Database>,
  person: { accountId: string; email: string | undefined },
): Promise<void> {
  const { accountId, email } = person;
  await trx
    .deleteFrom('mail_outbox')
    .where((eb) =>
      email === undefined
        ? eb('to_account', '=', accountId)
        : eb.or([eb('to_account', '=', accountId), eb('to_address', '=', email)]),
    )
    .execute();
  await trx
    .updateTable('mail_outbox')
    .set({
      subject: REDACTED_MAIL.subject,
      text_body: redactedBody('text_body', REDACTED_MAIL.text),
      html_body: redactedBody('html_body', `<p>${REDACTED_MAIL.text}</p>`),
    })
    .where(sql<boolean>`${accountId} = any(about_accounts)`)
    .execute();
  if (email !== undefined) await deleteJobsMentioning(trx, email);
  for (const field of JOB_FIELDS_NAMING_ACCOUNTS) {
    await deleteJobsWithPayloadField(trx, field, accountId);
  }
}
