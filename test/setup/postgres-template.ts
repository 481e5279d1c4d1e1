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
      { cause: error },
    );
  }
  const template = `rbt_template_${templateFingerprint()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    const building = `${template}_building_${process.pid}`;
    await admin.query(`create database ${building}`);
    await markUsed(admin, building);
    const database = await openDatabase({ url: databaseUrlFor(adminUrl, building), poolSize: 2 });
    try {
      await prepareSchema(database);
    } finally {
      await database.close();
    }
    // Renamed only when complete, so a crashed build is never used as a template. A run that
    // built the same schema meanwhile got there first: use its template, drop this one.
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
      await admin.query(`alter database ${template} with is_template true`);
    } catch (error) {
      const built = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (built.rowCount === 0) throw error;
      await dropDatabases(admin, [building]);
    }
  }
  await markUsed(admin, template);
  const runId = `${process.pid}x${Date.now().toString(36)}`;
  await dropStaleDatabases(admin, template);
  await admin.end();
  project.provide('postgresTemplate', { adminUrl, template, runId });
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const mine = await cleanup.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`rbt\\_test\\_${runId}\\_%`],
    );
    await dropDatabases(
      cleanup,
      mine.rows.map((row) => row.datname),
    );
    await cleanup.end();
  };
}

/**
 * Another checkout may be testing other code on the same server right now, with its own
 * template and test databases: only what nobody has used for a day is dropped, so concurrent
 * runs never pull a template or a database from under each other.
 */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The database's comment holds when a run last used it. */
async function markUsed(admin: pg.Client, datname: string): Promise<void> {
  await admin.query(`comment on database ${datname} is '${new Date().toISOString()}'`);
}

async function dropStaleDatabases(admin: pg.Client, template: string): Promise<void> {
  const candidates = await admin.query<{ datname: string; used: string | null; busy: boolean }>(`
    select datname, shobj_description(d.oid, 'pg_database') as used,
      exists (select 1 from pg_stat_activity a where a.datname = d.datname) as busy
    from pg_database d
    where datname like 'rbt\\_template\\_%' or datname like 'rbt\\_test\\_%'`);
  const cutoff = Date.now() - STALE_AFTER_MS;
  const stale = candidates.rows.filter(({ datname, used, busy }) => {
    if (datname === template || busy) return false;
    const since = datname.startsWith('rbt_test_') ? runStartedAt(datname) : Date.parse(used ?? '');
    return !(since >= cutoff); // unknown age counts as stale
  });
  await dropDatabases(
    admin,
    stale.map((row) => row.datname),
  );
}

/** Test databases are named rbt_test_<pid>x<start time in base 36>_<random>. */
function runStartedAt(datname: string): number {
  const match = /^rbt_test_\d+x([0-9a-z]+)_/.exec(datname);
  return match?.[1] ? parseInt(match[1], 36) : Number.NaN;
}

async function dropDatabases(admin: pg.Client, names: string[]): Promise<void> {
  for (const datname of names) {
    await admin.query(`alter database ${datname} with is_template false`).catch(() => {});
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
}
