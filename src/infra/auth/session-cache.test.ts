import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRow } from './session-cache.js';

const rowOf = (accountId: string, email = `${accountId}@example.com`): SessionRow => ({
  id: accountId,
  created_at: new Date('2026-11-01T00:00:00Z'),
  expires_at: new Date('2026-12-01T00:00:00Z'),
  role: 'parent',
  email,
  full_name: 'Pat Parent',
  email_verified: true,
  sign_up_method: 'password',
});

/** A table of sessions the cache reads from, counting reads. */
function table(rows: Record<string, SessionRow>) {
  const reads: string[] = [];
  return {
    rows,
    reads,
    read: (sessionId: string) => async () => {
      reads.push(sessionId);
      return rows[sessionId];
    },
  };
}

function cacheAt(clock: { now: number }, maxEntries = 100) {
  return new SessionCache({ maxEntries, ttlMs: 30_000, now: () => clock.now });
}

describe('session cache', () => {
  it('reads a session once, then answers from memory', async () => {
    const sessions = table({ s1: rowOf('a1') });
    const cache = cacheAt({ now: 0 });
    expect(await cache.get('s1', sessions.read('s1'))).toEqual(rowOf('a1'));
    expect(await cache.get('s1', sessions.read('s1'))).toEqual(rowOf('a1'));
    expect(sessions.reads).toEqual(['s1']);
  });

  it('never keeps an unknown session: it is read again every time', async () => {
    const sessions = table({});
    const cache = cacheAt({ now: 0 });
    expect(await cache.get('forged', sessions.read('forged'))).toBeUndefined();
    expect(await cache.get('forged', sessions.read('forged'))).toBeUndefined();
    expect(sessions.reads).toEqual(['forged', 'forged']);
    expect(cache.size).toBe(0);
  });

  it('reads a signed-out session again (and finds it gone)', async () => {
    const sessions = table({ s1: rowOf('a1') });
    const cache = cacheAt({ now: 0 });
    await cache.get('s1', sessions.read('s1'));
    delete sessions.rows.s1;
    cache.forgetSession('s1');
    expect(await cache.get('s1', sessions.read('s1'))).toBeUndefined();
  });

  it('forgets every session of an account whose stream changed, and only those', async () => {
    const sessions = table({ s1: rowOf('a1'), s2: rowOf('a1'), s3: rowOf('a2') });
    const cache = cacheAt({ now: 0 });
    for (const id of ['s1', 's2', 's3']) await cache.get(id, sessions.read(id));
    sessions.rows.s1 = rowOf('a1', 'new@example.com');
    cache.forgetAccount('a1');
    expect((await cache.get('s1', sessions.read('s1')))?.email).toBe('new@example.com');
    await cache.get('s2', sessions.read('s2'));
    await cache.get('s3', sessions.read('s3'));
    expect(sessions.reads).toEqual(['s1', 's2', 's3', 's1', 's2']);
  });

  it('forgets everything when told sessions ended somewhere unknown', async () => {
    const sessions = table({ s1: rowOf('a1'), s2: rowOf('a2') });
    const cache = cacheAt({ now: 0 });
    await cache.get('s1', sessions.read('s1'));
    await cache.get('s2', sessions.read('s2'));
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get('s1', sessions.read('s1'));
    expect(sessions.reads).toEqual(['s1', 's2', 's1']);
  });

  it('does not keep a row read before a forget that came while it was being read', async () => {
    const sessions = table({ s1: rowOf('a1') });
    const cache = cacheAt({ now: 0 });
    let finishRead: (row: SessionRow) => void = () => {};
    const reading = cache.get('s1', () => new Promise((resolve) => (finishRead = resolve)));
    // Signed out while the old row was on its way back.
    delete sessions.rows.s1;
    cache.forgetAccount('a1');
    finishRead(rowOf('a1'));
    await reading;
    expect(await cache.get('s1', sessions.read('s1'))).toBeUndefined();
  });

  it('reads a session again once it has been kept for the time limit', async () => {
    const clock = { now: 0 };
    const sessions = table({ s1: rowOf('a1') });
    const cache = cacheAt(clock);
    await cache.get('s1', sessions.read('s1'));
    clock.now = 29_999;
    await cache.get('s1', sessions.read('s1'));
    clock.now = 30_000;
    await cache.get('s1', sessions.read('s1'));
    expect(sessions.reads).toEqual(['s1', 's1']);
  });

  it('keeps at most maxEntries sessions, dropping the oldest stored', async () => {
    const sessions = table({ s1: rowOf('a1'), s2: rowOf('a2'), s3: rowOf('a3') });
    const cache = cacheAt({ now: 0 }, 2);
    for (const id of ['s1', 's2', 's3']) await cache.get(id, sessions.read(id));
    expect(cache.size).toBe(2);
    await cache.get('s1', sessions.read('s1'));
    await cache.get('s3', sessions.read('s3'));
    expect(sessions.reads).toEqual(['s1', 's2', 's3', 's1']);
  });
});
