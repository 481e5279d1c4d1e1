import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { api, urlOf } from './api';

function recordingFetch(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init: init ?? {} });
    return Promise.resolve(response);
  };
  return { fetchImpl, calls };
}

describe('urlOf', () => {
  it('fills the path parameters, encoded', () => {
    expect(urlOf('/api/bookings/{id}/cancel', { id: 'a/b c' })).toBe(
      '/api/bookings/a%2Fb%20c/cancel',
    );
  });

  it('adds the defined query values in order, encoded, and leaves out the rest', () => {
    const query = { status: 'approved', cursor: 'a+b/c=', date: undefined, note: null };
    expect(urlOf('/api/operator/nannies', {}, query)).toBe(
      '/api/operator/nannies?status=approved&cursor=a%2Bb%2Fc%3D',
    );
  });

  it('writes no question mark when no query value is defined', () => {
    expect(urlOf('/api/directory', {}, { cursor: undefined })).toBe('/api/directory');
  });

  it('repeats a key for each value of a list, and writes numbers as text', () => {
    expect(urlOf('/x', {}, { kind: ['a', 'b'], after: 0 })).toBe('/x?kind=a&kind=b&after=0');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => urlOf('/api/bookings/{id}', {})).toThrow('{id}');
  });
});

describe('api', () => {
  it('sends the method, the filled path, the query and the JSON body', async () => {
    const { fetchImpl, calls } = recordingFetch(
      new Response(JSON.stringify({ message: 'Done.', booking: {} }), { status: 200 }),
    );
    const reply = await api.post('/api/bookings/{id}/cancel', {
      params: { id: 'b/1' },
      body: { reason: 'Sick' },
      fetchImpl,
    });
    expect(reply.message).toBe('Done.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/bookings/b%2F1/cancel');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ reason: 'Sick' }));
  });

  it('turns a refusal into the one ApiError', async () => {
    const { fetchImpl } = recordingFetch(
      new Response(JSON.stringify({ code: 'not_found', message: 'No such nanny.' }), {
        status: 404,
      }),
    );
    const failure: unknown = await api
      .get('/api/nannies/{nannyId}/hours', {
        params: { nannyId: 'n1' },
        query: { date: '2026-03-03' },
        fetchImpl,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('No such nanny.');
  });
});
