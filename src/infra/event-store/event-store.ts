import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { executePrepared, preparedSql } from '../db/database.js';
import type { Database, EventsTable } from '../db/schema.js';
import type { KnownKey } from '../crypto/data-key-store.js';
import { isEncryptedValue } from '../crypto/field-cipher.js';
import type { EventCatalog } from './event-catalog.js';
import { valueAt, type EventToSeal, type RowToOpen } from './personal-data.js';
import {
  ConcurrencyError,
  type EventMetadata,
  type NewEvent,
  type RecordedEvent,
  type StreamRef,
} from './event-types.js';

type Db = Kysely<Database>;

const UNIQUE_VIOLATION = '23505';
const STREAM_VERSION_CONSTRAINT = 'events_stream_version_unique';

/** The current version of a stream (0 when it has no events yet). */
export async function streamVersion(db: Db, streamId: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Appends events to a stream that must be at `expectedVersion`. Versions stay gapless: a
 * writer that lost the race (or read a stale version) gets a ConcurrencyError and writes nothing.
 * Call it inside a transaction; a ConcurrencyError from the unique index aborts that transaction.
 */
export async function appendToStream(
  db: Db,
  catalog: EventCatalog,
  stream: StreamRef,
  expectedVersion: number,
  events: NewEvent[],
  metadata: EventMetadata = {},
  options: {
    /**
     * The caller read the stream in this same transaction and `expectedVersion` is what it
     * found, so it cannot be past the stream's end: a concurrent writer is caught by the unique
     * index, and the round trip checking the version is saved (handleCommand).
     */
    versionReadHere?: boolean;
  } = {},
): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const versions = events.map((event) => catalog.validateForAppend(event.type, event.data));
  const { data, keys } = await sealPersonalData(
    db,
    catalog,
    events.map((event) => ({ streamId: stream.id, type: event.type, data: event.data })),
    metadata.actorId,
  );
  const rows = events.map((event, index) => ({
    stream_id: stream.id,
    stream_type: stream.type,
    version: expectedVersion + index + 1,
    type: event.type,
    schema_version: versions[index]!,
    data: JSON.stringify(data[index]),
    metadata: JSON.stringify(metadata),
  }));
  if (!options.versionReadHere) {
    // A version past the end would leave a gap the unique index cannot see.
    const actual = await streamVersion(db, stream.id);
    if (actual !== expectedVersion) throw new ConcurrencyError(stream.id, expectedVersion, actual);
  }
  try {
    const inserted = await executePrepared(db, db.insertInto('events').values(rows).returningAll());
    // Read back like any stored event (jsonb's own key order included), with the keys just used.
    return await toRecordedEvents(db, catalog, inserted, keys);
  } catch (error) {
    if (isStreamVersionConflict(error)) {
      throw new ConcurrencyError(stream.id, expectedVersion, undefined);
    }
    throw error;
  }
}

/**
 * The data to store: personal fields encrypted under their owners' keys (created in this
 * transaction when missing), with one key lookup for all the events, whatever their streams
 * (a bulk import's too). Events without personal fields are stored as given.
 */
export async function sealPersonalData(
  db: Db,
  catalog: EventCatalog,
  events: readonly { streamId: string; type: string; data: unknown }[],
  actorId: string | undefined,
): Promise<{ data: unknown[]; keys: ReadonlyMap<string, KnownKey> | undefined }> {
  const toSeal: EventToSeal[] = [];
  const data = events.map((event) => {
    const fields = catalog.personalFields(event.type);
    if (fields.length === 0) return event.data;
    // A plain-JSON copy: sealing changes it in place, never the caller's event.
    const copy: unknown = JSON.parse(JSON.stringify(event.data));
    toSeal.push({ streamId: event.streamId, type: event.type, data: copy, fields, actorId });
    return copy;
  });
  if (toSeal.length === 0) return { data, keys: undefined };
  const personalData = catalog.personalData;
  if (!personalData) throw new NoDataKeysError(toSeal[0]!.type);
  return { data, keys: await personalData.seal(db, toSeal) };
}

