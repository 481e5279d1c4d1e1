import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/schema.js';
import { movePendingV10Jobs, setAsideV10Schema } from './pg-boss-v10-move.js';

export interface JobContext {
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
  /** Must be idempotent: a job can run again after a crash between its effect and its ack. */
  handle(payload: TPayload, context: JobContext): Promise<void>;
}

export const deadLetterQueueName = (name: string) => `${name}.dead-letter`;

const SCHEMA = 'pgboss';

export interface JobQueueOptions {
  pool: pg.Pool;
  logger: { error(obj: unknown, msg?: string): void; info?(msg: string): void };
  pollingIntervalSeconds?: number;
  /** Queue scheduled jobs when due (default true); a script that only queues leaves it to the app. */
  runSchedules?: boolean;
}

/**
 * pg-boss in the application's own database, on the application's own pool, so a job can be
 * queued inside the transaction that records the event causing it: both commit or neither.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private started = false;

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
    for (const definition of this.definitions.values()) {
      const deadLetter = deadLetterQueueName(definition.name);
      await this.boss.createQueue(deadLetter);
      const options = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        deadLetter,
      };
      // createQueue keeps an existing queue's old settings; updateQueue applies today's.
      await this.boss.createQueue(definition.name, options);
      await this.boss.updateQueue(definition.name, options);
      if (definition.cron) {
        await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      }
    }
    const moved = await movePendingV10Jobs(this.boss, this.options.pool, SCHEMA);
    if (moved > 0) {
      this.options.logger.info?.(`job queue: moved ${moved} waiting job(s) from ${SCHEMA}_v10`);
    }
    this.started = true;
  }

  /** Starts pulling jobs. Separate from start() so a process can queue without working. */
  async work(): Promise<void> {
    for (const definition of this.definitions.values()) {
      await this.boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          await definition.handle(job.data as object, { id: job.id, retryCount: job.retryCount });
        },
      );
    }
  }

  /** Queues a job in the caller's transaction: rolled back with it. */
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
        executeSql: async (text, values) => {
          const result = await trx.executeQuery(CompiledQuery.raw(text, values));
          return { rows: result.rows };
        },
      },
    });
  }

  async send(name: string, payload: object): Promise<string | null> {
    this.assertDefined(name);
    return this.boss.send(name, payload);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // pg-boss 11 dropped `wait`: stop() now always resolves once active jobs finished or timed out.
    await this.boss.stop({ graceful: true, close: false, timeout: 10_000 });
  }

  /** Direct access for operations tooling and tests (queue sizes, dead letters). */
  get pgBoss(): PgBoss {
    return this.boss;
  }

  private assertDefined(name: string): void {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
  }
}
