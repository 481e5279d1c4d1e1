import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/infra/db/database.js';
import { databaseUrlFor } from './postgres-admin.js';
import { workerDatabases } from './worker-database.js';

export type TestEngine = 'embedded' | 'postgres';

/** Which database this test project runs on (set per vitest project). */
export const testEngine: TestEngine =
  process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'embedded';

/**
 * A fresh, migrated database of its own for the calling test file: an in-memory PGlite
 * restored from the template snapshot, or a PostgreSQL database cloned from the template.
 * Closing it also removes it.
 */
export async function openTestDatabase(
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if (testEngine === 'embedded') {
    const snapshot = new Blob([await readFile(inject('embeddedSnapshotPath'))]);
    return openDatabase({ embedded: { snapshot } });
  }
  const clone = await clonePostgresTemplate();
  const database = await openDatabase({ url: clone.url, poolSize: options.poolSize ?? 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await clone.drop();
    },
  };
}

/**
 * The worker's database, emptied back to the template's rows, for a test file's runtime: opened
 * once per worker, not once per file (worker-database.ts). Closing it gives it back. A file that
 * holds one already gets a fresh one of its own (openTestDatabase).
 */
export function leaseTestDatabase(): Promise<DatabaseHandle> {
  return workerDatabases().lease(() => openTestDatabase());
}

/** A new PostgreSQL database cloned from the migrated template, for one test file. */
export async function clonePostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, template, runId } = inject('postgresTemplate');
  const name = `rbt_test_${runId}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).then(() => {}),
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
