import { parseArgs } from 'node:util';
import {
  describeStoredFiles,
  verifyStoredFiles,
} from '../src/features/documents/verify-stored-files.js';
import {
  replayAndVerify,
  type ReplayDifference,
  type ReplayReport,
} from '../src/infra/projections/replay-verify.js';
import { startRuntime } from '../src/runtime.js';
import { spillNote } from './lib/spill-note.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

const USAGE = [
  'Usage: npm run replay -- --verify [--files]',
  '  Replays the whole event log into scratch copies of the read tables and compares them with',
  '  the live ones; changes nothing. Exit code 0 when they are equal, 1 on any difference.',
  '  --files: also checks that every stored file the log references exists with the recorded',
  '  SHA-256 and size, listing each one missing or different (exit code 1 when any).',
  '  (To rebuild the live read tables from the log instead: npm run rebuild-projections.)',
].join('\n');

/** The auditor's check from the command line: the same report as the operator console's. */
export const main: ScriptMain = (argv, env) =>
  runScript('replay', env, async (config) => {
    const request = verifyRequested(argv);
    const verify = request?.verify;
    if (verify === undefined) {
      console.error(USAGE);
      return 1;
    }
    if (!verify) {
      console.log(USAGE);
      return 0;
    }
    let exitCode = 0;
    const runtime = await startRuntime(config, { work: false });
    try {
      const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections, {
        compareConnections: runtime.database.engine === 'postgres' ? 2 : 1,
        logReader: runtime.logReader,
        rowsInMemory: config.replayRowsInMemory,
      });
      console.log(describeReport(report));
      const spilled = spillNote(report.spilledRows, config.replayRowsInMemory);
      if (spilled) console.log(spilled);
      if (!report.equal) exitCode = 1;
      if (request?.files) {
        const files = await verifyStoredFiles(runtime.db, runtime.catalog, runtime.storage);
        console.log(describeStoredFiles(files));
        if (files.problems.length > 0) exitCode = 1;
      }
      return exitCode;
    } finally {
      await runtime.close();
    }
  });

/** verify true for --verify (files for --files), false for --help; undefined for anything else. */
function verifyRequested(argv: readonly string[]): { verify: boolean; files: boolean } | undefined {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        verify: { type: 'boolean' },
        files: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) return { verify: false, files: false };
    return values.verify ? { verify: true, files: values.files ?? false } : undefined;
  } catch {
    return undefined;
  }
}

function describeReport(report: ReplayReport): string {
  const rate = report.seconds > 0 ? Math.round(report.events / report.seconds) : report.events;
  const replayed = `Replayed ${report.events} events in ${report.seconds.toFixed(2)} s (${rate} events/s)`;
  if (report.equal) return `${replayed}: the read tables equal the live ones.`;
  const count = report.differences.length;
  return [
    `${replayed}: ${report.truncated ? 'more than ' : ''}${count} difference${count === 1 ? '' : 's'} ` +
      'between the live read tables and the replay:',
    ...report.differences.map(describeDifference),
    ...(report.truncated ? [`(only the first ${count} are listed)`] : []),
  ].join('\n');
}

function describeDifference(d: ReplayDifference): string {
  const value = (v: unknown) => (v === null && d.column === '*' ? '(no row)' : JSON.stringify(v));
  const where = d.column === '*' ? 'the whole row' : d.column;
  return `  ${d.table} [${d.key}] ${where}: live ${value(d.live)}, replayed ${value(d.replayed)}`;
}

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
