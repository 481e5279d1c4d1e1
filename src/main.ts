import { join } from 'node:path';
import { ConfigError, loadConfig, misspeltVariables, type Config } from './config.js';
import { DataKeySecretMismatchError } from './infra/crypto/data-key-store.js';
import { DataDirLockedError } from './infra/db/lock-file.js';
import { DatabaseUnavailableError, waitForDatabase } from './infra/db/wait-for-database.js';
import { projectRoot } from './infra/project-root.js';

async function main(): Promise<void> {
  warnOfMisspeltVariables();
  const config = loadConfigOrExit();
  if (config.databaseUrl) {
    await waitForDatabase(config.databaseUrl, {
      waitSeconds: config.databaseWaitSeconds,
      log: (line) => console.error(line),
    }).catch(exitOnKnownStartError);
  }
  const { buildApp, startMetricsServer, startRuntime } = await loadApp();
  const runtime = await startRuntime(config).catch(exitOnKnownStartError);
  const app = await buildApp({ ...runtime, webRoot: join(projectRoot(), 'web', 'dist') });
  runtime.jobs.pgBoss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing requests and jobs, then stopping`);
    await app.close();
    await metricsServer?.close();
    await runtime.close();
    process.exit(0);
  };
  const metricsServer =
    config.metrics &&
    (await startMetricsServer(runtime.metrics, config.metrics.port, config.metrics.host));
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `RBT Nanny Connect is ready at ${address} (PUBLIC_URL ${config.publicUrl}) ` +
      `on the ${runtime.database.engine} database, Node ${process.version}; ` +
      `booking times in ${config.timeZone}`,
  );
  if (config.metrics) {
    app.log.info(
      `Prometheus metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`,
    );
  }
}

/** A setting with a typo would silently keep its default: say which one it probably meant. */
function warnOfMisspeltVariables(): void {
  for (const { name, likely } of misspeltVariables(process.env)) {
    console.warn(
      `Warning: ${name} is not a setting of this app (ignored); did you mean ${likely}?`,
    );
  }
}

/**
 * The app's modules, imported once the configuration is known to be good: a mistyped setting is
 * reported in a fraction of a second instead of after loading the whole app (a second or more,
 * far longer on a busy machine).
 */
async function loadApp() {
  const [{ buildApp }, { startRuntime }, { startMetricsServer }] = await Promise.all([
    import('./app.js'),
    import('./runtime.js'),
    import('./infra/metrics/metrics-routes.js'),
  ]);
  return { buildApp, startMetricsServer, startRuntime };
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function exitOnKnownStartError(error: unknown): never {
  if (
    error instanceof DataDirLockedError ||
    error instanceof DataKeySecretMismatchError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await main();
