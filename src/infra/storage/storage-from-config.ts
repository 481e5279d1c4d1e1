import { join } from 'node:path';
import type { S3Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

/** S3 when S3_ENDPOINT is set; otherwise a private folder under the data directory. */
export function fileStorageFromConfig(config: {
  dataDir: string;
  s3: S3Config | undefined;
}): FileStorage {
  if (config.s3 !== undefined) return createS3FileStorage(config.s3);
  return createLocalFileStorage(join(config.dataDir, 'files'));
}
