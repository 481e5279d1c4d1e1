import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvent } from '../event-store/event-store.js';
import type { ProjectionRegistry } from './projection-registry.js';

export interface RebuildResult {
  events: number;
  tables: string[];
}

/**
 * Empties every read table and replays the whole log into them, in batches, in one transaction:
 * readers keep seeing the old tables until it commits, and appends wait (the log is locked
 * against writes) so no event lands between the replay and the commit.
 */
export async function rebuildProjections(
  db: Kysely<Database>,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  batchSize = 1000,
): Promise<RebuildResult> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table events in exclusive mode`.execute(trx);
    const tables = registry.tables;
    if (tables.length > 0) {
      await sql`truncate table ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
    }
    let events = 0;
    let after = 0;
    for (;;) {
      const rows = await trx
        .selectFrom('events')
        .selectAll()
        .where('position', '>', after)
        .orderBy('position')
        .limit(batchSize)
        .execute();
      if (rows.length === 0) break;
      const batch = rows.map((row) => toRecordedEvent(catalog, row));
      await registry.apply(batch, trx);
      events += batch.length;
      after = batch[batch.length - 1]!.position;
    }
    return { events, tables };
  });
}
