import { sql, type Kysely } from 'kysely';
import { purgeExpired, type PurgeTarget } from '../../infra/db/purge-expired.js';
import type { Database } from '../../infra/db/schema.js';
import { scheduledJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { messageMailPurge } from '../messages/index.js';

export const RETENTION_JOB = 'privacy.purge-expired';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Sent mail is kept a month: long enough for a developer reading the outbox and for a send job's
 * "already sent?" check (its retries end within the hour), short enough that addresses, names
 * and (in the outbox transport) one-time links do not pile up for ever.
 */
const MAIL_OUTBOX_KEEP_MS = 30 * DAY_MS;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Tables outside the event log whose rows outlive their use (docs/privacy.md, Retention); sessions,
 * links and rate-limit rows are the accounts feature's job (accounts.purge-expired). message_mail
 * rows go by the messages feature's rule, which knows what is unread. access_log is kept: its owner must be able to see it.
 */
const targets: PurgeTarget[] = [
  // A booking request kept while she saved a card: a day, then gone (docs/privacy.md).
  {
    table: 'booking_drafts',
    key: ['draft_id'],
    over: (now) => sql`expires_at <= ${now}`,
  },
  {
    table: 'mail_outbox',
    key: ['id'],
    over: (now) => sql`sent_at < ${ago(now, MAIL_OUTBOX_KEEP_MS)}`,
  },
  messageMailPurge,
];

/** Hourly, on one instance, in batches (the accounts purge's way). */
export function retentionJob(deps: { db: Kysely<Database>; clock: () => Date }): JobDefinition {
  return scheduledJob(RETENTION_JOB, '43 * * * *', () =>
    purgeExpired(deps.db, targets, deps.clock()),
  );
}
