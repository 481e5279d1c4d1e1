import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { projectRoot } from '../src/infra/project-root.js';
import { withoutAddedListeners } from './lib/without-added-listeners.js';

/**
 * `npm run dev`: the server, restarted whenever its code changes (node --watch), and the web app
 * from Vite's dev server with hot reload, which forwards /api, /ws and /docs to the server
 * (vite.config.ts, following PORT). PUBLIC_URL defaults to the dev server's address, so emailed
 * links and the same-origin check work there. `npm run dev -- --web-port 5174` picks Vite's port.
 */
const root = projectRoot();
const envFile = join(root, '.env');
// As `npm start` reads it; what the environment already sets wins.
if (existsSync(envFile)) process.loadEnvFile(envFile);

const webPort = Number(argument('--web-port') ?? '5173');
const webUrl = `http://localhost:${webPort}`;
process.env.PORT ??= '3000';

// Node's own watch mode, not tsx's: on a change or a stop it waits for the server to finish
// (tsx watch kills it after 5 s, which a busy machine's clean shutdown can exceed, leaving the
// embedded database's lock behind).
const server = spawn(
  process.execPath,
  ['--watch-path=src', '--watch-preserve-output', '--import', 'tsx', 'src/main.ts'],
  {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
    stdio: 'inherit',
    // A group of its own: Ctrl-C in the terminal reaches this script only, which stops the
    // server once (the watcher passes that one signal on); a second makes the server give up.
    detached: true,
  },
);
const serverExited = new Promise<number>((resolve) =>
  server.on('exit', (code) => resolve(code ?? 1)),
);

// A port taken is said plainly: another port would not match PUBLIC_URL. Vite's own SIGTERM
// and end-of-input handlers exit as soon as Vite has closed, before the server has: only ours
// (below) stop this script.
const vite = await withoutAddedListeners(process, ['SIGTERM'], () =>
  withoutAddedListeners(process.stdin, ['end'], () =>
    createServer({
      configFile: join(root, 'vite.config.ts'),
      server: { port: webPort, strictPort: true },
    }),
  ),
);
await vite.listen();
vite.printUrls();
console.log(`  API server on port ${process.env.PORT}, restarted on change; open ${webUrl}`);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    server.kill('SIGTERM');
    // Never leave before the server has stopped (it holds the embedded database's lock), even
    // if Vite fails to close.
    await Promise.allSettled([vite.close(), serverExited]);
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
void serverExited.then((code) => {
  if (!stopping) void stop(code);
});

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
