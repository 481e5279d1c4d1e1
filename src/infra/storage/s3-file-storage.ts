import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { type BucketItem, Client, S3Error } from 'minio';
import {
  assertSafeKey,
  type FileStorage,
  type StoredFile,
  type StoredObject,
} from './file-storage.js';

interface S3FileStorageConfig {
  endpoint: string;
  port?: number;
  useSsl: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
}

/**
 * Objects in one S3-compatible bucket through the minio client. Objects get no ACL and the bucket
 * no policy, so both stay private: every download goes through the app's permission checks.
 */
export function createS3FileStorage(config: S3FileStorageConfig): FileStorage {
  const { bucket, region } = config;
  const client = new Client({
    endPoint: config.endpoint,
    port: config.port,
    useSSL: config.useSsl,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region,
  });

  return {
    kind: 's3',

    async prepare() {
      if (await client.bucketExists(bucket)) return;
      try {
        await client.makeBucket(bucket, region);
      } catch (error) {
        // Another instance starting at the same moment may have made it first.
        if (!hasCode(error, 'BucketAlreadyOwnedByYou')) throw error;
      }
    },

    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType });
    },

    async get(key): Promise<StoredFile | undefined> {
      assertSafeKey(key);
      let stream: Readable;
      try {
        stream = await client.getObject(bucket, key);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      // The headers of this very response describe the bytes it carries, even if the object is
      // replaced meanwhile; a separate stat is only a fallback.
      const described = describedBy(stream);
      if (described !== undefined) return { stream, ...described };
      try {
        const stat = await client.statObject(bucket, key);
        const contentType = stat.metaData['content-type'] as unknown;
        return {
          stream,
          size: stat.size,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
        };
      } catch (error) {
        stream.destroy();
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    // ListObjectsV2, recursive: the client follows continuation tokens page by page.
    async *list(prefix): AsyncIterable<StoredObject> {
      const stream = client.listObjectsV2(bucket, prefix, true);
      for await (const item of stream as AsyncIterable<BucketItem>) {
        if (item.name === undefined) continue; // a common prefix: none when recursive
        yield { key: item.name, size: item.size, lastModified: item.lastModified };
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await client.removeObject(bucket, key);
      } catch (error) {
        // S3 itself answers 204 for a missing key; some compatible servers answer 404.
        if (!isMissing(error)) throw error;
      }
    },
  };
}

function describedBy(stream: Readable): { size: number; contentType: string } | undefined {
  if (!(stream instanceof IncomingMessage)) return undefined;
  const size = Number(stream.headers['content-length']);
  const contentType = stream.headers['content-type'];
  if (!Number.isSafeInteger(size) || contentType === undefined) return undefined;
  return { size, contentType };
}

const hasCode = (error: unknown, code: string): boolean =>
  error instanceof S3Error && error.code === code;

const isMissing = (error: unknown): boolean =>
  hasCode(error, 'NoSuchKey') || hasCode(error, 'NotFound');
