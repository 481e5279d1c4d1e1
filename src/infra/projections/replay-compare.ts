import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One cell (or, with column '*', one whole row) where the live table and the replay disagree. */
export interface ReplayDifference {
  table: string;
  /** The row's primary key value(s), joined with ", " when the key has several columns. */
  key: string;
  column: string;
  /** JSON values as PostgreSQL's to_jsonb renders them (timestamps as ISO 8601 in UTC). */
  live: unknown;
  replayed: unknown;
}

type Db = Kysely<Database>;
type Row = Record<string, unknown>;
export interface LiveTable {
  schema: string;
  name: string;
  /** Primary key columns, in key order. */
  key: string[];
}

/**
 * A replay's verdict, the same for both ways of running it: equal when no difference was found,
 * timed from `started` (performance.now() when the run began).
 */
export function replayVerdict(
  started: number,
  events: number,
  tables: readonly LiveTable[],
  found: { differences: ReplayDifference[]; truncated: boolean },
) {
  return {
    equal: found.differences.length === 0,
    events,
    seconds: (performance.now() - started) / 1000,
    tables: tables.map((t) => t.name),
    differences: found.differences,
    truncated: found.truncated,
  };
}

/** Where the search path finds a table now (a live table; usually in schema public). */
export async function locate(db: Db, name: string): Promise<LiveTable> {
  return (await locateAll(db, [name]))[0]!;
}

/**
 * Where the search path finds each of the tables now, in the order asked, in one statement: a
 * replay locates every read table, and a catalog query each cost more than the rest of a small
 * log's replay on the embedded engine.
 */
export async function locateAll(db: Db, names: readonly string[]): Promise<LiveTable[]> {
  const { rows } = await sql<{
    asked: string;
    schema: string | null;
    name: string | null;
    key: string[];
  }>`
    select t.asked, n.nspname as schema, c.relname as name, array(
      select a.attname::text
      from pg_index i
      cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary
      order by k.ord
    ) as key
    from unnest(${names}::text[]) with ordinality as t(asked, ord)
    left join pg_class c on c.oid = to_regclass(t.asked)
    left join pg_namespace n on n.oid = c.relnamespace
    order by t.ord`.execute(db);
  return rows.map(({ asked, schema, name, key }) => {
    if (schema === null || name === null) {
      throw new Error(`The table ${asked} does not exist in the database`);
    }
    return { schema, name, key };
  });
}

/** A slice of a table's key space: keys after `after` (if given), up to `upTo` included. */
interface KeyRange {
  after?: Row;
  upTo?: Row;
}

/**
 * Rows that differ, paired by primary key; a missing side is null (key columns never are).
 * Whole rows are compared column by column with each type's own equality (as compare-rows.ts
 * does), and only those that differ are rendered as JSON for the report.
 */
async function differingRows(
  db: Db,
  table: LiveTable,
  scratch: string,
  limit: number,
  range: KeyRange = {},
) {
  const [first] = table.key;
  if (!first) throw new Error(`The read table ${table.name} has no primary key to pair rows by`);
  const on = sql.join(
    table.key.map((c) => sql`${sql.id('l', c)} = ${sql.id('r', c)}`),
    sql` and `,
  );
  const order = sql.join(table.key.map((c) => sql`coalesce(${sql.id('l', c)}, ${sql.id('r', c)})`));
  const rowOf = (alias: string) =>
    sql`case when ${sql.id(alias, first)} is null then null else to_jsonb(${sql.id(alias)}) end`;
  const side = (schema: string) =>
    sql`(select * from ${sql.id(schema, table.name)} where ${inRange(table.key, range)})`;
  const { rows } = await sql<{ live: Row | null; replayed: Row | null }>`
    select ${rowOf('l')} as live, ${rowOf('r')} as replayed
    from ${side(table.schema)} as l
    full outer join ${side(scratch)} as r on ${on}
    where l is distinct from r
    order by ${order}
    limit ${limit}`.execute(db);
  return rows;
}

function inRange(key: string[], { after, upTo }: KeyRange) {
  const columns = sql`(${sql.join(key.map((c) => sql.id(c)))})`;
  const values = (row: Row) => sql`(${sql.join(key.map((c) => sql`${row[c]}`))})`;
  const conditions = [sql<boolean>`true`];
  if (after) conditions.push(sql<boolean>`${columns} > ${values(after)}`);
  if (upTo) conditions.push(sql<boolean>`${columns} <= ${values(upTo)}`);
  return sql.join(conditions, sql` and `);
}

/** The differences within one key range of one table, at most `limit` differing rows. */
export async function compareRange(
  db: Db,
  table: LiveTable,
  scratch: string,
  limit: number,
  range: KeyRange,
): Promise<ReplayDifference[]> {
  const rows = await differingRows(db, table, scratch, limit, range);
  return rows.flatMap(({ live, replayed }) => rowDifferences(table, live, replayed));
}

/**
 * The key that ends a page of `size` scratch rows after `after`; undefined when fewer are left
 * (the page then runs to the end of the key space).
 */
export async function pageEnd(
  db: Db,
  table: LiveTable,
  scratch: string,
  size: number,
  after: Row | undefined,
): Promise<Row | undefined> {
  const list = sql.join(table.key.map((c) => sql.id(c)));
  const { rows } = await sql<Row>`
    select ${list} from ${sql.id(scratch, table.name)}
    where ${inRange(table.key, { after })}
    order by ${list} offset ${size - 1} limit 1`.execute(db);
  return rows[0];
}

export function rowDifferences(
  { name: table, key }: LiveTable,
  live: Row | null,
  replayed: Row | null,
): ReplayDifference[] {
  const either = (live ?? replayed)!;
  const keyText = key.map((c) => textOf(either[c])).join(', ');
  const whole = { table, key: keyText, column: '*', live, replayed };
  if (!live || !replayed) return [whole];
  const columns = [...new Set([...Object.keys(live), ...Object.keys(replayed)])];
  const cells = columns
    .filter((column) => !isDeepStrictEqual(live[column], replayed[column]))
    .map((column) => ({
      table,
      key: keyText,
      column,
      live: live[column] ?? null,
      replayed: replayed[column] ?? null,
    }));
  // jsonb found the rows different; should no single cell show it, report them whole.
  return cells.length > 0 ? cells : [whole];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Empty copies of the live read tables in a new schema named `scratch`: columns, defaults and
 * checks, but no index yet (rows load faster without; addScratchKeys adds the keys after).
 */
export async function createScratchTables(db: Db, tables: LiveTable[], scratch: string) {
  await sql`create schema ${sql.id(scratch)}`.execute(db);
  for (const table of tables) {
    await sql`create table ${sql.id(scratch, table.name)}
      (like ${sql.id(table.schema, table.name)}
        including defaults including generated including constraints)`.execute(db);
  }
}

/** The primary key of a scratch copy, once its rows are loaded. */
export async function addScratchKey(db: Db, table: LiveTable, scratch: string) {
  const list = sql.join(table.key.map((c) => sql.id(c)));
  await sql`alter table ${sql.id(scratch, table.name)} add primary key (${list})`.execute(db);
}

/** Within the current transaction, timestamps render in UTC (as differences report them). */
export async function inUtc(db: Db): Promise<void> {
  await sql`set local timezone to 'UTC'`.execute(db);
}

/** A schema name no other run uses; SCRATCH_PREFIX names them all. */
export const SCRATCH_PREFIX = 'replay_';
export const scratchName = () => `${SCRATCH_PREFIX}${randomBytes(8).toString('hex')}`;
