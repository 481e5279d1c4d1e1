import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a JSON answer is sent as it is: compressing it would save less than it costs. */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON answers above the threshold go out Brotli- or gzip-compressed, as the client accepts
 * (Brotli at quality 4: nearly gzip's speed, smaller); so do other text types the mime database
 * calls compressible (the plugin always adds those), but not octet-stream downloads, which its
 * default would include. The web app's files are compressed once at build time instead (web-app.ts
 * serves the .br and .gz beside each): an answer that already has a Content-Encoding is left
 * alone, so nothing is compressed twice. Partial (206) answers are never compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: JSON_COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
  });
}