/** A catalog without data keys met an event with personal fields. */
class NoDataKeysError extends Error {
  constructor(eventType: string) {
    super(`${eventType} has personal fields, and this event catalog was given no data keys`);
    this.name = 'NoDataKeysError';
  }
}

function isStreamVersionConflict(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && pgError.constraint === STREAM_VERSION_CONSTRAINT;
}

export async function readStream(
  db: Db,
  catalog: EventCatalog,
  streamId: string,
): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('version')
    .execute();
  return toRecordedEvents(db, catalog, rows);
}

/**
 * readStream after taking the stream's shared advisory lock, in one statement. The lock is taken
 * even for a new stream: the materialized one-row lock is the left side of the join.
 */
export async function readStreamUnderSharedLock(
  db: Db,
  catalog: EventCatalog,
  streamId: string,
  lockKey: RawBuilder<unknown>,
): Promise<RecordedEvent[]> {
  const result = await preparedSql<Selectable<EventsTable>>`
    with locked as materialized (select pg_advisory_xact_lock_shared(${lockKey}))
    select e.* from locked left join events e on e.stream_id = ${streamId}
    order by e.version`.execute(db);
  return toRecordedEvents(
    db,
    catalog,
    result.rows.filter((row) => row.position !== null),
  );
}

/**
 * readStreamUnderSharedLock and a query of one row the caller needs beside the stream (a
 * command's facts), in one statement: one round trip instead of two. Both read the statement's
 * snapshot, taken when it starts: after everything the transaction did before it (a lock the
 * facts must be read after), as a statement of their own would. The row comes back as
 * `to_jsonb` makes it (timestamps as text), with the first event's row (or the only row).
 */
export async function readStreamAndFactsUnderSharedLock<Facts>(
  db: Db,
  catalog: EventCatalog,
  streamId: string,
  lockKey: RawBuilder<unknown>,
  facts: RawBuilder<unknown>,
): Promise<{ events: RecordedEvent[]; facts: Facts }> {
  const result = await preparedSql<Selectable<EventsTable> & { stream_facts: Facts | null }>`
    with locked as materialized (select pg_advisory_xact_lock_shared(${lockKey})),
      facts as materialized (select to_jsonb(f) as row from (${facts}) f)
    select e.*, case when coalesce(e.version, 1) = 1 then (select row from facts) end as stream_facts
    from locked left join events e on e.stream_id = ${streamId}
    order by e.version`.execute(db);
  const first = result.rows[0]?.stream_facts;
  if (first == null) throw new Error('The facts read beside a stream returned no row');
  const events = await toRecordedEvents(
    db,
    catalog,
    result.rows.filter((row) => row.position !== null),
  );
  return { events, facts: first };
}

/** The one row of a facts query, as readStreamAndFactsUnderSharedLock returns it. */
export async function readFacts<Facts>(db: Db, facts: RawBuilder<unknown>): Promise<Facts> {
  const result = await preparedSql<{ row: Facts }>`
    select to_jsonb(f) as row from (${facts}) f`.execute(db);
  const first = result.rows[0];
  if (!first) throw new Error('The facts query returned no row');
  return first.row;
}

export interface ReadAllOptions {
  /** The position of the last event the reader has handled; 0 from the start. */
  after?: number;
  /** The transaction id of the event at `after`, when the reader kept it: saves a lookup. */
  afterTransactionId?: string;
  limit?: number;
}

/** A page of the log for a follower, and whether committed events wait behind it. */
export interface FollowerPage {
  events: RecordedEvent[];
  /** Events are committed but held back behind an older running transaction: look again soon. */
  heldBack: boolean;
}

/**
 * The log for followers (live push, async projections), safe against late commits.
 *
 * Positions come from a sequence, so a transaction can take position 10, stay open, and commit
 * after another transaction has committed position 11. A follower that read 11 and remembered
 * "after 11" would skip 10 forever. So this reads only events of transactions older than every
 * transaction still running (transaction id below the snapshot's xmin) and orders them by
 * (transaction id, position). A later transaction always has a larger id than any already
 * visible here, so continuing after the last returned (transaction id, position) never skips.
 * The caller keeps only the last position; its transaction id is looked up from the table.
 *
 * A transaction still running holds back what this returns (delayed, never lost). Followers
 * therefore poll, never treat an empty page as the end for good.
 */
