/** A read table's row as a projection folds it: plain values, jsonb columns as objects. */
export type Row = Record<string, unknown>;
/** A read table's name (tests add tables of their own, so not only those of Database). */
export type TableName = string;

/** What the row store needs to know of a read table. */
export interface TableSpec {
  name: TableName;
  /** Primary key columns, in key order. */
  key: readonly string[];
  /** jsonb columns: objects in memory, serialised when written. */
  json?: readonly string[];
  /** Columns `find` may look rows up by. */
  lookups?: readonly string[];
}

/**
 * The rows a projection owns, as its pure per-event function sees them. The same function runs
 * inline (against rows loaded from the transaction, its writes turned into SQL) and in replay
 * (against every row held in memory, written in bulk at the end), so it never sees SQL.
 *
 * Rule for folds: read only columns the projection writes itself, or nullable ones without a
 * default (read undefined as null): a column the database defaults is unknown in memory until
 * the rows are written.
 */
export interface Rows {
  get(table: TableName, key: Row): Readonly<Row> | undefined;
  /** Every row whose `column` (one of the table's lookups) equals `value`. */
  find(table: TableName, column: string, value: unknown): readonly Readonly<Row>[];
  /** Adds a row; if its key exists, `onConflict` keeps the old row or overwrites these columns. */
  insert(table: TableName, row: Row, onConflict: 'keep' | readonly string[]): void;
  /** Sets columns of the row with this key, if there is one. */
  update(table: TableName, key: Row, patch: Row): void;
  remove(table: TableName, key: Row): void;
}

/** The text a row's key is held under; a separator no key value contains joins several. */
export function keyText(spec: TableSpec, row: Row): string {
  if (spec.key.length === 1) return String(row[spec.key[0]!]);
  return spec.key.map((column) => String(row[column])).join('\u0001');
}

export function keyOf(spec: TableSpec, row: Row): Row {
  const key: Row = {};
  for (const column of spec.key) key[column] = row[column];
  return key;
}

/** The row with `columns` of `from` written over it (an upsert's update set). */
export function withColumns(row: Row, from: Row, columns: readonly string[]): Row {
  const merged = { ...row };
  for (const column of columns) if (column in from) merged[column] = from[column];
  return merged;
}
