import { sql, type Kysely } from 'kysely';
import type { Config } from './config.js';
import { allFeatures } from './features/all-features.js';
import { allEventTypes } from './features/all-event-types.js';
import {
  databaseTargetFromConfig,
  openDatabase,
  type DatabaseHandle,
} from './infra/db/database.js';
import { migrateToLatest } from './infra/db/migrator.js';
import { DataKeyStore } from './infra/crypto/data-key-store.js';
import { resolveDataKeySecret } from './infra/crypto/data-key-secret.js';
import { Sealers } from './infra/crypto/sealed-values.js';
import { rebuildIfMigrationsAsk } from './infra/projections/upgrade-rebuild.js';
import { encryptExistingEvents } from './infra/event-store/encrypt-existing-events.js';
import { EventCatalog } from './infra/event-store/event-catalog.js';
import { PersonalData } from './infra/event-store/personal-data.js';
import { EventStore } from './infra/event-store/event-store-service.js';
import type { Database } from './infra/db/schema.js';
import type { Feature, FeatureDeps } from './infra/feature.js';
import { mailSendJob, type Mailer } from './infra/mail/mail-job.js';
import {
  outboxOnlyTransport,
  smtpTransport,
  type MailTransport,
} from './infra/mail/mail-transport.js';
import { ProjectionRegistry } from './infra/projections/projection-registry.js';
import { listenForCommits } from './infra/live/commit-listener.js';
import { InstanceBus, INSTANCES_CHANNEL } from './infra/live/instance-bus.js';
import { LiveHub } from './infra/live/live-hub.js';
import { Metrics } from './infra/metrics/metrics.js';
import { jobsOverview } from './features/operations/index.js';
import { ReadCaches } from './infra/projections/read-cache.js';
import type { LogReaderSettings } from './infra/projections/log-reader.js';
import { SessionCache } from './infra/auth/session-cache.js';
import type { RecordedEvent } from './infra/event-store/event-types.js';
import { JobQueue } from './infra/queue/job-queue.js';
import { paymentGatewayFor, type PaymentGateway } from './features/payments/index.js';
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

interface RuntimeOptions {
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
  /** A gateway of the caller's (tests count its calls); by default the one `PAYMENTS` names. */
  paymentGateway?: PaymentGateway | null;
}

/**
 * The features' event catalog with their data keys, on a migrated database. Personal data in
 * events is encrypted per person (docs/privacy.md): a wrong secret stops here. Runs the one-time
 * encryption of events written before that (a lookup once it has run).
 */
export async function openEventCatalog(
  db: Kysely<Database>,
  dataKeySecret: string,
  features: readonly Feature[],
): Promise<EventCatalog> {
  const dataKeys = await DataKeyStore.open(db, dataKeySecret);
  const catalog = new EventCatalog(
    features.flatMap((f) => f.events ?? []),
    { personalData: new PersonalData(dataKeys) },
  );
  await encryptExistingEvents(db, catalog);
  return catalog;
}

/** A log-reading worker's settings where one can read this log (see FeatureDeps.logReader). */
function logReaderFor(
  database: DatabaseHandle,
  dataKeySecret: string,
  features: readonly Feature[],
): LogReaderSettings | undefined {
  if (database.engine !== 'postgres' || !database.url) return undefined;
  // The worker builds the product's catalog: only for a runtime of the product's event types.
  const events = features.flatMap((f) => f.events ?? []);
  const productEvents =
    events.length === allEventTypes.length &&
    events.every((event, i) => event === allEventTypes[i]);
  if (!productEvents) return undefined;
  return { databaseUrl: database.url, dataKeySecret };
}

