import type { Kysely, Selectable } from 'kysely';
import type { Database, EventsTable } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { toRecordedEvent } from '../../infra/event-store/event-store.js';

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
function toLogEvent(catalog: EventCatalog, row: Selectable<EventsTable>): LogEvent {
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

/** One page of the log in position order, after the given position. */
export async function eventPage(
  db: Db,
  catalog: EventCatalog,
  filters: LogFilters,
  page: { after: number; limit: number },
): Promise<{ events: LogEvent[]; nextAfter: number | null }> {
  const rows = await filtered(db, filters)
    .where('position', '>', page.after)
    .orderBy('position')
    .limit(page.limit + 1)
    .execute();
  const events = rows.slice(0, page.limit).map((row) => toLogEvent(catalog, row));
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
  return rows.map((row) => toLogEvent(catalog, row));
}

/** The newest position now: an export stops there, so it ends even while commands go on. */
export async function lastPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * The export's lines, read in keyset batches by position. Each batch is its own short query, so
 * no connection is held while a slow client downloads (the embedded engine has only one), and
 * the generator is pulled only as fast as the response drains: memory holds one batch at most.
 */
export async function* exportLines(
  db: Db,
  catalog: EventCatalog,
  filters: LogFilters,
  upTo: number,
  batchSize = 1000,
): AsyncGenerator<string> {
  for (let after = 0; ;) {
    const rows = await filtered(db, filters)
      .where('position', '>', after)
      .where('position', '<=', upTo)
      .orderBy('position')
      .limit(batchSize)
      .execute();
    for (const row of rows) yield `${JSON.stringify(toLogEvent(catalog, row))}\n`;
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    after = Number(last.position);
  }
}
