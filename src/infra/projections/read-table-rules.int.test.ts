import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productProjections } from '../../../test/helpers/bulk-log.js';
import { openTestDatabase, testEngine } from '../../../test/helpers/test-database.js';
import type { DatabaseHandle } from '../db/database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/**
 * A command's projection writes to different tables go out as one statement of CTEs, whose parts
 * run in no set order (inline-rows.ts, statementsOf). That equals running them one by one only
 * while nothing links two read tables: a foreign key or a trigger on one would. This keeps a
 * migration from adding one unnoticed.
 */
describe(`the read tables, on ${testEngine}`, () => {
  it('have no foreign keys and no triggers, so their writes can be batched', async () => {
    const tables = productProjections.tables;
    expect(tables.length).toBeGreaterThan(10);
    const { rows } = await sql<{ table_name: string; what: string }>`
      select c.conrelid::regclass::text as table_name, 'foreign key ' || c.conname as what
        from pg_constraint c
        where c.contype = 'f'
          and (c.conrelid::regclass::text = any(${tables}::text[])
               or c.confrelid::regclass::text = any(${tables}::text[]))
      union all
      select t.tgrelid::regclass::text, 'trigger ' || t.tgname
        from pg_trigger t
        where not t.tgisinternal and t.tgrelid::regclass::text = any(${tables}::text[])
      order by 1, 2`.execute(handle.db);
    expect(rows).toEqual([]);
  });
});
