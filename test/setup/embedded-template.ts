import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/infra/db/database.js';
import { projectRoot } from '../../src/infra/project-root.js';
import { prepareSchema } from '../helpers/prepare-schema.js';
import { templateFingerprint } from '../helpers/template-fingerprint.js';

/**
 * Migrates one embedded database and saves its files as a snapshot; each test file then starts
 * its own in-memory PGlite from that snapshot instead of migrating again.
 */
export default async function setup(project: TestProject): Promise<void> {
  const dir = join(projectRoot(), '.tmp', 'test-templates');
  const snapshotPath = join(dir, `embedded-${templateFingerprint()}.tar`);
  if (!existsSync(snapshotPath)) {
    mkdirSync(dir, { recursive: true });
    const database = await openDatabase({ embedded: { memory: true } });
    try {
      await prepareSchema(database);
      const snapshot = await database.pglite!.dumpDataDir('none');
      writeFileSync(`${snapshotPath}.partial`, Buffer.from(await snapshot.arrayBuffer()));
    } finally {
      await database.close();
    }
    renameSync(`${snapshotPath}.partial`, snapshotPath);
  }
  project.provide('embeddedSnapshotPath', snapshotPath);
}

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedSnapshotPath: string;
    postgresTemplate: { adminUrl: string; template: string; runId: string };
  }
}
