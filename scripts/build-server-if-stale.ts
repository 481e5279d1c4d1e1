import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/infra/project-root.js';
import { newestChange } from './lib/newest-change.js';

/** Where `npm run build` puts the server's entry point. */
export const BUILT_SERVER_MAIN = join('dist', 'server', 'src', 'main.js');

/** Whether dist/server is missing or older than any source it is built from. */
export function serverBuildIsStale(): boolean {
  const root = projectRoot();
  const built = join(root, BUILT_SERVER_MAIN);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['src', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];
  return sources.some((path) => newestChange(join(root, path)) > builtAt);
}

/**
 * The compile `npm run build` does for the server, without its type check (`--noCheck`): node
 * and its arguments, run at the root. The files it writes are the same, byte for byte (type
 * checking decides nothing of what tsc emits), and `npm test` has type-checked every one of
 * these sources before its tests start (`npm run check`), so checking them again here was the
 * same work twice: 28 s of CPU against 10 on a 2-core machine. `npm run build`, the release's
 * compile, still checks.
 */
export function serverBuildCommand(): { command: string; args: string[]; cwd: string } {
  const root = projectRoot();
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [tsc, '-p', 'tsconfig.build.json', '--noCheck'];
  return { command: process.execPath, args, cwd: root };
}

/**
 * Compiles the server as `npm run build` does (tsc -p tsconfig.build.json, see
 * serverBuildCommand) when dist/server is missing or older than any source it is built from,
 * so the production-build test runs what a release would ship and later runs skip the work.
 */
export function buildServerIfStale(): boolean {
  if (!serverBuildIsStale()) return false;
  console.log('Building the server (dist/server)...');
  const { command, args, cwd } = serverBuildCommand();
  execFileSync(command, args, { cwd, stdio: 'inherit' });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildServerIfStale();
