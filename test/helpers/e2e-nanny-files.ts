import { crc32, deflateSync } from 'node:zlib';
import { pdfBytes } from './pdf-fixtures.js';

// Files for upload tests, made in the test so the repository carries no binary fixtures.

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, small RGB PNG of one colour, made here so the test carries no binary fixture. */
export function pngFile(name = 'photo.png', size = 16): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([15, 118, 110])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A small one-page PDF (documents are rewritten on upload, so it must be a real one). */
export function pdfFile(name = 'document.pdf'): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: pdfBytes(name) };
}

/** Plain text wearing a PDF's name and type: only the bytes give it away. */
export function fakePdfFile(name = 'not-really.pdf'): FilePayload {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF\n') };
}
