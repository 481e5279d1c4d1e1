import { sql, type Kysely } from 'kysely';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../infra/auth/session-store.js';
import { purgeExpired, type PurgeTarget } from '../../infra/db/purge-expired.js';
import type { Database } from '../../infra/db/schema.js';
import { scheduledJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';

const ACCOUNTS_PURGE_JOB = 'accounts.purge-expired';

/** Every rate-limit window is a day or shorter, so an older one counts nothing any more. */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Ended sessions, expired one-time links (used or not: a used link is kept until it expires so
 * that opening it again says "already used"), expired Google sign-ins in progress and old
 * rate-limit windows. Nothing reads them any more; they only hold hashes and addresses.
 */
const targets: PurgeTarget[] = [
  {
    table: 'sessions',
    key: ['id'],
    over: (now) =>
      sql`expires_at <= ${now} or created_at <= ${new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)}`,
  },
  { table: 'account_tokens', key: ['token_hash'], over: (now) => sql`expires_at <= ${now}` },
  { table: 'oauth_flows', key: ['state_hash'], over: (now) => sql`expires_at <= ${now}` },
  {
    table: 'rate_limit_counters',
    key: ['bucket', 'window_start'],
    over: (now) => sql`window_start < ${new Date(now.getTime() - RATE_LIMIT_KEEP_MS)}`,
  },
];

/** Hourly, on one instance: each table in batches until a batch comes back short. */
export function accountsPurgeJob(deps: { db: Kysely<Database>; clock: () => Date }): JobDefinition {
  return scheduledJob(ACCOUNTS_PURGE_JOB, '17 * * * *', () =>
    purgeExpired(deps.db, targets, deps.clock()),
  );
}