export async function readAll(
  db: Db,
  catalog: EventCatalog,
  options: ReadAllOptions = {},
): Promise<RecordedEvent[]> {
  const limit = options.limit ?? 1000;
  const resume = await resumeAfter(db, options);
  const result = await sql<Selectable<EventsTable>>`
    select *
    from events
    where ${settledEvents} and ${resume}
    order by transaction_id, position
    limit ${limit}
  `.execute(db);
  return toRecordedEvents(db, catalog, result.rows);
}

/**
 * readAll and hasHeldBackEvents in one statement, so in one snapshot and one round trip: the
 * live hub does this after every commit signal.
 */
export async function readFollowerPage(
  db: Db,
  catalog: EventCatalog,
  options: ReadAllOptions = {},
): Promise<FollowerPage> {
  const resume = await resumeAfter(db, options);
  // The lateral join keeps one row (of nulls) when no event is settled after the cursor, so
  // the held-back flag always comes back.
  const result = await preparedSql<Selectable<EventsTable> & { held_back: boolean }>`
    select e.*, h.held_back
    from (select ${heldBackEvents} as held_back) h
    left join lateral (
      select * from events
      where ${settledEvents} and ${resume}
      order by transaction_id, position
      limit ${options.limit ?? 1000}
    ) e on true
    order by e.transaction_id, e.position`.execute(db);
  return {
    events: await toRecordedEvents(
      db,
      catalog,
      result.rows.filter((row) => row.position !== null),
    ),
    heldBack: result.rows[0]?.held_back ?? false,
  };
}

function resumeAfter(
  db: Db,
  options: ReadAllOptions,
): Promise<RawBuilder<SqlBool>> | RawBuilder<SqlBool> {
  const after = options.after ?? 0;
  return options.afterTransactionId === undefined
    ? afterInFollowerOrder(db, after)
    : sql<SqlBool>`(transaction_id, position) > (${options.afterTransactionId}::xid8, ${after}::bigint)`;
}

/**
 * The oldest transaction that may still write this log: the statement's snapshot's running
 * transactions (pg_snapshot_xip), less those a session of another database holds, or the
 * snapshot's xmax when none is left. PostgreSQL's own xmin is server-wide, so a long transaction
 * in any other database of the server (another app, a test file's database, a restore) held every
 * follower back until it ended; a transaction of another database cannot write this log.
 *
 * Only a transaction seen running in another database now is left out. One that has ended since
 * the snapshot was taken cannot be placed, so it still counts: its events, if any, are invisible
 * to this snapshot and must not be passed over. The snapshot is the statement's, so both calls of
 * pg_current_snapshot() read the same one.
 *
 * The sessions are read from pg_stat_get_activity, the function under the pg_stat_activity view,
 * rather than the view: the subquery runs only when a transaction is running, but the view's
 * joins were planned every time, and planning them was most of the statement's cost (on the
 * embedded engine, 2.0 ms of CPU a read against 0.9 ms; every read of the settled log pays it).
 */
const settledHorizon = sql`coalesce(
  (select min(running) from pg_snapshot_xip(pg_current_snapshot()) as running
    where running::xid not in (
      select backend_xid from pg_stat_get_activity(null)
      where backend_xid is not null
        and datid is distinct from (select oid from pg_database where datname = current_database()))),
  pg_snapshot_xmax(pg_current_snapshot()))`;

/**
 * Events of transactions older than every transaction still running that may write this log
 * (settledHorizon): none can commit among them any more. The one rule for reading the log
 * without skipping a late commit, shared by readAll, the live hub's head and the operator's log.
 * Use it on the `events` table unaliased, ordered by (transaction_id, position).
 */
export const settledEvents: RawBuilder<SqlBool> = sql<SqlBool>`
  transaction_id < ${settledHorizon}`;

