import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { acquireDataDirLock } from '../src/infra/db/lock-file.js';

/** What a backup folder holds (manifest.json): enough for restore to check and replay it. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  engine: 'postgres' | 'embedded';
  createdAt: string;
  /** database.dump (pg_dump's custom format) or pgdata (the embedded data directory). */
  database: 'database.dump' | 'pgdata';
  /** The local folder's stored files, or S3 (not in the backup: the bucket has its own). */
  files: 'files' | 's3';
  /** sha256 of every file in the backup but this manifest, by path relative to the folder. */
  checksums: Record<string, string>;
}

/**
 * A backup or restore refused for a reason the user can fix (not empty, damaged, wrong engine):
 * runScript prints the message alone (it does so for errors with a code), no stack trace.
 */
export class BackupRefused extends Error {
  readonly code = 'BACKUP_REFUSED';
}

export const BACKUP_FORMAT = 'rbt-nanny-connect-backup/1';
export const MANIFEST = 'manifest.json';
/** The embedded engine's folders inside DATA_DIR (see src/infra/db/embedded-postgres.ts). */
export const EMBEDDED_PGDATA = 'pgdata';
export const EMBEDDED_LOCK = 'embedded-db.lock';
/** The local-folder storage adapter's root inside DATA_DIR (see storage-from-config.ts). */
export const LOCAL_FILES = 'files';

/** The folders named on a backup or restore command line, or that it asked for its usage. */
export function folderArguments(argv: readonly string[]): { help: boolean; folders: string[] } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  return { help: values.help === true, folders: positionals };
}

/**
 * Runs `work` holding the app's lock on DATA_DIR: the embedded database's files are written by
 * the app's own process, so they are read or written only while no process has them open, and
 * the app cannot start meanwhile.
 */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = acquireDataDirLock(join(dataDir, EMBEDDED_LOCK), dataDir);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

/** Every regular file under `root`, as paths relative to it with / separators, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** sha256 of every file under `root/sub`, keyed `sub/<path>`. */
export async function checksumsOf(root: string, sub: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const path of await listFiles(join(root, sub))) {
    sums[`${sub}/${path}`] = await sha256Of(join(root, sub, path));
  }
  return sums;
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A folder that does not exist or holds nothing: the only place a backup or restore writes. */
export async function isEmptyPlace(path: string): Promise<boolean> {
  if (!(await exists(path))) return true;
  return (await readdir(path)).length === 0;
}

/** Copies a folder with its files' modes (stored files and the database are private). */
export async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  // An empty folder may stand where the copy goes (the app's `files` prepared, nothing stored).
  if (await isEmptyPlace(to)) await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

/**
 * A libpq connection for pg_dump / pg_restore: the password goes in PGPASSWORD, never on the
 * command line, where any user of the machine could read it in the process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new BackupRefused(
          `${command} could not start (${error.message}); is PostgreSQL's client installed?`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupRefused(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Tables of the application (public) or of the job queue (pgboss) already in a database. */
export async function tablesIn(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return result.rows[0]!.n;
}

/**
 * Events record their writing transaction's id, and followers read only ids below the server's
 * oldest running transaction (src/infra/event-store/event-store.ts). A dump restored onto
 * another, younger PostgreSQL server can carry ids the new server has not reached yet: those
 * events would stay invisible and new ones would sort before them. Such ids are set to one
 * frozen id (every restored event committed long ago, so position order is their order).
 * Returns how many events were renumbered (0 on the same server or an older one).
 */
export async function alignRestoredTransactionIds(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const ahead = await client.query<{ n: number }>(
      `select count(*)::int as n from events
       where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())`,
    );
    const count = ahead.rows[0]!.n;
    if (count > 0) {
      // The log is append-only by trigger; this one bookkeeping column is renumbered once.
      await client.query('alter table events disable trigger events_no_update_or_delete');
      await client.query(`update events set transaction_id = '2'::xid8`);
      await client.query('alter table events enable trigger events_no_update_or_delete');
    }
    await client.query('commit');
    return count;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
