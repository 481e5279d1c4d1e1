import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const SESSION_IDS_PER_QUERY = 1000;

/** The last event in follower order (the position readAll would continue after), as a number. */
export async function headPosition(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ position: string | number }>`
    select position from events
    where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id desc, position desc
    limit 1`.execute(db);
  // bigint: a string from PostgreSQL, a number from the embedded engine.
  return Number(result.rows[0]?.position ?? 0);
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
