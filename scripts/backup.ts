import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../src/config.js';
import {
  BackupRefused,
  BACKUP_FORMAT,
  checksumsOf,
  copyFolder,
  EMBEDDED_PGDATA,
  exists,
  folderArguments,
  isEmptyPlace,
  libpqConnection,
  LOCAL_FILES,
  MANIFEST,
  runTool,
  sha256Of,
  withDataDirLock,
  type BackupManifest,
} from './backup-common.js';
import { runAsCommand, runScript, type ScriptMain } from './run-script.js';

const USAGE = [
  'Usage: npm run backup [-- <folder>]',
  '  Backs up the database and the stored files into <folder> (default backups/<time>), which',
  '  must be empty or not exist yet. PostgreSQL (DATABASE_URL): pg_dump, while the app runs.',
  '  Embedded database: stop the app first; the backup refuses while it holds DATA_DIR.',
].join('\n');

export const main: ScriptMain = (argv, env) =>
  runScript('backup', env, async (config) => {
    const folder = folderArgument(argv);
    if (folder === undefined) {
      console.log(USAGE);
      return 0;
    }
    if (!(await isEmptyPlace(folder))) {
      throw new BackupRefused(`${folder} is not empty: a backup goes into a new or empty folder.`);
    }
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const manifest = await backUp(config, folder);
    await writeFile(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    // The local adapter keeps each file's content type beside it in <key>.meta.json.
    const files = Object.keys(manifest.checksums).filter(
      (p) => p.startsWith(`${LOCAL_FILES}/`) && !p.endsWith('.meta.json'),
    );
    console.log(
      `Backed up the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database` +
        (manifest.files === 's3'
          ? ' (stored files are in S3: back up the bucket with its own tools)'
          : ` and ${files.length} stored file(s)`) +
        ` to ${folder}.\nRestore it with: npm run restore -- ${folder}`,
    );
  });

async function backUp(config: Config, folder: string): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  const filesKind = config.s3 ? 's3' : 'files';
  const manifestOf = async (engine: BackupManifest['engine']): Promise<BackupManifest> => {
    const database = engine === 'postgres' ? 'database.dump' : EMBEDDED_PGDATA;
    const sums = await checksums(folder, database, filesKind);
    return {
      format: BACKUP_FORMAT,
      engine,
      createdAt,
      database,
      files: filesKind,
      checksums: sums,
    };
  };
  if (config.databaseUrl !== undefined) {
    // pg_dump reads one consistent snapshot, so the app may keep running. Files are copied
    // after it, so every file the dump refers to is there (a file added since is extra).
    const { dbname, env } = libpqConnection(config.databaseUrl);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        join(folder, 'database.dump'),
        '--dbname',
        dbname,
      ],
      env,
    );
    await copyStoredFiles(config, folder);
    return manifestOf('postgres');
  }
  await withDataDirLock(config.dataDir, async () => {
    const pgdata = join(config.dataDir, EMBEDDED_PGDATA);
    if (!(await exists(pgdata))) {
      throw new BackupRefused(
        `There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`,
      );
    }
    await copyFolder(pgdata, join(folder, EMBEDDED_PGDATA));
    await copyStoredFiles(config, folder);
  });
  return manifestOf('embedded');
}

async function copyStoredFiles(config: Config, folder: string): Promise<void> {
  if (config.s3) return;
  const source = join(config.dataDir, LOCAL_FILES);
  if (await exists(source)) await copyFolder(source, join(folder, LOCAL_FILES));
  else await mkdir(join(folder, LOCAL_FILES), { mode: 0o700 });
}

async function checksums(folder: string, database: string, files: 'files' | 's3') {
  const sums =
    database === EMBEDDED_PGDATA
      ? await checksumsOf(folder, EMBEDDED_PGDATA)
      : { [database]: await sha256Of(join(folder, database)) };
  return files === 'files' ? { ...sums, ...(await checksumsOf(folder, LOCAL_FILES)) } : sums;
}

/** The folder named on the command line, a fresh one under backups/, or undefined for --help. */
function folderArgument(argv: readonly string[]): string | undefined {
  const { help, folders } = folderArguments(argv);
  if (help) return undefined;
  if (folders.length > 1) throw new BackupRefused(`One folder, please.\n${USAGE}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return resolve(folders[0] ?? join('backups', stamp));
}

// Last, so that everything the script uses is defined when it starts.
runAsCommand(import.meta.url, main);
