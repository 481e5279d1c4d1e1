import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { DataDirLockedError } from '../src/infra/db/lock-file.js';

/**
 * Runs a command-line script with the app's configuration, turning the errors a user can fix
 * (bad configuration, the app already running on the embedded data directory) into plain
 * messages and exit code 1 instead of stack traces.
 */
export async function runScript(
  name: string,
  main: (config: Config) => Promise<void>,
): Promise<void> {
  try {
    await main(loadConfig(process.env));
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
    process.exitCode = 1;
  }
}

function isDatabaseError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
