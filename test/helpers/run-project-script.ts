import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
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
