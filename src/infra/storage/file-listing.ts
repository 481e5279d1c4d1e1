import type { StoredDocument } from '../db/schema.js';

/** A file as listed in the copy: what it is, never its bytes or where they are kept. */
export const fileListing = (kind: string, file: StoredDocument | null) =>
  file && {
    kind,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    uploadedAt: file.uploadedAt,
  };
