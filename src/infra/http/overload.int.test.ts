import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestApp } from '../../../test/helpers/test-server.js';
import { signedInAs } from '../../../test/helpers/test-sessions.js';
import { defaultOverloadLimits } from '../../../test/helpers/test-config.js';
import type { OverloadConfig } from '../../config.js';
import { OVERLOADED_MESSAGE } from './overload.js';

// When the server is busy (docs/product.md): past its limits the server sheds with 503, Retry-After
// and a message a person understands, instead of queueing; /healthz keeps answering. Tiny limits
// stand in for real load.

let server: Awaited<ReturnType<typeof startTestApp>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function appWith(overload: Partial<OverloadConfig>) {
  const limits = { ...defaultOverloadLimits(), ...overload };
  server = await startTestApp({ work: false, config: { overload: limits } });
  await server.app.ready();
  return server;
}

/** Fails instead of hanging when a request that should be shed is queued instead. */
function withTimeout<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stopAt = 0;
const stopBlocking = () => (stopAt = 0);

/** Keeps the event loop busy in long synchronous slices, as a CPU-bound handler would. */
function blockTheLoop(totalMs: number, sliceMs = 250): Promise<void> {
  stopAt = Date.now() + totalMs;
  return new Promise((resolve) => {
    const slice = () => {
      const sliceEnd = Math.min(stopAt, Date.now() + sliceMs);
      while (Date.now() < sliceEnd) {
        // busy: nothing else on this loop runs
      }
      if (Date.now() >= stopAt) resolve();
      else setImmediate(slice);
    };
    setImmediate(slice);
  });
}

describe(`overload shedding on ${testEngine}`, () => {
  it('answers 503 with Retry-After and a plain message while the event loop lags', async () => {
    const { app, runtime } = await appWith({
      maxEventLoopDelayMs: 20,
      retryAfterSeconds: 7,
      // The product's window is 3 s; a shorter one sheds the same way, sooner, without the test
      // keeping a core busy through two of them.
      eventLoopWindowMs: 300,
    });
    const cookie = await signedInAs(runtime, 'parent');
    // Past the start-up grace (two windows), the loop is kept busy until a request is shed.
    const blocked = blockTheLoop(14_000);
    const answers: { status: number; retryAfter: unknown; body: string }[] = [];
    let health = 0;
    const giveUp = Date.now() + 14_000;
    while (!answers.some((a) => a.status === 503) && Date.now() < giveUp) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/parent/profile',
        headers: { ...sameOrigin, cookie },
      });
      answers.push({
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        body: response.body,
      });
      health = (await app.inject({ method: 'GET', url: '/healthz' })).statusCode;
    }
    stopBlocking();
    await blocked;
    const shed = answers.find((a) => a.status === 503);
    expect(shed).toBeDefined();
    expect(shed?.retryAfter).toBe('7');
    expect(JSON.parse(shed?.body ?? '{}')).toEqual({
      code: 'unavailable',
      message: OVERLOADED_MESSAGE,
    });
    expect(health).toBe(200);
  });

  it('answers 503 while requests wait longer than the limit for a database connection', async () => {
    const { app, runtime } = await appWith({ maxEventLoopDelayMs: 0, maxPoolWaitMs: 100 });
    const cookie = await signedInAs(runtime, 'parent');
    // The live hub follows the sign-up's events on the pool too: let it finish first, so the
    // only work waiting for a connection below is the test's own.
    await runtime.liveHub.followed();
    const pool = runtime.database.pool;
    const held: pg.PoolClient[] = [];
    // Every connection the pool can give but the one the commit listener keeps on PostgreSQL.
    // Counted, not read off the idle count: a connection some background work holds for a
    // moment is waited for, so the test really holds them all.
    const max = pool.options.max ?? 10;
    const keptByListener = runtime.database.engine === 'postgres' ? 1 : 0;
    while (held.length < max - keptByListener) held.push(await pool.connect());
    const allHeldAt = Date.now();
    try {
      const queued = app.inject({
        method: 'GET',
        url: '/api/parent/profile',
        headers: { ...sameOrigin, cookie },
      });
      // The first request is queued for a connection (however slow the machine), and the pool
      // has been stuck for longer than the limit.
      while (pool.waitingCount === 0 || Date.now() - allHeldAt < 300) await sleep(20);
      const shed = await withTimeout(
        app.inject({
          method: 'GET',
          url: '/api/parent/profile',
          headers: { ...sameOrigin, cookie },
        }),
      );
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ code: 'unavailable', message: OVERLOADED_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      for (const client of held.splice(0)) client.release();
      expect((await withTimeout(queued)).statusCode).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
    // Once the queue drains, requests are served again.
    const after = await app.inject({
      method: 'GET',
      url: '/api/parent/profile',
      headers: { ...sameOrigin, cookie },
    });
    expect(after.statusCode).toBe(200);
  });

  it('serves everything with the default limits when nothing is overloaded', async () => {
    const { app, runtime } = await appWith({});
    const cookie = await signedInAs(runtime, 'parent');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'GET',
          url: '/api/parent/profile',
          headers: { ...sameOrigin, cookie },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });
});
