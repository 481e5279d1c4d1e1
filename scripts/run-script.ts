import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { DataDirLockedError } from '../src/infra/db/lock-file.js';

/** The environment a script reads its configuration from (process.env when run as a command). */
export type ScriptEnv = Record<string, string | undefined>;

/**
 * A command-line script's entry: its arguments (without `node` and the script's path) and its
 * environment in, its exit code out. Tests call it in-process; `npm run` runs it as a command.
 */
export type ScriptMain = (argv: readonly string[], env: ScriptEnv) => Promise<number>;

/**
 * Runs a script's work with the app's configuration, turning the errors a user can fix (bad
 * configuration, the app already running on the embedded data directory) into plain messages
 * and exit code 1 instead of stack traces. The work returns its exit code (0 when it returns
 * nothing).
 */
export async function runScript(
  name: string,
  env: ScriptEnv,
  work: (config: Config) => Promise<number | void>,
): Promise<number> {
  try {
    return (await work(loadConfig(env))) ?? 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else if (error instanceof DataDirLockedError) {
      console.error(
        `${name}: ${error.message}\nIf that process is the app ("npm start"), stop it, run ` +
          `"npm run ${name}" again, then start the app.`,
      );
    } else if (isDatabaseError(error)) {
      // Connection refused, unknown database, bad password: the message says it all.
      console.error(`${name} failed: ${error.message}`);
    } else {
      console.error(`${name} failed:`, error);
    }
    return 1;
  }
}

/**
 * Runs `main` with the process's arguments and environment when the module at `moduleUrl` is
 * the one Node was started with (`tsx scripts/x.ts`, `node dist/server/scripts/x.js`), and not
 * when a test imports it.
 */
export function runAsCommand(moduleUrl: string, main: ScriptMain): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(realpathSync(entry)).href) return;
  void main(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
}

function isDatabaseError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
