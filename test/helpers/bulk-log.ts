import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { allFeatures } from '../../src/features/all-features.js';
import type { Database } from '../../src/infra/db/schema.js';
import { EventCatalog as Catalog } from '../../src/infra/event-store/event-catalog.js';
import { ProjectionRegistry } from '../../src/infra/projections/projection-registry.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import { productHistory } from './product-history.js';

/**
 * The product's event types and read models. Seed before starting a runtime on the database:
 * a running live hub would follow every seeded event, which is not what is being measured.
 */
export const productCatalog = new Catalog(allFeatures.flatMap((f) => f.events ?? []));
export const productProjections = new ProjectionRegistry(
  allFeatures.flatMap((f) => f.projections ?? []),
);

/** Events per seeding statement. */
const SEED_CHUNK = 5000;

/**
 * Streams' events inserted straight into the events table in large statements, each event
 * validated by the catalog as an append validates it. The read tables are not written: rebuild
 * them. Seed before starting a runtime (see above).
 */
export class BulkLog {
  private chunk: Record<string, unknown>[] = [];
  /** Events inserted so far. */
  inserted = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Events held back, not inserted yet. */
  get pending(): number {
    return this.chunk.length;
  }

  /** A new stream's whole history, versions from 1. */
  async add(stream: { id: string; type: string }, history: readonly NewEvent[]): Promise<void> {
    history.forEach((event, index) =>
      this.chunk.push(eventRow(productCatalog, stream, index + 1, event)),
    );
    if (this.chunk.length >= SEED_CHUNK) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.chunk.length === 0) return;
    await sql`insert into events (stream_id, stream_type, version, type, schema_version, data, metadata)
      select stream_id, stream_type, version, type, schema_version, data, metadata
      from json_populate_recordset(null::events, ${JSON.stringify(this.chunk)}::json)`.execute(
      this.db,
    );
    this.inserted += this.chunk.length;
    this.chunk = [];
  }
}

/**
 * A big log fast, for benchmarks and the replay-at-scale tests: copies of the product history
 * (every event type, ids of its own each time) inserted in bulk (BulkLog).
 * Returns how many events it appended (whole histories, so a little more than asked).
 */
export async function seedLogInBulk(db: Kysely<Database>, events: number): Promise<number> {
  const log = new BulkLog(db);
  while (log.inserted + log.pending < events) {
    for (const [stream, history] of productHistory()) await log.add(stream, history);
  }
  await log.flush();
  return log.inserted;
}

function eventRow(
  catalog: Catalog,
  stream: { id: string; type: string },
  version: number,
  event: { type: string; data: unknown },
) {
  return {
    stream_id: stream.id,
    stream_type: stream.type,
    version,
    type: event.type,
    schema_version: catalog.validateForAppend(event.type, event.data),
    data: event.data,
    metadata: {},
  };
}
