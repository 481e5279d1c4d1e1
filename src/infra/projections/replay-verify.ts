import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { countLog, foldFromStart } from './fold-log.js';
import { foldLogInSnapshot, type LogReaderSettings } from './log-reader.js';
import { defaultReplayRowsInMemory } from '../../config.js';
import { MemoryRows } from './memory-rows.js';
import type { ProjectionRegistry } from './projection-registry.js';
import { compareTables } from './compare-tables.js';
import { inUtc, locateAll, replayVerdict, type ReplayDifference } from './replay-compare.js';
import { replayInSlices } from './replay-in-slices.js';

export type { ReplayDifference } from './replay-compare.js';

export interface ReplayReport {
  equal: boolean;
  events: number;
  /** The whole run: replay and comparison. */
  seconds: number;
  tables: string[];
  differences: ReplayDifference[];
  /** More differences exist than are listed. */
  truncated: boolean;
  /** Rows the fold could not hold in memory and wrote to a file of its own (0: none). */
  spilledRows?: number;
}

export interface ReplayOptions {
  maxDifferences?: number;
  /** Events read from the log at a time. */
  batchSize?: number;
  /**
   * Work in short transactions instead of one long one: for the embedded engine, whose single
   * connection the whole app shares (see replay-in-slices.ts). Default: one snapshot.
   */
  inSlices?: boolean;
  /**
   * Connections comparing tables at once in the one-snapshot replay, all reading its snapshot
   * (compare-tables.ts). More than 1 only where the pool has connections to spare (PostgreSQL).
   */
  compareConnections?: number;
  /** Told the events folded so far after each batch read from the log. */
  onProgress?: (events: number) => void;
  /** Told the events in the log once the run has its snapshot, before folding starts. */
  onStart?: (total: number) => void;
  /** Told when the fold is done and the tables are being compared. */
  onComparing?: () => void;
  /**
   * Checked between batches, slices and pages: once aborted, the run rolls back, drops what it
   * wrote and rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /** Awaited after each batch read from the log (fold-log.ts): for tests that watch a run. */
  pace?: () => Promise<void>;
  /**
   * Read and open the log in a worker thread while this one folds (log-reader.ts): PostgreSQL
   * only, in one snapshot; the runtime offers it as `logReader` where it applies.
   */
  logReader?: LogReaderSettings;
  /**
   * Rows held in memory before the least recently used go to a temporary file of this process
   * (memory-rows.ts): the configuration's REPLAY_ROWS_IN_MEMORY, or its default. One snapshot only: the
   * embedded engine's replay in slices holds every row.
   */
  rowsInMemory?: number;
}

type Db = Kysely<Database>;

/**
 * The auditor's check: replays the whole log into empty copies of every read table and compares
 * them with the live ones, reporting every cell that differs.
 */
export function replayAndVerify(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  return options.inSlices
    ? replayInSlices(db, catalog, registry, options)
    : replayInOneSnapshot(db, catalog, registry, options);
}

/**
 * On PostgreSQL: one REPEATABLE READ transaction on a connection of its own, so the log and the
 * live tables are read from one snapshot (an append committing meanwhile is in neither) while
 * the app goes on with the pool's other connections. The log is folded in memory, then each
 * table's replayed rows are sent to the server in batches and compared there with the live ones
 * (compare-rows.ts), on `compareConnections` connections sharing the snapshot (compare-tables.ts).
 * It only reads: no transaction takes a transaction id, so nothing waits on it, and nothing is
 * left behind.
 */
async function replayInOneSnapshot(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions,
): Promise<ReplayReport> {
  const { maxDifferences = 100, batchSize = 10_000, compareConnections = 1 } = options;
  const started = performance.now();
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').execute();
  let rows: MemoryRows | undefined;
  try {
    const tables = await locateAll(trx, [...registry.tables, 'events']);
    const log = tables.pop()!;
    const total = await countLog(trx, log.schema);
    options.onStart?.(total);
    rows = new MemoryRows(registry.specs, {
      rowsInMemory: options.rowsInMemory ?? defaultReplayRowsInMemory(),
    });
    const folded = foldFromStart({
      catalog,
      registry,
      rows,
      logSchema: log.schema,
      onProgress: options.onProgress,
      signal: options.signal,
      pace: options.pace,
    });
    await foldLogInSnapshot(trx, folded, batchSize, total, options.logReader);
    options.signal?.throwIfAborted();
    options.onComparing?.();
    await inUtc(trx);
    const { differences, truncated } = await compareTables(
      db,
      trx,
      tables,
      rows,
      maxDifferences,
      compareConnections,
    );
    await trx.rollback().execute();
    return {
      ...replayVerdict(started, folded.events, tables, { differences, truncated }),
      spilledRows: rows.spilled,
    };
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  } finally {
    rows?.close();
  }
}
