import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  EMBEDDED_SOCKET_PORT,
  startEmbeddedPostgres,
  type EmbeddedSource,
} from './embedded-postgres.js';
import type { Database } from './schema.js';

export type DatabaseEngine = 'postgres' | 'embedded';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The one pool everything shares: kysely, pg-boss and LISTEN/NOTIFY. */
  pool: pg.Pool;
  engine: DatabaseEngine;
  /** The embedded engine itself, for snapshots; undefined on PostgreSQL. */
  pglite?: PGlite;
  /**
   * Runs `hook` when the handle closes, before the pool ends: whoever keeps a connection
   * checked out (the LISTEN connection) gives it back, or ending the pool would wait forever.
   */
  beforeClose(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { embedded: EmbeddedSource };

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
    return handleFor(pool, 'postgres', async () => {});
  }
  const embedded = await startEmbeddedPostgres(target.embedded);
  // PGlite is a single backend: one connection, never closed while idle, so nothing can race it.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: EMBEDDED_SOCKET_PORT,
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
  pool.on('connect', (client) => client.on('error', () => {}));
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
