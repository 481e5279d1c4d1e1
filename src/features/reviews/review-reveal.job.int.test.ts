import { describe, expect, it } from 'vitest';
import { bookingsTestBed } from '../../../test/helpers/test-bed.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { InstanceBus, type InstanceMessage } from '../../infra/live/instance-bus.js';
import { reviewRevealJob } from './review-reveal.job.js';

// A review shown because its 14 days ended is derived from the time: nothing is recorded, and
// the job tells both parties live within a minute.

const now = new Date('2026-11-21T12:00:00Z');
const bed = bookingsTestBed({ clock: () => now, timeZone: 'UTC' });
const { server, parent, nanny } = bed;
const ago = (ms: number) => new Date(now.getTime() - ms);

async function session(bookingId: string, windowEndsAt: Date, revealedAt: Date | null) {
  await server.runtime.db
    .insertInto('review_sessions')
    .values({
      booking_id: bookingId,
      nanny_id: nanny.id,
      parent_id: parent.id,
      incident: false,
      window_ends_at: windowEndsAt,
      revealed_at: revealedAt,
    })
    .execute();
}
const eventCount = () => countEvents(server.runtime.db);

describe(`the reveal at the end of 14 days on ${testEngine}`, () => {
  it('is pushed to both parties live, and records nothing', async () => {
    await session('rev-by-time', ago(30_000), ago(30_000));
    // Revealed by the second review: that review's own event was live already.
    await session('rev-by-both', new Date(now.getTime() + 86_400_000), ago(30_000));
    await session('rev-later', new Date(now.getTime() + 60_000), new Date(now.getTime() + 60_000));
    await session('rev-long-ago', ago(86_400_000), ago(86_400_000));
    await session('rev-none', new Date(now.getTime() + 60_000), null);
    const bus = new InstanceBus();
    const heard: InstanceMessage[] = [];
    bus.subscribe((message) => heard.push(message));
    const before = await eventCount();
    const job = reviewRevealJob({ db: server.runtime.db, bus, clock: () => now });
    expect(job.cron).toBe('* * * * *');
    await job.handle({}, {} as never);
    expect(heard).toEqual([
      {
        type: 'live.notice',
        to: { accountIds: [parent.id, nanny.id] },
        notice: { type: 'review.revealed', bookingId: 'rev-by-time' },
      },
    ]);
    expect(await eventCount()).toBe(before);
  });
});
