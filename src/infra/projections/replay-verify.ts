import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventCatalog } from '../event-store/event-catalog.js';
import { toRecordedEvent } from '../event-store/event-store.js';
import type { ProjectionRegistry } from './projection-registry.js';

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

export interface ReplayReport {
  equal: boolean;
  events: number;
  /** The whole run: replay and comparison. */
  seconds: number;
  tables: string[];
  differences: ReplayDifference[];
  /** More differences exist than are listed. */
  truncated: boolean;
}

export interface ReplayOptions {
  maxDifferences?: number;
  batchSize?: number;
}

type Db = Kysely<Database>;
type Row = Record<string, unknown>;
interface LiveTable {
  schema: string;
  name: string;
  /** Primary key columns, in key order. */
  key: string[];
}

/**
 * The auditor's check: replays the whole log into empty copies of every read table and compares
 * them with the live ones. It all happens in one REPEATABLE READ transaction, so the log and the
 * live tables are read from one snapshot (an append committing meanwhile is in neither), and the
 * transaction is rolled back at the end, so the scratch schema never outlives the run and the live
 * tables are never written. Unqualified table names in projections reach the scratch copies twice
 * over: kysely's withSchema for built queries, and the search path for any raw SQL.
 */
export async function replayAndVerify(
  db: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  options: ReplayOptions = {},
): Promise<ReplayReport> {
  const { maxDifferences = 100, batchSize = 1000 } = options;
  const started = performance.now();
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').execute();
  try {
    await sql`set local timezone to 'UTC'`.execute(trx);
    const tables: LiveTable[] = [];
    for (const name of registry.tables) tables.push(await locate(trx, name));
    const log = await locate(trx, 'events');
    const scratch = `replay_${randomBytes(8).toString('hex')}`;
    await sql`create schema ${sql.id(scratch)}`.execute(trx);
    for (const table of tables) {
      await sql`create table ${sql.id(scratch, table.name)}
        (like ${sql.id(table.schema, table.name)} including all)`.execute(trx);
    }
    const searchPath = sql`${scratch} || ', ' || current_setting('search_path')`;
    await sql`select set_config('search_path', ${searchPath}, true)`.execute(trx);
    const events = await replayLog(trx, catalog, registry, log.schema, scratch, batchSize);
    const { differences, truncated } = await compareTables(trx, tables, scratch, maxDifferences);
    await trx.rollback().execute();
    return {
      equal: differences.length === 0,
      events,
      seconds: (performance.now() - started) / 1000,
      tables: tables.map((t) => t.name),
      differences,
      truncated,
    };
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    throw error;
  }
}

/** Where the search path finds a table now (a live table; usually in schema public). */
async function locate(db: Db, name: string): Promise<LiveTable> {
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

async function replayLog(
  trx: Db,
  catalog: EventCatalog,
  registry: ProjectionRegistry,
  logSchema: string,
  scratch: string,
  batchSize: number,
): Promise<number> {
  const log = trx.withSchema(logSchema);
  const target = trx.withSchema(scratch);
  let events = 0;
  for (let after = 0; ;) {
    const rows = await log
      .selectFrom('events')
      .selectAll()
      .where('position', '>', after)
      .orderBy('position')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return events;
    const batch = rows.map((row) => toRecordedEvent(catalog, row));
    await registry.apply(batch, target);
    events += batch.length;
    after = batch[batch.length - 1]!.position;
  }
}

async function compareTables(
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
async function differingRows(db: Db, table: LiveTable, scratch: string, limit: number) {
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
