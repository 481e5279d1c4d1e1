import { hash } from 'node:crypto';
import { CompiledQuery, Kysely, PostgresDialect, sql, type Compilable } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedSource } from './embedded-postgres.js';
import type { Database } from './schema.js';

export type DatabaseEngine = 'postgres' | 'embedded';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The one pool everything shares: kysely, pg-boss and LISTEN/NOTIFY. */
  pool: pg.Pool;
  engine: DatabaseEngine;
  /** The server's connection string on PostgreSQL (a worker thread opens its own connection). */
  url?: string;
  /** The embedded engine itself, for snapshots; undefined on PostgreSQL. */
  pglite?: PGlite;
  /**
   * Runs `hook` when the handle closes, before the pool ends: whoever keeps a connection
   * checked out (the LISTEN connection) gives it back, or ending the pool would wait forever.
   */
  beforeClose(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

type DatabaseTarget = { url: string; poolSize?: number } | { embedded: EmbeddedSource };

/** DATABASE_URL set: that server; unset: the embedded database persisted under DATA_DIR. */
export function databaseTargetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl !== undefined
    ? { url: config.databaseUrl }
    : { embedded: { dataDir: config.dataDir } };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A server that stops answering (a network cut, not a refusal) must not hold requests
      // forever: they fail within seconds and are answered 503 with a retry hint.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      types: { getTypeParser: typeParser },
    });
    return { ...handleFor(pool, 'postgres', async () => {}), url: target.url };
  }
  const embedded = await startEmbeddedPostgres(target.embedded);
  // PGlite is a single backend: one connection, never closed while idle, so nothing can race it.
  const pool = new pg.Pool({
    stream: () => embedded.connect(),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    types: { getTypeParser: typeParser },
  });
  return { ...handleFor(pool, 'embedded', () => embedded.close()), pglite: embedded.pglite };
}

function handleFor(
  pool: pg.Pool,
  engine: DatabaseEngine,
  closeEngine: () => Promise<void>,
): DatabaseHandle {
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one between two queries of a transaction (the pool listens only to idle
  // ones): its next query fails instead, the request answers 503, and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    heldBegins.set(client, runMarkedAsPrepared(client));
  });
  // A client goes back to the pool never holding a `begin` for whoever takes it next.
  pool.on('release', (_error: unknown, client: pg.PoolClient) => heldBegins.get(client)?.());
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  const hooks: (() => Promise<void>)[] = [];
  return {
    db,
    pool,
    engine,
    beforeClose: (hook) => void hooks.push(hook),
    close: () =>
      (closing ??= Promise.all(hooks.map((hook) => hook()))
        .then(() => db.destroy())
        .then(closeEngine)),
  };
}

const CONNECT_TIMEOUT_MS = 5000;

/** The comment preparedSql puts first (see there). */
const PREPARED_MARK = '/* prepared */ ';

/**
 * sql`...` that runs as a named prepared statement on each connection: parsed once there, and
 * its plan kept by the server (after its first runs, when a generic plan costs no more). For
 * the few hot statements whose planning cost more than running them (the live follower's page,
 * a command's stream read and facts: a third of a millisecond or more of the server's CPU each
 * time). Opt-in, never every statement: each distinct text stays prepared on every connection
 * for its life. The name comes from the text, so a builder with two shapes prepares two.
 */
export function preparedSql<T>(strings: TemplateStringsArray, ...values: unknown[]) {
  const marked = [`${PREPARED_MARK}${strings[0]}`, ...strings.slice(1)];
  return sql<T>(Object.assign(marked, { raw: marked }), ...values);
}

/** preparedSql for a statement written elsewhere as text (pg-boss's job insert). */
export const preparedQuery = (text: string, values: unknown[] = []) =>
  CompiledQuery.raw(`${PREPARED_MARK}${text}`, values);

/** A query builder's query run as preparedSql runs, on `db` (a transaction or the pool). */
export async function executePrepared<Row>(
  db: Kysely<Database>,
  query: Compilable<Row>,
): Promise<Row[]> {
  const compiled = query.compile();
  // The compiled query as built (its node and id, which plugins see), only its text marked.
  return (await db.executeQuery<Row>({ ...compiled, sql: `${PREPARED_MARK}${compiled.sql}` })).rows;
}

/** What stands in for a value while a query shape is compiled (compiledShapes). */
const SLOT_MARK = '\u0000slot:';

/**
 * A query builder whose text is built and compiled once per shape, then run as preparedSql runs
 * with each call's values. Building and compiling a builder query that joins other features'
 * published reads cost this process more CPU than PostgreSQL spent running it (a profile of
 * booking requests over HTTP, docs/performance.md), and its text is the same every time.
 *
 * `build` is called once per `shape` with a stand-in for each value; the stand-ins must reach
 * the query only as single parameters (compared, limited, never spread into a list or looked at
 * to choose the query's shape): anything that changes the text belongs in `shape`.
 */
