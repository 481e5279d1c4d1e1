import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import {
  afterInFollowerOrder,
  followerHead,
  openEventRows,
  settledEvents,
  toRecordedEvent,
  type OpenedEventRow,
} from '../../infra/event-store/event-store.js';

type Db = Kysely<Database>;

export interface LogFilters {
  streamId?: string;
  type?: string;
  /** Recorded at or after. */
  from?: Date;
  /** Recorded before. */
  to?: Date;
}

/** An event as the operator's log shows it: upcast to its type's current shape. */
export interface LogEvent {
  position: number;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
}

function filtered(db: Db, filters: LogFilters) {
  let query = db.selectFrom('events').selectAll();
  if (filters.streamId !== undefined) query = query.where('stream_id', '=', filters.streamId);
  if (filters.type !== undefined) query = query.where('type', '=', filters.type);
  if (filters.from) query = query.where('recorded_at', '>=', filters.from);
  if (filters.to) query = query.where('recorded_at', '<', filters.to);
  return query;
}

/**
 * Old events are shown in their type's current shape. A type no longer in the catalog is shown
 * as stored rather than hiding the event: the log is evidence.
 */
function toLogEvent(catalog: EventCatalog, row: OpenedEventRow): LogEvent {
  const known = catalog.has(row.type);
  const event = known ? toRecordedEvent(catalog, row) : undefined;
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    type: row.type,
    schemaVersion: event?.schemaVersion ?? row.schema_version,
    data: event ? event.data : row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}

/** The rows of a page, settled, after `resume`, in follower order (a test reads its plan). */
export function pageQuery(db: Db, filters: LogFilters, resume: RawBuilder<SqlBool>, limit: number) {
  return filtered(db, filters)
    .where(settledEvents)
    .where(resume)
    .orderBy('transaction_id')
    .orderBy('position')
    .limit(limit);
}

/**
 * One page of the log after the given position, never skipping a late commit: positions come
 * from a sequence, so a transaction can take position 41 and commit after another committed 42.
 * So a page holds only settled events (the live hub's rule, `settledEvents`) and goes in follower
 * order (transaction id, then position; position order but for such races): it ends before 42
 * while 41 may still commit, and the page after it, from the same cursor, shows 41 then 42.
 */
export async function eventPage(
  db: Db,
  catalog: EventCatalog,
  filters: LogFilters,
  page: { after: number; limit: number },
): Promise<{ events: LogEvent[]; nextAfter: number | null }> {
  const resume = await afterInFollowerOrder(db, page.after);
  const rows = await pageQuery(db, filters, resume, page.limit + 1).execute();
  const opened = await openEventRows(db, catalog, rows.slice(0, page.limit));
  const events = opened.map((row) => toLogEvent(catalog, row));
  const last = events[events.length - 1];
  return { events, nextAfter: rows.length > page.limit && last ? last.position : null };
}

/** A stream's whole history, by version. */
export async function streamHistory(
  db: Db,
  catalog: EventCatalog,
  streamId: string,
): Promise<LogEvent[]> {
  const rows = await filtered(db, { streamId }).orderBy('version').execute();
  return (await openEventRows(db, catalog, rows)).map((row) => toLogEvent(catalog, row));
}

/** Where an export stops: the last settled event in follower order, or null for an empty log. */
type ExportEnd = Awaited<ReturnType<typeof followerHead>>;

/**
 * The end of an export, fixed when it starts so it ends even while commands go on: what a page
 * would show now, so an export never holds an event the log view would hold back.
 */
export function exportEnd(db: Db): Promise<ExportEnd> {
  return followerHead(db);
}

/**
 * The export's lines, read in keyset batches in the log view's order. Each batch is its own
 * short query, so no connection is held while a slow client downloads (the embedded engine has
 * only one), and the generator is pulled only as fast as the response drains: memory holds one
 * batch at most.
 */
export async function* exportLines(
  db: Db,
  catalog: EventCatalog,
  filters: LogFilters,
  end: ExportEnd,
  /**
   * Runs on each batch before its lines go out (the access log: who looked at your information).
   */
  beforeSend: (events: readonly LogEvent[]) => Promise<void> = async () => {},
  batchSize = 1000,
): AsyncGenerator<string> {
  if (!end) return;
  const upToEnd = sql<SqlBool>`(transaction_id, position) <= (${end.transactionId}::xid8, ${end.position}::bigint)`;
  for (let resume = sql<SqlBool>`true`; ;) {
    const rows = await filtered(db, filters)
      .where(upToEnd)
      .where(resume)
      .orderBy('transaction_id')
      .orderBy('position')
      .limit(batchSize)
      .execute();
    const events = (await openEventRows(db, catalog, rows)).map((row) => toLogEvent(catalog, row));
    await beforeSend(events);
    for (const event of events) yield `${JSON.stringify(event)}\n`;
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    resume = sql<SqlBool>`(transaction_id, position) > (${last.transaction_id}::xid8, ${last.position}::bigint)`;
  }
}
