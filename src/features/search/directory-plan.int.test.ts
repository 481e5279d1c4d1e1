import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDirectory, seedNanniesInBulk } from '../../../test/helpers/directory-seed.js';
import { planNodes } from '../../../test/helpers/query-plan.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../../infra/db/database.js';
import { EMPTY_SEARCH } from '../../shared/directory-search.js';
import { directoryQuery } from './search.queries.js';

let database: DatabaseHandle;
const NANNIES = 3000;

beforeAll(async () => {
  database = await openTestDatabase();
  // A directory of some size (the plan on a few rows differs), analyzed as autovacuum leaves it.
  await seedNanniesInBulk(database.db, NANNIES, true);
  await analyzeDirectory(database.db);
}, 120_000);
afterAll(() => database.close());

describe(`a directory page without a home, newest first, on ${testEngine}`, () => {
  // Every page after the first (and every first page the cache has not kept) runs this. Joined
  // to itself, the directory was sorted whole for each page: 16.7 ms a page at 10,000 nannies on
  // PostgreSQL, where walking the page index to the page's end takes 0.6 ms. A test cannot time
  // that, but it can read the plan. (The embedded engine, with no parallel workers, planned the
  // old form well already; on PostgreSQL this test fails with it.)
  it('walks the page index after the cursor and sorts nothing', async () => {
    const { rows: listed } = await sql<{ listed_at: Date; nanny_id: string }>`
      select listed_at, nanny_id from nanny_directory where listed
      order by listed_at desc, nanny_id desc offset 100 limit 1`.execute(database.db);
    const last = listed[0]!;
    const query = directoryQuery({
      search: EMPTY_SEARCH,
      sort: 'newest',
      home: null,
      now: new Date(),
      zone: 'America/New_York',
      limit: 26,
      after: {
        sort: 'newest',
        searchHash: 'test',
        asOf: 0,
        key: [last.listed_at.toISOString()],
        nannyId: last.nanny_id,
      },
    });
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
      explain (format json) ${query}`.execute(database.db);
    const nodes = planNodes(rows[0]!['QUERY PLAN']);
    expect(nodes.map((node) => node['Index Name'])).toContain('nanny_directory_page');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    // And the page it reads is the next 26 after the cursor, newest first.
    const { rows: page } = await query.execute(database.db);
    const { rows: expected } = await sql<{ nanny_id: string }>`
      select nanny_id from nanny_directory where listed
      order by listed_at desc, nanny_id desc offset 101 limit 26`.execute(database.db);
    expect(page.map((row) => row.nanny_id)).toEqual(expected.map((row) => row.nanny_id));
  });
});
