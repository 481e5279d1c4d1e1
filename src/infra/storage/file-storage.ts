import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/** An object in storage, as a listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When the bytes were written: the orphan sweeper's grace period counts from it. */
  lastModified: Date;
}

/** Private file storage: nothing here is ever public; the app decides who may read a file. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Creates the bucket / folder if needed; called once at start. */
  prepare(): Promise<void>;
  /** Replaces any file under the same key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no file under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** No error when there is no file under the key. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder such as `nannyDocuments/`), any order. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

const SAFE_KEY = /^[A-Za-z]+\/[A-Za-z0-9-]+$/;
const MAX_KEY_LENGTH = 200;

/**
 * Keys are built by the app from a kind and a user id (`parentPhotos/<uuid>`), never from a file
 * name; anything else is a programming error, refused before it can reach a path or a bucket.
 */
export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
  }
}
