import { performance } from 'node:perf_hooks';
import { ProgressMeter } from '../src/infra/projections/progress-meter.js';
import { rebuildRuntimeProjections } from './lib/rebuild-runtime.js';
import { progressText } from '../src/shared/replay-progress.js';
import { startRuntime } from '../src/runtime.js';
import { spillNote } from './lib/spill-note.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

/** A progress line at most this often: one a second reads well in a terminal or a log. */
const PROGRESS_EVERY_MS = 1000;

/** Empties every read table and replays the event log into them, in one transaction. */
export const main: ScriptMain = (_argv, env) =>
  runScript('rebuild-projections', env, async (config) => {
    const runtime = await startRuntime(config, { work: false });
    try {
      const started = performance.now();
      let meter: ProgressMeter | undefined;
      const result = await rebuildRuntimeProjections(runtime, config, {
        onStart: (total) => {
          meter = new ProgressMeter(total, started, PROGRESS_EVERY_MS);
          console.log(`Replaying ${total.toLocaleString('en-US')} event(s)...`);
        },
        onProgress: (events) => {
          const reading = meter?.report(events, performance.now());
          if (!reading) return;
          console.log(progressText({ state: 'folding', ...reading }));
          // The tables are written once the whole log is read: say so before that pause.
          if (reading.events >= reading.total) console.log('Writing the read tables...');
        },
      });
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Replayed ${result.events} event(s) into ${result.tables.length} read table(s) ` +
          `in ${seconds.toFixed(2)} s${result.tables.length ? `: ${result.tables.join(', ')}` : ''}.`,
      );
      const spilled = spillNote(result.spilledRows, config.replayRowsInMemory);
      if (spilled) console.log(spilled);
    } finally {
      await runtime.close();
    }
  });

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
