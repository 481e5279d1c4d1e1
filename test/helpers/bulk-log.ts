import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { allFeatures } from '../../src/features/all-features.js';
import type { Database } from '../../src/infra/db/schema.js';
import { EventCatalog as Catalog } from '../../src/infra/event-store/event-catalog.js';
import { ProjectionRegistry } from '../../src/infra/projections/projection-registry.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { Config } from '../../src/config.js';
import { migrateToLatest } from '../../src/infra/db/migrator.js';
import { openEventCatalog } from '../../src/runtime.js';
import { resolveDataKeySecret } from '../../src/infra/crypto/data-key-secret.js';
import { sealPersonalData } from '../../src/infra/event-store/event-store.js';
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
  private chunk: EventRow[] = [];
  /** The chunk being inserted while the next one is built (one at a time, so in order). */
  private inFlight: Promise<void> = Promise.resolve();
  /** Events inserted, or being inserted, so far. */
  inserted = 0;

  /**
   * With a catalog that has data keys (encryptingCatalog), personal fields are encrypted as an
   * append encrypts them; with the default productCatalog they go in clear, for the runtime's
   * start to encrypt (encrypt-existing-events.ts).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: Catalog = productCatalog,
  ) {}

  /** Events held back, not sent yet. */
  get pending(): number {
    return this.chunk.length;
  }

  /** A new stream's whole history, versions from 1. */
  async add(stream: { id: string; type: string }, history: readonly NewEvent[]): Promise<void> {
    history.forEach((event, index) =>
      this.chunk.push(eventRow(this.catalog, stream, index + 1, event)),
    );
    if (this.chunk.length >= SEED_CHUNK) await this.send();
  }

  /** Every event added is in the table once this resolves. */
  async flush(): Promise<void> {
    await this.send();
    await this.inFlight;
  }

  /**
   * Starts inserting the chunk once the one before it is in, without waiting for it: the server
   * inserts while this process builds and encrypts the next chunk.
   */
  private async send(): Promise<void> {
    if (this.chunk.length === 0) return;
    const rows = this.chunk;
    this.chunk = [];
    this.inserted += rows.length;
    await this.sealPersonalFields(rows);
    await this.inFlight;
    const json = JSON.stringify(rows);
    this.inFlight =
      sql`insert into events (stream_id, stream_type, version, type, schema_version, data, metadata)
      select stream_id, stream_type, version, type, schema_version, data, metadata
      from json_populate_recordset(null::events, ${json}::json)`
        .execute(this.db)
        .then(() => undefined);
    // Handled here so a failure is not reported as unhandled meanwhile; the next await rethrows it.
    this.inFlight.catch(() => {});
  }

  /** The rows' personal fields encrypted as an append encrypts them, one key lookup for all. */
  private async sealPersonalFields(rows: EventRow[]): Promise<void> {
    if (!this.catalog.personalData) return;
    const toSeal = rows.map((row) => ({ streamId: row.stream_id, type: row.type, data: row.data }));
    const { data } = await sealPersonalData(this.db, this.catalog, toSeal, undefined);
    rows.forEach((row, index) => (row.data = data[index]));
  }
}

/**
 * The product's catalog with data keys under config's DATA_KEY_SECRET, for a BulkLog that
 * encrypts as appends do. Call it on the empty, new database before seeding: it migrates, and
 * runs the start's one-time encryption step on the empty log, which records it as done, so a
 * runtime started later does not read the whole seeded log looking for values in clear.
 */
export async function encryptingCatalog(
  db: Kysely<Database>,
  config: Pick<Config, 'dataKeySecret' | 'dataDir'>,
): Promise<Catalog> {
  await migrateToLatest(db);
  return openEventCatalog(db, await resolveDataKeySecret(config), allFeatures);
}

/**
 * A big log fast, for benchmarks and the replay-at-scale tests: copies of the product history
 * (every event type, ids of its own each time) inserted in bulk (BulkLog).
 * Returns how many events it appended (whole histories, so a little more than asked).
 */
export async function seedLogInBulk(
  db: Kysely<Database>,
  events: number,
  catalog: Catalog = productCatalog,
): Promise<number> {
  const log = new BulkLog(db, catalog);
  while (log.inserted + log.pending < events) {
    for (const [stream, history] of productHistory()) await log.add(stream, history);
  }
  await log.flush();
  return log.inserted;
}

interface EventRow {
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, never>;
}

function eventRow(
  catalog: Catalog,
  stream: { id: string; type: string },
  version: number,
  event: { type: string; data: unknown },
): EventRow {
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
