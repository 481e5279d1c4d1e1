import type { Config } from './config.js';
import { allFeatures } from './features/all-features.js';
import {
  databaseTargetFromConfig,
  openDatabase,
  type DatabaseHandle,
} from './infra/db/database.js';
import { migrateToLatest } from './infra/db/migrator.js';
import { EventCatalog } from './infra/event-store/event-catalog.js';
import { EventStore } from './infra/event-store/event-store-service.js';
import type { Feature, FeatureDeps } from './infra/feature.js';
import { mailSendJob, type Mailer } from './infra/mail/mail-job.js';
import {
  outboxOnlyTransport,
  smtpTransport,
  type MailTransport,
} from './infra/mail/mail-transport.js';
import { ProjectionRegistry } from './infra/projections/projection-registry.js';
import { listenForCommits } from './infra/live/commit-listener.js';
import { LiveHub } from './infra/live/live-hub.js';
import { ReadCaches } from './infra/projections/read-cache.js';
import { JobQueue } from './infra/queue/job-queue.js';
import type { FileStorage } from './infra/storage/file-storage.js';
import { fileStorageFromConfig } from './infra/storage/storage-from-config.js';

/** Everything the app runs on besides HTTP: database, event store, jobs. */
export interface Runtime extends FeatureDeps {
  database: DatabaseHandle;
  liveHub: LiveHub;
  features: readonly Feature[];
  catalog: EventCatalog;
  projections: ProjectionRegistry;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  features?: readonly Feature[];
  /** An already open database (tests); otherwise DATABASE_URL or the embedded one. */
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  /** Run job workers in this process (default true). Scripts only queue. */
  work?: boolean;
  jobPollingIntervalSeconds?: number;
  clock?: () => Date;
  storage?: FileStorage;
  logger?: { error(obj: unknown, msg?: string): void };
  /** How often the live hub reads the log without a commit signal (default 1 s). */
  livePollMs?: number;
  /** How many recent events a reconnecting socket may catch up on (default: the hub's). */
  liveCatchUpEvents?: number;
}

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const features = options.features ?? allFeatures;
  const database = options.database ?? (await openDatabase(databaseTargetFromConfig(config)));
  try {
    await migrateToLatest(database.db);
    const catalog = new EventCatalog(features.flatMap((f) => f.events ?? []));
    const projections = new ProjectionRegistry(features.flatMap((f) => f.projections ?? []));
    const jobs = new JobQueue({
      pool: database.pool,
      logger: options.logger ?? console,
      pollingIntervalSeconds: options.jobPollingIntervalSeconds,
      runSchedules: options.work ?? true,
      // The embedded database is opened by one process at a time: its running jobs are ours.
      soleWorker: database.engine === 'embedded',
    });
    const eventStore = new EventStore({
      db: database.db,
      catalog,
      projections,
      jobs,
      reactions: features.flatMap((f) => f.reactions ?? []),
    });
    const clock = options.clock ?? (() => new Date());
    const storage = options.storage ?? fileStorageFromConfig(config);
    await storage.prepare();
    const readCaches = new ReadCaches(projections);
    // This process's commits empty the caches before the command answers: read your writes.
    eventStore.onCommitted((events) => readCaches.observe(events));
    const deps: FeatureDeps = {
      config,
      db: database.db,
      eventStore,
      jobs,
      clock,
      storage,
      readCaches,
    };
    const transport =
      options.mailTransport ??
      (config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxOnlyTransport());
    const mailer: Mailer = {
      db: database.db,
      transport,
      from: config.mailFrom,
      messageIdDomain: new URL(config.publicUrl).hostname,
      retryDelaySeconds: config.mailRetryDelaySeconds,
    };
    jobs.define(mailSendJob(mailer));
    for (const feature of features) {
      for (const job of feature.jobs?.({ ...deps, mailer }) ?? []) jobs.define(job);
    }
    await jobs.start();
    if (options.work ?? true) await jobs.work();
    // On PostgreSQL other instances and scripts write too; the embedded engine is ours alone.
    const onSharedServer = database.engine === 'postgres';
    const logError = (error: unknown, what: string) =>
      (options.logger ?? console).error(error, what);
    const liveHub = new LiveHub({
      db: database.db,
      eventStore,
      mappers: features.flatMap((f) => f.live ?? []),
      // Other instances' and scripts' commits, before any message about them is pushed.
      onFollowed: (events) => readCaches.observe(events),
      onError: (error) => logError(error, 'live hub error'),
      pollMs: options.livePollMs,
      catchUpEvents: options.liveCatchUpEvents,
      concurrentWriters: onSharedServer,
    });
    await liveHub.start();
    // PostgreSQL tells us at once of their commits; closing the database stops listening.
    const commitListener = onSharedServer
      ? listenForCommits(
          database.pool,
          () => liveHub.commitsArrived(),
          (error) => logError(error, 'commit listener lost its connection; reconnecting'),
        )
      : undefined;
    if (commitListener) database.beforeClose(() => commitListener.stop());
    return {
      ...deps,
      database,
      liveHub,
      features,
      catalog,
      projections,
      close: async () => {
        await liveHub.stop();
        await jobs.stop();
        transport.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
