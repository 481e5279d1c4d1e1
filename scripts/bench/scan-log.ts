import type { Runtime } from '../../src/runtime.js';

/**
 * The replay benches' baseline: the whole log read as a replay reads it (keyset pages of 10,000),
 * with nothing done to the rows. Answers how many events it read.
 */
export async function scanLog(runtime: Runtime): Promise<number> {
  let count = 0;
  for (let after = 0; ;) {
    const rows = await runtime.db
      .selectFrom('events')
      .selectAll()
      .where('position', '>', after)
      .orderBy('position')
      .limit(10_000)
      .execute();
    if (rows.length === 0) return count;
    count += rows.length;
    after = Number(rows[rows.length - 1]!.position);
  }
}
