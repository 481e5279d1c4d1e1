import {
  keyOf,
  keyText,
  withColumns,
  type Row,
  type Rows,
  type TableName,
  type TableSpec,
} from './rows.js';
import { lookupText, SpillFile } from './spill-file.js';

/** One read table held whole in memory, with an index per lookup column. */
class MemoryTable {
  /** The rows held, least recently used first once rows are spilled. */
  readonly rows = new Map<string, Row>();
  private readonly indexes = new Map<string, Map<unknown, Set<string>>>();
  /** Keys written since `takeChanged` last ran (when tracking). */
  changed: Map<string, Row> | undefined;
  /** Where rows go that memory cannot hold (MemoryRows' budget), with this table's number. */
  spill: { file: SpillFile; table: number; onHold: () => void } | undefined;

  constructor(readonly spec: TableSpec) {
    for (const column of spec.lookups ?? []) this.indexes.set(column, new Map());
  }

  get(key: Row): Row | undefined {
    const text = keyText(this.spec, key);
    const row = this.rows.get(text);
    if (!this.spill) return row;
    if (row) {
      // Used now: to the end of the order rows are spilled in.
      this.rows.delete(text);
      this.rows.set(text, row);
      return row;
    }
    const back = this.spill.file.take(this.spill.table, text);
    if (back) this.hold(text, back);
    return back;
  }

  find(column: string, value: unknown): Row[] {
    const index = this.indexes.get(column);
    if (!index) throw new Error(`${this.spec.name}.${column} is not one of its lookups`);
    const keys = index.get(value);
    const held = keys ? [...keys].map((key) => this.rows.get(key)!) : [];
    if (!this.spill) return held;
    const back = this.spill.file.takeWhere(this.spill.table, lookupText(column, value), (row) =>
      sameValueZero(row[column], value),
    );
    for (const row of back) this.hold(keyText(this.spec, row), row);
    return [...held, ...back];
  }

  put(row: Row): void {
    const key = keyText(this.spec, row);
    const old = this.rows.get(key);
    if (old) this.unindex(key, old);
    if (old && this.spill) this.rows.delete(key);
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

  /** A row read back from the spill file, held again as it was (not a write). */
  private hold(key: string, row: Row): void {
    this.rows.set(key, row);
    this.index(key, row);
    this.spill?.onHold();
  }

  /** Takes the `count` least recently used rows out of memory, for the spill file. */
  evict(count: number): { key: string; lookups: string[]; row: Row }[] {
    const out: { key: string; lookups: string[]; row: Row }[] = [];
    for (const [key, row] of this.rows) {
      if (out.length >= count) break;
      out.push({ key, lookups: this.lookupTexts(row), row });
    }
    for (const { key, row } of out) {
      this.unindex(key, row);
      this.rows.delete(key);
    }
    return out;
  }

  private lookupTexts(row: Row): string[] {
    return [...this.indexes.keys()].map((column) => lookupText(column, row[column]));
  }

  private index(key: string, row: Row): void {
    for (const [column, index] of this.indexes) {
      const keys = index.get(row[column]);
      if (keys) keys.add(key);
      else index.set(row[column], new Set([key]));
    }
  }

  private unindex(key: string, row: Row): void {
    for (const [column, index] of this.indexes) {
      const keys = index.get(row[column]);
      if (!keys) continue;
      keys.delete(key);
      // Spilled rows leave their values' sets empty: dropped, or they would grow with the log.
      if (keys.size === 0) index.delete(row[column]);
    }
  }
}

/** Map's equality (SameValueZero), which the lookups held in memory match by. */
const sameValueZero = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

/** Rows spilled at a time once over the budget: a tenth of it, so spills are few and large. */
const SPILL_SHARE = 0.1;
/** Rows grown between two looks at the budget (fewer for a small budget). */
const CHECK_EVERY = 1024;

/**
 * Every row of the read tables: what a replay folds the log into before writing the tables in
 * bulk. Holding them in memory is the point (no round trip per event), up to `rowsInMemory`
 * rows (default: all of them); past that, the least recently used rows of the table holding
 * most go to files of this process (spill-file.ts) in spills of a tenth of the budget, and come
 * back on a miss. Call close() when done, to remove the files.
 */
export class MemoryRows implements Rows {
  private readonly tables = new Map<string, MemoryTable>();
  private readonly rowsInMemory: number;
  private file: SpillFile | undefined;
  private readonly checkEvery: number;
  private grown = 0;

  constructor(specs: readonly TableSpec[], options: { rowsInMemory?: number } = {}) {
    for (const spec of specs) this.tables.set(spec.name, new MemoryTable(spec));
    this.rowsInMemory = options.rowsInMemory ?? Infinity;
    this.checkEvery = Math.min(CHECK_EVERY, Math.max(1, Math.floor(this.rowsInMemory / 16)));
  }

