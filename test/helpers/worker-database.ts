import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import type { Database } from '../../src/infra/db/schema.js';

/**
 * One database per test worker, handed to one test file after another with a clean slate,
 * instead of a new one per file (restoring PGlite's snapshot takes a second or more on a busy
 * 2-core machine; cloning and dropping a PostgreSQL database, half a second).
 *
 * The slate: every table the template holds no rows in is emptied and the sequences restarted;
 * the few it holds rows in (our migrations, pg-boss's version and queues) go back to exactly
 * those rows. A file that changed the schema (a table of its own, a trigger switched off) or
 * left work running past its end gives its database up, and the next file gets a fresh one.
 */
export interface WorkerDatabases {
  /** The worker's database, cleared; a fresh one (its own, closed for good) when it is taken. */
  lease(open: () => Promise<DatabaseHandle>): Promise<DatabaseHandle>;
}

interface Pristine {
  fingerprint: string;
  emptied: string[];
  restored: { table: string; rows: unknown }[];
  /** Sequences the template never drew from, owned by a table or not: restarted. */
  unused: { name: string; start: number }[];
}

interface Kept {
  handle: DatabaseHandle;
  pristine: Pristine;
  leased: boolean;
}

/** The schemas a test database holds data in: ours, and pg-boss's. */
const SCHEMAS = ['public', 'pgboss'];

/** Longer than any clear takes; a straggling query holding a lock costs a fresh database. */
const CLEAR_LOCK_TIMEOUT = '5s';

/** How long a released database may take to become idle (its pool's clients all returned). */
const IDLE_WAIT_MS = 5_000;

const workerKey = Symbol.for('rbt.test.worker-database');

/** The worker's one instance: modules are shared by the files of a worker (isolate: false). */
export function workerDatabases(): WorkerDatabases {
  const global = globalThis as { [workerKey]?: WorkerDatabases };
  return (global[workerKey] ??= createWorkerDatabases());
}

function createWorkerDatabases(): WorkerDatabases {
  let kept: Kept | undefined;

  const discard = async (stale: Kept) => {
    if (kept === stale) kept = undefined;
    await stale.handle.close().catch(() => {});
  };

  return {
    async lease(open) {
      if (kept?.leased) return open(); // Two at once in one file: the second its own.
      if (kept && !(await clearSlate(kept))) await discard(kept);
      if (!kept) {
        const handle = await open();
        kept = { handle, pristine: await readPristine(handle.db), leased: false };
      }
      const lent = kept;
      lent.leased = true;
      return lentHandle(lent, async () => {
        if (!(await becameIdle(lent.handle))) await discard(lent);
        lent.leased = false;
      });
    },
  };
}

/**
 * The handle as a file sees it: closing it runs what the file hooked on closing (its runtime's
 * listeners) and gives the database back to the worker, open.
 */
function lentHandle(kept: Kept, giveBack: () => Promise<void>): DatabaseHandle {
  const hooks: (() => Promise<void>)[] = [];
  let closing: Promise<void> | undefined;
  return {
    ...kept.handle,
    beforeClose: (hook) => void hooks.push(hook),
    close: () =>
      (closing ??= Promise.all(hooks.map((hook) => hook())).then(giveBack, async (error) => {
        await giveBack();
        throw error;
      })),
  };
}

/** Whether every client of the pool came back within IDLE_WAIT_MS. */
async function becameIdle(handle: DatabaseHandle): Promise<boolean> {
  const deadline = Date.now() + IDLE_WAIT_MS;
  const { pool } = handle;
  while (pool.totalCount !== pool.idleCount || pool.waitingCount > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Back to the template's rows; false when that cannot be done safely (then discard it). */
async function clearSlate(kept: Kept): Promise<boolean> {
  const { db } = kept.handle;
  const { emptied, restored, unused, fingerprint } = kept.pristine;
  try {
    if ((await fingerprintOf(db)) !== fingerprint) return false;
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = ${sql.lit(CLEAR_LOCK_TIMEOUT)}`.execute(trx);
      // The events table refuses DELETE and TRUNCATE (append-only) and foreign keys would order
      // the deletes: triggers are off for this transaction, as for a replica applying changes.
      await sql`set local session_replication_role = replica`.execute(trx);
      // DELETE, not TRUNCATE: a file leaves a few hundred rows, which DELETE removes in
      // milliseconds, while TRUNCATE makes new files for every table (a second on PostgreSQL).
      for (const table of emptied) await sql`delete from ${sql.raw(table)}`.execute(trx);
      for (const { table, rows } of restored) {
        await sql`delete from ${sql.raw(table)}`.execute(trx);
        await sql`insert into ${sql.raw(table)}
          select * from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)})`.execute(
          trx,
        );
      }
      for (const { name, start } of unused) {
        await sql`select setval(${name}::regclass, ${start}, false)`.execute(trx);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/** What the fresh database holds: which tables to empty, which rows to put back, its schema. */
async function readPristine(db: Kysely<Database>): Promise<Pristine> {
  const tables = await sql<{ name: string }>`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname in (${sql.join(SCHEMAS)})
    order by 1`.execute(db);
  const emptied: string[] = [];
  const restored: Pristine['restored'] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ rows: unknown[] | null }>`
      select json_agg(t) as rows from ${sql.raw(name)} t`.execute(db);
    const held = rows[0]?.rows;
    if (held && held.length > 0) restored.push({ table: name, rows: held });
    else emptied.push(name);
  }
  const sequences = await sql<{ name: string; start: number }>`
    select format('%I.%I', schemaname, sequencename) as name, start_value as start
    from pg_sequences
    where schemaname in (${sql.join(SCHEMAS)}) and last_value is null`.execute(db);
  const unused = sequences.rows;
  return { fingerprint: await fingerprintOf(db), emptied, restored, unused };
}

/**
 * The schema as far as a test can change it: relations, columns, triggers (and whether they are
 * on), functions, in every schema but the system's. pg-boss's daily statistics partitions are
 * left out: it adds them as days pass, and they hold nothing a test reads.
 */
async function fingerprintOf(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ fingerprint: string }>`
    with user_schemas as (
      select oid, nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
    ), items as (
      select format('rel %s.%s %s', s.nspname, c.relname, c.relkind) as item
      from pg_class c join user_schemas s on s.oid = c.relnamespace
      where c.relname not like 'queue\\_stats\\_%'
      union all
      select format('col %s.%s %s %s %s', s.nspname, c.relname, a.attname, a.atttypid, a.attnotnull)
      from pg_attribute a join pg_class c on c.oid = a.attrelid
        join user_schemas s on s.oid = c.relnamespace
      where a.attnum > 0 and not a.attisdropped and c.relname not like 'queue\\_stats\\_%'
      union all
      select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled)
      from pg_trigger t where not t.tgisinternal
      union all
      select format('function %s.%s %s', s.nspname, p.proname, md5(p.prosrc))
      from pg_proc p join user_schemas s on s.oid = p.pronamespace
    )
    select md5(string_agg(item, ',' order by item)) as fingerprint from items`.execute(db);
  return result.rows[0]!.fingerprint;
}
