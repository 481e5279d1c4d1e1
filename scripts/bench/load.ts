import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadRequest } from './load-generator.js';

/**
 * autocannon in a child process (see load-generator.ts). `onSent`: called once the request (with
 * its list of paths, which may be long to write) is handed to the child, as the load begins.
 */
export function load(request: LoadRequest, onSent?: () => void): Promise<LoadFigures> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as LoadFigures));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(request, () => onSent?.());
  });
}
