import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvents } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import type { MemoryRows } from './memory-rows.js';
import type { ProjectionRegistry } from './projection-registry.js';

/** Where a replay stands in the log. */
export interface LogFold {
  catalog: EventCatalog;
  registry: ProjectionRegistry;
  rows: MemoryRows;
  /** The schema the events table is read from. */
  logSchema: string;
  /** The last position folded. */
  after: number;
  events: number;
  /** Told the events folded so far after each batch (metrics, progress). */
  onProgress?: (events: number) => void;
  /** Checked after each batch: once aborted, the fold throws its reason (a cancelled run). */
  signal?: AbortSignal;
  /** Awaited after each batch: a browser test slows a replay down enough to watch it. */
  pace?: () => Promise<void>;
}

/** A fold from the start of the log into `rows`. */
export function foldFromStart(
  parts: Pick<
    LogFold,
    'catalog' | 'registry' | 'rows' | 'logSchema' | 'onProgress' | 'signal' | 'pace'
  >,
): LogFold {
  return { ...parts, after: 0, events: 0 };
}

/** How many events the log holds, as `db` sees it: the total a fold of it will do. */
export async function countLog(db: Kysely<Database>, logSchema: string): Promise<number> {
  const { count } = await db
    .withSchema(logSchema)
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The next `batchSize` rows of the log after `after`, in position order. */
const readBatch = (db: Kysely<Database>, logSchema: string, after: number, batchSize: number) =>
  db
    .withSchema(logSchema)
    .selectFrom('events')
    .selectAll()
    .where('position', '>', after)
    .orderBy('position')
    .limit(batchSize)
    .execute();

type EventRows = Awaited<ReturnType<typeof readBatch>>;

/** Decrypted (one key lookup per batch, for keys not cached yet) and upcast, then folded. */
async function foldRows(db: Kysely<Database>, fold: LogFold, rows: EventRows): Promise<void> {
  await foldEvents(fold, await toRecordedEvents(db, fold.catalog, rows));
}

/** One batch of opened events folded into memory, then progress told and the signal checked. */
async function foldEvents(fold: LogFold, events: RecordedEvent[]): Promise<void> {
  fold.registry.foldInto(fold.rows, events);
  fold.events += events.length;
  fold.after = events[events.length - 1]!.position;
  fold.onProgress?.(fold.events);
  await fold.pace?.();
  fold.signal?.throwIfAborted();
}

/**
 * Reads the next `batchSize` events after fold.after and folds them into memory; false once
 * none is left. Only the read touches the database: a connection is held for one query.
 */
export async function foldNextBatch(
  db: Kysely<Database>,
  fold: LogFold,
  batchSize: number,
): Promise<boolean> {
  const rows = await readBatch(db, fold.logSchema, fold.after, batchSize);
  if (rows.length === 0) return false;
  await foldRows(db, fold, rows);
  return rows.length === batchSize;
}

/**
 * The log's rows after `after` (as `db` sees it), in position order and in batches of
 * `batchSize`. The next batch is asked for before the current one is handed over, so the server
 * reads while the caller works on it.
 */
export async function* rowBatches(
  db: Kysely<Database>,
  logSchema: string,
  after: number,
  batchSize: number,
): AsyncGenerator<EventRows> {
  let next: Promise<EventRows> | undefined = readBatch(db, logSchema, after, batchSize);
  try {
    while (next) {
      const rows: EventRows = await next;
      if (rows.length === 0) return;
      const last = Number(rows[rows.length - 1]!.position);
      next = rows.length === batchSize ? readBatch(db, logSchema, last, batchSize) : undefined;
      // Should the caller throw meanwhile, the read in flight must not fail unheard.
      next?.catch(() => {});
      yield rows;
    }
  } finally {
    // A caller stopping early ends its transaction next: the read in flight finishes first.
    await next?.catch(() => {});
  }
}

/** Folds the whole log (as `db` sees it) into memory, the server reading one batch ahead. */
export async function foldWholeLog(
  db: Kysely<Database>,
  fold: LogFold,
  batchSize: number,
): Promise<void> {
  for await (const rows of rowBatches(db, fold.logSchema, fold.after, batchSize)) {
    await foldRows(db, fold, rows);
  }
}

/**
 * Folds batches of events opened elsewhere (a worker thread reading the log: log-reader.ts)
 * into memory, in the order given.
 */
export async function foldBatches(
  fold: LogFold,
  batches: AsyncIterable<RecordedEvent[]>,
): Promise<void> {
  for await (const events of batches) if (events.length > 0) await foldEvents(fold, events);
}
