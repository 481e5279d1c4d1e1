import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import { foldDeferringWrites, RowCache } from './inline-rows.js';
import type { MemoryRows } from './memory-rows.js';
import type { Rows, TableSpec } from './rows.js';

/**
 * A read model kept inline: applied in the same transaction as the append, so a command's
 * response already sees its effect. A projection is the only writer of its tables, and `fold` is
 * a pure function of the event and the rows it owns (no clock, no SQL): the same function runs
 * inline and in a replay, which folds the whole log in memory and writes the tables in bulk.
 */
export interface Projection {
  name: string;
  /** The read tables it owns, in an order that truncates safely (children first). */
  tables: readonly TableSpec[];
  /** Event types it reacts to; others are never passed to fold. */
  handles: readonly string[];
  fold(event: RecordedEvent, rows: Rows): void;
}

export class ProjectionRegistry {
  private readonly byEventType = new Map<string, Projection[]>();
  private readonly specByTable = new Map<string, TableSpec>();

  constructor(readonly projections: readonly Projection[] = []) {
    const tableOwners = new Map<string, string>();
    for (const projection of projections) {
      for (const table of projection.tables) {
        const owner = tableOwners.get(table.name);
        if (owner)
          throw new Error(`Table ${table.name} is owned by both ${owner} and ${projection.name}`);
        tableOwners.set(table.name, projection.name);
        this.specByTable.set(table.name, table);
      }
      for (const type of projection.handles) {
        this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
      }
    }
  }

  /** Every read table, for a rebuild or a comparison. */
  get tables(): string[] {
    return [...this.specByTable.keys()];
  }

  get specs(): TableSpec[] {
    return [...this.specByTable.values()];
  }

  /**
   * The event types that can change any of these read tables: those handled by the projections
   * that own them (a projection is its tables' only writer). A read cache over the tables is
   * emptied by these and by nothing else.
   */
  eventTypesWriting(tables: readonly string[]): Set<string> {
    const types = new Set<string>();
    for (const table of tables) {
      const owner = this.projections.find((p) => p.tables.some((t) => t.name === table));
      if (!owner) throw new Error(`No projection owns the read table ${table}`);
      for (const type of owner.handles) types.add(type);
    }
    return types;
  }

  /** Inline, in the appending transaction: each event's writes, as SQL, in order. */
  async apply(events: readonly RecordedEvent[], db: Kysely<Database>): Promise<void> {
    const cache = new RowCache(this.specByTable);
    for (const event of events) {
      for (const projection of this.byEventType.get(event.type) ?? []) {
        await foldDeferringWrites(db, cache, (rows) => projection.fold(event, rows));
      }
    }
    await cache.writeAll(db);
  }

  /** In a replay: into rows held in memory, no I/O. */
  foldInto(rows: MemoryRows, events: readonly RecordedEvent[]): void {
    for (const event of events) this.foldEvent(event, rows);
  }

  /** One event into rows the caller holds (a partial fold that watches what it touches). */
  foldEvent(event: RecordedEvent, rows: Rows): void {
    for (const projection of this.byEventType.get(event.type) ?? []) projection.fold(event, rows);
  }
}
