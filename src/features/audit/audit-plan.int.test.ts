import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkLog } from '../../../test/helpers/bulk-log.js';
import { productHistory } from '../../../test/helpers/product-history.js';
import { planNodes } from '../../../test/helpers/query-plan.js';
import { leaseTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../../infra/db/database.js';
import { afterInFollowerOrder } from '../../infra/event-store/event-store.js';
import { pageQuery } from './audit.queries.js';

// The operator's log view pages by keyset in follower order. A test cannot time a page at
// 5,000,000 events, but it can read the plan: a page reads an index in the page's own order from
// the keyset on, and sorts nothing, with or without a type filter, however deep it is.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await leaseTestDatabase();
  // Each stream in a transaction of its own, as commands write: the page's keyset is on the
  // transaction id, and one bulk transaction for the whole log would hide what it costs.
  const log = new BulkLog(database.db);
  while (log.inserted < 3000) {
    for (const [stream, history] of productHistory()) {
      await log.add(stream, history);
      await log.flush();
    }
  }
  await sql`analyze events`.execute(database.db);
}, 120_000);
afterAll(() => database.close());

/**
 * The plan of a page after the event `deep` or near the start. On a test-sized log PostgreSQL may
 * prefer reading all of a type's rows and sorting them (cheap here, not at millions): sorting is
 * priced out, so the plan shows whether an index can serve the page in its order from the keyset.
 */
async function planOfPage(filters: { type?: string }, deep: boolean) {
  const { rows } = await sql<{ position: string }>`
    select position from events order by position offset ${deep ? 2500 : 10} limit 1`.execute(
    database.db,
  );
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const resume = await afterInFollowerOrder(trx, Number(rows[0]!.position));
    const query = pageQuery(trx, filters, resume, 101).compile();
    const explained = await trx.executeQuery({
      ...query,
      sql: `explain (format json) ${query.sql}`,
    });
    return planNodes((explained.rows[0] as Record<string, unknown>)['QUERY PLAN']);
  });
}

describe(`a page of the event log, on ${testEngine}`, () => {
  for (const [label, filters] of [
    ['without a filter', {}],
    ['of a common type', { type: 'BookingRequested' }],
    ['of a rare type', { type: 'NannyRejected' }],
  ] as const) {
    for (const deep of [false, true]) {
      it(`${label}, ${deep ? 'deep in the log' : 'near its start'}: an index in page order, no sort`, async () => {
        const nodes = await planOfPage(filters, deep);
        const types = nodes.map((node) => node['Node Type']);
        expect(types).not.toContain('Sort');
        // The settled rule looks up which running transactions belong to other databases in
        // pg_stat_activity, which reads the (small) system catalogs pg_database and pg_authid
        // whole; the log's own tables are never read whole.
        const readWhole = nodes
          .filter((node) => node['Node Type'] === 'Seq Scan')
          .map((node) => String(node['Relation Name']));
        expect(readWhole.filter((relation) => !relation.startsWith('pg_'))).toEqual([]);
        // A common type's page is met soon walking the whole log's order; a rare one's is not,
        // and reads the type's own index, in the same order.
        const rare = 'type' in filters && filters.type === 'NannyRejected';
        const scan = nodes.find((node) =>
          rare
            ? node['Index Name'] === 'events_by_type_in_follow_order'
            : String(node['Index Name']).startsWith('events_'),
        );
        // The keyset is where the index read starts, not a filter over what was read.
        expect(String(scan?.['Index Cond'])).toMatch(
          /ROW\(transaction_id, "?position"?\) >|"?position"? >/,
        );
      });
    }
  }
});
