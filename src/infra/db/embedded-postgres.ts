import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDataDirLock, type HeldLock } from './lock-file.js';

export type EmbeddedSource = { dataDir: string } | { snapshot: Blob } | { memory: true };

interface EmbeddedPostgres {
  /** Where a pg client connects: a private unix-socket folder. */
  socketDir: string;
  pglite: PGlite;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;
export const EMBEDDED_SOCKET_PORT = SOCKET_PORT;

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly, inside this process) and exposes it on a
 * unix socket in a fresh 0700 temp folder, so the ordinary pg driver, kysely and pg-boss talk to
 * it over the real wire protocol. Only this process's user can reach the socket.
 */
export async function startEmbeddedPostgres(source: EmbeddedSource): Promise<EmbeddedPostgres> {
  const lock = 'dataDir' in source ? lockDataDir(source.dataDir) : undefined;
  try {
    const pglite = await createPglite(source);
    const socketDir = mkdtempSync(join(tmpdir(), 'rbt-pg-'));
    const server = new PGLiteSocketServer({
      db: pglite,
      path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    });
    await server.start();
    return {
      socketDir,
      pglite,
      close: async () => {
        await server.stop();
        await pglite.close();
        rmSync(socketDir, { recursive: true, force: true });
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function lockDataDir(dataDir: string): HeldLock {
  mkdirSync(dataDir, { recursive: true });
  return acquireDataDirLock(join(dataDir, 'embedded-db.lock'), dataDir);
}

async function createPglite(source: EmbeddedSource): Promise<PGlite> {
  if ('dataDir' in source) return PGlite.create(join(source.dataDir, 'pgdata'));
  if ('snapshot' in source) return PGlite.create({ loadDataDir: source.snapshot });
  return PGlite.create();
}
