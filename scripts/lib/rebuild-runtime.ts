import type { Config } from '../../src/config.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import type { Runtime } from '../../src/runtime.js';

type RebuildProgress = Omit<
  NonNullable<Parameters<typeof rebuildProjections>[4]>,
  'logReader' | 'rowsInMemory'
>;

/**
 * Empties every read table of a started runtime and replays its log into them, reading the log
 * and keeping rows in memory as the configuration says; `progress` hears how far it got.
 */
export const rebuildRuntimeProjections = (
  runtime: Runtime,
  config: Pick<Config, 'replayRowsInMemory'>,
  progress: RebuildProgress = {},
) =>
  rebuildProjections(runtime.db, runtime.catalog, runtime.projections, undefined, {
    logReader: runtime.logReader,
    rowsInMemory: config.replayRowsInMemory,
    ...progress,
  });
