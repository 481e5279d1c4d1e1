import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyOnce } from './verify-once';

function stubFetch(reply: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push(
      `${init?.method ?? 'GET'} ${input} ${typeof init?.body === 'string' ? init.body : ''}`,
    );
    return Promise.resolve(reply());
  });
  return calls;
}

describe('verifyOnce', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts a token once however often it is asked, and shares the answer', async () => {
    const calls = stubFetch(() => Response.json({ message: 'Your email is verified.' }));
    const [first, second] = await Promise.all([verifyOnce('tok-a'), verifyOnce('tok-a')]);
    const third = await verifyOnce('tok-a');
    expect(calls).toEqual(['POST /api/auth/verify-email {"token":"tok-a"}']);
    expect(first).toEqual({ ok: true, message: 'Your email is verified.' });
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it("reports the server's message and reason for a bad token", async () => {
    stubFetch(() =>
      Response.json(
        {
          code: 'validation',
          message: 'This link has expired.',
          details: { reason: 'token_expired' },
        },
        { status: 400 },
      ),
    );
    expect(await verifyOnce('tok-b')).toEqual({
      ok: false,
      message: 'This link has expired.',
      reason: 'token_expired',
    });
  });
});
