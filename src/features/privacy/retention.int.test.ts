import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { waitFor } from '../../../test/helpers/wait-for.js';
import { RETENTION_JOB } from './retention.job.js';
import { testAppForFile } from '../../../test/helpers/test-bed.js';
import { columnOf } from '../../../test/helpers/read-tables.js';

const db = () => server.runtime.db;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const server = testAppForFile();

const conversation = (id: string, parentId: string, nannyId: string, nannySent: number) => ({
  conversation_id: id,
  parent_id: parentId,
  nanny_id: nannyId,
  contacts_shared: false,
  blocked_by_parent: false,
  blocked_by_nanny: false,
  last_activity_at: new Date(),
  parent_sent: 0,
  nanny_sent: nannySent,
  parent_read: 0,
  nanny_read: 0,
  parent_read_seq: 0,
  nanny_read_seq: 0,
  opened_at: new Date(),
});

async function seedRows(now: number) {
  const at = (offsetMs: number) => new Date(now + offsetMs);
  const mail = (jobId: string, sentAt: Date) => ({
    job_id: jobId,
    to_address: `${jobId}@example.com`,
    subject: 'Hello',
    text_body: 'A one-time link',
    html_body: null,
    transport: 'outbox' as const,
    sent_at: sentAt,
  });
  await db()
    .insertInto('mail_outbox')
    .values([
      mail('mail-old', at(-31 * DAY)),
      mail('mail-month', at(-29 * DAY)),
      mail('mail-new', at(-MINUTE)),
    ])
    .execute();
  // More old mail than one batch holds.
  await sql`insert into mail_outbox (job_id, to_address, subject, transport, sent_at)
    select 'bulk-' || n, 'bulk@example.com', 'Old', 'smtp', ${at(-40 * DAY)}
      from generate_series(1, 1201) n`.execute(db());
  await db()
    .insertInto('message_mail')
    .values([
      // Mailed long ago, nothing unread since: the row decides nothing any more.
      { account_id: 'idle-parent', last_mailed_at: at(-3 * DAY) },
      // Mailed long ago, a message still unread: kept, or she would be mailed about it again.
      { account_id: 'waiting-parent', last_mailed_at: at(-3 * DAY) },
      // Mailed within the hour's spacing: kept.
      { account_id: 'recent-parent', last_mailed_at: at(-30 * MINUTE) },
    ])
    .execute();
  await db()
    .insertInto('conversations')
    .values([
      conversation('c-idle', 'idle-parent', 'n1', 0),
      conversation('c-waiting', 'waiting-parent', 'n2', 2),
    ])
    .execute();
  await db()
    .insertInto('access_log')
    .values({
      owner_id: 'owner',
      viewer_id: 'viewer',
      viewer_role: 'operator',
      item: 'document',
      detail: 'photo-id',
      accessed_at: at(-400 * DAY),
    })
    .execute();
}

const state = async () => ({
  mail: await columnOf(db(), 'mail_outbox', 'job_id'),
  messageMail: await columnOf(db(), 'message_mail', 'account_id'),
  accessLog: (await db().selectFrom('access_log').select('owner_id').execute()).length,
});

describe(`the retention job on ${testEngine}`, () => {
  it('is scheduled on the job queue', async () => {
    const schedules = await sql<{ name: string }>`
      select name from pgboss.schedule where name = ${RETENTION_JOB}`.execute(db());
    expect(schedules.rows).toHaveLength(1);
  });

  it('deletes exactly the expired sent mail and unread-mail records; keeps access records', async () => {
    await seedRows(Date.now());
    await server.runtime.jobs.send(RETENTION_JOB, {});
    const expected = {
      mail: ['mail-month', 'mail-new'],
      messageMail: ['recent-parent', 'waiting-parent'],
      accessLog: 1,
    };
    await waitFor(async () => JSON.stringify(await state()) === JSON.stringify(expected), {
      timeoutMs: 15_000,
    });
    expect(await state()).toEqual(expected);
  });
});
