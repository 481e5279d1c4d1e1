import type { DatabaseHandle } from '../../src/infra/db/database.js';
import { migrateToLatest } from '../../src/infra/db/migrator.js';
import { JobQueue } from '../../src/infra/queue/job-queue.js';

/** What a template database holds: our migrations and pg-boss's own tables. */
export async function prepareSchema(database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db);
  const jobs = new JobQueue({ pool: database.pool, logger: console });
  await jobs.start();
  await jobs.stop();
}
