import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/infra/db/database.js';
import { projectRoot } from '../src/infra/project-root.js';
import { createLocalFileStorage } from '../src/infra/storage/local-file-storage.js';
import { startRuntime } from '../src/runtime.js';
import { API_TYPES_FILE, apiTypesSource } from './lib/api-types.js';

/**
 * Writes web/src/lib/api/schema.ts from the route schemas. The app is built as the tests build
 * it (the product's features on a fresh in-memory embedded database, development settings), so
 * the document does not depend on this machine's .env, data or running servers.
 */
const scratch = mkdtempSync(join(tmpdir(), 'rbt-api-types-'));
const config = loadConfig({ DATA_DIR: scratch, LOG_LEVEL: 'silent' });
const runtime = await startRuntime(config, {
  database: await openDatabase({ embedded: { memory: true } }),
  work: false,
  storage: createLocalFileStorage(join(scratch, 'files')),
  logger: { error: () => {} },
});
try {
  const app = await buildApp({ ...runtime, logger: false });
  try {
    writeFileSync(API_TYPES_FILE, await apiTypesSource(app));
    console.log(`Wrote ${relative(projectRoot(), API_TYPES_FILE)}.`);
  } finally {
    await app.close();
  }
} finally {
  await runtime.close();
  rmSync(scratch, { recursive: true, force: true });
}
