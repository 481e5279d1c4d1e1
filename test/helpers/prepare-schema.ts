import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { migrateToLatest } from '../../src/infra/db/migrator.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../../src/runtime.js';
import { testConfig } from './test-config.js';

/**
 * What a template database holds: our migrations, and pg-boss's tables with the product's queues
 * and schedules, as the app's first start leaves them. Each test file's runtime then finds its
 * queues instead of creating some seventy (a fifth of a runtime's start); a queue the template
 * lacks (a test's own) is still created, and the worker's database goes back to exactly these
 * rows between files. Nothing else the start wrote stays (the data-key check, say).
 */
export async function prepareSchema(database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  const filled = await tablesWithRows(database);
  const files = mkdtempSync(join(tmpdir(), 'rbt-template-'));
  try {
    const runtime = await startRuntime(testConfig(), {
      database: { ...database, close: async () => {} },
      work: false,
      storage: createLocalFileStorage(files),
      logger: { error: () => {} },
    });
    await runtime.close();
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
  for (const table of await tablesWithRows(database)) {
    if (!filled.includes(table)) await sql`delete from ${sql.raw(table)}`.execute(database.db);
  }
}

/** Our tables that hold rows (pg-boss's are left as its start made them). */
async function tablesWithRows(database: DatabaseHandle): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
    where schemaname = 'public'`.execute(database.db);
  const filled: string[] = [];
  for (const { name } of tables.rows) {
    const any = await sql`select 1 from ${sql.raw(name)} limit 1`.execute(database.db);
    if (any.rows.length > 0) filled.push(name);
  }
  return filled;
}
