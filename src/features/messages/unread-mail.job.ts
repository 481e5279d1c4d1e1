import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { PurgeTarget } from '../../infra/db/purge-expired.js';
import type { Database } from '../../infra/db/schema.js';
import { MAIL_SEND_JOB, toAccount, type RenderedMail } from '../../infra/mail/mail-job.js';
import { renderMail } from '../../infra/mail/mail-layout.js';
import { scheduledJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition, JobQueue } from '../../infra/queue/job-queue.js';
import { accountFacts } from '../accounts/accounts.reads.js';

const UNREAD_MAIL_JOB = 'messages.mail-unread';
export const UNREAD_MAIL_SUBJECT = 'You have unread messages on RBT Nanny Connect';
/** At most one email about unread messages an hour per person. */
const UNREAD_MAIL_EVERY_MS = 60 * 60 * 1000;
/** People per run: a backlog drains over the next runs. */
const BATCH = 200;

interface Due {
  account_id: string;
  email: string;
  full_name: string;
  role: string;
  unread: number;
  conversations: number;
}

interface UnreadMailDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  clock: () => Date;
  config: Config;
}

/**
 * Every 10 minutes, at the clock's time: each person with unread messages that arrived since her
 * last such email, and no such email in the past hour, gets one saying how many (never what they
 * say, nor who wrote them). Recording the email and queueing it happen in one transaction, and
 * the record is taken only if the hour has passed, so a run twice (or two instances) mails once.
 */
export function unreadMessagesMailJob(deps: UnreadMailDeps): JobDefinition {
  return scheduledJob(UNREAD_MAIL_JOB, '*/10 * * * *', () => mailUnread(deps));
}

/** One run: records and queues the email of each person due one now. */
async function mailUnread(deps: UnreadMailDeps): Promise<void> {
  const now = deps.clock();
  const hourAgo = new Date(now.getTime() - UNREAD_MAIL_EVERY_MS);
  for (const due of await dueForMail(deps.db, hourAgo)) {
    await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .insertInto('message_mail')
        .values({ account_id: due.account_id, last_mailed_at: now })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ last_mailed_at: now })
            .where('message_mail.last_mailed_at', '<=', hourAgo),
        )
        .returning('account_id')
        .executeTakeFirst();
      if (!taken) return;
      const mail: RenderedMail = {
        ...unreadMail(deps.config, due),
        names: toAccount(due.account_id),
      };
      await deps.jobs.sendInTransaction(trx, MAIL_SEND_JOB, mail);
    });
    deps.jobs.wake([MAIL_SEND_JOB]);
  }
}

async function dueForMail(db: Kysely<Database>, hourAgo: Date): Promise<Due[]> {
  const { rows } = await sql<Due>`
    with unread as (
      select parent_id as account_id, nanny_sent - parent_read as unread, last_message_at
        from conversations where nanny_sent > parent_read
      union all
      select nanny_id, parent_sent - nanny_read, last_message_at
        from conversations where parent_sent > nanny_read
    )
    select u.account_id, a.email, a.full_name, a.role,
           sum(u.unread)::int as unread, count(*)::int as conversations
      from unread u
      join ${accountFacts().as('a')} on a.id = u.account_id and a.suspended_at is null and a.erased_at is null
      left join message_mail m on m.account_id = u.account_id
     where m.last_mailed_at is null or m.last_mailed_at <= ${hourAgo}
     group by u.account_id, a.email, a.full_name, a.role, m.last_mailed_at
    having max(u.last_message_at) > coalesce(m.last_mailed_at, '-infinity'::timestamptz)
     order by u.account_id
     limit ${BATCH}`.execute(db);
  return rows;
}

function unreadMail(config: Config, due: Due) {
  const messages = due.unread === 1 ? 'an unread message' : `${due.unread} unread messages`;
  const where = due.conversations === 1 ? '' : ` in ${due.conversations} conversations`;
  const dashboard = due.role === 'nanny' ? 'rbt-dashboard' : 'parent-dashboard';
  return renderMail({
    to: due.email,
    subject: UNREAD_MAIL_SUBJECT,
    greeting: `Hello ${due.full_name},`,
    paragraphs: [
      `You have ${messages}${where} on RBT Nanny Connect.`,
      'For your privacy we never put messages in emails. Sign in to read and reply.',
    ],
    action: { label: 'Open Messages', url: `${config.publicUrl}/${dashboard}` },
    afterAction: ['We write at most once an hour about unread messages.'],
  });
}

/** Beyond the unread-messages email's one-hour spacing, with a margin for a moved clock. */
const MESSAGE_MAIL_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * message_mail says when a person was last emailed about unread messages: once it is over a day
 * old and she has no unread message, her next unread message is newer than it anyway, so the row
 * decides nothing and the privacy feature's retention job may delete it.
 */
export const messageMailPurge: PurgeTarget = {
  table: 'message_mail',
  key: ['account_id'],
  over: (now) => sql`last_mailed_at < ${new Date(now.getTime() - MESSAGE_MAIL_KEEP_MS)}
      and not exists (
        select 1 from conversations c
         where (c.parent_id = message_mail.account_id and c.nanny_sent > c.parent_read)
            or (c.nanny_id = message_mail.account_id and c.parent_sent > c.nanny_read))`,
};