export async function startRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const features = options.features ?? allFeatures;
  const database = options.database ?? (await openDatabase(databaseTargetFromConfig(config)));
  try {
    await migrateToLatest(database.db);
    const dataKeySecret = await resolveDataKeySecret(config);
    const catalog = await openEventCatalog(database.db, dataKeySecret, features);
    const projections = new ProjectionRegistry(features.flatMap((f) => f.projections ?? []));
    // Before anyone reads them: the read tables a migration left to be folded again.
    await rebuildIfMigrationsAsk(database.db, catalog, projections, (line) => console.log(line));
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
    const sessions = new SessionCache({ maxEntries: CACHED_SESSIONS, ttlMs: SESSION_CACHE_TTL_MS });
    const forgetChangedSessions = sessionsChangedBy(sessions, projections);
    // The hub is built further down, with the deps the metrics are part of.
    const started: { liveHub?: LiveHub } = {};
    const metrics = new Metrics({
      openSockets: () => started.liveHub?.connectedByRole() ?? new Map(),
      jobQueues: async () => (await jobsOverview(database.db)).queues,
    });
    eventStore.onCommitted((events) => metrics.committed(events));
    /** Committed events, here or (followed by the live hub) elsewhere: what they make stale. */
    const observeCommitted = (events: readonly RecordedEvent[]) => {
      readCaches.observe(events);
      forgetChangedSessions(events);
    };
    // This process's commits empty the caches before the command answers: read your writes.
    eventStore.onCommitted(observeCommitted);
    // On PostgreSQL other instances and scripts write too; the embedded engine is ours alone.
    const onSharedServer = database.engine === 'postgres';
    const logError = (error: unknown, what: string) =>
      (options.logger ?? console).error(error, what);
    const bus = new InstanceBus(
      onSharedServer
        ? async (payload) => {
            await sql`select pg_notify(${INSTANCES_CHANNEL}, ${payload})`.execute(database.db);
          }
        : undefined,
      (error) => logError(error, 'message between instances failed'),
    );
    const deps: FeatureDeps = {
      config,
      db: database.db,
      databaseEngine: database.engine,
      logReader: logReaderFor(database, dataKeySecret, features),
      eventStore,
      jobs,
      clock,
      storage,
      readCaches,
      sessions,
      metrics,
      bus,
      sealers: new Sealers(dataKeySecret),
      paymentGateway:
        options.paymentGateway !== undefined
          ? options.paymentGateway
          : paymentGatewayFor(config, clock),
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
    const liveHub = new LiveHub({
      db: database.db,
      eventStore,
      mappers: features.flatMap((f) => f.live ?? []),
      // Other instances' and scripts' commits, before any message about them is pushed.
      onFollowed: observeCommitted,
      onPushed: (event) => metrics.pushed(event, new Date()),
      onError: (error) => logError(error, 'live hub error'),
      pollMs: options.livePollMs,
      catchUpEvents: options.liveCatchUpEvents,
      concurrentWriters: onSharedServer,
    });
    await liveHub.start();
    started.liveHub = liveHub;
    bus.subscribe((message) => {
      if (message.type === 'live.notice') liveHub.notify(message.notice, message.to);
      if (message.type === 'account.erased') {
        catalog.personalData?.keyStore.forget(message.accountId);
        readCaches.clearAll();
        sessions.forgetAccount(message.accountId);
      }
    });
    // PostgreSQL tells us at once of their commits; closing the database stops listening.
    const commitListener = onSharedServer
      ? listenForCommits(database.pool, {
          onCommit: () => liveHub.commitsArrived(),
          onSessionsEnded: (accounts) => {
            if (accounts === 'all') sessions.clear();
            else for (const accountId of accounts) sessions.forgetAccount(accountId);
          },
          onInstanceMessage: (payload) => bus.received(payload),
          onError: (error) => logError(error, 'commit listener lost its connection; reconnecting'),
        })
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

/** Sessions kept in memory (a few hundred bytes each). */
const CACHED_SESSIONS = 20_000;
/**
 * A cached session is read again after this long even when nothing said it changed: the bound
 * should this instance stop hearing of ends (the listener tells it again when it reconnects).
 */
const SESSION_CACHE_TTL_MS = 30_000;

/**
 * An event on an account's stream (`account-<id>`) may change what a session carries (name,
 * email, verification) or come with ended sessions (password change, suspension): that
 * account's sessions are read again. Any other event a projection writes `accounts` from
 * forgets them all.
 */
const ACCOUNT_STREAM_PREFIX = 'account-';
function sessionsChangedBy(sessions: SessionCache, projections: ProjectionRegistry) {
  // A runtime of only some features (tests) may have no accounts table at all.
  const accountWriters = projections.tables.includes('accounts')
    ? projections.eventTypesWriting(['accounts'])
    : new Set<string>();
  return (events: readonly RecordedEvent[]) => {
    for (const event of events) {
      if (event.streamType === 'account')
        sessions.forgetAccount(event.streamId.slice(ACCOUNT_STREAM_PREFIX.length));
      else if (accountWriters.has(event.type)) sessions.clear();
    }
  };
}
