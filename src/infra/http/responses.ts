import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../storage/file-storage.js';

/** The one error body (see error-handler.ts), for route schemas and the OpenAPI document. */
export const ErrorResponse = Type.Object({
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

/**
 * Serves a private stored file to someone already allowed to see it: shown inline under a name
 * we choose, never sniffed into another type, never kept by shared caches.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, fileName: string) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-cache')
    .send(file.stream);
}
