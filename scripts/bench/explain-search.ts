import { sql } from 'kysely';
import { placeOfZipNow } from '../../test/helpers/zip-places.js';
import { EMPTY_SEARCH } from '../../src/shared/directory-search.js';
import type { Runtime } from '../../src/runtime.js';
import { directoryQuery } from '../../src/features/search/search.queries.js';

/**
 * With BENCH_EXPLAIN=1: the plan of one search of the distinct mix (a Manhattan parent, a Monday
 * 10:00-12:00, two needs, distance first), run and timed (docs/performance.md, Directory).
 */
export async function explainSearch(runtime: Runtime, date: string) {
  if (process.env.BENCH_EXPLAIN !== '1') return;
  const home = placeOfZipNow('10002')!;
  const query = directoryQuery({
    search: {
      ...EMPTY_SEARCH,
      needs: ['autism', 'adhd'],
      window: { date, start: '10:00', end: '12:00' },
    },
    sort: 'distance',
    home,
    now: new Date(),
    zone: home.timeZone,
    platformZone: runtime.config.timeZone,
    limit: 25,
  });
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain (analyze, buffers) ${query}`.execute(runtime.db);
  console.log(rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
}
