import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { compareWithRows } from './compare-rows.js';
import type { MemoryRows } from './memory-rows.js';
import { inUtc, type LiveTable, type ReplayDifference } from './replay-compare.js';

type Db = Kysely<Database>;

/** What pg_export_snapshot returns: hex groups joined by dashes. */
const SNAPSHOT_ID = /^[0-9A-F]+(-[0-9A-F]+)+$/i;

/**
 * Compares every live table with its replayed rows, on `connections` connections at once that
 * all read the replay's one snapshot: the first is the replay's own transaction, which exports
 * its snapshot; the others import it (SET TRANSACTION SNAPSHOT) in read-only transactions of
 * their own, so every table is still compared with the log as it was at one moment. The server
 * compares on as many cores as there are connections, while this process builds the next batch.
 *
 * The differences come out in table order and stop at `maxDifferences`, exactly as a one-by-one
 * comparison would list them.
 */
export async function compareTables(
  db: Db,
  trx: Db,
  tables: LiveTable[],
  rows: MemoryRows,
  maxDifferences: number,
  connections: number,
): Promise<{ differences: ReplayDifference[]; truncated: boolean }> {
  const groups = spread(tables, rows, Math.max(1, Math.min(connections, tables.length)));
  const compareGroup = async (conn: Db, group: LiveTable[]) => {
    const found = new Map<string, { differences: ReplayDifference[]; truncated: boolean }>();
    for (const table of group) {
      const spec = rows.specOf(table.name);
      found.set(
        table.name,
        await compareWithRows(conn, table, spec, await rows.inKeyOrder(table.name), maxDifferences),
      );
      // Compared: its rows are not needed again, and the next table's batches need the room.
      rows.release(table.name);
    }
    return found;
  };
  const [own, ...others] = groups;
  const snapshot = others.length > 0 ? await exportSnapshot(trx) : '';
  const results = await Promise.all([
    compareGroup(trx, own!),
    ...others.map((group) => inSnapshot(db, snapshot, (conn) => compareGroup(conn, group))),
  ]);
  const byTable = new Map(results.flatMap((result) => [...result]));
  const differences: ReplayDifference[] = [];
  for (const table of tables) {
    const found = byTable.get(table.name)!;
    differences.push(...found.differences);
    if (found.truncated || differences.length > maxDifferences) {
      return { differences: differences.slice(0, maxDifferences), truncated: true };
    }
  }
  return { differences, truncated: false };
}

/** Tables dealt out, largest first, to whichever connection has the fewest rows to compare. */
function spread(tables: LiveTable[], rows: MemoryRows, count: number): LiveTable[][] {
  const groups = Array.from({ length: count }, () => ({ size: 0, tables: [] as LiveTable[] }));
  const sized = tables.map((table) => ({ table, size: rows.sizeOf(table.name) }));
  for (const { table, size } of sized.sort((a, b) => b.size - a.size)) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.tables.push(table);
    lightest.size += size;
  }
  return groups.map((group) => group.tables);
}

/** The id of `trx`'s snapshot, for other connections (or threads) to read the same data. */
export async function exportSnapshot(trx: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
  const id = rows[0]!.id;
  if (!SNAPSHOT_ID.test(id)) throw new Error(`unexpected snapshot id ${id}`);
  return id;
}

/** `work` in a read-only transaction of its own that sees the exported snapshot. */
async function inSnapshot<T>(db: Db, snapshot: string, work: (conn: Db) => Promise<T>): Promise<T> {
  const conn = await db
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  try {
    // A utility statement takes no parameters; the id was checked against SNAPSHOT_ID.
    await sql`set transaction snapshot ${sql.lit(snapshot)}`.execute(conn);
    await inUtc(conn);
    return await work(conn);
  } finally {
    await conn.rollback().execute();
  }
}
