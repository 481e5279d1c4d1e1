import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';

/** Small enough that one statement never holds its locks (or PGlite's one connection) long. */
const PURGE_BATCH = 500;

/** A table whose rows expire, and which of them have. */
export interface PurgeTarget {
  table: keyof Database;
  /** The columns of its primary key. */
  key: string[];
  over: (now: Date) => RawBuilder<unknown>;
}

async function purgeBatch(db: Kysely<Database>, target: PurgeTarget, now: Date) {
  const key = sql.join(target.key.map((column) => sql.ref(column)));
  const table = sql.table(target.table);
  const result = await sql`delete from ${table} where (${key}) in (
    select ${key} from ${table} where ${target.over(now)} limit ${PURGE_BATCH})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Each table in batches until a batch comes back short. */
export async function purgeExpired(
  db: Kysely<Database>,
  targets: readonly PurgeTarget[],
  now: Date,
): Promise<void> {
  for (const target of targets) {
    while ((await purgeBatch(db, target, now)) >= PURGE_BATCH);
  }
}
