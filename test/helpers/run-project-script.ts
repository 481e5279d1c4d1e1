import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/infra/project-root.js';
import { clonePostgresTemplate, testEngine } from './test-database.js';

export interface ScriptData {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: for loadConfig and for the script alike. */
  env: Record<string, string>;
  /** Drops the cloned database (nothing to do on the embedded engine). */
  drop: () => Promise<void>;
}

/**
 * Where a script under test finds its data: a fresh data directory named after `prefix`, holding
 * the embedded database, or beside a clone of the migrated PostgreSQL template.
 */
export async function scriptData(prefix: string): Promise<ScriptData> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (testEngine !== 'postgres') return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const clone = await clonePostgresTemplate();
  return { env: { DATABASE_URL: clone.url, DATA_DIR: dataDir }, drop: () => clone.drop() };
}

/**
 * Runs one of scripts/*.ts as `npm run` would, in its own process with only the given
 * environment (plus PATH and HOME), and returns its exit code and everything it printed.
 */
export function runProjectScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
