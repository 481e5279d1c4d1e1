import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/infra/db/database.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { testConfig } from './test-config.js';

/** A poll so rare it never happens in a test: what one instance learns comes by NOTIFY. */
const AN_HOUR = 3_600_000;

/**
 * One of several app instances on one PostgreSQL database, as behind a load balancer. Its live
 * hub polls the log only once an hour, so whatever it learns of another instance's commits came
 * by NOTIFY. Instances that work out dates together share one held `clock`.
 */
export async function startAppInstance(url: string, clock?: () => Date): Promise<Runtime> {
  return startRuntime(testConfig(), {
    database: await openDatabase({ url, poolSize: 4 }),
    work: false,
    storage: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'rbt-files-'))),
    logger: { error: () => {} },
    livePollMs: AN_HOUR,
    ...(clock ? { clock } : {}),
  });
}
