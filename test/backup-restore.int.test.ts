import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  alignRestoredTransactionIds,
  listFiles,
  sha256Of,
  type BackupManifest,
} from '../scripts/backup-common.js';
import { main as backupMain } from '../scripts/backup.js';
import { main as restoreMain } from '../scripts/restore.js';
import { loadConfig } from '../src/config.js';
import { replayAndVerify } from '../src/infra/projections/replay-verify.js';
import { startRuntime, type Runtime } from '../src/runtime.js';
import { databaseUrlFor } from './helpers/postgres-admin.js';
import { appendProductHistory } from './helpers/product-history.js';
import {
  builtServer,
  migratedDataDir,
  runBuiltScript,
  runScriptInProcess,
} from './helpers/run-project-script.js';
import { TEST_DATA_KEY_SECRET } from './helpers/test-config.js';
import { clonePostgresTemplate, testEngine } from './helpers/test-database.js';

// npm run backup and npm run restore on this engine: a backup restored into an empty place
// replays equal to its log, holds the same events, and the same stored files byte for byte.

type Env = Record<string, string>;
const cleanups: (() => Promise<void>)[] = [];
let source: Env;
let target: Env;
const backupDir = join(mkdtempSync(join(tmpdir(), 'rbt-backups-')), 'first');
const storedFiles = new Map<string, Buffer>();

