import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentFileRules, photoFileRules } from '../../shared/upload-rules.js';
import { DomainError, validationError } from '../domain/errors.js';

/** The largest upload any route accepts; routes set their own smaller limits. */
const MAX_UPLOAD_BYTES = Math.max(photoFileRules.maxBytes, documentFileRules.maxBytes);

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

export interface UploadedFile {
  bytes: Buffer;
  /** As the browser sent it: for display only, never for paths, keys or type decisions. */
  fileName: string | null;
}

/**
 * Reads the one file of a multipart request into memory, refusing more than `maxBytes` with a
 * 413 that says the limit. The file's own name and declared type are not trusted for anything.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  maxBytes: number,
  what: string,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw validationError('Please send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part) throw validationError('Please choose a file to upload.');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(
        'payload_too_large',
        `The file is too large: ${what} can be at most ${maxBytes / 1024 / 1024} MB.`,
      );
    }
    throw error;
  }
  if (bytes.length === 0) throw validationError('The file is empty.');
  return { bytes, fileName: displayName(part.filename) };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The last path segment, without control characters, at most 120 characters. */
export function displayName(raw: string | undefined): string | null {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_CHARACTERS, '').trim().slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}
