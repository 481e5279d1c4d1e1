import { createHash } from 'node:crypto';
import { DomainError } from '../domain/errors.js';
import type { FileStorage } from './file-storage.js';
import { processDocument, processPhoto } from './upload-checks.js';
import { UploadRejectedError } from './upload-rejection.js';

interface StoredUploadFacts {
  contentType: string;
  size: number;
  sha256: string;
}

/** What a command records of a stored upload: its facts, the name it came with, and its key. */
export interface RecordedUpload extends StoredUploadFacts {
  fileName: string | null;
  storageKey: string;
}

/** The file store failed after the upload was checked: nothing was recorded. */
const FILE_STORAGE_UNAVAILABLE_MESSAGE =
  'We could not store your file just now. Nothing was saved. Please try again in a few minutes.';

/**
 * The one path every upload takes: check and clean the bytes (photos re-encoded, documents
 * checked), store them under the given key, and return the facts worth recording. A refused
 * upload becomes a 4xx that says why; a store that fails becomes a 503 (the cause kept for the
 * log), so the caller records nothing.
 */
export async function storeUpload(
  storage: FileStorage,
  key: string,
  bytes: Buffer,
  kind: 'photo' | 'document',
): Promise<StoredUploadFacts> {
  const processed = await clean(bytes, kind);
  try {
    await storage.put(key, processed.body, processed.contentType);
  } catch (cause) {
    const error = new DomainError('unavailable', FILE_STORAGE_UNAVAILABLE_MESSAGE);
    error.cause = cause;
    throw error;
  }
  return {
    contentType: processed.contentType,
    size: processed.body.length,
    sha256: createHash('sha256').update(processed.body).digest('hex'),
  };
}

async function clean(bytes: Buffer, kind: 'photo' | 'document') {
  try {
    return kind === 'photo' ? await processPhoto(bytes) : await processDocument(bytes);
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      const code = error.reason === 'unsupported_type' ? 'unsupported_media_type' : 'validation';
      throw new DomainError(code, error.message, { reason: error.reason });
    }
    throw error;
  }
}
