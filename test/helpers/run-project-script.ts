import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import type { ScriptMain } from '../../scripts/run-script.js';
import { projectRoot } from '../../src/infra/project-root.js';
import { builtServer } from './built-server.js';
import { clonePostgresTemplate, testEngine } from './test-database.js';

export { builtServer };

export interface ScriptData {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: for loadConfig and for the script alike. */
  env: Record<string, string>;
  /** Drops the cloned database (nothing to do on the embedded engine). */
  drop: () => Promise<void>;
}

export interface ScriptResult {
  code: number | null;
  /** Everything it printed, standard output and error interleaved as printed. */
  output: string;
}

/**
 * A new data directory named after `prefix` holding the migrated template's embedded database
 * (from its snapshot), where the app or a script finds it: no migrating a new one anew.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const snapshot = new Blob([readFileSync(inject('embeddedSnapshotPath'))]);
  await (await PGlite.create({ dataDir: join(dataDir, 'pgdata'), loadDataDir: snapshot })).close();
  return dataDir;
}

/**
 * Where a script under test finds its data: a data directory named after `prefix`, holding the
 * migrated embedded database, or beside a clone of the migrated PostgreSQL template.
 */
export async function scriptData(prefix: string): Promise<ScriptData> {
  if (testEngine !== 'postgres') {
    return { env: { DATA_DIR: await migratedDataDir(prefix) }, drop: async () => {} };
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const clone = await clonePostgresTemplate();
  return { env: { DATABASE_URL: clone.url, DATA_DIR: dataDir }, drop: () => clone.drop() };
}

/**
 * For the test file that calls it (at its top level): the compiled build, made first if stale,
 * and a script's data (see scriptData) made before its tests and dropped after them. Its `env`
 * is there once the file's tests (or its later `beforeAll`s) run.
 */
export function scriptDataOfFile(prefix: string): { readonly env: Record<string, string> } {
  let data: ScriptData | undefined;
  beforeAll(builtServer, 300_000);
  beforeAll(async () => {
    data = await scriptData(prefix);
  });
  afterAll(async () => data?.drop());
  return {
    get env() {
      if (data === undefined) throw new Error('The script data is made in beforeAll.');
      return data.env;
    },
  };
}

/**
 * Runs a script's `main` in this process, as `npm run` would run it but without starting Node
 * and compiling the script again: only the given environment, and everything it prints through
 * the console captured. A worker runs one test file at a time, so nothing else prints meanwhile.
 */
export async function runScriptInProcess(
  main: ScriptMain,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  let output = '';
  const print = (...values: unknown[]) => {
    output += `${format(...values)}\n`;
  };
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  Object.assign(console, { log: print, info: print, warn: print, error: print });
  try {
    const code = await main(args, env);
    return { code, output };
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * Runs one of the scripts as the production image does, compiled by `npm run build`
 * (`node dist/server/scripts/<name>.js`), in its own process with only the given environment
 * (plus PATH and HOME): the one smoke test each script gets that it works as a command. The
 * server is compiled first if its build is stale.
 */
export async function runBuiltScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  await builtServer();
  const entry = join('dist', 'server', 'scripts', script.replace(/\.ts$/, '.js'));
  const child = spawn(process.execPath, [entry, ...args], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
