import { ApiError } from './api-client';

// A write the server deduplicates carries a key: fresh for each new intent, the same when the
// very same request is sent again because its first outcome is unknown (no answer, or a 5xx).

export interface Attempt {
  /** What is being asked, e.g. "nanny-1 2026-05-04 09:00"; another request gets another key. */
  signature: string;
  key: string;
}

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only on HTTPS and localhost pages, so a
 * page served over plain HTTP (a phone testing a laptop's dev server) builds one from random bytes.
 */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  if ('randomUUID' in source && typeof source.randomUUID === 'function') {
    return (source as Crypto).randomUUID();
  }
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt to send now: the unsettled one again for the same request, else a fresh key. */
export function attemptFor(
  unsettled: Attempt | null,
  signature: string,
  freshKey: () => string,
): Attempt {
  return unsettled !== null && unsettled.signature === signature
    ? unsettled
    : { signature, key: freshKey() };
}

/** Whether a failure may have happened after the server acted: no answer, or a server error. */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/** The attempt to keep for a retry after this failure (null when the server clearly answered). */
export function unsettledAfter(attempt: Attempt, error: unknown): Attempt | null {
  return outcomeUnknown(error) ? attempt : null;
}
