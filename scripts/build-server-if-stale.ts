import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/infra/project-root.js';

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

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildServerIfStale();
