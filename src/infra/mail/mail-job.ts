import type { Kysely } from 'kysely';
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
 */
export async function deliverOnce(
  mailer: Mailer,
  jobId: string,
  message: MailMessage,
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

/** Sends an already rendered message (messages that carry no secret). */
export function mailSendJob(mailer: Mailer): JobDefinition<MailMessage> {
  return {
    name: MAIL_SEND_JOB,
    ...mailRetryPolicy(mailer),
    handle: (message, job) => deliverOnce(mailer, job.id, message),
  };
}
