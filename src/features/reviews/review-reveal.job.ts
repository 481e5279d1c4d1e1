import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { InstanceBus } from '../../infra/live/instance-bus.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';

const REVIEW_REVEAL_JOB = 'reviews.reveal';
/**
 * How far back a run looks: two runs' worth, so a run a little late (or one missed) still tells
 * the parties. Telling twice only makes a page fetch again.
 */
const LOOK_BACK_MS = 2 * 60_000;

/**
 * The sessions whose 14 days ended in (now - LOOK_BACK_MS, now] with one review written: that
 * review is shown from its window's end. A reveal by the second review is that review's event,
 * already live; a reveal by time is derived from the time and records nothing in the log.
 */
export function revealedByTime(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('review_sessions')
    .select(['booking_id', 'parent_id', 'nanny_id'])
    .where('revealed_at', '<=', now)
    .where('revealed_at', '>', new Date(now.getTime() - LOOK_BACK_MS))
    .whereRef('revealed_at', '=', 'window_ends_at')
    .orderBy('booking_id')
    .execute();
}

/**
 * Every minute: tells both parties of each session revealed by the end of its 14 days, live,
 * so their pages show both sides at once instead of on their next fetch.
 */
export function reviewRevealJob(deps: {
  db: Kysely<Database>;
  bus: InstanceBus;
  clock: () => Date;
}): JobDefinition {
  return {
    name: REVIEW_REVEAL_JOB,
    cron: '* * * * *',
    retryLimit: 1,
    retryDelaySeconds: 30,
    retryBackoff: false,
    handle: async () => {
      for (const session of await revealedByTime(deps.db, deps.clock())) {
        await deps.bus.publish({
          type: 'live.notice',
          to: { accountIds: [session.parent_id, session.nanny_id] },
          notice: { type: 'review.revealed', bookingId: session.booking_id },
        });
      }
    },
  };
}
