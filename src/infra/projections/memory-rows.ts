import {
  keyOf,
  keyText,
  withColumns,
  type Row,
  type Rows,
  type TableName,
  type TableSpec,
} from './rows.js';

/** One read table held whole in memory, with an index per lookup column. */
class MemoryTable {
  readonly rows = new Map<string, Row>();
  private readonly indexes = new Map<string, Map<unknown, Set<string>>>();
  /** Keys written since `takeChanged` last ran (when tracking). */
  changed: Map<string, Row> | undefined;

  constructor(readonly spec: TableSpec) {
    for (const column of spec.lookups ?? []) this.indexes.set(column, new Map());
  }

  get(key: Row): Row | undefined {
    return this.rows.get(keyText(this.spec, key));
  }

  find(column: string, value: unknown): Row[] {
    const index = this.indexes.get(column);
    if (!index) throw new Error(`${this.spec.name}.${column} is not one of its lookups`);
    const keys = index.get(value);
    return keys ? [...keys].map((key) => this.rows.get(key)!) : [];
  }

  put(row: Row): void {
    const key = keyText(this.spec, row);
    const old = this.rows.get(key);
    if (old) this.unindex(key, old);
    this.rows.set(key, row);
    this.index(key, row);
    this.changed?.set(key, keyOf(this.spec, row));
  }

  remove(key: Row): void {
    const text = keyText(this.spec, key);
    const old = this.rows.get(text);
    if (!old) return;
    this.unindex(text, old);
    this.rows.delete(text);
    this.changed?.set(text, keyOf(this.spec, old));
  }

  private index(key: string, row: Row): void {
    for (const [column, index] of this.indexes) {
      const keys = index.get(row[column]);
      if (keys) keys.add(key);
      else index.set(row[column], new Set([key]));
    }
  }

  private unindex(key: string, row: Row): void {
    for (const [column, index] of this.indexes) index.get(row[column])?.delete(key);
  }
}

/**
 * Every row of the read tables in memory: what a replay folds the log into before writing the
 * tables in bulk. Holding all of them is the point (no round trip per event); a read table of a
 * million rows of a few hundred bytes is a few hundred MB, which a replay may use for a while.
 */
export class MemoryRows implements Rows {
  private readonly tables = new Map<string, MemoryTable>();

  constructor(specs: readonly TableSpec[]) {
    for (const spec of specs) this.tables.set(spec.name, new MemoryTable(spec));
  }

  private table(name: TableName): MemoryTable {
    const table = this.tables.get(name);
    if (!table) throw new Error(`No projection declared the read table ${name}`);
    return table;
  }

  get(table: TableName, key: Row): Readonly<Row> | undefined {
    return this.table(table).get(key);
  }

  find(table: TableName, column: string, value: unknown): readonly Readonly<Row>[] {
    return this.table(table).find(column, value);
  }

  insert(table: TableName, row: Row, onConflict: 'keep' | readonly string[]): void {
    const store = this.table(table);
    const old = store.get(row);
    if (!old) store.put({ ...row });
    else if (onConflict !== 'keep') store.put(withColumns(old, row, onConflict));
  }

  update(table: TableName, key: Row, patch: Row): void {
    const store = this.table(table);
    const old = store.get(key);
    if (old) store.put({ ...old, ...patch });
  }

  remove(table: TableName, key: Row): void {
    this.table(table).remove(key);
  }

  /** The rows of one table, in no particular order. */
  rowsOf(table: TableName): IterableIterator<Row> {
    return this.table(table).rows.values();
  }

  /**
   * Lets go of one table's rows (a comparison done with them): the table reads as empty after.
   * A replay compares its tables one after another, so each one freed leaves room for the next.
   */
  release(table: TableName): void {
    const store = this.table(table);
    this.tables.set(table, new MemoryTable(store.spec));
  }

  /** How many rows one table holds. */
  sizeOf(table: TableName): number {
    return this.table(table).rows.size;
  }

  specOf(table: TableName): TableSpec {
    return this.table(table).spec;
  }

  /** From now on, remember which keys each write touches (see takeChanged). */
  trackChanges(): void {
    for (const table of this.tables.values()) table.changed = new Map();
  }

  /** The keys of `table` written since the last call, with their rows now (undefined: gone). */
  takeChanged(table: TableName): { key: Row; row: Row | undefined }[] {
    const store = this.table(table);
    const changed = store.changed ?? new Map<string, Row>();
    store.changed = new Map();
    return [...changed].map(([text, key]) => ({ key, row: store.rows.get(text) }));
  }
}
