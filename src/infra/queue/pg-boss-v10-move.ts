import type pg from 'pg';
import type { JobInsert, PgBoss } from 'pg-boss';

/**
 * pg-boss 11 rewrote its tables, and pg-boss 12 migrates only from the v11 schema (version 25)
 * on: started on a pg-boss 10 schema (version 24) it refuses with "Cannot migrate pg-boss
 * schema from version 24". So before pg-boss starts, a v10 schema is renamed aside, pg-boss
 * installs a fresh one, and the jobs still waiting in the old one are moved into it.
 */
const FIRST_SCHEMA_PG_BOSS_12_MIGRATES = 25;
const retiredV10Schema = (schema: string) => `${schema}_v10`;

/** Jobs that had not finished: waiting, waiting to be retried, or cut off while running. */
const PENDING_STATES = ['created', 'retry', 'active'];

/** Renames a pg-boss 10 schema aside; true if it did. Safe when several instances start. */
export async function setAsideV10Schema(pool: pg.Pool, schema: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext($1))`, [`${schema} v10 move`]);
    const found = await client.query<{ name: string | null }>(`select to_regclass($1) as name`, [
      `${schema}.version`,
    ]);
    const version = found.rows[0]?.name
      ? (await client.query<{ version: number }>(`select version from ${schema}.version`)).rows[0]
          ?.version
      : undefined;
    if (version === undefined || version >= FIRST_SCHEMA_PG_BOSS_12_MIGRATES) {
      await client.query('commit');
      return false;
    }
    if (await schemaExists(client, retiredV10Schema(schema))) {
      throw new Error(
        `The job queue schema ${schema} is pg-boss schema version ${version}, and ` +
          `${retiredV10Schema(schema)} already holds an earlier one: move or drop one of them ` +
          `(see docs/operations.md, "Node 24 and the dependency upgrade").`,
      );
    }
    await client.query(`alter schema ${schema} rename to ${retiredV10Schema(schema)}`);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

interface V10Job {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  dead_letter: string | null;
  expire_seconds: number;
}

/**
 * Moves the unfinished jobs of a renamed pg-boss 10 schema into pg-boss 12's, keeping their ids
 * (our handlers are idempotent per job id, so a job cut off while running runs again safely) and
 * the tries they had left. Insert and delete share one transaction: a crash moves all or none.
 * Finished jobs stay in the old schema as history. Returns how many jobs moved.
 */
export async function movePendingV10Jobs(
  boss: PgBoss,
  pool: pg.Pool,
  schema: string,
): Promise<number> {
  const oldSchema = retiredV10Schema(schema);
  if (!(await schemaExists(pool, oldSchema))) return 0;
  // Every queue a waiting job names, as its own or as its dead-letter queue, dead letters first.
  const queues = await pool.query<{ name: string }>(
    `select name from (
       select distinct dead_letter as name, 0 as rank from ${oldSchema}.job
        where state::text = any($1) and dead_letter is not null
       union
       select distinct name, 1 as rank from ${oldSchema}.job where state::text = any($1)
     ) named order by rank`,
    [PENDING_STATES],
  );
  if (queues.rows.length === 0) return 0;
  // Queues first, outside the transaction: the embedded database has a single connection.
  for (const { name } of queues.rows) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
  }
  const client = await pool.connect();
  try {
    await client.query('begin');
    const pending = await client.query<V10Job>(
      `select id, name, priority, data, retry_limit, retry_count, retry_delay, retry_backoff,
              start_after, singleton_key, dead_letter,
              extract(epoch from expire_in)::int as expire_seconds
         from ${oldSchema}.job where state::text = any($1) for update`,
      [PENDING_STATES],
    );
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    for (const name of new Set(pending.rows.map((job) => job.name))) {
      const jobs = pending.rows.filter((job) => job.name === name).map(toJobInsert);
      await boss.insert(name, jobs, { db });
    }
    await client.query(`delete from ${oldSchema}.job where id = any($1::uuid[])`, [
      pending.rows.map((job) => job.id),
    ]);
    await client.query('commit');
    return pending.rows.length;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function toJobInsert(job: V10Job): JobInsert {
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    retryLimit: Math.max(0, job.retry_limit - job.retry_count),
    retryDelay: job.retry_delay,
    retryBackoff: job.retry_backoff,
    startAfter: job.start_after,
    ...(job.singleton_key === null ? {} : { singletonKey: job.singleton_key }),
    ...(job.dead_letter === null ? {} : { deadLetter: job.dead_letter }),
    expireInSeconds: Math.max(1, job.expire_seconds),
  };
}

async function schemaExists(db: pg.Pool | pg.PoolClient, schema: string): Promise<boolean> {
  const result = await db.query(`select 1 from pg_namespace where nspname = $1`, [schema]);
  return result.rows.length > 0;
}
