import { describe, expect, it } from 'vitest';
import { main as migrate } from '../scripts/migrate.js';
import { main as moveDocuments } from '../scripts/move-documents.js';
import {
  runBuiltScript,
  runScriptInProcess,
  scriptDataOfFile,
} from './helpers/run-project-script.js';
import { testEngine } from './helpers/test-database.js';

// npm run migrate and npm run move-documents, in-process and, once each, as commands compiled
// as the production image ships them.

const script = scriptDataOfFile('rbt-migrate-');

const engineName = testEngine === 'postgres' ? 'postgres' : 'embedded';

describe(`npm run migrate and move-documents on ${testEngine}`, () => {
  it('says a migrated database is up to date', async () => {
    const { code, output } = await runScriptInProcess(migrate, [], script.env);
    expect(output).toContain(`The ${engineName} database is up to date.`);
    expect(code).toBe(0);
  });

  it('moves nothing where no document is under a fixed key', async () => {
    const { code, output } = await runScriptInProcess(moveDocuments, [], script.env);
    expect(output).toBe('Moved 0 document(s) to keys of their own.\n');
    expect(code).toBe(0);
  });

  it('both run as commands, compiled as the production image ships them', async () => {
    const migrated = await runBuiltScript('migrate.ts', [], script.env);
    expect(migrated.output).toContain(`The ${engineName} database is up to date.`);
    expect(migrated.code).toBe(0);
    const moved = await runBuiltScript('move-documents.ts', [], script.env);
    expect(moved.output).toContain('Moved 0 document(s) to keys of their own.');
    expect(moved.code).toBe(0);
  }, 120_000);
});
