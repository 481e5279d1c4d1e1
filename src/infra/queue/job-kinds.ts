import type { JobDefinition } from './job-queue.js';

/**
 * A job pg-boss queues every minute (once for all instances), retried twice 30 s apart, then
 * backing off. `run` reads what is due at the clock's time, so a missed minute is caught up by the
 * next run; it must be idempotent (a run may repeat after a crash).
 */
export function everyMinuteJob(name: string, run: () => Promise<unknown>): JobDefinition {
  return {
    name,
    cron: '* * * * *',
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async () => {
      await run();
    },
  };
}

/**
 * A job pg-boss queues at its cron's times (once for all instances), retried twice a minute
 * apart, then backing off. `run` must be idempotent: a run may repeat after a crash, and reads
 * what is due at the clock's time, so a missed run is caught up by the next.
 */
export function scheduledJob(
  name: string,
  cron: string,
  run: () => Promise<unknown>,
): JobDefinition {
  return {
    name,
    cron,
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: async () => {
      await run();
    },
  };
}

/**
 * A one-off catch-up over facts an older version recorded: queued each time a process starts
 * (one waiting copy at most across instances), retried three times a minute apart, then backing
 * off. `catchUp` must be idempotent (it finds nothing to do once the catch-up is recorded), so a
 * restart or a second instance does no harm.
 */
export function catchUpAtStartJob(name: string, catchUp: () => Promise<unknown>): JobDefinition {
  return {
    name,
    queuedAtStart: true,
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: async () => {
      await catchUp();
    },
  };
}
