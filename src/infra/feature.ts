import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DatabaseEngine } from './db/database.js';
import type { Database } from './db/schema.js';
import type { EventTypeDefinition } from './event-store/event-catalog.js';
import type { EventStore, Reaction } from './event-store/event-store-service.js';
import type { Projection } from './projections/projection-registry.js';
import type { ReadCaches } from './projections/read-cache.js';
import type { SessionCache } from './auth/session-cache.js';
import type { LogReaderSettings } from './projections/log-reader.js';
import type { InstanceBus } from './live/instance-bus.js';
import type { LiveMapper } from './live/live-messages.js';
import type { Mailer } from './mail/mail-job.js';
import type { Metrics } from './metrics/metrics.js';
import type { Sealers } from './crypto/sealed-values.js';
import type { JobDefinition, JobQueue } from './queue/job-queue.js';
import type { FileStorage } from './storage/file-storage.js';
import type { PaymentGateway } from './payments/payment-gateway.js';

/** What every feature is given: the same objects for routes and jobs. */
export interface FeatureDeps {
  config: Config;
  db: Kysely<Database>;
  /** Which engine `db` is: the embedded one has a single connection everything shares. */
  databaseEngine: DatabaseEngine;
  eventStore: EventStore;
  jobs: JobQueue;
  /** The time, for everything the app decides; tests move it. */
  clock: () => Date;
  /** Private file storage (local folder or S3). */
  storage: FileStorage;
  /** In-memory answers of read-table queries, emptied by the events that change their tables. */
  readCaches: ReadCaches;
  /** Signed-in sessions in memory; sign-out here forgets its own at once. */
  sessions: SessionCache;
  /** Prometheus metrics of this instance (/metrics). */
  metrics: Metrics;
  /** Messages to every app instance of this database (live notices, replay cancels). */
  bus: InstanceBus;
  /** Seals what a client only carries back to us (page links), with keys from DATA_KEY_SECRET. */
  sealers: Sealers;
  /**
   * Where money moves (config `PAYMENTS`): the simulated gateway, or null when payments are off.
   * Only jobs and the provider set-up routes call it; replay never does.
   */
  paymentGateway: PaymentGateway | null;
  /**
   * How a replay or rebuild may read the log in a worker thread (log-reader.ts): on PostgreSQL,
   * when the features' events are the product's own (the worker builds their catalog itself).
   */
  logReader?: LogReaderSettings;
}

/** How a feature plugs in (its index.ts exports one): events, read models, jobs, HTTP routes. */
export interface Feature {
  name: string;
  events?: EventTypeDefinition[];
  projections?: Projection[];
  reactions?: Reaction[];
  jobs?: (deps: FeatureDeps & { mailer: Mailer }) => JobDefinition[];
  /** Turns committed events into live messages for those allowed to see them. */
  live?: LiveMapper[];
  routes?: FastifyPluginAsync<FeatureDeps>;
}
