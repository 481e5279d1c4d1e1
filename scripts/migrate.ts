import { databaseTargetFromConfig, openDatabase } from '../src/infra/db/database.js';
import { migrateToLatest } from '../src/infra/db/migrator.js';
import { JobQueue } from '../src/infra/queue/job-queue.js';
import { runScript } from './run-script.js';

/** Applies pending migrations (the app also does this at start) and installs pg-boss's tables. */
await runScript('migrate', async (config) => {
  const database = await openDatabase(databaseTargetFromConfig(config));
  try {
    const applied = await migrateToLatest(database.db);
    const jobs = new JobQueue({ pool: database.pool, logger: console });
    await jobs.start();
    await jobs.stop();
    console.log(
      applied.length === 0
        ? `The ${database.engine} database is up to date.`
        : `Applied ${applied.length} migration(s) to the ${database.engine} database: ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
});
