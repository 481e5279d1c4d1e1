import { main as replayMain } from '../../../scripts/replay.js';
import { runScriptInProcess, scriptData } from '../../../test/helpers/run-project-script.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, startDocumentsHarness, uploaded } from '../../../test/helpers/documents-harness.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { loadConfig } from '../../config.js';
import type { EventStore } from '../../infra/event-store/event-store-service.js';
import type { FileStorage } from '../../infra/storage/file-storage.js';
import { startRuntime } from '../../runtime.js';
import { documentKey, legacyDocumentKey } from '../nannies/index.js';
import { hashStored } from './load-stored-files.js';
import { verifyStoredFiles } from './verify-stored-files.js';

// `npm run replay -- --verify --files` checks every stored file the log still
// references against the recorded SHA-256 and size.

/**
 * A nanny whose certificate was replaced (both versions kept), whose first photo ID was deleted
 * after retention, whose current photo ID is missing and whose CPR card's bytes were changed;
 * plus an object no event names. Returns the keys that must be reported.
 */
async function storeHistory(storage: FileStorage, eventStore: EventStore) {
  const at = new Date();
  const nanny = newId();
  const put = async (key: string, text: string) => {
    await storage.put(key, Buffer.from(text), 'application/pdf');
    return (await hashStored(storage, key))!;
  };
  const version = (kind: Parameters<typeof documentKey>[1]) => {
    const uploadId = newId();
    return { uploadId, storageKey: documentKey(nanny, kind, uploadId) };
  };
  const [rbt1, rbt2, id1, id2, cpr] = [
    version('rbt-certification'),
    version('rbt-certification'),
    version('photo-id'),
    version('photo-id'),
    version('cpr-first-aid'),
  ];
  const rbt1File = await put(rbt1.storageKey, 'first certificate');
  const rbt2File = await put(rbt2.storageKey, 'second certificate');
  const id1File = { sha256: 'c'.repeat(64), size: 20 }; // deleted: recorded below
  const id2File = { sha256: 'd'.repeat(64), size: 21 }; // never stored: missing
  const cprFile = await put(cpr.storageKey, 'card as uploaded');
  await storage.put(cpr.storageKey, Buffer.from('card, tampered with'), 'application/pdf');
  await put(documentKey(nanny, 'background-check', newId()), 'orphan: no event names it');
  // Overwritten legacy version: its bytes are gone and nobody should look for them.
  const legacy = await put(legacyDocumentKey('background-check', nanny), 'latest legacy check');
  await eventStore.append({ id: `nanny-${nanny}`, type: 'nanny' }, 0, [
    uploaded(nanny, 'background-check', { sha256: 'e'.repeat(64), size: 5 }, at),
    uploaded(nanny, 'background-check', legacy, at),
    uploaded(nanny, 'rbt-certification', rbt1File, at, rbt1),
    uploaded(nanny, 'rbt-certification', rbt2File, at, rbt2),
    uploaded(nanny, 'photo-id', id1File, at, id1),
    uploaded(nanny, 'photo-id', id2File, at, id2),
    uploaded(nanny, 'cpr-first-aid', cprFile, at, cpr),
    {
      type: 'NannyDocumentVersionDeleted',
      data: {
        nannyId: nanny,
        kind: 'photo-id',
        ...id1,
        reason: 'retention',
        deletedAt: at.toISOString(),
      },
    },
  ]);
  return { missing: id2.storageKey, different: cpr.storageKey, cprFile };
}

describe(`stored files checked against the log on s3 storage, ${testEngine}`, () => {
  // s3rver does not check request signatures: this proves our calls, not S3 authentication.
  it('reports each referenced file missing or with different bytes, and nothing else', async () => {
    const h = await startDocumentsHarness('s3');
    try {
      const expected = await storeHistory(h.storage, h.runtime.eventStore);
      const report = await verifyStoredFiles(h.runtime.db, h.runtime.catalog, h.storage);
      expect(report.checked).toBe(5);
      expect(report.unmovedLegacy).toBe(1);
      expect(report.problems.map((p) => [p.key, p.problem]).sort()).toEqual(
        [
          [expected.missing, 'missing'],
          [expected.different, 'different'],
        ].sort(),
      );
    } finally {
      await h.close();
    }
  });
});

describe(`npm run replay -- --verify --files on local storage, ${testEngine}`, () => {
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;
  let expected: Awaited<ReturnType<typeof storeHistory>>;

  beforeAll(async () => {
    const data = await scriptData('rbt-replay-files-');
    env = data.env;
    dropDatabase = data.drop;
    const runtime = await startRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), {
      work: false,
    });
    try {
      expected = await storeHistory(runtime.storage, runtime.eventStore);
    } finally {
      await runtime.close();
    }
  });
  afterAll(async () => dropDatabase?.());

  it('lists the missing and the changed file and exits 1', async () => {
    const { code, output } = await replay(env, ['--verify', '--files']);
    expect(output).toContain('the read tables equal the live ones.');
    expect(output).toContain(
      'Checked 5 stored file(s) the log references: 2 missing or different:',
    );
    expect(output).toContain(
      `  ${expected.missing}: missing (recorded sha256 ${'d'.repeat(64)}, 21 bytes)`,
    );
    expect(output).toContain(
      `  ${expected.different}: different bytes (recorded sha256 ${expected.cprFile.sha256}`,
    );
    expect(output).toContain('1 document(s) still under their old fixed key');
    expect(code).toBe(1);
  });

  it('checks no files without --files', async () => {
    const { code, output } = await replay(env, ['--verify']);
    expect(output).not.toContain('stored file');
    expect(code).toBe(0);
  });
});

const replay = (env: Record<string, string>, args: string[]) =>
  runScriptInProcess(replayMain, args, env);
