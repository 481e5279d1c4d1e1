import { buildWebIfStale } from '../../scripts/build-web-if-stale.js';
import { buildServerInBackground, type BackgroundBuild } from '../helpers/built-server.js';

// Both browser projects run this set-up in vitest's main process: one compile serves both.
const holder = globalThis as typeof globalThis & { rbtServerCompile?: Promise<BackgroundBuild> };

/**
 * The browser suite serves web/dist, so the web app is built (when stale) before any file
 * starts. The server (dist/server) is compiled in the background: only the files that run the
 * compiled output need it, and they wait for it with `beforeAll(builtServer)`.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildWebIfStale();
  const compile = await (holder.rbtServerCompile ??= buildServerInBackground());
  return () => compile.finished;
}
