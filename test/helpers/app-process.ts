import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../src/infra/project-root.js';
import { BUILT_SERVER_MAIN } from '../../scripts/build-server-if-stale.js';

export interface AppProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the URL once the server listens; rejects if the process exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
}

/**
 * Runs `src/main.ts` as `npm start` would, in its own process, with the given environment; or,
 * `built`, the compiled server as the production image runs it (`node dist/server/src/main.js`).
 */
export function startAppProcess(
  env: Record<string, string>,
  options: { built?: boolean } = {},
): AppProcess {
  const entry = options.built ? [BUILT_SERVER_MAIN] : ['--import', 'tsx', join('src', 'main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, output: () => output, listening, exited };
}
