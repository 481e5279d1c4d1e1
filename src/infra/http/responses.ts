import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../storage/file-storage.js';

/** The one error body (see error-handler.ts), for route schemas and the OpenAPI document. */
const ErrorResponse = Type.Object({
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** Response schemas for the error statuses a route can answer. */
export function errorResponsesFor<S extends number>(
  ...statuses: S[]
): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    S,
    typeof ErrorResponse
  >;
}

/** A stored file's bytes (sendStoredFile), in the OpenAPI document. */
export const StoredFileResponse = Type.String({
  format: 'binary',
  description: "The file's bytes, with its own Content-Type",
});

/** What a reply says of an uploaded file: where to fetch it, its type, when, and its own name. */
export const UploadedFileInfo = Type.Object({
  url: Type.String(),
  contentType: Type.String(),
  uploadedAt: Type.String(),
  fileName: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A route serving a stored file: `v` is the upload's version in its URL (so a new upload is a
 * new address for every cache); the file, or why not.
 */
export const storedFileRoute = {
  querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
  response: { 200: StoredFileResponse, ...errorResponsesFor(400, 401, 404) },
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The extension of the name a stored file is served under, by its type (`bin` if unknown). */
export const fileExtensionOf = (contentType: string): string => EXTENSIONS[contentType] ?? 'bin';

/**
 * A stored file is the uploader's content on our origin: the CSP sandbox keeps anything in it
 * (script in a PDF or an SVG-like surprise) from running as us, even when opened directly, and
 * no other site may frame it.
 */
const STORED_FILE_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Serves a private stored file to someone already allowed to see it, under a name we choose,
 * never sniffed into another type, never stored by any cache. Documents download
 * (`attachment`); only photos shown in an <img> are `inline`.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  fileName: string,
  disposition: 'inline' | 'attachment',
) {
  if (!SAFE_FILE_NAME.test(fileName)) throw new Error(`Unsafe download name: ${fileName}`);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `${disposition}; filename="${fileName}"`)
    .header('Content-Security-Policy', STORED_FILE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.stream);
}
