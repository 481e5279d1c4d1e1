import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './worker-exec-argv.js';

describe("the log reader worker's flags", () => {
  it('drops the heap limit and other flags Node refuses in a worker, keeps module loading', () => {
    const parent = [
      '--max-old-space-size=512',
      '--env-file-if-exists=.env',
      '--import',
      'tsx',
      '--expose-gc',
      '--require=./trace.cjs',
      '--stack-size=900',
      '--enable-source-maps',
      '-C',
      'development',
    ];
    expect(workerExecArgv(parent, false)).toEqual([
      '--import',
      'tsx',
      '--require=./trace.cjs',
      '--enable-source-maps',
      '-C',
      'development',
    ]);
  });

  it('adds tsx when the worker is loaded from its TypeScript source', () => {
    expect(workerExecArgv(['--max-old-space-size=512'], true)).toEqual(['--import', 'tsx']);
    expect(workerExecArgv([], false)).toEqual([]);
  });
});
