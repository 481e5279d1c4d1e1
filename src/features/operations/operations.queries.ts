import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import { deadLetterQueueName, type QueueCounts } from '../../infra/queue/job-queue.js';
import { failureMessage } from './failure-message.js';

export interface JobFailure {
  id: string;
  /** The job's queue: what it does (mail.send-verification...), never its payload. */
  kind: string;
  state: 'retrying' | 'failed' | 'dead-letter';
  tries: number;
  retryLimit: number;
  lastTriedAt: string | null;
  nextTryAt: string | null;
  error: string;
}

export interface JobsOverview {
  queues: QueueCounts[];
  failures: JobFailure[];
}

const DEAD_LETTER_SUFFIX = deadLetterQueueName('');
const RECENT_FAILURES = 50;

/**
 * What operators see of the job queue (pg-boss's own tables, read-only): counts per queue and
 * the latest failures. A job's payload (addresses, rendered emails) is never read out.
 */
export async function jobsOverview(db: Kysely<Database>): Promise<JobsOverview> {
  // One snapshot for the counts and the failures: read on separate connections, a job that
  // failed for good in between was counted (with its dead-letter copy) but not listed.
  const [queues, counts, failures] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(readJobTables);
  const byQueue = new Map<string, QueueCounts>();
  const queueOf = (name: string) => {
    let entry = byQueue.get(name);
    if (!entry) {
      entry = { name, queued: 0, retrying: 0, active: 0, failed: 0, deadLetter: 0 };
      byQueue.set(name, entry);
    }
    return entry;
  };
  for (const { name } of queues.rows) if (!name.endsWith(DEAD_LETTER_SUFFIX)) queueOf(name);
  for (const { name, state, n } of counts.rows) {
    if (name.endsWith(DEAD_LETTER_SUFFIX)) {
      if (state === 'created' || state === 'retry') {
        queueOf(name.slice(0, -DEAD_LETTER_SUFFIX.length)).deadLetter += n;
      }
      continue;
    }
    const entry = queueOf(name);
    if (state === 'created') entry.queued += n;
    else if (state === 'retry') entry.retrying += n;
    else if (state === 'active') entry.active += n;
    else if (state === 'failed') entry.failed += n;
  }
  return {
    queues: [...byQueue.values()].sort((a, b) => a.name.localeCompare(b.name)),
    failures: failures.rows.map(failureOf),
  };
}

/** pg-boss's queues, job counts by state, and the latest failures, in that order. */
async function readJobTables(trx: Kysely<Database>) {
  const queues = await sql<{ name: string }>`select name from pgboss.queue order by name`.execute(
    trx,
  );
  const counts = await sql<{ name: string; state: string; n: number }>`
    select name, state::text as state, count(*)::int as n from pgboss.job
    where state in ('created', 'retry', 'active', 'failed')
    group by name, state`.execute(trx);
  const failures = await sql<FailureRow>`
    select id::text as id, name, state::text as state, retry_count, retry_limit, started_on,
      start_after, output ->> 'message' as message, source_name, source_retry_count,
      source_output ->> 'message' as source_message,
      coalesce(completed_on, started_on, created_on) as at
    from pgboss.job
    where state in ('retry', 'failed')
      or (name like ${`%${DEAD_LETTER_SUFFIX}`} and state in ('created', 'retry'))
    order by at desc
    limit ${RECENT_FAILURES}`.execute(trx);
  return [queues, counts, failures] as const;
}

interface FailureRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  started_on: Date | null;
  start_after: Date;
  message: string | null;
  source_name: string | null;
  source_retry_count: number | null;
  source_message: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function failureOf(row: FailureRow): JobFailure {
  if (row.name.endsWith(DEAD_LETTER_SUFFIX)) {
    return {
      id: row.id,
      kind: row.source_name ?? row.name.slice(0, -DEAD_LETTER_SUFFIX.length),
      state: 'dead-letter',
      tries: (row.source_retry_count ?? 0) + 1,
      retryLimit: row.retry_limit,
      lastTriedAt: null,
      nextTryAt: null,
      error: failureMessage(row.source_message),
    };
  }
  const retrying = row.state === 'retry';
  return {
    id: row.id,
    kind: row.name,
    state: retrying ? 'retrying' : 'failed',
    tries: row.retry_count + 1,
    retryLimit: row.retry_limit,
    lastTriedAt: iso(row.started_on),
    nextTryAt: retrying ? iso(row.start_after) : null,
    error: failureMessage(row.message),
  };
}
