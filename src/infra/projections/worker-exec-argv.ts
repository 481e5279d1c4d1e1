/**
 * The flags a worker thread must share with this one to load the same modules. Node refuses
 * process-wide and V8 flags in a worker's execArgv (a heap limit such as
 * `--max-old-space-size`, `--expose-gc`, `--stack-size`): a server started with a heap limit,
 * as a server in a container often is, would fail every replay at its first batch.
 */
const MODULE_FLAGS = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
]);
const SWITCHES = new Set(['--enable-source-maps']);

export function workerExecArgv(parent: readonly string[], fromSource: boolean): string[] {
  const kept: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const arg = parent[i]!;
    const name = arg.split('=', 1)[0]!;
    if (SWITCHES.has(name)) kept.push(arg);
    if (!MODULE_FLAGS.has(name)) continue;
    kept.push(arg);
    // `--import tsx` names its module in the next argument; `--import=tsx` does not.
    if (!arg.includes('=') && i + 1 < parent.length) kept.push(parent[++i]!);
  }
  // Run from TypeScript, the worker's own source needs tsx, whatever this thread was given.
  return fromSource ? [...kept, '--import', 'tsx'] : kept;
}
