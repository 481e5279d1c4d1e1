import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { attemptFor, newIdempotencyKey, outcomeUnknown, unsettledAfter } from './idempotency-key';

let counter = 0;
const freshKey = () => `key-${++counter}`;

describe('idempotency keys', () => {
  it('gives each new request a fresh key', () => {
    const first = attemptFor(null, 'n1 2026-05-04 09:00', freshKey);
    const second = attemptFor(null, 'n1 2026-05-04 09:00', freshKey);
    expect(first.key).not.toBe(second.key);
  });

  it('sends the same key again when the same request is retried after an unknown outcome', () => {
    const first = attemptFor(null, 'n1 2026-05-04 09:00', freshKey);
    const kept = unsettledAfter(first, new ApiError(0, 'network_error', 'offline'));
    expect(attemptFor(kept, 'n1 2026-05-04 09:00', freshKey)).toEqual(first);
  });

  it('gives a changed request a new key, even while another is unsettled', () => {
    const first = attemptFor(null, 'n1 2026-05-04 09:00', freshKey);
    const kept = unsettledAfter(first, new ApiError(503, 'unavailable', 'Try again.'));
    const changed = attemptFor(kept, 'n1 2026-05-04 09:15', freshKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('forgets the key once the server has clearly answered', () => {
    const first = attemptFor(null, 'n1 2026-05-04 09:00', freshKey);
    expect(unsettledAfter(first, new ApiError(400, 'validation', 'No.'))).toBeNull();
    expect(unsettledAfter(first, new ApiError(409, 'conflict', 'Taken.'))).toBeNull();
  });

  it('counts no answer, a server error or an unknown failure as an unknown outcome', () => {
    expect(outcomeUnknown(new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(outcomeUnknown(new ApiError(502, 'http_502', 'Bad gateway'))).toBe(true);
    expect(outcomeUnknown(new TypeError('boom'))).toBe(true);
    expect(outcomeUnknown(new ApiError(422, 'validation', 'No.'))).toBe(false);
  });
});

describe('new keys', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are random version 4 UUIDs, also where randomUUID is missing (plain HTTP)', () => {
    expect(newIdempotencyKey()).toMatch(uuid);
    const withoutRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(withoutRandomUuid)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  });
});
