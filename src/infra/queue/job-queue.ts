import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { PgBoss, type JobResult } from 'pg-boss';
import { preparedQuery } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { movePendingV10Jobs, setAsideV10Schema } from './pg-boss-v10-move.js';

interface JobContext {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
}

export interface JobDefinition<TPayload extends object = object> {
  name: string;
  /** Tries after the first before the job goes to the dead-letter queue. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with jitter, pg-boss's own). */
  retryBackoff: boolean;
  /**
   * A cron expression (UTC): pg-boss then queues the job on that schedule, once for all app
   * instances together. Jobs without one are queued by the app.
   */
  cron?: string;
  /**
   * Queued once each time a process starts working (a one-off catch-up over facts recorded by an
   * older version); one waiting copy at most across instances. Its handler finds nothing to do
   * once the catch-up is recorded.
   */
  queuedAtStart?: boolean;
  /**
   * Must be idempotent: a job can run again after a crash between its effect and its ack. Jobs
   * of one queue run side by side (up to JOB_BATCH_SIZE per process, more with several
   * instances), so a handler must not rely on running alone.
   */
  handle(payload: TPayload, context: JobContext): Promise<void>;
}

/** A queue's jobs by state (the operators' jobs view and the metrics count them so). */
export interface QueueCounts {
  name: string;
  /** Waiting for their first try. */
  queued: number;
  /** Failed at least once, waiting for their next try (backing off). */
  retrying: number;
  active: number;
  /** Out of tries (kept for the queue's retention period). */
  failed: number;
  /** Copies of failed jobs waiting in the queue's dead-letter queue. */
  deadLetter: number;
}

export const deadLetterQueueName = (name: string) => `${name}.dead-letter`;

const SCHEMA = 'pgboss';

/**
 * Deletes every job, whatever its state or queue (waiting, retrying, active, finished and kept
 * for the queue's retention, dead letters), whose payload or recorded output holds this text (an
 * erased person's address): a failed job's output is the error it threw, and a mail relay's
 * refusal names the recipient's address; a dead letter keeps its source's output. In the
 * caller's transaction: both or neither.
 */