export function compiledShapes<Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values, shape: string) => Compilable<Row>,
) {
  const compiled = new Map<string, { text: string; slots: (string | null)[]; fixed: unknown[] }>();
  return async (db: Kysely<Database>, shape: string, values: Values): Promise<Row[]> => {
    let found = compiled.get(shape);
    if (!found) {
      const standIns = Object.fromEntries(
        Object.keys(values).map((key) => [key, `${SLOT_MARK}${key}`]),
      ) as Values;
      const query = build(db, standIns, shape).compile();
      const slots = query.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(SLOT_MARK) ? p.slice(SLOT_MARK.length) : null,
      );
      found = { text: query.sql, slots, fixed: [...query.parameters] };
      compiled.set(shape, found);
    }
    const { text, slots, fixed } = found;
    const given = values as Record<string, unknown>;
    const parameters = slots.map((slot, i) => (slot === null ? fixed[i] : given[slot]));
    return (await db.executeQuery<Row>(preparedQuery(text, parameters))).rows;
  };
}

/** The name each marked text goes out under (hashing it for every run cost a little each time). */
const preparedNames = new Map<string, string>();
const MAX_PREPARED_NAMES = 10_000;

function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `p_${hash('sha256', text, 'hex').slice(0, 24)}`;
    if (preparedNames.size < MAX_PREPARED_NAMES) preparedNames.set(text, name);
  }
  return name;
}

type QueryResult = { command?: string; rows?: unknown[]; rowCount?: number | null };

/**
 * A client's query(text, values) with preparedSql's mark goes out named (node-postgres), and a
 * transaction's `begin` goes out with its first statement when it can (deferredBegin).
 */
function runMarkedAsPrepared(client: pg.PoolClient): () => void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const send = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    if (typeof config === 'string' && config.startsWith(PREPARED_MARK)) {
      return query({ name: preparedName(config), text: config, values }, callback);
    }
    return query(config, values, callback);
  };
  let beginHeld = false;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const simple = isSimpleQuery(config, values, callback);
    if (!beginHeld) {
      if (simple && config === BEGIN) {
        beginHeld = true;
        return Promise.resolve({ command: 'BEGIN', rows: [], rowCount: null });
      }
      return send(config, values, callback);
    }
    beginHeld = false;
    // Nothing ran in the transaction: there is nothing to end on the server.
    if (simple && (config === 'commit' || config === 'rollback')) {
      return Promise.resolve({ command: config.toUpperCase(), rows: [], rowCount: null });
    }
    if (simple) {
      return (query(`${BEGIN}; ${config}`) as Promise<QueryResult[]>).then(
        (results) => results[results.length - 1],
      );
    }
    return (query(BEGIN) as Promise<unknown>).then(() => send(config, values, callback));
  }) as typeof client.query;
  return () => void (beginHeld = false);
}

/** Each pooled client's way to drop a held `begin` (runMarkedAsPrepared). */
const heldBegins = new WeakMap<pg.PoolClient, () => void>();

/** The transaction start kysely sends (its default settings: no isolation level, no mode). */
const BEGIN = 'begin';

/**
 * Deferred begin: a transaction's `begin` is held until its first statement and, when that
 * statement has no parameters (the simple protocol: her calendar lock, with its id written into
 * the text), sent with it as one message, one round trip instead of two. `begin` takes no
 * snapshot and no lock, so holding it changes nothing: the first statement still runs inside
 * the transaction, and a failure in either leaves it to roll back as before. A first statement
 * with parameters is sent after a `begin` of its own, as without this; a transaction that ran
 * nothing ends without a word to the server. Only kysely's `begin`, awaited as a promise.
 */
function isSimpleQuery(config: unknown, values: unknown, callback: unknown): config is string {
  return (
    typeof config === 'string' &&
    !config.startsWith(PREPARED_MARK) &&
    callback === undefined &&
    (values === undefined || (Array.isArray(values) && values.length === 0))
  );
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** int8 (positions, counts) as JS numbers: exact up to 2^53, far beyond any event count. */
function typeParser(oid: number): (value: string) => unknown {
  if (oid === INT8_OID) return parseSafeInteger;
  // A calendar date has no time zone: keep "2026-12-05" as text, never a shifted Date.
  if (oid === DATE_OID) return (value) => value;
  // pg-types declares its parsers as any; they take the text value and return a parsed one.
  return pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
}

function parseSafeInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`int8 value ${value} is beyond 2^53`);
  return parsed;
}