  /** Rows written to the spill file so far (0: everything was held in memory). */
  get spilled(): number {
    return this.file?.written ?? 0;
  }

  /** Removes the spill file, if there is one. */
  close(): void {
    this.file?.close();
    this.file = undefined;
    for (const table of this.tables.values()) table.spill = undefined;
  }

  /** Counts a row added to memory (spillIfOver looks at the budget every checkEvery). */
  private grew(): void {
    if (this.rowsInMemory !== Infinity) this.grown++;
  }

  /**
   * Spills if over the budget. Called at the start of each operation, never inside one, so a
   * row an operation read back is not spilled again before it is written.
   */
  private spillIfOver(): void {
    if (this.grown < this.checkEvery) return;
    this.grown = 0;
    let held = 0;
    for (const table of this.tables.values()) held += table.rows.size;
    if (held <= this.rowsInMemory) return;
    if (!this.file) this.startSpilling();
    let toSpill = held - Math.floor(this.rowsInMemory * (1 - SPILL_SHARE));
    while (toSpill > 0) {
      let largest: MemoryTable | undefined;
      for (const table of this.tables.values()) {
        if (!largest || table.rows.size > largest.rows.size) largest = table;
      }
      const rows = largest!.evict(toSpill).map((row) => ({ ...row, table: largest!.spill!.table }));
      this.file!.write(rows);
      toSpill -= rows.length;
    }
  }

  private startSpilling(): void {
    for (const table of this.tables.values()) {
      if (table.changed) throw new Error('rows that track their changes cannot be spilled');
    }
    const file = new SpillFile(this.tables.size);
    this.file = file;
    let number = 0;
    const onHold = () => this.grew();
    for (const table of this.tables.values()) table.spill = { file, table: number++, onHold };
  }

  private table(name: TableName): MemoryTable {
    const table = this.tables.get(name);
    if (!table) throw new Error(`No projection declared the read table ${name}`);
    return table;
  }

  get(table: TableName, key: Row): Readonly<Row> | undefined {
    this.spillIfOver();
    return this.table(table).get(key);
  }

  find(table: TableName, column: string, value: unknown): readonly Readonly<Row>[] {
    this.spillIfOver();
    return this.table(table).find(column, value);
  }

  insert(table: TableName, row: Row, onConflict: 'keep' | readonly string[]): void {
    this.spillIfOver();
    const store = this.table(table);
    const old = store.get(row);
    if (!old) {
      store.put({ ...row });
      this.grew();
    } else if (onConflict !== 'keep') store.put(withColumns(old, row, onConflict));
  }

  update(table: TableName, key: Row, patch: Row): void {
    this.spillIfOver();
    const store = this.table(table);
    const old = store.get(key);
    if (old) store.put({ ...old, ...patch });
  }

  remove(table: TableName, key: Row): void {
    this.spillIfOver();
    const store = this.table(table);
    // A spilled row is read back first, so that it is gone from both places.
    if (store.spill) store.get(key);
    store.remove(key);
  }

  /** The rows of one table, in no particular order: those held, then those spilled. */
  *rowsOf(table: TableName): Generator<Row> {
    const store = this.table(table);
    yield* store.rows.values();
    if (store.spill) yield* store.spill.file.rowsOf(store.spill.table);
  }

  /**
   * The rows of one table in the order of their keys' text (keyText), as `size` rows: sorted in
   * memory if none is spilled; else the held ones are spilled too and the file hands them over
   * in key order, so that only the table's keys are in memory at once. Iterable again.
   */
  async inKeyOrder(table: TableName): Promise<{ size: number; rows: () => Iterable<Row> }> {
    const store = this.table(table);
    const spill = store.spill;
    if (!spill || spill.file.countOf(spill.table) === 0) {
      const sorted = [...store.rows]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, row]) => row);
      return { size: sorted.length, rows: () => sorted };
    }
    const rest = store.evict(store.rows.size).map((row) => ({ ...row, table: spill.table }));
    spill.file.write(rest);
    return {
      size: spill.file.countOf(spill.table),
      rows: await spill.file.inKeyOrder(spill.table),
    };
  }

  /**
   * Lets go of one table's rows (a comparison done with them): the table reads as empty after.
   * A replay compares its tables one after another, so each one freed leaves room for the next.
   */
  release(table: TableName): void {
    const store = this.table(table);
    const fresh = new MemoryTable(store.spec);
    if (store.spill) {
      store.spill.file.drop(store.spill.table);
      fresh.spill = store.spill;
    }
    this.tables.set(table, fresh);
  }

  /** How many rows one table holds, in memory and spilled. */
  sizeOf(table: TableName): number {
    const store = this.table(table);
    return store.rows.size + (store.spill ? store.spill.file.countOf(store.spill.table) : 0);
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
