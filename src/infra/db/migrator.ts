import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { projectRoot } from '../project-root.js';
import type { Database } from './schema.js';

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same in every process running migrations.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Whether a one-time step (a migration, a data step) is recorded in schema_migrations, read
 * under its advisory lock, held until the transaction ends: instances starting together run
 * it once, and the one that waited sees it done.
 */
export async function stepRecorded(
  trx: Transaction<Database>,
  lockKey: number,
  name: string,
): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(${lockKey})`.execute(trx);
  const done = await trx
    .selectFrom('schema_migrations')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return done !== undefined;
}

export const defaultMigrationsDir = () => join(projectRoot(), 'migrations');

/**
 * Applies the forward-only SQL files of migrations/ in name order, each in its own transaction,
 * under an advisory lock so app instances starting together do not race. Returns what it applied.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrationsDir = defaultMigrationsDir(),
): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  // Rows are only ever added (forward-only): a file recorded now stays done, so only the others
  // are read and checked again under the lock. A start on a migrated database is one statement
  // instead of four for each file.
  const recorded = new Set(
    (await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (recorded.has(file)) continue;
    const body = await readFile(join(migrationsDir, file), 'utf8');
    const ran = await db.transaction().execute(async (trx) => {
      if (await stepRecorded(trx, MIGRATION_LOCK_KEY, file)) return false;
      await sql.raw(body).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
