import { randomBytes } from 'node:crypto';
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

/** Where the search path finds a table now (a live table; usually in schema public). */
export async function locate(db: Db, name: string): Promise<LiveTable> {
  const { rows } = await sql<LiveTable>`
    select n.nspname as schema, c.relname as name, array(
      select a.attname::text
      from pg_index i
      cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = c.oid and i.indisprimary
      order by k.ord
    ) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.oid = to_regclass(${name})`.execute(db);
  if (!rows[0]) throw new Error(`The table ${name} does not exist in the database`);
  return rows[0];
}

export async function compareTables(
  trx: Db,
  tables: LiveTable[],
  scratch: string,
  maxDifferences: number,
): Promise<{ differences: ReplayDifference[]; truncated: boolean }> {
  const differences: ReplayDifference[] = [];
  for (const table of tables) {
    // One more row than still fits tells whether the list is complete.
    const rows = await differingRows(trx, table, scratch, maxDifferences - differences.length + 1);
    for (const { live, replayed } of rows)
      differences.push(...rowDifferences(table, live, replayed));
    if (differences.length > maxDifferences) {
      return { differences: differences.slice(0, maxDifferences), truncated: true };
    }
  }
  return { differences, truncated: false };
}

/** Rows whose JSON differs, paired by primary key; a missing side is null (key columns never are). */
export async function differingRows(db: Db, table: LiveTable, scratch: string, limit: number) {
  const [first] = table.key;
  if (!first) throw new Error(`The read table ${table.name} has no primary key to pair rows by`);
  const on = sql.join(
    table.key.map((c) => sql`${sql.id('l', c)} = ${sql.id('r', c)}`),
    sql` and `,
  );
  const order = sql.join(table.key.map((c) => sql`coalesce(${sql.id('l', c)}, ${sql.id('r', c)})`));
  const rowOf = (alias: string) =>
    sql`case when ${sql.id(alias, first)} is null then null else to_jsonb(${sql.id(alias)}) end`;
  const { rows } = await sql<{ live: Row | null; replayed: Row | null }>`
    select ${rowOf('l')} as live, ${rowOf('r')} as replayed
    from ${sql.id(table.schema, table.name)} as l
    full outer join ${sql.id(scratch, table.name)} as r on ${on}
    where to_jsonb(l) is distinct from to_jsonb(r)
    order by ${order}
    limit ${limit}`.execute(db);
  return rows;
}

function rowDifferences(
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

/** Empty copies of the live read tables in a new schema named `scratch`. */
export async function createScratchTables(db: Db, tables: LiveTable[], scratch: string) {
  await sql`create schema ${sql.id(scratch)}`.execute(db);
  for (const table of tables) {
    await sql`create table ${sql.id(scratch, table.name)}
      (like ${sql.id(table.schema, table.name)} including all)`.execute(db);
  }
}

/**
 * Within the current transaction, unqualified table names reach the scratch copies first
 * (raw SQL in projections; built queries are given withSchema too) and timestamps render in UTC.
 */
export async function useScratch(db: Db, scratch: string): Promise<void> {
  await sql`set local timezone to 'UTC'`.execute(db);
  const searchPath = sql`${scratch} || ', ' || current_setting('search_path')`;
  await sql`select set_config('search_path', ${searchPath}, true)`.execute(db);
}

/** A schema name no other run uses; SCRATCH_PREFIX names them all. */
export const SCRATCH_PREFIX = 'replay_';
export const scratchName = () => `${SCRATCH_PREFIX}${randomBytes(8).toString('hex')}`;
