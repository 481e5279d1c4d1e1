import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../db/schema.js';
import type { JobDefinition } from '../queue/job-queue.js';
import type { MailMessage, MailTransport } from './mail-transport.js';

export const MAIL_SEND_JOB = 'mail.send';

export interface Mailer {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  /** The host part of Message-IDs, from PUBLIC_URL. */
  messageIdDomain: string;
  /** The first retry of a failed email (MAIL_RETRY_DELAY_SECONDS); later ones back off. */
  retryDelaySeconds: number;
}

/**
 * The accounts an email names, by id: the one it is sent to, and every other it speaks of (a
 * booking's other party, the nannies of a search alert). Stored with its copy, so an erasure
 * finds every copy that names her whatever its template (mail-erasure.ts). `to` is null only for
 * a pre-rendered mail queued before the copies recorded it.
 */
export interface MailNames {
  to: string | null;
  about: readonly string[];
}

/** What a job that writes emails reads them from, and sends them with. */
export interface MailJobDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
}

/** An email about nobody but the account it is sent to. */
export const toAccount = (accountId: string): MailNames => ({ to: accountId, about: [] });

/** Whether the job with this id already sent its email (a retry after success). */
export async function alreadySent(mailer: Mailer, jobId: string): Promise<boolean> {
  const row = await mailer.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends one email for one job and records it in mail_outbox under the job's id. The Message-ID
 * is derived from the job id, so even a resend after a crash between delivery and record is
 * recognisable as the same message. Bodies are kept only for the outbox transport (a developer
 * reads them in the app); over SMTP only the envelope is kept, since bodies carry one-time links.
 * The copy records whom the email names (`names`), for erasure.
 */
export async function deliverOnce(
  mailer: Mailer,
  jobId: string,
  message: MailMessage,
  names: MailNames,
): Promise<void> {
  // An erased person's address is a placeholder without "@" (accounts.projection.ts): a mail
  // about her queued before the erasure and rendered after it goes nowhere, and is not retried.
  if (!message.to.includes('@')) return;
  if (await alreadySent(mailer, jobId)) return;
  await mailer.transport.deliver(message, {
    from: mailer.from,
    messageId: `<${jobId}@${mailer.messageIdDomain}>`,
  });
  const keepBodies = mailer.transport.kind === 'outbox';
  await mailer.db
    .insertInto('mail_outbox')
    .values({
      job_id: jobId,
      to_address: message.to,
      subject: message.subject,
      text_body: keepBodies ? message.text : null,
      html_body: keepBodies ? message.html : null,
      transport: mailer.transport.kind,
      to_account: names.to,
      about_accounts: [...names.about],
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
}

/**
 * Mail jobs retry with backoff (30 s by default, then about twice as long each time: some
 * fifteen minutes in all) before the dead-letter queue, where operators see them.
 */
export const mailRetryPolicy = (mailer: Pick<Mailer, 'retryDelaySeconds'>) =>
  ({
    retryLimit: 5,
    retryDelaySeconds: mailer.retryDelaySeconds,
    retryBackoff: true,
  }) as const;

/** An email a mail job composed, with the accounts it names (for erasure). */
export interface ComposedMail {
  message: MailMessage;
  names: MailNames;
}

/**
 * A job that sends one email per job. What the email says is read by `compose` when it goes out
 * (a party may have changed her name or address since, or been erased), never carried in the job;
 * `compose` returns undefined when there is nothing to send (her record is gone). It runs only
 * while the email is unsent, so a retry after a successful send does nothing and reads nothing.
 */
export function composedMailJob<Payload extends object>(
  name: string,
  mailer: Mailer,
  compose: (payload: Payload) => Promise<ComposedMail | undefined>,
): JobDefinition<Payload> {
  return {
    name,
    ...mailRetryPolicy(mailer),
    handle: async (payload, job) => {
      if (await alreadySent(mailer, job.id)) return;
      const mail = await compose(payload);
      if (mail) await deliverOnce(mailer, job.id, mail.message, mail.names);
    },
  };
}

/**
 * An already rendered message (messages that carry no secret), with the accounts it names: an
 * erasure deletes every job whose payload holds her id or address, so none waits with her text.
 */
export type RenderedMail = MailMessage & { names?: MailNames };

/** Sends an already rendered message; payloads queued before `names` existed name nobody. */
export function mailSendJob(mailer: Mailer): JobDefinition<RenderedMail> {
  return {
    name: MAIL_SEND_JOB,
    ...mailRetryPolicy(mailer),
    handle: ({ names, ...message }, job) =>
      deliverOnce(mailer, job.id, message, names ?? { to: null, about: [] }),
  };
}
