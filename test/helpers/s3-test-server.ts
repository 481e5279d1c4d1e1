import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStorage } from '../../src/infra/storage/file-storage.js';
import { createS3FileStorage } from '../../src/infra/storage/s3-file-storage.js';

/** The little of s3rver's API we use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverInstance;

export interface S3TestServer {
  endpoint: '127.0.0.1';
  port: number;
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a random local port, storing into its own temporary folder.
 *
 * s3rver does not check request signatures: it only needs a known access key id (S3RVER) and
 * accepts any AWS V4 signature, which is what the minio client sends. So tests against it prove
 * our adapter's calls and behaviour, not that our credentials would be accepted by real S3.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  return {
    endpoint: '127.0.0.1',
    port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The app's S3 adapter pointed at a test server; another port (a closed one) tests failures. */
export function s3StorageOn(server: S3TestServer, port = server.port): FileStorage {
  return createS3FileStorage({
    endpoint: server.endpoint,
    port,
    useSsl: false,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    bucket: 'rbt-test-files',
  });
}
