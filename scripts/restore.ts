import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../src/config.js';
import {
  BackupRefused,
  alignRestoredTransactionIds,
  BACKUP_FORMAT,
  checksumsOf,
  copyFolder,
  EMBEDDED_PGDATA,
  folderArguments,
  isEmptyPlace,
  libpqConnection,
  LOCAL_FILES,
  MANIFEST,
  runTool,
  sha256Of,
  tablesIn,
  withDataDirLock,
  type BackupManifest,
} from './backup-common.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

const USAGE = [
  'Usage: npm run restore -- <folder>',
  '  Restores a backup made by npm run backup into an empty place: PostgreSQL (DATABASE_URL)',
  '  into a database with no tables; embedded, into a DATA_DIR with no database. The stored',
  '  files go to DATA_DIR/files, which must be empty. The app must not be running.',
].join('\n');

export const main: ScriptMain = (argv, env) =>
  runScript('restore', env, async (config) => {
    const folder = folderArgument(argv);
    if (typeof folder === 'number') {
      console.log(USAGE);
      return folder;
    }
    const manifest = await readManifest(folder);
    await verifyChecksums(folder, manifest);
    if (manifest.files === 'files' && config.s3) {
      throw new BackupRefused(
        'This backup holds local stored files, but S3_ENDPOINT is set: unset it.',
      );
    }
    if (manifest.engine === 'postgres') await restorePostgres(config, folder, manifest);
    else await restoreEmbedded(config, folder, manifest);
    console.log(
      `Restored the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database` +
        (manifest.files === 'files' ? ' and the stored files' : '') +
        ` of ${manifest.createdAt} from ${folder}.\nCheck it with: npm run replay -- --verify`,
    );
  });

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${folder} holds no backup (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupRefused(
      `${folder} is not a backup this version can restore (${String(manifest.format)}).`,
    );
  }
  return manifest;
}

/** Every file the backup made, unchanged, and nothing added: a damaged backup is refused. */
async function verifyChecksums(folder: string, manifest: BackupManifest): Promise<void> {
  const expected = Object.entries(manifest.checksums);
  for (const [path, sum] of expected) {
    const actual = await sha256Of(join(folder, path)).catch(() => 'missing');
    if (actual !== sum)
      throw new BackupRefused(
        `The backup is damaged: ${path} is ${actual === 'missing' ? 'missing' : 'changed'}.`,
      );
  }
}

async function restorePostgres(
  config: Config,
  folder: string,
  manifest: BackupManifest,
): Promise<void> {
  if (config.databaseUrl === undefined) {
    throw new BackupRefused(
      'This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database.',
    );
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  try {
    if ((await tablesIn(pool)) > 0) {
      throw new BackupRefused(
        'The database of DATABASE_URL is not empty: restore into a new database.',
      );
    }
    await assertFilesPlaceEmpty(config);
    const { dbname, env } = libpqConnection(config.databaseUrl);
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        dbname,
        join(folder, 'database.dump'),
      ],
      env,
    );
    const renumbered = await alignRestoredTransactionIds(pool);
    if (renumbered > 0) {
      console.log(`Renumbered the transaction ids of ${renumbered} events for this server.`);
    }
  } finally {
    await pool.end();
  }
  await restoreFiles(config, folder, manifest);
}

async function restoreEmbedded(config: Config, folder: string, manifest: BackupManifest) {
  if (config.databaseUrl !== undefined) {
    throw new BackupRefused('This is a backup of the embedded database: unset DATABASE_URL.');
  }
  await withDataDirLock(config.dataDir, async () => {
    const pgdata = join(config.dataDir, EMBEDDED_PGDATA);
    if (!(await isEmptyPlace(pgdata))) {
      throw new BackupRefused(
        `${config.dataDir} (DATA_DIR) already holds a database: restore into an empty DATA_DIR.`,
      );
    }
    await assertFilesPlaceEmpty(config);
    await copyFolder(join(folder, EMBEDDED_PGDATA), pgdata);
    const copied = await checksumsOf(config.dataDir, EMBEDDED_PGDATA);
    assertSame(manifest, copied, `${EMBEDDED_PGDATA}/`);
    await restoreFiles(config, folder, manifest);
  });
}

async function assertFilesPlaceEmpty(config: Config): Promise<void> {
  if (config.s3) return;
  if (!(await isEmptyPlace(join(config.dataDir, LOCAL_FILES)))) {
    throw new BackupRefused(
      `${join(config.dataDir, LOCAL_FILES)} already holds files: restore into an empty DATA_DIR.`,
    );
  }
}

async function restoreFiles(config: Config, folder: string, manifest: BackupManifest) {
  if (config.s3) return;
  const target = join(config.dataDir, LOCAL_FILES);
  await copyFolder(join(folder, LOCAL_FILES), target);
  if (manifest)
    assertSame(manifest, await checksumsOf(config.dataDir, LOCAL_FILES), `${LOCAL_FILES}/`);
}

function assertSame(manifest: BackupManifest, copied: Record<string, string>, prefix: string) {
  const expected = Object.entries(manifest.checksums).filter(([path]) => path.startsWith(prefix));
  const same =
    expected.length === Object.keys(copied).length &&
    expected.every(([path, sum]) => copied[path] === sum);
  if (!same)
    throw new BackupRefused(
      `The restored ${prefix} differs from the backup's; nothing was started.`,
    );
}

/** The folder named on the command line, or the exit code after the usage (0 for --help). */
function folderArgument(argv: readonly string[]): string | number {
  const { help, folders } = folderArguments(argv);
  if (help) return 0;
  if (folders.length !== 1) return 1;
  return resolve(folders[0]!);
}

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
