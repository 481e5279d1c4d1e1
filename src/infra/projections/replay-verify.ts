import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvent } from '../event-store/event-store.js';
import type { ProjectionRegistry } from './projection-registry.js';
import {
  compareTables,
  createScratchTables,
  locate,
  scratchName,
  useScratch,
  type LiveTable,
  type ReplayDifference,
} from './replay-compare.js';
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
}

export interface ReplayOptions {
  maxDifferences?: number;
  batchSize?: number;
  /**
   * Work in short transactions instead of one long one: for the embedded engine, whose single
   * connection the whole app shares (see replay-in-slices.ts). Default: one snapshot.
   */
  inSlices?: boolean;
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
 * On PostgreSQL: it all happens in one REPEATABLE READ transaction on a connection of its own, so
 * the log and the live tables are read from one snapshot (an append committing meanwhile is in
 * neither) while the app goes on with the pool's other connections, and the transaction is rolled
 * back at the end, so the scratch schema never outlives the run and the live tables are never
 * written. Unqualified table names in projections reach the scratch copies twice over: kysely's
 * withSchema for built queries, and the search path for any raw SQL.
 */
async function replayInOneSnapshot(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions,
): Promise<ReplayReport> {
  const { maxDifferences = 100, batchSize = 1000 } = options;
  const started = performance.now();
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').execute();
  try {
    const tables: LiveTable[] = [];
    for (const name of registry.tables) tables.push(await locate(trx, name));
    const log = await locate(trx, 'events');
    const scratch = scratchName();
    await createScratchTables(trx, tables, scratch);
    await useScratch(trx, scratch);
    const events = await replayLog(trx, catalog, registry, log.schema, scratch, batchSize);
    const { differences, truncated } = await compareTables(trx, tables, scratch, maxDifferences);
    await trx.rollback().execute();
    return {
      equal: differences.length === 0,
      events,
      seconds: (performance.now() - started) / 1000,
      tables: tables.map((t) => t.name),
      differences,
      truncated,
    };
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
}

async function replayLog(
  trx: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  logSchema: string,
  scratch: string,
  batchSize: number,
): Promise<number> {
  const log = trx.withSchema(logSchema);
  const target = trx.withSchema(scratch);
  let events = 0;
  for (let after = 0; ;) {
    const rows = await log
      .selectFrom('events')
      .selectAll()
      .where('position', '>', after)
      .orderBy('position')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return events;
    const batch = rows.map((row) => toRecordedEvent(catalog, row));
    await registry.apply(batch, target);
    events += batch.length;
    after = batch[batch.length - 1]!.position;
  }
}
