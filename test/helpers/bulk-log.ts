import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { allFeatures } from '../../src/features/all-features.js';
import type { Database } from '../../src/infra/db/schema.js';
import { EventCatalog as Catalog } from '../../src/infra/event-store/event-catalog.js';
import { ProjectionRegistry } from '../../src/infra/projections/projection-registry.js';
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
 * A big log fast, for benchmarks and the replay-at-scale tests: copies of the product history
 * (every event type, ids of its own each time), validated by the catalog as an append is, and
 * inserted straight into the events table. The read tables are not written: rebuild them.
 * Returns how many events it appended (whole histories, so a little more than asked).
 */
export async function seedLogInBulk(db: Kysely<Database>, events: number): Promise<number> {
  let seeded = 0;
  let chunk: Record<string, unknown>[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    await sql`insert into events (stream_id, stream_type, version, type, schema_version, data, metadata)
      select stream_id, stream_type, version, type, schema_version, data, metadata
      from json_populate_recordset(null::events, ${JSON.stringify(chunk)}::json)`.execute(db);
    seeded += chunk.length;
    chunk = [];
  };
  while (seeded + chunk.length < events) {
    for (const [stream, history] of productHistory()) {
      history.forEach((event, index) =>
        chunk.push(eventRow(productCatalog, stream, index + 1, event)),
      );
    }
    if (chunk.length >= SEED_CHUNK) await flush();
  }
  await flush();
  return seeded;
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
