import { allFeatures } from '../src/features/all-features.js';
import { DataKeyStore } from '../src/infra/crypto/data-key-store.js';
import { resolveDataKeySecret } from '../src/infra/crypto/data-key-secret.js';
import { databaseTargetFromConfig, openDatabase } from '../src/infra/db/database.js';
import { migrateToLatest } from '../src/infra/db/migrator.js';
import { encryptExistingEvents } from '../src/infra/event-store/encrypt-existing-events.js';
import { EventCatalog } from '../src/infra/event-store/event-catalog.js';
import { PersonalData } from '../src/infra/event-store/personal-data.js';
import { JobQueue } from '../src/infra/queue/job-queue.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

/** Applies pending migrations (the app also does this at start) and installs pg-boss's tables. */
export const main: ScriptMain = (_argv, env) =>
  runScript('migrate', env, async (config) => {
    const database = await openDatabase(databaseTargetFromConfig(config));
    try {
      const applied = await migrateToLatest(database.db);
      // The one step that needs code and DATA_KEY_SECRET (docs/privacy.md), as the app's start runs it.
      const dataKeys = await DataKeyStore.open(database.db, await resolveDataKeySecret(config));
      const catalog = new EventCatalog(
        allFeatures.flatMap((f) => f.events ?? []),
        { personalData: new PersonalData(dataKeys) },
      );
      const encrypted = await encryptExistingEvents(database.db, catalog);
      if (encrypted > 0)
        console.log(`Encrypted the personal data of ${encrypted} existing event(s).`);
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

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
