import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../src/config.js';
import type { LegacyDocumentKind } from '../../src/features/nannies/documents/document-keys.js';
import { UPLOAD_EVENT_BY_KIND } from '../../src/features/nannies/nannies.events.js';
import type { FileStorage } from '../../src/infra/storage/file-storage.js';
import { createLocalFileStorage } from '../../src/infra/storage/local-file-storage.js';
import type { Runtime } from '../../src/runtime.js';
import { s3StorageOn, startS3TestServer } from './s3-test-server.js';
import { isStored } from './stored-files.js';
import { startTestRuntime } from './test-runtime.js';

export type StorageAdapter = 'local' | 's3';

/**
 * A runtime (no job workers) on this file's database with the storage adapter asked for, and a
 * clock the test moves. s3rver does not check request signatures: the S3 runs prove our calls
 * and behaviour, not authentication against real S3.
 */
export async function startDocumentsHarness(adapter: StorageAdapter, config: Partial<Config> = {}) {
  let now = new Date();
  let storage: FileStorage;
  let closeStorage: () => Promise<void>;
  if (adapter === 's3') {
    const s3 = await startS3TestServer();
    storage = s3StorageOn(s3);
    closeStorage = () => s3.close();
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'rbt-documents-'));
    storage = createLocalFileStorage(dir);
    closeStorage = () => rm(dir, { recursive: true, force: true });
  }
  await storage.prepare();
  const runtime: Runtime = await startTestRuntime({
    work: false,
    clock: () => now,
    storage,
    config,
  });

  const harness = {
    runtime,
    storage,
    setNow: (at: Date) => (now = at),
    /** Stores bytes under a key; returns their SHA-256 and size as an event would record them. */
    put: async (key: string, text: string) => {
      const bytes = Buffer.from(text);
      await storage.put(key, bytes, 'application/pdf');
      return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    },
    exists: (key: string) => isStored(storage, key),
    keysUnder: async (prefix: string) => {
      const keys = [];
      for await (const object of storage.list(prefix)) keys.push(object.key);
      return keys.sort();
    },
    append: async (streamId: string, events: { type: string; data: object }[]) => {
      const version = (await runtime.eventStore.readStream(streamId)).length;
      await runtime.eventStore.append(
        { id: streamId, type: streamId.split('-')[0]! },
        version,
        events,
      );
    },
    eventsOf: async (nannyId: string, type: string) =>
      (await runtime.eventStore.readStream(`nanny-${nannyId}`))
        .filter((e) => e.type === type)
        .map((e) => e.data as Record<string, unknown>),
    close: async () => {
      await runtime.close();
      await closeStorage();
    },
  };
  return harness;
}

export type DocumentsHarness = Awaited<ReturnType<typeof startDocumentsHarness>>;

/** An upload event of a nanny's document, as the nannies feature records it. */
export function uploaded(
  nannyId: string,
  kind: LegacyDocumentKind,
  file: { sha256: string; size: number },
  uploadedAt: Date,
  where: { uploadId: string; storageKey: string } | Record<string, never> = {},
) {
  return {
    type: UPLOAD_EVENT_BY_KIND[kind],
    data: {
      nannyId,
      contentType: 'application/pdf',
      ...file,
      fileName: null,
      uploadedAt: uploadedAt.toISOString(),
      ...where,
    },
  };
}

export const newId = () => randomUUID();

/** The upload event of a nanny's listed photo, stored under `storageKey`. */
export function photoUploaded(
  nannyId: string,
  file: { sha256: string; size: number },
  uploadedAt: Date,
  storageKey: string,
) {
  return {
    type: 'ProfilePhotoUploaded',
    data: {
      nannyId,
      contentType: 'image/jpeg',
      ...file,
      fileName: null,
      uploadedAt: uploadedAt.toISOString(),
      storageKey,
    },
  };
}
