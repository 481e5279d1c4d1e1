import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/infra/project-root.js';
import { newestChange } from './lib/newest-change.js';

/** Where `npm run build` puts the server's entry point. */
export const BUILT_SERVER_MAIN = join('dist', 'server', 'src', 'main.js');

/**
 * Compiles the server as `npm run build` does (tsc -p tsconfig.build.json) when dist/server is
 * missing or older than any source it is built from, so the production-build test runs what
 * a release would ship and later runs skip the work.
 */
export function buildServerIfStale(): boolean {
  const root = projectRoot();
  const built = join(root, BUILT_SERVER_MAIN);
  const sources = ['src', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'].map(
    (path) => join(root, path),
  );
  if (existsSync(built)) {
    const builtAt = statSync(built).mtimeMs;
    if (!sources.some((source) => newestChange(source) > builtAt)) return false;
  }
  console.log('Building the server (dist/server)...');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    { cwd: root, stdio: 'inherit' },
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildServerIfStale();
