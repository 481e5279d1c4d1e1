import { performance } from 'node:perf_hooks';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { OverloadConfig } from '../../config.js';
import { DomainError } from '../domain/errors.js';

export const OVERLOADED_MESSAGE =
  'RBT Nanny Connect is very busy right now and could not handle this. ' +
  'Please try again in a few seconds.';

/** Liveness and readiness keep answering under load: they are how an operator sees it. */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * More load than the machine can serve is shed with 503 and Retry-After as it arrives, instead of
 * being queued until every client times out: when the event loop lags (mean delay over the last
 * few seconds) or a request would wait too long for a database connection.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: OverloadConfig,
  pool: pg.Pool | undefined,
): Promise<void> {
  /** Refuses the request through the one error handler, unless it is one never shed. */
  const shed = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NEVER_SHED.has(request.url.split('?')[0] ?? '')) return;
    reply.header('retry-after', String(limits.retryAfterSeconds));
    throw new DomainError('unavailable', OVERLOADED_MESSAGE);
  };
  if (limits.maxEventLoopDelayMs > 0) {
    // Start-up work (compiling schemas, the first queries) is not load: the windows that may
    // hold it are not judged.
    let judgedFrom = Infinity;
    app.addHook('onReady', async () => {
      judgedFrom = performance.now() + 2 * limits.eventLoopWindowMs;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      sampleInterval: limits.eventLoopWindowMs,
      retryAfter: limits.retryAfterSeconds,
      pressureHandler: async (request, reply) => {
        if (performance.now() >= judgedFrom) await shed(request, reply);
      },
    });
  }
  if (pool && limits.maxPoolWaitMs > 0) {
    const wait = poolWaitGauge(pool);
    app.addHook('onClose', async () => wait.stop());
    app.addHook('onRequest', async (request, reply) => {
      if (wait.currentMs() > limits.maxPoolWaitMs) await shed(request, reply);
    });
  }
}

/**
 * How long a request asking for a database connection now would wait: the queue ahead of it
 * times how long a connection is held (a moving average), shared among the pool's connections;
 * and, while anyone waits, at least as long as every connection has already been busy (a pool
 * stuck behind slow work). Known the moment the queue grows, so a burst is shed as it arrives
 * rather than admitted first.
 */
function poolWaitGauge(pool: pg.Pool): { currentMs(): number; stop(): void } {
  const held = new Map<pg.PoolClient, number>();
  let holdMs = 0;
  const acquired = (client: pg.PoolClient) => void held.set(client, performance.now());
  const released = (_error: unknown, client: pg.PoolClient) => {
    const start = held.get(client);
    held.delete(client);
    if (start !== undefined) holdMs = 0.9 * holdMs + 0.1 * (performance.now() - start);
  };
  const removed = (client: pg.PoolClient) => void held.delete(client);
  pool.on('acquire', acquired);
  pool.on('release', released);
  pool.on('remove', removed);
  const busyForMs = () => {
    const now = performance.now();
    let newest = 0;
    for (const start of held.values()) newest = Math.max(newest, start);
    return held.size === 0 ? 0 : now - newest;
  };
  return {
    currentMs: () => {
      const waiting = pool.waitingCount;
      if (waiting === 0) return 0;
      return Math.max((waiting * holdMs) / Math.max(1, pool.options.max ?? 10), busyForMs());
    },
    stop: () => {
      pool.off('acquire', acquired);
      pool.off('release', released);
      pool.off('remove', removed);
    },
  };
}
