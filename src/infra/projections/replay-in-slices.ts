import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvent } from '../event-store/event-store.js';
import type { ProjectionRegistry } from './projection-registry.js';
import {
  compareTables,
  createScratchTables,
  locate,
  SCRATCH_PREFIX,
  scratchName,
  useScratch,
  type LiveTable,
  type ReplayDifference,
} from './replay-compare.js';
import type { ReplayOptions, ReplayReport } from './replay-verify.js';

type Db = Kysely<Database>;

/** How long one transaction of the replay may hold the connection before letting others in. */
const SLICE_MS = 25;
/** Events read and applied at a time within a slice (few: the clock is looked at between). */
const SLICE_BATCH = 5;
/**
 * The pause between two slices. A request often takes the connection several times (a read,
 * then its command's transaction); a pause lets it finish rather than wait a slice each time.
 */
const PAUSE_MS = 5;

/**
 * Replay and verify for the embedded engine, whose single connection every request shares: one
 * long transaction would stop the app answering for the whole run (76 s at 100,000 events). So
 * it works in transactions of about SLICE_MS with a short pause between two of them, and requests
 * waiting for the connection are served in between (the pool hands the connection to its waiters in turn):
 * 1. the scratch copies of the read tables are created (and dropped at the end, or by the next
 *    run should this process die meanwhile);
 * 2. the log is replayed into them slice by slice, in position order;
 * 3. each read table is compared in a transaction of its own that first applies to the scratch
 *    copies whatever was appended since, so the copy and the live table it is compared with
 *    stand at the same point of the log.
 * One process owns the embedded database and appends in position order, so a slice never misses
 * an event committed later with a lower position (on PostgreSQL it could: that engine keeps the
 * one-snapshot replay). A difference found means that table differs at that point of the log;
 * none found means each table equals the replay of the log as it stood when it was compared.
 */
export async function replayInSlices(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions,
): Promise<ReplayReport> {
  const { maxDifferences = 100 } = options;
  const started = performance.now();
  const scratch = scratchName();
  const { tables, log } = await db.transaction().execute(async (trx) => {
    await dropLeftoverScratch(trx);
    const found: LiveTable[] = [];
    for (const name of registry.tables) found.push(await locate(trx, name));
    await createScratchTables(trx, found, scratch);
    return { tables: found, log: await locate(trx, 'events') };
  });
  try {
    const replay = { catalog, registry, scratch, logSchema: log.schema, after: 0, events: 0 };
    while (await replaySlice(db, replay)) await pause(PAUSE_MS);
    const differences: ReplayDifference[] = [];
    let truncated = false;
    for (const table of tables) {
      await pause(PAUSE_MS);
      const found = await db.transaction().execute(async (trx) => {
        await useScratch(trx, scratch);
        await applyAfter(trx, replay, Number.POSITIVE_INFINITY);
        return compareTables(trx, [table], scratch, maxDifferences - differences.length);
      });
      differences.push(...found.differences);
      if (found.truncated) {
        truncated = true;
        break;
      }
    }
    return {
      equal: differences.length === 0,
      events: replay.events,
      seconds: (performance.now() - started) / 1000,
      tables: tables.map((t) => t.name),
      differences,
      truncated,
    };
  } finally {
    await sql`drop schema if exists ${sql.id(scratch)} cascade`.execute(db);
  }
}

interface ReplayState {
  catalog: EventCatalog;
  registry: ProjectionRegistry;
  scratch: string;
  logSchema: string;
  /** The last position applied to the scratch copies. */
  after: number;
  events: number;
}

/** One transaction of at most about SLICE_MS; false once the log is exhausted. */
async function replaySlice(db: Db, replay: ReplayState): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await useScratch(trx, replay.scratch);
    return applyAfter(trx, replay, performance.now() + SLICE_MS);
  });
}

/**
 * Applies the events after replay.after to the scratch copies, a few at a time, until none is
 * left (false) or `deadline` has passed (true: more may follow).
 */
async function applyAfter(trx: Db, replay: ReplayState, deadline: number): Promise<boolean> {
  const target = trx.withSchema(replay.scratch);
  do {
    const rows = await trx
      .withSchema(replay.logSchema)
      .selectFrom('events')
      .selectAll()
      .where('position', '>', replay.after)
      .orderBy('position')
      .limit(SLICE_BATCH)
      .execute();
    if (rows.length === 0) return false;
    const batch = rows.map((row) => toRecordedEvent(replay.catalog, row));
    await replay.registry.apply(batch, target);
    replay.events += batch.length;
    replay.after = batch[batch.length - 1]!.position;
  } while (performance.now() < deadline);
  return true;
}

/** Scratch schemas of a run that died before it could drop its own (one process per database). */
async function dropLeftoverScratch(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname like ${`${SCRATCH_PREFIX}%`}`.execute(
    db,
  );
  for (const { name } of rows) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
}
