/**
 * Whether an error means the database could not be reached or dropped the connection (a server
 * restart, a network cut, a failover), as opposed to a query it refused. Such a failure is
 * nobody's fault in the request and passes by itself: callers answer 503 and ask to retry.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return causes(error).some(isConnectionFailure);
}

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), admin/crash shutdown, "cannot connect now" (starting up), too many connections.
 */
const SERVER_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** What node-postgres says when the socket ends under it or the pool cannot connect in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m));
}

/** The error, its causes and, for an AggregateError (one per address tried), its members. */
function causes(error: unknown, depth = 0): unknown[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const found: unknown[] = [error];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  found.push(...causes(cause, depth + 1));
  if (Array.isArray(errors)) for (const e of errors) found.push(...causes(e, depth + 1));
  return found;
}
