import type { RecordedEvent } from '../event-store/event-types.js';
import type { MemoryRows } from './memory-rows.js';
import { keyOf, keyText, type Row, type Rows, type TableName } from './rows.js';

/** The ids (UUIDs, which event_mentions indexes) a value holds, whole or inside a longer text. */
const ID_INSIDE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
export const idsInside = (value: unknown): string[] =>
  typeof value === 'string' ? (value.match(ID_INSIDE) ?? []) : [];

/** A row, or a lookup group (`find`), as one string. */
const rowIdOf = (table: TableName, key: string) => `r\u0000${table}\u0000${key}`;
const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const groupIdOf = (table: TableName, column: string, value: unknown) =>
  `g\u0000${table}\u0000${column}\u0000${textOf(value)}`;
export const isGroup = (id: string) => id.startsWith('g\u0000');
/** The value a group id was made of (the id the group's rows share). */
export const groupValue = (id: string) => id.slice(id.lastIndexOf('\u0000') + 1);

/** One folded event: the ids its raw data names, and what its fold read and wrote. */
interface Access {
  position: number;
  mentions: ReadonlySet<string>;
  reads: Set<string>;
  writes: Set<string>;
  /** Rows a find of this event returned: it may address them by key without naming it. */
  found: Set<string>;
}

/**
 * Rows in memory (a partial fold of the log) that remember, for each event folded, every row and
 * lookup group its fold read and wrote, and check the rule a partial fold relies on: a fold
 * reaches a row only through ids its event's data names (a key column's value, or a lookup value
 * it found the row by), and writes into lookup columns only ids its data names. An access that
 * breaks it is recorded as `violation`: the caller then folds the whole log instead.
 */
export class TrackedRows implements Rows {
  readonly accesses: Access[] = [];
  /** Each row's key, by row id. */
  readonly keys = new Map<string, { table: TableName; key: Row }>();
  /** The ids each row's columns have held (the ids an event may reach it by). */
  readonly heldIds = new Map<string, Set<string>>();
  /** Rows some fold removed: absent at the end is what the fold says, not a row it never saw. */
  readonly removed = new Set<string>();
  /** The rows each lookup group has held. */
  readonly groupMembers = new Map<string, Set<string>>();
  /** Every way the rule was broken, once each (the first is why a partial fold gave up). */
  readonly violations = new Set<string>();
  private current: (Access & { type: string }) | undefined;

  constructor(private readonly inner: MemoryRows) {}

  /** Folds `event` with `fold`, recording its accesses under the ids `mentions` holds. */
  foldOne(event: RecordedEvent, mentions: ReadonlySet<string>, fold: (rows: Rows) => void): void {
    const access: Access = {
      position: event.position,
      mentions,
      reads: new Set(),
      writes: new Set(),
      found: new Set(),
    };
    this.current = { ...access, type: event.type };
    try {
      fold(this);
    } finally {
      this.current = undefined;
    }
    this.accesses.push(access);
  }

  get(table: TableName, key: Row): Readonly<Row> | undefined {
    this.touch(table, key, false);
    return this.inner.get(table, key);
  }

  find(table: TableName, column: string, value: unknown): readonly Readonly<Row>[] {
    const event = this.now();
    if (!idsInside(value).some((found) => event.mentions.has(found))) {
      this.broken(`${event.type} looks up ${table}.${column} by a value its data does not name`);
    }
    event.reads.add(groupIdOf(table, column, value));
    const found = this.inner.find(table, column, value);
    const spec = this.inner.specOf(table);
    for (const row of found) {
      const id = rowIdOf(table, keyText(spec, row));
      event.reads.add(id);
      event.found.add(id);
    }
    return found;
  }

  insert(table: TableName, row: Row, onConflict: 'keep' | readonly string[]): void {
    this.checkLookups(table, row);
    const id = this.touch(table, row, true, row);
    this.inner.insert(table, row, onConflict);
    this.written(table, id, row);
  }

  update(table: TableName, key: Row, patch: Row): void {
    this.checkLookups(table, patch);
    const id = this.touch(table, key, true);
    this.inner.update(table, key, patch);
    this.written(table, id, key);
  }

  remove(table: TableName, key: Row): void {
    this.removed.add(this.touch(table, key, true));
    this.inner.remove(table, key);
  }

  /** The row as the partial fold left it (undefined: absent). */
  rowOf(id: string): Row | undefined {
    const { table, key } = this.keys.get(id)!;
    return this.inner.get(table, key);
  }

  private now() {
    if (!this.current) throw new Error('TrackedRows used outside foldOne');
    return this.current;
  }

  private broken(reason: string): void {
    this.violations.add(reason);
  }

  get violation(): string | undefined {
    return this.violations.values().next().value;
  }

  /**
   * Records a read (and a write) of the row with this key, and checks how the event reached it:
   * an id its data names is in the key, or held by the row (as it stands, or as inserted), or the
   * event found the row by a lookup.
   */
  private touch(table: TableName, key: Row, write: boolean, inserted?: Row): string {
    const event = this.now();
    const spec = this.inner.specOf(table);
    const id = rowIdOf(table, keyText(spec, key));
    if (!this.keys.has(id)) this.keys.set(id, { table, key: keyOf(spec, key) });
    const names = (values: Row | undefined) =>
      !!values &&
      Object.values(values).some((value) =>
        idsInside(value).some((held) => event.mentions.has(held)),
      );
    const named =
      event.found.has(id) ||
      names(keyOf(spec, key)) ||
      names(this.inner.get(table, key)) ||
      names(inserted);
    if (!named) this.broken(`${event.type} reaches a ${table} row by no id its data names`);
    event.reads.add(id);
    if (write) event.writes.add(id);
    return id;
  }

  private checkLookups(table: TableName, values: Row): void {
    const event = this.now();
    for (const column of this.inner.specOf(table).lookups ?? []) {
      const value = values[column];
      if (value === undefined || value === null) continue;
      if (idsInside(value).some((found) => event.mentions.has(found))) continue;
      this.broken(`${event.type} writes ${table}.${column} with a value its data does not name`);
    }
  }

  /** Remembers the ids the row now holds and the groups it now belongs to. */
  private written(table: TableName, id: string, key: Row): void {
    const row = this.inner.get(table, key);
    if (!row) return;
    let held = this.heldIds.get(id);
    if (!held) this.heldIds.set(id, (held = new Set()));
    for (const value of Object.values(row)) for (const found of idsInside(value)) held.add(found);
    for (const column of this.inner.specOf(table).lookups ?? []) {
      const value = row[column];
      if (value === undefined || value === null) continue;
      const group = groupIdOf(table, column, value);
      let members = this.groupMembers.get(group);
      if (!members) this.groupMembers.set(group, (members = new Set()));
      members.add(id);
    }
  }
}
