import { describe, expect, it } from 'vitest';
import {
  ApiError,
  FALLBACK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiRequest,
  errorMessageOf,
  toApiError,
} from './api-client';

function fakeFetch(response: Response | Error): { fetchImpl: typeof fetch; calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    calls.push(init ?? {});
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
  return { fetchImpl, calls };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('toApiError', () => {
  it('carries the code and message of a { code, message } body', () => {
    const error = toApiError(409, JSON.stringify({ code: 'conflict', message: 'Taken.' }));
    expect([error.status, error.code, error.message]).toEqual([409, 'conflict', 'Taken.']);
  });

  it('carries details and their reason when the body has them', () => {
    const body = { code: 'forbidden', message: 'Verify first.', details: { reason: 'x_y' } };
    const error = toApiError(403, JSON.stringify(body));
    expect(error.details).toEqual({ reason: 'x_y' });
    expect(error.reason).toBe('x_y');
  });

  it('has empty details and no reason when the body has none', () => {
    const error = toApiError(400, JSON.stringify({ code: 'validation', message: 'Bad.' }));
    expect(error.details).toEqual({});
    expect(error.reason).toBeUndefined();
  });

  it('falls back for a body that is not JSON', () => {
    const error = toApiError(502, '<h1>Bad gateway</h1>');
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'http_502',
      FALLBACK_ERROR_MESSAGE,
    ]);
  });

  it('falls back for JSON without code or message', () => {
    expect(toApiError(500, '[1,2]').message).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and parses the JSON reply', async () => {
    const { fetchImpl, calls } = fakeFetch(Response.json({ ok: true }));
    const body = await apiRequest<{ ok: boolean }>('POST', '/api/x', { body: { a: 1 }, fetchImpl });
    expect(body).toEqual({ ok: true });
    expect(calls[0]?.credentials).toBe('same-origin');
    expect(calls[0]?.body).toBe('{"a":1}');
    expect(calls[0]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws the server error for a non-2xx reply', async () => {
    const reply = Response.json({ code: 'forbidden', message: 'No.' }, { status: 403 });
    const error = await caught(
      apiRequest('GET', '/api/x', { fetchImpl: fakeFetch(reply).fetchImpl }),
    );
    expect([error.status, error.code, error.message]).toEqual([403, 'forbidden', 'No.']);
  });

  it('turns a network failure into a network_error', async () => {
    const { fetchImpl } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await caught(apiRequest('GET', '/api/x', { fetchImpl }));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network_error',
      NETWORK_ERROR_MESSAGE,
    ]);
  });

  it('returns undefined for an empty success reply', async () => {
    const { fetchImpl } = fakeFetch(new Response(null, { status: 204 }));
    expect(await apiRequest('DELETE', '/api/x', { fetchImpl })).toBeUndefined();
  });
});

describe('errorMessageOf', () => {
  it("shows an ApiError's own message and a generic one for anything else", () => {
    expect(errorMessageOf(new ApiError(429, 'rate_limited', 'Wait a minute.'))).toBe(
      'Wait a minute.',
    );
    expect(errorMessageOf(new Error('boom'))).toBe(FALLBACK_ERROR_MESSAGE);
  });
});
