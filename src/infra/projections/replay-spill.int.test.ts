import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { productHistoryForFile } from '../../../test/helpers/test-bed.js';
import { foldFromStart, foldWholeLog } from './fold-log.js';
import { MemoryRows } from './memory-rows.js';
import { replayAndVerify } from './replay-verify.js';
import { rebuildReadTables, tamperWithNannyBio } from '../../../test/helpers/read-tables.js';

// Past its memory budget a replay spills the least recently used rows to a file of its own and
// reads them back on a miss: the rows must come back exactly as the fold left them (dates as
// dates, jsonb as objects), so a spilled replay is the same as one held in memory, cell by cell.

const { runtime, ids } = productHistoryForFile();
/** Small enough that the product's scripted history spills many times over. */
const TINY = 8;

const foldInto = async (rows: MemoryRows) => {
  const fold = foldFromStart({
    catalog: runtime.catalog,
    registry: runtime.projections,
    rows,
    logSchema: 'public',
  });
  await foldWholeLog(runtime.db, fold, 7);
  return fold.events;
};

const verify = (rowsInMemory?: number) =>
  replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
    rowsInMemory,
    compareConnections: testEngine === 'postgres' ? 2 : 1,
  });

describe(`a replay past its memory budget on ${testEngine}`, () => {
  it('folds every table to the same rows, cell by cell, as one held in memory', async () => {
    const held = new MemoryRows(runtime.projections.specs);
    const spilling = new MemoryRows(runtime.projections.specs, { rowsInMemory: TINY });
    try {
      const events = await foldInto(held);
      expect(await foldInto(spilling)).toBe(events);
      expect(held.spilled).toBe(0);
      expect(spilling.spilled).toBeGreaterThan(events);
      let dates = 0;
      for (const table of runtime.projections.tables) {
        expect(spilling.sizeOf(table), table).toBe(held.sizeOf(table));
        const expected = [...(await held.inKeyOrder(table)).rows()];
        const got = [...(await spilling.inKeyOrder(table)).rows()];
        // toStrictEqual: the same classes (a Date is not its text) and the same keys set.
        expect(got, table).toStrictEqual(expected);
        for (const row of got)
          for (const value of Object.values(row)) if (value instanceof Date) dates++;
      }
      expect(dates, 'the history holds timestamps as dates').toBeGreaterThan(0);
    } finally {
      held.close();
      spilling.close();
    }
  });

  it('finds the live tables equal, and reports a changed cell as the in-memory replay does', async () => {
    const spilled = await verify(TINY);
    expect(spilled).toMatchObject({ equal: true, differences: [], truncated: false });
    expect(spilled.spilledRows).toBeGreaterThan(0);
    expect((await verify()).spilledRows).toBe(0);

    await tamperWithNannyBio(runtime.db, ids.nanny);
    await sql`delete from nanny_single_days where entry_id = ${ids.secondDay}`.execute(runtime.db);
    try {
      const held = await verify();
      const small = await verify(TINY);
      expect(held.equal).toBe(false);
      expect(small.differences).toEqual(held.differences);
    } finally {
      await rebuildReadTables(runtime);
    }
    expect((await verify()).equal).toBe(true);
  });

  it('rebuilds the read tables past its budget to what a replay finds equal', async () => {
    await tamperWithNannyBio(runtime.db, ids.nanny);
    const rebuilt = await rebuildReadTables(runtime, { rowsInMemory: TINY });
    expect(rebuilt.spilledRows).toBeGreaterThan(0);
    expect(await verify()).toMatchObject({ equal: true, spilledRows: 0 });
  });
});
