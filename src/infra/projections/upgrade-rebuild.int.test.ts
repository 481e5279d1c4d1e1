import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApprovedNanny } from '../../../test/helpers/directory-seed.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import { startTestRuntime } from '../../../test/helpers/test-runtime.js';
import type { Runtime } from '../../runtime.js';
import { defaultMigrationsDir } from '../db/migrator.js';
import { rebuildIfMigrationsAsk } from './upgrade-rebuild.js';

let runtime: Runtime;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: false });
  for (const zip of ['10001', '37402', '60614']) {
    await seedApprovedNanny(runtime, { area: { zip } });
  }
});
afterAll(() => runtime.close());

const directory = () =>
  runtime.db.selectFrom('nanny_directory').selectAll().orderBy('nanny_id').execute();

/** What migration 0040 leaves on a database that has a log: rows without what it added. */
async function asBeforeTheMigration() {
  await sql`update nanny_directory set search_terms = '{}', week = null, single_days = '[]'`.execute(
    runtime.db,
  );
  await sql`delete from directory_cell_zones`.execute(runtime.db);
  const migration = readFileSync(
    join(defaultMigrationsDir(), '0040_directory_search_terms.sql'),
    'utf8',
  );
  const ask = migration.slice(migration.indexOf('insert into read_tables_rebuild_due'));
  await sql.raw(ask).execute(runtime.db);
}

/** The start's step, on this file's runtime, with what it prints. */
async function rebuildAsAsked() {
  const said: string[] = [];
  const asked = await rebuildIfMigrationsAsk(
    runtime.db,
    runtime.catalog,
    runtime.projections,
    (line) => said.push(line),
  );
  return { asked, said };
}

describe(`read tables a migration asks to fold again, on ${testEngine}`, () => {
  it('are folded from the log once, at the next start, and the request is taken', async () => {
    const folded = await directory();
    expect(folded).toHaveLength(3);
    expect(folded.every((row) => row.search_terms.length > 0)).toBe(true);
    await asBeforeTheMigration();
    expect((await directory()).every((row) => row.search_terms.length === 0)).toBe(true);

    const { asked, said } = await rebuildAsAsked();
    expect(asked).toEqual(['0040_directory_search_terms']);
    expect(await directory()).toEqual(folded);
    expect(said.join('\n')).toMatch(/once, for 0040_directory_search_terms/);
    expect(await runtime.db.selectFrom('read_tables_rebuild_due').selectAll().execute()).toEqual(
      [],
    );
  });

  it('fold nothing on a later start', async () => {
    await sql`update nanny_directory set search_terms = '{}'`.execute(runtime.db);
    const { asked, said } = await rebuildAsAsked();
    expect(asked).toEqual([]);
    expect(said).toEqual([]);
    expect((await directory()).every((row) => row.search_terms.length === 0)).toBe(true);
  });

  it('are folded by the app’s start itself', async () => {
    const database = await openTestDatabase();
    await sql`insert into read_tables_rebuild_due (migration) values ('9999_test')`.execute(
      database.db,
    );
    const started = await startTestRuntime({ work: false, database });
    try {
      const due = await started.db.selectFrom('read_tables_rebuild_due').selectAll().execute();
      expect(due).toEqual([]);
    } finally {
      await started.close();
    }
  });

  it('are not asked for by the migration on a database with no log', async () => {
    const database = await openTestDatabase();
    try {
      const due = await database.db.selectFrom('read_tables_rebuild_due').selectAll().execute();
      expect(due).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
