import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { rowDifferences, type LiveTable, type ReplayDifference } from './replay-compare.js';
import { keyText, type Row, type TableSpec } from './rows.js';

type Db = Kysely<Database>;

/** Replayed rows sent to the server per statement. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Compares a live table with the replayed rows held in memory without writing anything: each
 * statement sends a batch of replayed rows as one JSON parameter, turned into rows of the live
 * table's own column types (replayedRecordset) and joined on the key with the live rows of the same keys; whole rows are
 * compared column by column with each type's own equality. A count then tells whether the live
 * table holds rows the replay does not, and only then are they looked for. Being read-only, the
 * replay's transaction never takes a transaction id, so nothing waits on it (the live hub holds
 * back events behind running writers).
 * Returns at most `limit` differing rows' differences, and whether more exist.
 */
export async function compareWithRows(
  db: Db,
  table: LiveTable,
  spec: TableSpec,
  replayed: Iterable<Row> | KeyOrderedRows,
  limit: number,
): Promise<{ differences: ReplayDifference[]; truncated: boolean }> {
  const columns = await columnsOf(db, table);
  const defaults = await defaultValues(db, columns);
  const times = columns.filter((c) => c.type === TIMESTAMPTZ).map((c) => c.name);
  // In key order, so the differences come out as a scan of the table would list them. The
  // rows are made ready for sending a batch at a time: copying a whole table first held a
  // second copy of it beside the replayed rows (a replay's peak).
  const ordered = inKeyOrder(spec, replayed);
  const send = (row: Row) => forSending(row, defaults, times);
  const recordset = (json: string) => replayedRecordset(columns, json);
  const found: { live: Row | null; replayed: Row | null }[] = [];
  let missingFromLive = 0;
  const source = ordered.rows()[Symbol.iterator]();
  const batchJson = () => {
    const batch: Row[] = [];
    for (let next = source.next(); !next.done; next = source.next()) {
      batch.push(send(next.value));
      if (batch.length === ROWS_PER_STATEMENT) break;
    }
    return batch.length > 0 ? JSON.stringify(batch) : undefined;
  };
  let next = batchJson();
  while (next !== undefined && found.length <= limit) {
    const inFlight = compareBatch(db, table, recordset(next), limit + 1 - found.length);
    // The next batch's JSON is built while the server compares this one.
    next = batchJson();
    const batch = await inFlight;
    found.push(...batch.rows);
    missingFromLive += batch.missing;
  }
  if (found.length <= limit) {
    const liveCount = await countRows(db, table);
    if (liveCount > ordered.size - missingFromLive) {
      const keys = [...ordered.rows()].map((row) =>
        Object.fromEntries(table.key.map((c) => [c, send(row)[c]])),
      );
      found.push(...(await liveOnly(db, table, keys, recordset, limit + 1 - found.length)));
    }
  }
  const truncated = found.length > limit;
  const differences = found
    .slice(0, limit)
    .flatMap(({ live, replayed: r }) => rowDifferences(table, live, r));
  return { differences, truncated };
}

/** Replayed rows already in key order (keyText), iterable more than once. */
export interface KeyOrderedRows {
  size: number;
  rows: () => Iterable<Row>;
}

