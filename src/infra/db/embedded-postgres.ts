import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedBackend, type EmbeddedConnection } from './embedded-connection.js';
import { acquireDataDirLock, type HeldLock } from './lock-file.js';

export type EmbeddedSource = { dataDir: string } | { snapshot: Blob } | { memory: true };

interface EmbeddedPostgres {
  /** A new connection for the pg driver: a stream into this process's PGlite. */
  connect(): EmbeddedConnection;
  pglite: PGlite;
  close(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly, inside this process). The ordinary pg
 * driver, kysely and pg-boss talk to it over the real wire protocol, on a stream inside this
 * process (`EmbeddedConnection`): nothing outside the process can reach it.
 */
export async function startEmbeddedPostgres(source: EmbeddedSource): Promise<EmbeddedPostgres> {
  const lock = 'dataDir' in source ? lockDataDir(source.dataDir) : undefined;
  try {
    const pglite = await createPglite(source);
    const backend = new EmbeddedBackend(pglite);
    return {
      connect: () => backend.connect(),
      pglite,
      close: async () => {
        await pglite.close();
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