export async function deleteJobsMentioning(trx: Kysely<Database>, text: string): Promise<number> {
  if (text === '') return 0;
  const result = await sql`
    delete from ${sql.table(`${SCHEMA}.job`)}
     where strpos(concat_ws(' ', data::text, output::text, source_output::text), ${text}) > 0`.execute(
    trx,
  );
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Deletes every job, whatever its state or queue, whose payload's `field` member holds this text
 * (an account id in a rendered mail's `names`), leaving jobs that mention it elsewhere (a search
 * alert to another parent listing her among its nannies) to decide for themselves when they run.
 */
export async function deleteJobsWithPayloadField(
  trx: Kysely<Database>,
  field: string,
  text: string,
): Promise<number> {
  const result = await sql`
    delete from ${sql.table(`${SCHEMA}.job`)}
     where strpos((data -> ${field})::text, ${text}) > 0`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * A running job's worker tells the database it is alive this often (pg-boss refreshes at half
 * the interval); a job whose worker went quiet for longer (a process killed mid-job) is retried.
 * pg-boss's minimum.
 */
const JOB_HEARTBEAT_SECONDS = 10;
/** How often a working process looks for such orphaned jobs. */
const RESCUE_INTERVAL_MS = 5000;
/**
 * Jobs of one queue a process takes (and runs side by side) per fetch; see work(). Ten SMTP
 * connections at once is modest for any mail service; the embedded database's single connection
 * simply takes their statements in turn.
 */
const JOB_BATCH_SIZE = 10;

interface JobQueueOptions {
  pool: pg.Pool;
  logger: { error(obj: unknown, msg?: string): void; info?(msg: string): void };
  pollingIntervalSeconds?: number;
  /** Queue scheduled jobs when due (default true); a script that only queues leaves it to the app. */
  runSchedules?: boolean;
  /**
   * This process is the only one that works these jobs (the embedded database, opened by one
   * process at a time): every job still marked running when it starts was the previous
   * process's, cut off by a crash, and is retried at once.
   */
  soleWorker?: boolean;
}

/**
 * pg-boss in the application's own database, on the application's own pool, so a job can be
 * queued inside the transaction that records the event causing it: both commit or neither.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  /** This process's worker of each queue, which `wake` tells to fetch now. */
  private readonly workerIds = new Map<string, string>();
  private started = false;
  private rescueTimer: NodeJS.Timeout | undefined;
  private rescuing: Promise<void> | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => options.pool.query(text, values) },
      schema: SCHEMA,
      // Scheduled jobs (see JobDefinition.cron) are hourly or rarer: no need to look often.
      schedule: options.runSchedules ?? true,
      cronWorkerIntervalSeconds: 30,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  }

  define<TPayload extends object>(definition: JobDefinition<TPayload>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} twice`);
    this.definitions.set(definition.name, definition);
  }

  /**
   * Installs or upgrades pg-boss's tables (a pg-boss 10 schema is replaced, its waiting jobs
   * moved over) and creates every queue with its dead-letter queue.
   */
  async start(): Promise<void> {
    if (await setAsideV10Schema(this.options.pool, SCHEMA)) {
      this.options.logger.info?.(`job queue: pg-boss 10 schema renamed to ${SCHEMA}_v10`);
    }
    await this.boss.start();
    await this.applyQueueSettings();
    const moved = await movePendingV10Jobs(this.boss, this.options.pool, SCHEMA);
    if (moved > 0) {
      this.options.logger.info?.(`job queue: moved ${moved} waiting job(s) from ${SCHEMA}_v10`);
    }
    this.started = true;
  }

  /**
   * Creates each queue (and its dead-letter queue) and schedule, or applies today's settings to
   * one that exists. The queues and schedules are read once and only what differs is written: a
   * restart (and every test runtime, on a database that already holds them) reads one row set
   * instead of writing four statements per queue.
   */
  private async applyQueueSettings(): Promise<void> {
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    const schedules = new Map(
      (await this.boss.getSchedules()).map((row) => [row.name, row as unknown as StoredSchedule]),
    );
    for (const definition of this.definitions.values()) {
      const deadLetter = deadLetterQueueName(definition.name);
      if (!existing.has(deadLetter)) await this.boss.createQueue(deadLetter);
      const options = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        deadLetter,
      };
      const queue = existing.get(definition.name);
      if (!queue) await this.boss.createQueue(definition.name, options);
      // createQueue keeps an existing queue's old settings; updateQueue applies today's.
      else if (!settingsMatch(queue, options))
        await this.boss.updateQueue(definition.name, options);
      const schedule = schedules.get(definition.name);
      if (definition.cron && (schedule?.cron !== definition.cron || schedule.timezone !== 'UTC')) {
        await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      }
    }
  }

  /**
   * Starts pulling jobs. Separate from start() so a process can queue without working.
   *
   * Throughput: pg-boss waits its polling interval between fetches unless it is bursting, so
   * one job per fetch drained a backlog at one job per second per queue (1,000 emails after
   * an SMTP outage: 17 minutes). Each worker therefore fetches up to JOB_BATCH_SIZE jobs, runs
   * them side by side, and with `burstWhenBatchFull` fetches again at once while batches come
   * back full: a backlog drains as fast as the handlers run; a short batch means it has caught
   * up, and the worker polls again. (`localConcurrency` alone would still wait the interval in
   * each worker; `burstWhenReadyExceeds` reads queue sizes cached for up to a minute.)
   *
   * Per-job semantics are kept with `perJobResults`: our batch handler never throws (a throw
   * would fail the whole batch), it catches each job's own error and pg-boss settles every job
   * on its own: a failed one with that error as its output, retried after its own backoff, then
   * dead-lettered, exactly as if it had been fetched alone; its batch-mates complete. Handlers
   * stay idempotent as before: a job whose process dies mid-batch is retried (heartbeat, see
   * rescueOrphans) like any job cut off, and pg-boss refreshes the heartbeat of every job it
   * holds. Side by side rather than one after another, so a batch takes as long as its slowest
   * job, never the sum, against the queue's expiry (pg-boss bounds a batch by it). A job's
   * completion is recorded when its batch ends: a crash before then runs its finished batch-mates
   * again too, which their idempotency already covers.
   */
  async work(): Promise<void> {
    await this.rescueOrphans(this.options.soleWorker ?? false);
    for (const definition of this.definitions.values()) {
      if (definition.queuedAtStart) {
        await this.boss.send(definition.name, {}, { singletonKey: definition.name });
      }
    }
    this.rescueTimer = setInterval(() => this.rescueSoon(), RESCUE_INTERVAL_MS);
    this.rescueTimer.unref();
    for (const definition of this.definitions.values()) {
      const workerId = await this.boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          batchSize: JOB_BATCH_SIZE,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              try {
                await definition.handle(job.data as object, {
                  id: job.id,
                  retryCount: job.retryCount,
                });
                return { id: job.id, status: 'completed' };
              } catch (error) {
                // Stored as pg-boss stores a thrown error (serialized: message, stack...).
                return { id: job.id, status: 'failed', output: error };
              }
            }),
          ),
      );
      this.workerIds.set(definition.name, workerId);
    }
  }

  /**
   * Tells this process's workers of these queues to fetch now rather than at their next poll:
   * called once the transaction that queued their jobs has committed (a fetch before then finds
   * nothing). A job this process queues starts at once, and polling is left to find what other
   * processes queue, retries that come due and scheduled jobs.
   */
  wake(names: Iterable<string>): void {
    for (const name of names) {
      const workerId = this.workerIds.get(name);
      if (workerId !== undefined) this.boss.notifyWorker(workerId);
    }
  }

  /** Queues a job in the caller's transaction: rolled back with it; `wake` it after the commit. */
  async sendInTransaction(
    trx: Kysely<Database>,
    name: string,
    payload: object,
    options: { singletonKey?: string } = {},
  ): Promise<string | null> {
    this.assertDefined(name);
    return this.boss.send(name, payload, {
      ...options,
      db: {
        // Prepared: pg-boss's insert is long to parse and plan, and its text differs only by
        // queue name (a literal in it), so there are as many statements as queues.
        executeSql: async (text, values) => {
          const result = await trx.executeQuery(preparedQuery(text, values));
          return { rows: result.rows };
        },
      },
    });
  }

  async send(name: string, payload: object): Promise<string | null> {
    this.assertDefined(name);
    const id = await this.boss.send(name, payload);
    this.wake([name]);
    return id;
  }

  async stop(): Promise<void> {
    clearInterval(this.rescueTimer);
    await this.rescuing;
    if (!this.started) return;
    this.started = false;
    // pg-boss 11 dropped `wait`: stop() now always resolves once active jobs finished or timed out.
    await this.boss.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  private rescueSoon(): void {
    if (this.rescuing) return;
    this.rescuing = this.rescueOrphans(false)
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'job rescue failed'))
      .finally(() => (this.rescuing = undefined));
  }

  /**
   * Jobs left running by a worker that died (SIGKILL, power loss, a crash) are retried now, not
   * after their retry delay: they did not fail, they were cut off. Each counts as one try, so a
   * job that keeps killing its process still ends in the dead-letter queue. `all`: every running
   * job is an orphan (see soleWorker); otherwise only those whose heartbeat stopped.
   */
  private async rescueOrphans(all: boolean): Promise<void> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return;
    const { rows } = await this.options.pool.query<{ name: string; id: string }>(
      `select name, id from ${SCHEMA}.job
        where name = any($1::text[]) and state = 'active'
          and ($2 or heartbeat_on + heartbeat_seconds * interval '1 second' < ${SCHEMA}.job_now())`,
      [names, all],
    );
    for (const { name, id } of rows) {
      await this.boss.fail(name, id, { message: 'the worker stopped before the job finished' });
      await this.options.pool.query(
        `update ${SCHEMA}.job set start_after = ${SCHEMA}.job_now() where name = $1 and id = $2 and state = 'retry'`,
        [name, id],
      );
      this.options.logger.info?.(
        `job queue: ${name} ${id} was cut off by a stopped worker; retrying`,
      );
    }
  }

  /** Direct access for operations tooling and tests (queue sizes, dead letters). */
  get pgBoss(): PgBoss {
    return this.boss;
  }

  private assertDefined(name: string): void {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
  }
}

interface StoredSchedule {
  cron: string;
  timezone: string;
}

/** Whether a stored queue already has every setting we give it. */
function settingsMatch(queue: object, settings: Record<string, unknown>): boolean {
  const stored = queue as Record<string, unknown>;
  return Object.entries(settings).every(([key, value]) => stored[key] === value);
}
