import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/infra/db/database.js';
import type { Feature } from '../../src/infra/feature.js';
import type { PaymentGateway } from '../../src/infra/payments/payment-gateway.js';
import type { MailTransport } from '../../src/infra/mail/mail-transport.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import type { FileStorage } from '../../src/infra/storage/file-storage.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { testConfig } from './test-config.js';
import { leaseTestDatabase } from './test-database.js';

export interface TestRuntimeOptions {
  config?: Partial<Config>;
  /** The platform's time zone, short for config.timeZone (which wins when both are given). */
  timeZone?: string;
  features?: readonly Feature[];
  mailTransport?: MailTransport;
  work?: boolean;
  clock?: () => Date;
  storage?: FileStorage;
  /** The live hub's catch-up window in events (the product's constant unless given). */
  liveCatchUpEvents?: number;
  /**
   * A database prepared beforehand (see bulk-log.ts); by default the worker's, emptied back to
   * the template's rows (worker-database.ts).
   */
  database?: DatabaseHandle;
  /** The payments tests' own simulated gateway (to read what it did); else config.payments'. */
  paymentGateway?: PaymentGateway | null;
  /** How often the job workers poll (2 s unless given). */
  jobPollingIntervalSeconds?: number;
}

const quietLogger = { error: () => {} };

/** The real runtime (event store, projections, pg-boss) on a database cleared for this file. */
export async function startTestRuntime(options: TestRuntimeOptions = {}): Promise<Runtime> {
  const database = options.database ?? (await leaseTestDatabase());
  const zone = options.timeZone === undefined ? {} : { timeZone: options.timeZone };
  return startRuntime(testConfig({ ...zone, ...options.config }), {
    database,
    features: options.features,
    mailTransport: options.mailTransport,
    work: options.work,
    clock: options.clock,
    // Each runtime its own private folder, so test files never see each other's uploads.
    storage: options.storage ?? createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-files-'))),
    // A job the app queues starts when its transaction commits (JobQueue.wake); polling finds
    // retries and scheduled jobs. Each poll is a fetch per queue (some 35): at 0.5 s an idle app
    // cost 60 ms of CPU a second on PostgreSQL and 120 on the embedded engine, on every app a
    // test file had up.
    jobPollingIntervalSeconds: options.jobPollingIntervalSeconds ?? 2,
    liveCatchUpEvents: options.liveCatchUpEvents,
    paymentGateway: options.paymentGateway,
    logger: quietLogger,
  });
}
