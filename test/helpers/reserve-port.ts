import { createServer, type Server } from 'node:net';

/**
 * A port the test server can listen on, held by a placeholder until `release`.
 *
 * Why not `listen(0)`, read the port and close it: between that close and the app's own listen,
 * any `listen(0)` in this process (the mail catcher, the OpenID provider) or in another test
 * worker may be handed the same ephemeral port, and CI failed once on that EADDRINUSE. Ports
 * here come from below Linux's ephemeral range (32768-60999), which the kernel never hands to
 * `listen(0)` or to outgoing connections, and the placeholder keeps other workers' probes off
 * the port until the moment the app takes it.
 */
export interface ReservedPort {
  port: number;
  release(): Promise<void>;
}

const LOWEST = 20_000;
const HIGHEST = 32_000;
const ATTEMPTS = 200;

export async function reservePort(): Promise<ReservedPort> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    const placeholder = await listenOn(port);
    if (placeholder) return { port, release: () => closeServer(placeholder) };
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST} after ${ATTEMPTS} tries`);
}

function listenOn(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
