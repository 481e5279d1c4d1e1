import type { FileStorage } from '../../src/infra/storage/file-storage.js';

/**
 * Whether storage holds a file under the key. The stream `get` opens is closed at once: left
 * unread, the local adapter's file handle stays open until garbage collection closes it (which
 * Node warns of, and will refuse), and the S3 adapter's response holds its socket.
 */
export async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  const file = await storage.get(key);
  file?.stream.destroy();
  return file !== undefined;
}
