import type { Kysely } from 'kysely';
import type { Database } from '../../src/infra/db/schema.js';
import type { EventCatalog } from '../../src/infra/event-store/event-catalog.js';
import { toRecordedEvents } from '../../src/infra/event-store/event-store.js';
import type { RecordedEvent } from '../../src/infra/event-store/event-types.js';

/** How many events the log holds: a refused request must leave it unchanged. */
export async function countEvents(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many events of a type one stream holds: a rule that acts once must have appended one. */
export async function countStreamEvents(
  db: Kysely<Database>,
  streamId: string,
  type: string,
): Promise<number> {
  const rows = await db
    .selectFrom('events')
    .select('position')
    .where('stream_id', '=', streamId)
    .where('type', '=', type)
    .execute();
  return rows.length;
}

/**
 * The data of every event of a type, in log order, as the app reads it: personal fields are
 * encrypted in the table, so tests read them through the event store's mapping.
 */
export async function eventDataOfType(
  runtime: { db: Kysely<Database>; catalog: EventCatalog },
  type: string,
): Promise<Record<string, unknown>[]> {
  const rows = await runtime.db
    .selectFrom('events')
    .selectAll()
    .where('type', '=', type)
    .orderBy('position')
    .execute();
  const events = await toRecordedEvents(runtime.db, runtime.catalog, rows);
  return events.map((event) => event.data as Record<string, unknown>);
}

/**
 * Every event the log holds, in position order, opened as the app reads them. Not the event
 * store's readAll: that one keeps to settled events, which a transaction of this database still
 * running holds back for a while.
 */
export async function everyEvent(runtime: {
  db: Kysely<Database>;
  catalog: EventCatalog;
}): Promise<RecordedEvent[]> {
  const rows = await runtime.db.selectFrom('events').selectAll().orderBy('position').execute();
  return toRecordedEvents(runtime.db, runtime.catalog, rows);
}
