import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { writeRows } from './bulk-writer.js';
import { countLog, foldFromStart } from './fold-log.js';
import { foldLogInSnapshot, type LogReaderSettings } from './log-reader.js';
import { defaultReplayRowsInMemory } from '../../config.js';
import { MemoryRows } from './memory-rows.js';
import type { ProjectionRegistry } from './projection-registry.js';
import { locate, locateAll } from './replay-compare.js';

/** How the rebuild is watched (the command line prints its progress) and how it reads the log. */
interface RebuildOptions {
  /** The events in the log, once it is locked and before the fold starts. */
  onStart?: (total: number) => void;
  /** The events folded so far, after each batch. */
  onProgress?: (events: number) => void;
  /**
   * Read and open the log in a worker thread while this one folds (log-reader.ts): PostgreSQL
   * only. Not for a rebuild inside a transaction that changed the log (an erasure): another
   * connection cannot see its uncommitted rows.
   */
  logReader?: LogReaderSettings;
  /**
   * Rows held in memory before the least recently used go to a temporary file of this process
   * (memory-rows.ts): the configuration's REPLAY_ROWS_IN_MEMORY, or its default.
   */
  rowsInMemory?: number;
}

interface RebuildResult {
  events: number;
  tables: string[];
  /** Rows the fold could not hold in memory and wrote to a file of its own (0: none). */
  spilledRows: number;
}

/**
 * Empties every read table and replays the whole log into them, in one transaction: readers
 * keep seeing the old tables until it commits, and appends wait (the log is locked against
 * writes) so no event lands between the replay and the commit. The log is folded in memory
 * (past `rowsInMemory` rows, the least recently used in a temporary file: memory-rows.ts), then
 * each table is written in bulk with its secondary indexes dropped and built again after.
 */
export async function rebuildProjections(
  db: Kysely<Database>,
  ...rebuild: RebuildArguments
): Promise<RebuildResult> {
  return db.transaction().execute((trx) => rebuildInTransaction(trx, ...rebuild));
}

/** What a rebuild replays and how: the log's event types, the projections, its settings. */
type RebuildArguments = [
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  batchSize?: number,
  options?: RebuildOptions,
];

/** rebuildProjections in the caller's transaction (an erasure whose reach a partial fold cannot follow). */
export async function rebuildInTransaction(
  trx: Kysely<Database>,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  batchSize = 10_000,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  await sql`lock table events in exclusive mode`.execute(trx);
  const rows = new MemoryRows(registry.specs, {
    rowsInMemory: options.rowsInMemory ?? defaultReplayRowsInMemory(),
  });
  try {
    return await foldAndWrite(trx, catalog, registry, batchSize, options, rows);
  } finally {
    rows.close();
  }
}

async function foldAndWrite(
  trx: Kysely<Database>,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  batchSize: number,
  options: RebuildOptions,
  rows: MemoryRows,
): Promise<RebuildResult> {
  const log = await locate(trx, 'events');
  const total = await countLog(trx, log.schema);
  options.onStart?.(total);
  const fold = foldFromStart({
    catalog,
    registry,
    rows,
    logSchema: log.schema,
    onProgress: options.onProgress,
  });
  // The log is locked against writes: what trx sees is every event there will be.
  await foldLogInSnapshot(trx, fold, batchSize, total, options.logReader);
  const tables = registry.tables;
  if (tables.length > 0) {
    await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
  }
  const located = await locateAll(trx, tables);
  const indexesByTable = await secondaryIndexes(trx, tables);
  for (const [at, table] of tables.entries()) {
    const live = located[at]!;
    const indexes = indexesByTable.get(table) ?? [];
    for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
    await writeRows(trx, live.schema, rows.specOf(table), rows.rowsOf(table));
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
  }
  return { events: fold.events, tables, spilledRows: rows.spilled };
}

/**
 * Each table's indexes that back no constraint, safe to drop during a load and build again
 * after: read for every table in one statement, as the tables themselves are located.
 */
async function secondaryIndexes(db: Kysely<Database>, tables: readonly string[]) {
  const { rows } = await sql<{ asked: string; name: string; definition: string }>`
    select t.asked, i.indexrelid::regclass::text as name,
      pg_get_indexdef(i.indexrelid) as definition
    from unnest(${tables}::text[]) as t(asked)
    join pg_index i on i.indrelid = to_regclass(t.asked)
    where not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  const byTable = new Map<string, { name: string; definition: string }[]>();
  for (const { asked, name, definition } of rows) {
    byTable.set(asked, [...(byTable.get(asked) ?? []), { name, definition }]);
  }
  return byTable;
}