/**
 * Whether any committed event is not settled yet (it waits behind an older running transaction):
 * the newest transaction id in the log is not below the settled horizon. Asked as the maximum,
 * which the (transaction_id, position) index answers from its last entry whatever the table's
 * statistics say. Asked as "exists an event not settled", the plan depended on them: on a log
 * not analyzed yet (freshly loaded, restored, or grown faster than autovacuum) PostgreSQL read
 * the whole events table, at every commit signal and every poll of every instance: 40 to 60 ms
 * at 70,000 events, growing with the log. (max() of xid8 needs PostgreSQL 15 or later.)
 */
export const heldBackEvents: RawBuilder<SqlBool> = sql<SqlBool>`
  coalesce((select max(transaction_id) from events) >= ${settledHorizon}, false)`;

/**
 * "After this position" in follower order (transaction id, position), for resuming a read of
 * settled events. The caller keeps only the last position; its transaction id is looked up here.
 * A position never handed out (0, or a rolled-back gap) has no transaction: go by position.
 */
export async function afterInFollowerOrder(db: Db, after: number): Promise<RawBuilder<SqlBool>> {
  const checkpoint =
    after > 0
      ? await db
          .selectFrom('events')
          .select('transaction_id')
          .where('position', '=', after)
          .executeTakeFirst()
      : undefined;
  return checkpoint
    ? sql<SqlBool>`(transaction_id, position) > (${checkpoint.transaction_id}::xid8, ${after}::bigint)`
    : sql<SqlBool>`position > ${after}::bigint`;
}

/** The last settled event in follower order (where readAll would end now), or null. */
export async function followerHead(
  db: Db,
): Promise<{ transactionId: string; position: number } | null> {
  const result = await sql<{ transaction_id: string; position: string | number }>`
    select transaction_id, position from events
    where ${settledEvents}
    order by transaction_id desc, position desc
    limit 1`.execute(db);
  const row = result.rows[0];
  // bigint: a string from PostgreSQL, a number from the embedded engine.
  return row ? { transactionId: String(row.transaction_id), position: Number(row.position) } : null;
}

declare const opened: unique symbol;
/** A stored row whose personal fields were decrypted (openEventRows): safe to map to an event. */
export type OpenedEventRow = Selectable<EventsTable> & { readonly [opened]: true };

/**
 * Decrypts the personal fields of stored rows in place (one key lookup for the whole batch),
 * before any upcaster sees them. Every read of the events table goes through here: a row not
 * opened cannot be turned into an event (toRecordedEvent takes only OpenedEventRow).
 * `known` keys (the ones an append just used) are not looked up again.
 */
export async function openEventRows(
  db: Db,
  catalog: EventCatalog,
  rows: Selectable<EventsTable>[],
  known?: ReadonlyMap<string, KnownKey>,
): Promise<OpenedEventRow[]> {
  const toOpen: RowToOpen[] = [];
  for (const row of rows) {
    const fields = catalog.personalFields(row.type, row.schema_version);
    if (fields.length > 0) {
      toOpen.push({ streamId: row.stream_id, type: row.type, data: row.data, fields });
    }
  }
  if (toOpen.length > 0) {
    const personalData = catalog.personalData;
    if (personalData) await personalData.open(db, toOpen, known);
    else if (
      toOpen.some((row) => row.fields.some((f) => isEncryptedValue(valueAt(row.data, f.path))))
    ) {
      throw new NoDataKeysError(toOpen[0]!.type);
    }
  }
  return rows as OpenedEventRow[];
}

/** Stored rows as events: decrypted, then upcast to their type's current schema. */
export async function toRecordedEvents(
  db: Db,
  catalog: EventCatalog,
  rows: Selectable<EventsTable>[],
  known?: ReadonlyMap<string, KnownKey>,
): Promise<RecordedEvent[]> {
  const openedRows = await openEventRows(db, catalog, rows, known);
  return openedRows.map((row) => toRecordedEvent(catalog, row));
}

export function toRecordedEvent(catalog: EventCatalog, row: OpenedEventRow): RecordedEvent {
  const { data, version } = catalog.upcast(row.type, row.schema_version, row.data);
  return {
    type: row.type,
    data,
    position: Number(row.position),
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    schemaVersion: version,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    transactionId: String(row.transaction_id),
  };
}
