import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadRequest } from './load-generator.js';

/** autocannon in a child process (see load-generator.ts). */
export function load(request: LoadRequest): Promise<LoadFigures> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as LoadFigures));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(request);
  });
}