function inKeyOrder(spec: TableSpec, replayed: Iterable<Row> | KeyOrderedRows): KeyOrderedRows {
  if ('rows' in replayed && typeof replayed.rows === 'function') return replayed;
  // Put in order by reference, each row's key text computed once.
  const sorted = [...(replayed as Iterable<Row>)]
    .map((row) => ({ key: keyText(spec, row), row }))
    .sort((a, b) => compareText(a.key, b.key))
    .map(({ row }) => row);
  return { size: sorted.length, rows: () => sorted };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function compareBatch(db: Db, table: LiveTable, replayed: RawBuilder<Row>, limit: number) {
  const target = sql.id(table.schema, table.name);
  const keys = sql.join(table.key.map((c) => sql.id(c)));
  const on = sql.join(
    table.key.map((c) => sql`${sql.id('l', c)} = ${sql.id('r', c)}`),
    sql` and `,
  );
  const order = sql.join(table.key.map((c) => sql`coalesce(${sql.id('l', c)}, ${sql.id('r', c)})`));
  const rowOf = (alias: string) =>
    sql`case when ${sql.id(alias, table.key[0]!)} is null then null else to_jsonb(${sql.id(alias)}) end`;
  // Whole rows compared column by column with each type's own equality; only the differing
  // ones are rendered as JSON. `missing` counts replayed keys the live table lacks.
  const { rows } = await sql<{ live: Row | null; replayed: Row | null; missing: number }>`
    with r as materialized (${replayed}),
    l as materialized (select t.* from ${target} as t where (${keys}) in (select ${keys} from r)),
    d as (
      select ${rowOf('l')} as live, ${rowOf('r')} as replayed
      from r full join l on ${on}
      where r is distinct from l
      order by ${order}
      limit ${limit}
    ),
    m as (select (select count(*) from r)::int - (select count(*) from l)::int as missing)
    select d.live, d.replayed, m.missing from m left join d on true`.execute(db);
  const missing = rows[0]?.missing ?? 0;
  return { rows: rows.filter((row) => row.live !== null || row.replayed !== null), missing };
}

async function countRows(db: Db, table: LiveTable): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.id(table.schema, table.name)}`.execute(db);
  return rows[0]!.count;
}

/** Live rows whose key no replayed row has: only looked for when the count says some exist. */
async function liveOnly(
  db: Db,
  table: LiveTable,
  replayedKeys: Row[],
  recordset: (json: string) => RawBuilder<Row>,
  limit: number,
) {
  const target = sql.id(table.schema, table.name);
  const keys = sql.join(table.key.map((c) => sql.id(c)));
  const keyRows = JSON.stringify(replayedKeys);
  const { rows } = await sql<{ live: Row }>`
    select to_jsonb(t) as live from ${target} as t
    where (${keys}) not in (select ${keys} from (${recordset(keyRows)}) as r)
    order by ${keys}
    limit ${limit}`.execute(db);
  return rows.map(({ live }) => ({ live, replayed: null }));
}

/**
 * The table's column defaults, as values: a replayed row leaves out what the database defaults
 * on insert (as a scratch insert would get them), so they are filled in before comparing.
 */
async function defaultValues(db: Db, columns: readonly Column[]): Promise<Row> {
  const values = columns.flatMap(({ name, expression }) =>
    expression === null ? [] : [sql`${sql.raw(expression)} as ${sql.id(name)}`],
  );
  if (values.length === 0) return {};
  const { rows: evaluated } = await sql<Row>`select ${sql.join(values)}`.execute(db);
  return evaluated[0]!;
}

const TIMESTAMPTZ = 'timestamp with time zone';

interface Column {
  name: string;
  /** As format_type gives it: `text`, `text[]`, `timestamp with time zone`. */
  type: string;
  /** What an insert that leaves the column out gets, as SQL; null when it gets no default. */
  expression: string | null;
}

/**
 * The table's columns in their order, which a record compared with its rows must keep, with
 * their defaults as information_schema.columns gives them (a generated column has none): read
 * from the catalog itself, as that view's planning and joins cost ten times the CPU.
 */
async function columnsOf(db: Db, table: LiveTable): Promise<Column[]> {
  const { rows } = await sql<Column>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as expression
    from pg_attribute a
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = ${`${table.schema}.${table.name}`}::regclass
      and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db);
  return rows;
}

/**
 * A replayed row as it is sent: defaults filled in, and timestamps as milliseconds since the
 * epoch. JSON.stringify renders a Date through its toJSON, several times slower than the whole
 * rest of a row, and a replay sends millions of them; the server turns the number back into the
 * same instant (replayedRecordset). A timestamp held as text is sent as text.
 */
function forSending(row: Row, defaults: Row, times: readonly string[]): Row {
  const out: Row = { ...row };
  for (const column in defaults) {
    if (out[column] === undefined) out[column] = defaults[column];
  }
  for (const column of times) {
    const value = out[column];
    if (value instanceof Date) out[column] = value.getTime();
  }
  return out;
}

/**
 * The rows of a JSON array of replayed rows, typed as the live table's columns in its order, so
 * that `r is distinct from l` compares them column by column. A timestamp arrives as a number of
 * milliseconds (forSending) or as text, which the server reads as it would on insert.
 */
function replayedRecordset(columns: readonly Column[], json: string): RawBuilder<Row> {
  const declared = columns.map(({ name, type }) =>
    type === TIMESTAMPTZ ? sql`${sql.id(name)} json` : sql`${sql.id(name)} ${sql.raw(type)}`,
  );
  const selected = columns.map(({ name, type }) => {
    const value = sql.id('x', name);
    if (type !== TIMESTAMPTZ) return sql`${value} as ${sql.id(name)}`;
    return sql`case json_typeof(${value})
        when 'number' then 'epoch'::timestamptz + (${value}::text)::float8 * interval '1 millisecond'
        else (${value} #>> '{}')::timestamptz end as ${sql.id(name)}`;
  });
  return sql<Row>`select ${sql.join(selected)}
    from json_to_recordset(${json}::json) as x(${sql.join(declared)})`;
}
