import { sql, type Kysely } from 'kysely';
import { executePrepared, preparedSql } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { keyOf, keyText, type Row, type Rows, type TableName, type TableSpec } from './rows.js';

/** A read the fold made of a row (or a lookup group) not loaded yet: load it and fold again. */
class RowsNotLoaded extends Error {
  constructor(
    readonly table: TableSpec,
    readonly where: Row,
    readonly group: string | undefined,
  ) {
    super(`Rows of ${table.name} not loaded yet`);
  }
}

/** A row written blind (an upsert): what it holds now is only known by reading it back. */
const UNKNOWN = Symbol('unknown');
type Cached = Row | null | typeof UNKNOWN;

type Write =
  | { kind: 'insert'; table: TableSpec; row: Row; onConflict: 'keep' | readonly string[] }
  | { kind: 'update'; table: TableSpec; key: Row; patch: Row }
  | { kind: 'remove'; table: TableSpec; key: Row };

/**
 * The rows read during one inline apply (one transaction's batch of events): a row once read
 * is not read again, and the fold's writes keep it current. null means known to be absent.
 */
export class RowCache {
  private readonly rows = new Map<string, Map<string, Cached>>();
  private readonly groups = new Map<string, Set<string>>();
  /** Writes of completed folds not sent yet: sent before a read of their tables, and at the end. */
  private pending: Write[] = [];

  constructor(readonly specs: ReadonlyMap<string, TableSpec>) {}

  tableRows(table: string): Map<string, Cached> {
    let rows = this.rows.get(table);
    if (!rows) this.rows.set(table, (rows = new Map<string, Cached>()));
    return rows;
  }

  hasGroup(table: string, group: string): boolean {
    return this.groups.get(table)?.has(group) ?? false;
  }

  addGroup(table: string, group: string): void {
    const groups = this.groups.get(table) ?? new Set<string>();
    groups.add(group);
    this.groups.set(table, groups);
  }

  forgetGroups(table: string): void {
    this.groups.delete(table);
  }

  /** Keeps a completed fold's writes, to send with the others (writeAll). */
  defer(writes: readonly Write[]): void {
    this.pending.push(...writes);
  }

  /** Sends the writes kept so far, in as few statements as is safe (statementsOf). */
  async writeAll(db: Kysely<Database>): Promise<void> {
    const writes = this.pending;
    this.pending = [];
    for (const statement of statementsOf(writes)) await executeStatement(db, statement);
  }

  async load(db: Kysely<Database>, need: RowsNotLoaded): Promise<void> {
    const { table, where, group } = need;
    // What is read must include every write to its table before it. Writes to other tables
    // cannot change what it reads (read tables have no foreign keys or triggers: statementsOf),
    // so they keep waiting, to go out with the rest in one statement.
    if (this.pending.some((write) => write.table.name === table.name)) await this.writeAll(db);
    let query = (db as unknown as Kysely<Record<string, Row>>).selectFrom(table.name).selectAll();
    for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
    const found = await executePrepared(db, query);
    const rows = this.tableRows(table.name);
    for (const row of found) rows.set(keyText(table, row), row);
    if (group === undefined) {
      if (found.length === 0) rows.set(keyText(table, where), null);
    } else this.addGroup(table.name, group);
  }
}

/**
 * One fold of one event, inline: reads come from the cache (a read not cached stops the fold,
 * which runs again once it is loaded); writes go to an overlay and a list of SQL writes, both
 * kept only if the fold completes.
 */
class InlineRows implements Rows {
  readonly writes: Write[] = [];
  private readonly overlay = new Map<string, Map<string, Cached>>();
  private readonly blindTables = new Set<string>();

  constructor(private readonly cache: RowCache) {}

  private spec(table: TableName): TableSpec {
    const spec = this.cache.specs.get(table);
    if (!spec) throw new Error(`No projection declared the read table ${table}`);
    return spec;
  }

  private layer(table: string): Map<string, Cached> {
    let rows = this.overlay.get(table);
    if (!rows) this.overlay.set(table, (rows = new Map<string, Cached>()));
    return rows;
  }

  private current(spec: TableSpec, key: string): Cached | undefined {
    const layer = this.overlay.get(spec.name);
    if (layer?.has(key)) return layer.get(key);
    return this.cache.tableRows(spec.name).get(key);
  }

  get(table: TableName, key: Row): Readonly<Row> | undefined {
    const spec = this.spec(table);
    const found = this.current(spec, keyText(spec, key));
    if (found === UNKNOWN && this.overlay.get(table)?.get(keyText(spec, key)) === UNKNOWN)
      throw new Error(`A fold read the ${table} row it had just upserted in the same event`);
    if (found === undefined || found === UNKNOWN)
      throw new RowsNotLoaded(spec, keyOf(spec, key), undefined);
    return found ?? undefined;
  }

  find(table: TableName, column: string, value: unknown): readonly Readonly<Row>[] {
    const spec = this.spec(table);
    if (!spec.lookups?.includes(column))
      throw new Error(`${table}.${column} is not one of its lookups`);
    if (this.blindTables.has(table))
      throw new Error(`A fold looked up ${table} rows after upserting one in the same event`);
    const group = `${column}\u0000${String(value)}`;
    if (!this.cache.hasGroup(table, group))
      throw new RowsNotLoaded(spec, { [column]: value }, group);
    const keys = new Set([...this.cache.tableRows(table).keys(), ...this.layer(table).keys()]);
    const found: Row[] = [];
    for (const key of keys) {
      const row = this.current(spec, key);
      if (row && row !== UNKNOWN && row[column] === value) found.push(row);
    }
    return found;
  }

