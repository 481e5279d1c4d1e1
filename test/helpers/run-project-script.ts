import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../src/infra/project-root.js';

/**
 * Runs one of scripts/*.ts as `npm run` would, in its own process with only the given
 * environment (plus PATH and HOME), and returns its exit code and everything it printed.
 */
export function runProjectScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
