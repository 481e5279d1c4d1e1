import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { writeRows } from './bulk-writer.js';
import { countLog, foldFromStart, foldNextBatch, type LogFold } from './fold-log.js';
import { MemoryRows } from './memory-rows.js';
import type { ProjectionRegistry } from './projection-registry.js';
import {
  addScratchKey,
  compareRange,
  createScratchTables,
  locateAll,
  pageEnd,
  SCRATCH_PREFIX,
  scratchName,
  inUtc,
  replayVerdict,
  type LiveTable,
  type ReplayDifference,
} from './replay-compare.js';
import type { Row } from './rows.js';
import type { ReplayOptions, ReplayReport } from './replay-verify.js';

type Db = Kysely<Database>;

/** Events read at a time: one short query, then folded in memory with the connection free. */
const READ_BATCH = 2000;
/** Rows per bulk insert into the scratch copies. */
const WRITE_BATCH = 1000;
/** Rows compared per transaction. */
const PAGE_ROWS = 2000;
/** A breath between two steps, so requests waiting for the connection go first. */
const PAUSE_MS = 2;

/**
 * Replay and verify for the embedded engine, whose single connection every request shares: one
 * long transaction would stop the app answering for the whole run. So every step holds the
 * connection briefly, and requests waiting for it are served in between:
 * 1. the log is folded in memory, READ_BATCH events per query;
 * 2. scratch copies of the read tables are written from memory in bulk, WRITE_BATCH rows per
 *    statement, and get their keys (dropped at the end, or by the next run should this process
 *    die meanwhile);
 * 3. each table is compared a page of keys at a time, in a transaction that first folds whatever
 *    was appended since and rewrites the scratch rows it changed, so the page of the copy and the
 *    page of the live table stand at the same point of the log.
 * One process owns the embedded database and appends in position order, so reading after the
 * last position never misses an event committed later with a lower one (on PostgreSQL it could:
 * that engine keeps the one-snapshot replay). A difference found means that row differed at
 * that point of the log; none found means each row equals the replay of the log as it stood
 * when its page was compared.
 */
export async function replayInSlices(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions,
): Promise<ReplayReport> {
  const { maxDifferences = 100, signal } = options;
  const started = performance.now();
  const scratch = scratchName();
  const { tables, log } = await db.transaction().execute(async (trx) => {
    await dropLeftoverScratch(trx);
    const found = await locateAll(trx, [...registry.tables, 'events']);
    const log = found.pop()!;
    await createScratchTables(trx, found, scratch);
    return { tables: found, log };
  });
  try {
    options.onStart?.(await countLog(db, log.schema));
    const rows = new MemoryRows(registry.specs);
    const fold: LogFold = foldFromStart({
      catalog,
      registry,
      rows,
      logSchema: log.schema,
      onProgress: options.onProgress,
      signal,
      pace: options.pace,
    });
    const batchSize = options.batchSize ?? READ_BATCH;
    while (await foldNextBatch(db, fold, batchSize)) await pause(PAUSE_MS);
    options.onComparing?.();
    rows.trackChanges();
    for (const table of tables) {
      const all = [...rows.rowsOf(table.name)];
      for (let start = 0; start < all.length; start += WRITE_BATCH) {
        signal?.throwIfAborted();
        await writeRows(
          db,
          scratch,
          rows.specOf(table.name),
          all.slice(start, start + WRITE_BATCH),
        );
        await pause(PAUSE_MS);
      }
      await addScratchKey(db, table, scratch);
    }
    const differences: ReplayDifference[] = [];
    let truncated = false;
    for (const table of tables) {
      truncated = await compareInPages(
        db,
        fold,
        table,
        scratch,
        maxDifferences,
        differences,
        signal,
      );
      if (truncated) break;
    }
    return replayVerdict(started, fold.events, tables, { differences, truncated });
  } finally {
    await sql`drop schema if exists ${sql.id(scratch)} cascade`.execute(db);
  }
}

/** Compares one table page by page into `differences`; true when it had to stop at the limit. */
async function compareInPages(
  db: Db,
  fold: LogFold,
  table: LiveTable,
  scratch: string,
  maxDifferences: number,
  differences: ReplayDifference[],
  signal: AbortSignal | undefined,
): Promise<boolean> {
  let after: Row | undefined;
  for (;;) {
    await pause(PAUSE_MS);
    signal?.throwIfAborted();
    const page = await db.transaction().execute(async (trx) => {
      await catchUp(trx, fold, table, scratch);
      await inUtc(trx);
      const upTo = await pageEnd(trx, table, scratch, PAGE_ROWS, after);
      // One row more than still fits tells whether the list is complete.
      const limit = maxDifferences - differences.length + 1;
      const found = await compareRange(trx, table, scratch, limit, { after, upTo });
      return { upTo, found };
    });
    differences.push(...page.found);
    if (differences.length > maxDifferences) {
      differences.splice(maxDifferences);
      return true;
    }
    if (!page.upTo) return false;
    after = page.upTo;
  }
}

/** Folds what was appended since, and rewrites this table's scratch rows it changed. */
async function catchUp(trx: Db, fold: LogFold, table: LiveTable, scratch: string) {
  while (await foldNextBatch(trx, fold, READ_BATCH));
  const changed = fold.rows.takeChanged(table.name);
  if (changed.length === 0) return;
  const target = sql.id(scratch, table.name);
  const key = sql.join(table.key.map((c) => sql.id(c)));
  const keys = JSON.stringify(changed.map(({ key: values }) => values));
  await sql`delete from ${target} where (${key}) in (
    select ${key} from json_populate_recordset(null::${target}, ${keys}::json))`.execute(trx);
  const present = changed.flatMap(({ row }) => (row ? [row] : []));
  await writeRows(trx, scratch, fold.rows.specOf(table.name), present, WRITE_BATCH);
}

/** Scratch schemas of a run that died before it could drop its own (one process per database). */
async function dropLeftoverScratch(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname like ${`${SCRATCH_PREFIX}%`}`.execute(
    db,
  );
  for (const { name } of rows) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
}