  insert(table: TableName, row: Row, onConflict: 'keep' | readonly string[]): void {
    const spec = this.spec(table);
    this.writes.push({ kind: 'insert', table: spec, row, onConflict });
    // Column defaults and the old row decide what it holds: read back if ever needed.
    this.layer(table).set(keyText(spec, row), UNKNOWN);
    this.blindTables.add(table);
  }

  update(table: TableName, key: Row, patch: Row): void {
    const spec = this.spec(table);
    this.writes.push({ kind: 'update', table: spec, key: keyOf(spec, key), patch });
    const text = keyText(spec, key);
    const old = this.current(spec, text);
    if (old && old !== UNKNOWN) this.layer(table).set(text, { ...old, ...patch });
  }

  remove(table: TableName, key: Row): void {
    const spec = this.spec(table);
    this.writes.push({ kind: 'remove', table: spec, key: keyOf(spec, key) });
    this.layer(table).set(keyText(spec, key), null);
  }

  /** The fold completed: its view of the rows becomes the cache's. */
  keep(): void {
    for (const [table, rows] of this.overlay) {
      const cached = this.cache.tableRows(table);
      for (const [key, row] of rows) cached.set(key, row);
    }
    for (const table of this.blindTables) this.cache.forgetGroups(table);
  }
}

/** Folds one event inline and writes what it changed, before returning. */
export async function foldInline(
  db: Kysely<Database>,
  cache: RowCache,
  fold: (rows: Rows) => void,
): Promise<void> {
  await foldDeferringWrites(db, cache, fold);
  await cache.writeAll(db);
}

/**
 * Folds one event inline, loading what it reads; its writes are kept in the cache, sent before
 * the next read or by cache.writeAll: a command's projections then write in one statement.
 */
export async function foldDeferringWrites(
  db: Kysely<Database>,
  cache: RowCache,
  fold: (rows: Rows) => void,
): Promise<void> {
  for (;;) {
    const rows = new InlineRows(cache);
    try {
      fold(rows);
    } catch (error) {
      if (!(error instanceof RowsNotLoaded)) throw error;
      await cache.load(db, error);
      continue;
    }
    cache.defer(rows.writes);
    rows.keep();
    return;
  }
}

type AnyDb = Kysely<Record<string, Row>>;

/**
 * Writes as statements, in order, each holding at most one write per table: one statement of
 * data-modifying CTEs (`with w0 as (insert ...), w1 as (update ...) select 1`) for writes to
 * different tables. Its parts run in no set order and see the same snapshot, which is the same
 * as running them one after another only because they cannot meet: read tables have no foreign
 * keys or triggers, and their unique constraints are each within one table. A second write to
 * a table starts the next statement, so two writes to one row keep their order.
 */
function statementsOf(writes: readonly Write[]): Write[][] {
  const statements: Write[][] = [];
  let tables = new Set<string>();
  for (const write of writes) {
    if (statements.length === 0 || tables.has(write.table.name)) {
      statements.push([]);
      tables = new Set();
    }
    statements[statements.length - 1]!.push(write);
    tables.add(write.table.name);
  }
  return statements;
}

/** One statement of statementsOf: the write itself when alone, else its CTEs. */
function executeStatement(db: Kysely<Database>, writes: Write[]): Promise<unknown> {
  const any = db as unknown as AnyDb;
  if (writes.length === 1) return executePrepared(db, writeQuery(any, writes[0]!));
  const parts = writes.map(
    (write, index) => sql`${sql.id(`w${index}`)} as (${writeQuery(any, write)})`,
  );
  return preparedSql`with ${sql.join(parts)} select 1`.execute(db);
}

function writeQuery(any: AnyDb, write: Write) {
  const table = write.table;
  switch (write.kind) {
    case 'insert': {
      const values = serialise(table, write.row);
      const { onConflict } = write;
      return any
        .insertInto(table.name)
        .values(values)
        .onConflict((oc) => {
          const conflict = oc.columns([...table.key]);
          if (onConflict === 'keep') return conflict.doNothing();
          const set: Row = {};
          for (const column of onConflict) if (column in values) set[column] = values[column];
          return conflict.doUpdateSet(set);
        });
    }
    case 'update': {
      let query = any.updateTable(table.name).set(serialise(table, write.patch));
      for (const [column, value] of Object.entries(write.key))
        query = query.where(column, '=', value);
      return query;
    }
    case 'remove': {
      let query = any.deleteFrom(table.name);
      for (const [column, value] of Object.entries(write.key))
        query = query.where(column, '=', value);
      return query;
    }
  }
}

/** jsonb columns as JSON text (the driver would write an array as a PostgreSQL array). */
function serialise(table: TableSpec, row: Row): Row {
  if (!table.json) return row;
  const out = { ...row };
  for (const column of table.json) {
    const value = out[column];
    if (value !== undefined && value !== null) out[column] = JSON.stringify(value);
  }
  return out;
}
