import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/infra/db/database.js';
import { prepareSchema } from '../helpers/prepare-schema.js';
import { templateFingerprint } from '../helpers/template-fingerprint.js';
import { databaseUrlFor } from '../helpers/postgres-admin.js';

/**
 * Creates (once per schema fingerprint) a migrated template database on the server in
 * TEST_DATABASE_URL; each test file clones it with CREATE DATABASE ... TEMPLATE, which is fast.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at TEST_DATABASE_URL is not reachable (${(error as Error).message}). ` +
        'Start the server or unset TEST_DATABASE_URL to test on the embedded database only.',
    );
  }
  const template = `rbt_template_${templateFingerprint()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    const building = `${template}_building_${process.pid}`;
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ url: databaseUrlFor(adminUrl, building), poolSize: 2 });
    try {
      await prepareSchema(database);
    } finally {
      await database.close();
    }
    // Renamed only when complete, so a crashed build is never used as a template.
    await admin.query(`alter database ${building} rename to ${template}`);
    await admin.query(`alter database ${template} with is_template true`);
  }
  const runId = `${process.pid}x${Date.now().toString(36)}`;
  await dropDatabases(admin, staleDatabasesQuery, [template]);
  await admin.end();
  project.provide('postgresTemplate', { adminUrl, template, runId });
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await dropDatabases(cleanup, `select datname from pg_database where datname like $1`, [
      `rbt\\_test\\_${runId}\\_%`,
    ]);
    await cleanup.end();
  };
}

/** Templates of older schemas, and test databases of crashed runs (nobody connected). */
const staleDatabasesQuery = `
  select datname from pg_database d
  where (datname like 'rbt\\_template\\_%' and datname <> $1)
     or (datname like 'rbt\\_test\\_%'
         and not exists (select 1 from pg_stat_activity a where a.datname = d.datname))`;

async function dropDatabases(admin: pg.Client, query: string, params: string[]): Promise<void> {
  const stale = await admin.query<{ datname: string }>(query, params);
  for (const { datname } of stale.rows) {
    await admin.query(`alter database ${datname} with is_template false`).catch(() => {});
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
}
