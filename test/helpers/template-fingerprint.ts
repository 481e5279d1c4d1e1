import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMigrationsDir } from '../../src/infra/db/migrator.js';
import { projectRoot } from '../../src/infra/project-root.js';

/** Changes whenever the migrated schema could: a migration, pg-boss or PGlite version. */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  // What prepare-schema.ts puts in a template besides the migrations: a template made before
  // it held the queues is not reused.
  hash.update('with the product queues');
  const dir = defaultMigrationsDir();
  for (const file of readdirSync(dir).sort()) {
    hash.update(file).update(readFileSync(join(dir, file)));
  }
  for (const pkg of ['pg-boss', '@electric-sql/pglite']) {
    const manifest = join(projectRoot(), 'node_modules', pkg, 'package.json');
    hash
      .update(pkg)
      .update((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
  }
  return hash.digest('hex').slice(0, 12);
}
