import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';

/**
 * A read model kept inline: applied in the same transaction as the append, so a command's
 * response already sees its effect. A projection is the only writer of its tables, and a pure
 * function of the event sequence (idempotent upserts, no clock), so replaying the log rebuilds it.
 */
export interface Projection {
  name: string;
  /** The read tables it owns, in an order that truncates safely (children first). */
  tables: string[];
  /** Event types it reacts to; others are never passed to apply. */
  handles: readonly string[];
  apply(event: RecordedEvent, db: Kysely<Database>): Promise<void>;
}

export class ProjectionRegistry {
  private readonly byEventType = new Map<string, Projection[]>();

  constructor(readonly projections: readonly Projection[] = []) {
    const tableOwners = new Map<string, string>();
    for (const projection of projections) {
      for (const table of projection.tables) {
        const owner = tableOwners.get(table);
        if (owner)
          throw new Error(`Table ${table} is owned by both ${owner} and ${projection.name}`);
        tableOwners.set(table, projection.name);
      }
      for (const type of projection.handles) {
        this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
      }
    }
  }

  /** Every read table, for a rebuild or a comparison. */
  get tables(): string[] {
    return this.projections.flatMap((p) => p.tables);
  }

  /**
   * The event types that can change any of these read tables: those handled by the projections
   * that own them (a projection is its tables' only writer). A read cache over the tables is
   * emptied by these and by nothing else.
   */
  eventTypesWriting(tables: readonly string[]): Set<string> {
    const types = new Set<string>();
    for (const table of tables) {
      const owner = this.projections.find((p) => p.tables.includes(table));
      if (!owner) throw new Error(`No projection owns the read table ${table}`);
      for (const type of owner.handles) types.add(type);
    }
    return types;
  }

  async apply(events: readonly RecordedEvent[], db: Kysely<Database>): Promise<void> {
    for (const event of events) {
      for (const projection of this.byEventType.get(event.type) ?? []) {
        await projection.apply(event, db);
      }
    }
  }
}
