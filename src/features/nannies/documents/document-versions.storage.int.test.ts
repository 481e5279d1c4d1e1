import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { toRecordedEvents } from '../../../infra/event-store/event-store.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../../test/helpers/accounts-api.js';
import { agreedNanny, uploadPdf } from '../../../../test/helpers/nanny-api.js';
import { pdfBytes } from '../../../../test/helpers/pdf-fixtures.js';
import {
  s3StorageOn,
  startS3TestServer,
  type S3TestServer,
} from '../../../../test/helpers/s3-test-server.js';
import { isStored } from '../../../../test/helpers/stored-files.js';
import { testEngine } from '../../../../test/helpers/test-database.js';
import { startTestApp } from '../../../../test/helpers/test-server.js';
import type { FileStorage } from '../../../infra/storage/file-storage.js';
import { createLocalFileStorage } from '../../../infra/storage/local-file-storage.js';
import { DOCUMENT_PREFIX, documentKeyPrefixOf } from './document-keys.js';
import { nannyStreamId } from '../nannies.events.js';

// Document versions under concurrency and storage faults, on both adapters,
// always a real store (a local folder, or s3rver) made to fail, never a mock. s3rver does not
// check request signatures, so the S3 runs prove our calls and behaviour, not S3 authentication.

interface Adapter {
  storage: FileStorage;
  /** Makes every later write fail, as a full disk or a store that went away would. */
  breakWrites(): Promise<void>;
  close(): Promise<void>;
}

async function localAdapter(): Promise<Adapter> {
  const root = await mkdtemp(join(tmpdir(), 'rbt-files-'));
  return {
    storage: createLocalFileStorage(root),
    // Tests run as root here, so a read-only mode would not stop a write: a file where the
    // documents' folder should be does.
    breakWrites: async () => {
      await rm(join(root, DOCUMENT_PREFIX), { recursive: true, force: true });
      await writeFile(join(root, DOCUMENT_PREFIX), 'not a folder');
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Adapter(): Promise<Adapter> {
  let s3: S3TestServer | undefined = await startS3TestServer();
  const storage = s3StorageOn(s3);
  const stop = async () => {
    await s3?.close();
    s3 = undefined;
  };
  return { storage, breakWrites: stop, close: stop };
}

describe.each([
  ['local', localAdapter],
  ['s3', s3Adapter],
] as const)(`document versions on %s storage, ${testEngine}`, (_name, makeAdapter) => {
  let adapter: Adapter;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  const app = () => server.app;

  beforeAll(async () => {
    adapter = await makeAdapter();
    server = await startTestApp({ storage: adapter.storage });
  });
  afterAll(async () => {
    await server.close();
    await adapter.close();
  });

  /** Her upload events as the app reads them: file names are encrypted in the table. */
  const uploadEvents = async (nannyId: string) => {
    const rows = await server.runtime.db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', nannyStreamId(nannyId))
      .where('type', '=', 'RbtCertificationUploaded')
      .orderBy('position')
      .execute();
    return toRecordedEvents(server.runtime.db, server.runtime.catalog, rows);
  };

  it('keeps both of two uploads at once: both stored, the later event is her document', async () => {
    const nanny = await agreedNanny(app());
    const [a, b] = await Promise.all([
      uploadPdf(app(), nanny.cookie, 'rbt-certification', pdfBytes('first'), 'a.pdf'),
      uploadPdf(app(), nanny.cookie, 'rbt-certification', pdfBytes('second'), 'b.pdf'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const events = await uploadEvents(nanny.user.id);
    expect(events).toHaveLength(2);
    const keys = events.map((e) => (e.data as { storageKey: string }).storageKey);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) {
      expect(key.startsWith(documentKeyPrefixOf(nanny.user.id))).toBe(true);
      expect(await isStored(adapter.storage, key)).toBe(true);
    }
    const latest = events.at(-1)!.data as { fileName: string };
    const profile = await get(app(), '/api/nanny/profile', nanny.cookie);
    const current = profile.json<{
      nanny: { rbtCertification: { url: string; fileName: string } };
    }>().nanny.rbtCertification;
    expect(current.fileName).toBe(latest.fileName);
    const served = await get(app(), current.url, nanny.cookie);
    expect(served.body).toContain(latest.fileName === 'a.pdf' ? 'first' : 'second');
  });

  it('answers 404 to a forged key or version in a download URL', async () => {
    const nanny = await agreedNanny(app());
    await uploadPdf(app(), nanny.cookie, 'photo-id', pdfBytes('mine'), 'id.pdf');
    for (const url of [
      `/api/nannies/${nanny.user.id}/document-versions/${crypto.randomUUID()}`,
      `/api/nannies/${nanny.user.id}/document-versions/..%2F..%2Fetc`,
      `/api/nannies/${nanny.user.id}/document-versions/${encodeURIComponent('nannyDocuments/x')}`,
      // A kind she never uploaded.
      `/api/nannies/${nanny.user.id}/files/rbt-certification`,
    ]) {
      const response = await get(app(), url, nanny.cookie);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  // Last: the store stays broken.
  it('answers 503 when the store fails after the checks, and records nothing', async () => {
    const nanny = await agreedNanny(app());
    await adapter.breakWrites();
    const response = await uploadPdf(
      app(),
      nanny.cookie,
      'rbt-certification',
      pdfBytes('lost'),
      'c.pdf',
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message:
        'We could not store your file just now. Nothing was saved. Please try again in a few minutes.',
    });
    expect(await uploadEvents(nanny.user.id)).toEqual([]);
  });
});
