import { moveLegacyDocuments } from '../src/features/documents/document-move.js';
import { startRuntime } from '../src/runtime.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

/**
 * Once after upgrading to document versions: moves each document still stored under its kind's
 * fixed key (rbtCertifications/<id>, …) to a key of its own, records the move and deletes the fixed
 * key. Safe to run again, and to rerun after a crash. See docs/document-storage.md.
 */
export const main: ScriptMain = (_argv, env) =>
  runScript('move-documents', env, async (config) => {
    const runtime = await startRuntime(config, { work: false });
    try {
      const report = await moveLegacyDocuments(runtime);
      console.log(
        `Moved ${report.moved} document(s) to keys of their own` +
          (report.cleanedUp
            ? `; deleted ${report.cleanedUp} fixed key(s) left by an earlier run`
            : '') +
          '.',
      );
      for (const { nannyId, kind } of report.missing) {
        console.log(`  nanny ${nannyId} ${kind}: no bytes under the fixed key; nothing to move`);
      }
      for (const { nannyId, kind } of report.different) {
        console.log(
          `  nanny ${nannyId} ${kind}: the bytes under the fixed key are not the recorded ones; left in place`,
        );
      }
      return report.different.length > 0 ? 1 : 0;
    } finally {
      await runtime.close();
    }
  });

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