/** A PostgreSQL database with nothing in it (template0), dropped at the end. */
async function emptyPostgresDatabase(): Promise<string> {
  const { adminUrl, runId } = inject('postgresTemplate');
  const name = `rbt_test_${runId}_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return databaseUrlFor(adminUrl, name);
}

async function place(): Promise<Env> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbt-backup-data-'));
  // The data keys' secret is not in a backup (docs/privacy.md): both places are given the same.
  const where = { DATA_DIR: dataDir, DATA_KEY_SECRET: TEST_DATA_KEY_SECRET };
  if (testEngine === 'embedded') return where;
  return { ...where, DATABASE_URL: await emptyPostgresDatabase() };
}

async function withRuntime<T>(env: Env, work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await startRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), {
    work: false,
    logger: { error: () => {} },
  });
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

const mains = { backup: backupMain, restore: restoreMain };

/**
 * npm run backup / restore, in this process; `built`, as a command of its own compiled as the
 * production image ships it (each script's one such smoke test, and the refusal that needs
 * another process to hold the data directory).
 */
function script(
  name: 'backup' | 'restore',
  args: string[],
  env: Env,
  how: { built?: boolean } = {},
) {
  return how.built
    ? runBuiltScript(`${name}.ts`, args, env)
    : runScriptInProcess(mains[name], args, env);
}

const eventsOf = (runtime: Runtime) =>
  runtime.db
    .selectFrom('events')
    .select(['position', 'stream_id', 'version', 'type', 'data', 'metadata', 'recorded_at'])
    .orderBy('position')
    .execute();

async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const root = join(dataDir, 'files');
  const sums: Record<string, string> = {};
  for (const path of await listFiles(root)) sums[path] = await sha256Of(join(root, path));
  return sums;
}

// The file's run as a command is of the compiled scripts: built first if stale, not in a test.
beforeAll(builtServer, 300_000);
beforeAll(async () => {
  // The source holds the migrated template's database on the embedded engine: no migrating anew.
  const dataDir =
    testEngine === 'postgres'
      ? mkdtempSync(join(tmpdir(), 'rbt-backup-source-'))
      : await migratedDataDir('rbt-backup-source-');
  if (testEngine === 'postgres') {
    const clone = await clonePostgresTemplate();
    cleanups.push(() => clone.drop());
    source = { DATA_DIR: dataDir, DATA_KEY_SECRET: TEST_DATA_KEY_SECRET, DATABASE_URL: clone.url };
  } else {
    source = { DATA_DIR: dataDir, DATA_KEY_SECRET: TEST_DATA_KEY_SECRET };
  }
  target = await place();
  await withRuntime(source, async (runtime) => {
    await appendProductHistory(runtime.eventStore);
    for (const kind of ['profilePics', 'rbtCertifications', 'backgroundChecks']) {
      const key = `${kind}/${randomUUID()}`;
      const bytes = randomBytes(64 * 1024);
      storedFiles.set(key, bytes);
      await runtime.storage.put(key, bytes, 'application/octet-stream');
    }
  });
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe(`backup and restore on ${testEngine}`, () => {
  if (testEngine === 'embedded') {
    it('refuses to copy the embedded database while the app has it open', async () => {
      const refused = await withRuntime(source, () =>
        script('backup', [join(backupDir, '..', 'refused')], source, { built: true }),
      );
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is already in use by another process');
    }, 60_000);
  }

  it('backs up the database and every stored file, each with its sha256', async () => {
    // PostgreSQL is dumped from one snapshot while the app runs; embedded, the app is stopped.
    const backup =
      testEngine === 'postgres'
        ? await withRuntime(source, () => script('backup', [backupDir], source, { built: true }))
        : await script('backup', [backupDir], source, { built: true });
    expect(backup.output).toMatch(
      /^Backed up the (PostgreSQL|embedded) database and 3 stored file/,
    );
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(
      await readFile(join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest).toMatchObject({ engine: testEngine, files: 'files' });
    const files = Object.keys(manifest.checksums).filter((p) => p.startsWith('files/'));
    // Each stored file and its content-type sidecar.
    expect(files).toHaveLength(6);
  }, 60_000);

  it('restores into an empty place: replay equal, the same events and the same files', async () => {
    const restore = await script('restore', [backupDir], target);
    expect(restore.output).toContain('Restored the');
    expect(restore.code).toBe(0);

    const before = await withRuntime(source, eventsOf);
    await withRuntime(target, async (runtime) => {
      const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
      expect(report.differences).toEqual([]);
      expect(report.equal).toBe(true);
      expect(report.events).toBe(before.length);
      expect(await eventsOf(runtime)).toEqual(before);
      for (const [key, bytes] of storedFiles) {
        const stored = await runtime.storage.get(key);
        expect(stored?.contentType).toBe('application/octet-stream');
        expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
      }
    });
    expect(await filesOf(target.DATA_DIR!)).toEqual(await filesOf(source.DATA_DIR!));
  }, 120_000);

  it('refuses to restore over data that is already there', async () => {
    const again = await script('restore', [backupDir], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|already holds/);
  }, 60_000);

  it('refuses a damaged backup', async () => {
    const manifest = JSON.parse(
      await readFile(join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const victim = Object.keys(manifest.checksums).find((p) => p.startsWith('files/'))!;
    const bytes = await readFile(join(backupDir, victim));
    bytes[0] = bytes[0]! ^ 0xff;
    await writeFile(join(backupDir, victim), bytes);
    const damaged = await script('restore', [backupDir], await place(), { built: true });
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain(`The backup is damaged: ${victim} is changed.`);
  }, 60_000);

  if (testEngine === 'postgres') {
    it('renumbers transaction ids a younger server has not reached, so followers see every event', async () => {
      const pool = new pg.Pool({ connectionString: target.DATABASE_URL, max: 1 });
      try {
        const visible = async () =>
          (
            await pool.query<{ n: number }>(
              `select count(*)::int as n from events
               where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
            )
          ).rows[0]!.n;
        const total = (await pool.query<{ n: number }>('select count(*)::int as n from events'))
          .rows[0]!.n;
        // As if dumped on a busier server: ids a million transactions ahead of this one.
        await pool.query('alter table events disable trigger events_no_update_or_delete');
        await pool.query(
          `update events set transaction_id =
             (pg_current_xact_id()::text::bigint + 1000000 + position)::text::xid8`,
        );
        await pool.query('alter table events enable trigger events_no_update_or_delete');
        expect(await visible()).toBe(0);
        expect(await alignRestoredTransactionIds(pool)).toBe(total);
        expect(await visible()).toBe(total);
        expect(await alignRestoredTransactionIds(pool)).toBe(0);
      } finally {
        await pool.end();
      }
      await withRuntime(target, async (runtime) => {
        const report = await replayAndVerify(runtime.db, runtime.catalog, runtime.projections);
        expect(report.equal).toBe(true);
        const appended = await sql<{ n: number }>`select count(*)::int as n from events`.execute(
          runtime.db,
        );
        expect(report.events).toBe(appended.rows[0]!.n);
      });
    }, 60_000);
  }
});
