import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3StorageOn, startS3TestServer } from '../../../test/helpers/s3-test-server.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

interface Harness {
  storage: FileStorage;
  /** The same adapter pointed at something any I/O would fail on. */
  unreachable: FileStorage;
  /** A folder outside the storage that an escaping key could reach (local only). */
  outside?: string;
  root?: string;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'file-storage-'));
  const root = join(dir, 'data', 'files');
  const blocker = join(dir, 'a-file');
  await writeFile(blocker, 'not a folder');
  return {
    storage: createLocalFileStorage(root),
    unreachable: createLocalFileStorage(join(blocker, 'files')),
    outside: dir,
    root,
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

// s3rver does not check request signatures (any V4 signature from its known key id passes):
// this proves the S3 adapter's calls and behaviour, not authentication against real S3.
async function s3Harness(): Promise<Harness> {
  const server = await startS3TestServer();
  return {
    storage: s3StorageOn(server),
    unreachable: s3StorageOn(server, await closedPort()),
    close: () => server.close(),
  };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const read = async (storage: FileStorage, key: string) => {
  const file = await storage.get(key);
  if (file === undefined) return undefined;
  return { contentType: file.contentType, size: file.size, bytes: await buffer(file.stream) };
};

async function listAll(storage: FileStorage, prefix: string) {
  const objects = [];
  for await (const object of storage.list(prefix)) objects.push(object);
  return objects;
}
/** What reading a file back gives: the bytes put, their type and their size. */
const asStored = (bytes: Buffer, contentType: string) => ({
  contentType,
  size: bytes.length,
  bytes,
});
const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

const UNSAFE_KEYS = [
  '../x',
  'a/../../b',
  'profilePics/',
  '/etc/passwd',
  '',
  'profilePics/..',
  'profilePics/a.meta.json',
  'profilePics/a/b',
  'profilePics\\..\\..\\x',
  'profilePics/%2e%2e',
  'profilePics/abc\0',
];

describe.each([
  { name: 'local', start: localHarness },
  { name: 's3', start: s3Harness },
])('$name file storage', ({ start }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
    await h.storage.prepare();
    await h.storage.prepare(); // a second start finds everything in place
  });
  afterAll(() => h.close());

  it('gives back the bytes, content type and size it was given', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await h.storage.put('profilePics/round-trip-1', body, 'image/png');
    expect(await read(h.storage, 'profilePics/round-trip-1')).toEqual(asStored(body, 'image/png'));
  });

  it('replaces the file on a second put, leaving nothing of the old one', async () => {
    const old = Buffer.alloc(50_000, 'o');
    const replacement = Buffer.from('%PDF-1.7 short');
    await h.storage.put('rbtCertifications/user-2', old, 'image/jpeg');
    await h.storage.put('rbtCertifications/user-2', replacement, 'application/pdf');
    expect(await read(h.storage, 'rbtCertifications/user-2')).toEqual(
      asStored(replacement, 'application/pdf'),
    );
  });

  it('forgets a deleted file', async () => {
    await h.storage.put('photoIds/user-3', Buffer.from('id'), 'image/jpeg');
    await h.storage.delete('photoIds/user-3');
    expect(await h.storage.get('photoIds/user-3')).toBeUndefined();
  });

  it('answers undefined for a missing file and deletes one without complaint', async () => {
    expect(await h.storage.get('backgroundChecks/never-written')).toBeUndefined();
    await expect(h.storage.delete('backgroundChecks/never-written')).resolves.toBeUndefined();
  });

  it('lists every object under a prefix with its size and when it was written', async () => {
    const before = Date.now() - 2000; // file systems and S3 round to the second
    await h.storage.put('nannyDocuments/n1-photo-id-a', Buffer.from('first'), 'image/png');
    await h.storage.put('nannyDocuments/n1-photo-id-b', Buffer.from('second!'), 'image/png');
    await h.storage.put('nannyDocuments/n2-photo-id-c', Buffer.from('other'), 'image/png');
    await h.storage.put('nannyPhotos/n1-x', Buffer.from('photo'), 'image/jpeg');
    const listed = await listAll(h.storage, 'nannyDocuments/');
    expect(listed.map(({ key, size }) => ({ key, size })).sort(byKey)).toEqual([
      { key: 'nannyDocuments/n1-photo-id-a', size: 5 },
      { key: 'nannyDocuments/n1-photo-id-b', size: 7 },
      { key: 'nannyDocuments/n2-photo-id-c', size: 5 },
    ]);
    for (const { lastModified } of listed) {
      expect(lastModified.getTime()).toBeGreaterThanOrEqual(before);
      expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    }
    const narrower = await listAll(h.storage, 'nannyDocuments/n1-');
    expect(narrower.map((o) => o.key).sort()).toEqual([
      'nannyDocuments/n1-photo-id-a',
      'nannyDocuments/n1-photo-id-b',
    ]);
  });

  it('lists nothing under an empty prefix and forgets deleted objects', async () => {
    expect(await listAll(h.storage, 'parentPhotos/')).toEqual([]);
    await h.storage.put('parentPhotos/p1', Buffer.from('p'), 'image/png');
    await h.storage.delete('parentPhotos/p1');
    expect(await listAll(h.storage, 'parentPhotos/')).toEqual([]);
  });

  it.each(UNSAFE_KEYS)('refuses the key %j before any I/O', async (key) => {
    const body = Buffer.from('escape');
    for (const storage of [h.unreachable, h.storage]) {
      await expect(storage.put(key, body, 'text/plain')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
    if (h.outside !== undefined) {
      expect(await readdir(h.outside)).toEqual(['a-file', 'data']);
    }
  });
});

describe('local file storage on disk', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await localHarness();
    await h.storage.prepare();
  });
  afterAll(() => h.close());

  const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

  it('keeps folders 0700 and files 0600, with no temporary files left behind', async () => {
    const root = h.root!;
    await h.storage.put('profilePics/mode-check', Buffer.from('x'), 'image/jpeg');
    await h.storage.put('profilePics/mode-check', Buffer.from('yy'), 'image/jpeg');
    expect(await modeOf(root)).toBe(0o700);
    expect(await modeOf(join(root, 'profilePics'))).toBe(0o700);
    const files = await readdir(join(root, 'profilePics'));
    expect(files.sort()).toEqual(['mode-check', 'mode-check.meta.json']);
    for (const file of files) expect(await modeOf(join(root, 'profilePics', file))).toBe(0o600);
  });

  it('lists neither sidecars nor temporary files left by a crash', async () => {
    await h.storage.put('nannyPhotos/kept', Buffer.from('x'), 'image/png');
    await writeFile(join(h.root!, 'nannyPhotos', 'kept.3f2a.tmp'), 'half a file');
    expect((await listAll(h.storage, 'nannyPhotos/')).map((o) => o.key)).toEqual([
      'nannyPhotos/kept',
    ]);
  });

  it('deletes the bytes and their metadata', async () => {
    await h.storage.put('photoIds/gone', Buffer.from('x'), 'image/png');
    await h.storage.delete('photoIds/gone');
    expect(await readdir(join(h.root!, 'photoIds'))).toEqual([]);
  });
});
