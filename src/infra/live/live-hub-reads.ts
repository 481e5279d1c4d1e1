import type { Kysely } from 'kysely';
import { followerHead } from '../event-store/event-store.js';
import type { Database } from '../db/schema.js';

const SESSION_IDS_PER_QUERY = 1000;

/** The last event in follower order (the position readAll would continue after), as a number. */
export async function headPosition(db: Kysely<Database>): Promise<number> {
  return (await followerHead(db))?.position ?? 0;
}

/**
 * The newest committed event, settled or not. On PostgreSQL the follower's head stops short of
 * events committed while an older transaction (in any database of the server) still runs; a
 * wait for "everything committed so far" must wait for those too.
 */
export async function newestPosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('position').as('newest'))
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** Which of these sessions still exist and have not expired, a bounded batch per query. */
export async function aliveSessions(
  db: Kysely<Database>,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const alive = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', sessionIds.slice(start, start + SESSION_IDS_PER_QUERY))
      .where('expires_at', '>', now)
      .execute();
    for (const row of rows) alive.add(row.id);
  }
  return alive;
}
