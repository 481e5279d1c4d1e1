import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/infra/project-root.js';
import { newestChange } from './lib/newest-change.js';

/**
 * Builds web/dist when it is missing or older than any web source, so `npm start` on a fresh
 * clone serves the app, and later starts skip the build.
 */
export function buildWebIfStale(): boolean {
  const root = projectRoot();
  const built = join(root, 'web', 'dist', 'index.html');
  const sources = [
    join(root, 'web', 'src'),
    join(root, 'web', 'index.html'),
    join(root, 'web', 'landing.html'),
    join(root, 'web', 'public'),
    // Rules the web app imports through the @shared alias.
    join(root, 'src', 'shared'),
    join(root, 'vite.config.ts'),
    join(root, 'scripts', 'lib', 'web-build-plugins.ts'),
  ];
  // A build from before the landing page had its own HTML is stale whatever its age.
  if (existsSync(built) && existsSync(join(root, 'web', 'dist', 'landing.html'))) {
    const builtAt = statSync(built).mtimeMs;
    if (!sources.some((source) => newestChange(source) > builtAt)) return false;
  }
  console.log('Building the web app (web/dist)...');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always the production build: under vitest NODE_ENV is "test", which would bundle
      // React's development build (twice the size, slower) and then be served by npm start.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildWebIfStale();
