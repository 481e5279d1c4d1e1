import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '../event-store/event-types.js';

/** What we keep of a caller's (or a load balancer's) `x-request-id`: short and plain. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The caller's `x-request-id` when well formed. Our own request id is always generated on the
 * server (a caller's is neither unique nor honest, and it lands in the audit log); the caller's
 * is kept beside it in logs and event metadata, so traces across systems still line up.
 */
export function clientRequestIdOf(request: IncomingMessage | FastifyRequest): string | undefined {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : undefined;
}

/** The request ids for an event's metadata. */
export function requestIdsOf(request: FastifyRequest): {
  requestId: string;
  clientRequestId?: string;
} {
  const client = clientRequestIdOf(request);
  return client ? { requestId: request.id, clientRequestId: client } : { requestId: request.id };
}

/** An event's metadata from the request that caused it: who (when signed in) and its ids. */
export function metadataOf(request: FastifyRequest): EventMetadata {
  return request.auth
    ? { actorId: request.auth.accountId, actorRole: request.auth.role, ...requestIdsOf(request) }
    : { ...requestIdsOf(request) };
}
