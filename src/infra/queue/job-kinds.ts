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
