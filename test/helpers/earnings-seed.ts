import { randomUUID } from 'node:crypto';
import { bookingDecider } from '../../src/features/bookings/bookings.decider.js';
import { bookingStreamId } from '../../src/features/bookings/bookings.events.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { instantOf, todayIn } from '../../src/shared/booking-times.js';

// Sessions for a nanny, quickly, through the bookings feature's real decider and projections
// (requested, accepted, completed and, unless told, confirmed by the parent), each command at a
// chosen moment in the past: the ledger, her progress and the parent's charges follow as they
// would in life. For integration and browser tests ("a nanny with 14 clean sessions").

export interface SeedSessions {
  nannyId: string;
  parentId: string;
  /** How many sessions, one a day (09:00–12:00 in the platform zone), ending yesterday. */
  count: number;
  /** false: leave them completed, awaiting the parent's confirmation (confirmBy in 48 h). */
  confirm?: boolean;
  /** How many days before today the last one is (default 1: yesterday). */
  lastDaysAgo?: number;
}

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock' | 'config'>;

const HOUR = 3600_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);

/**
 * Gives a nanny `count` sessions with a parent; returns their booking ids, oldest first. For
 * "14 clean, the 15th to confirm": `seedSessions(deps, { nannyId, parentId, count: 14,
 * lastDaysAgo: 2 })`, then `seedSessions(deps, { nannyId, parentId, count: 1, confirm: false })`
 * (yesterday, completed; the parent confirms it with POST /api/bookings/:id/confirm-hours).
 */
export async function seedSessions(deps: Deps, seed: SeedSessions): Promise<string[]> {
  const { nannyId, parentId, count, confirm = true, lastDaysAgo = 1 } = seed;
  const zone = deps.config.timeZone;
  const now = deps.clock();
  const today = todayIn(now, zone);
  const nanny = await deps.db
    .selectFrom('bookable_nannies')
    .select('full_name')
    .where('nanny_id', '=', nannyId)
    .executeTakeFirstOrThrow();
  const parent = await deps.db
    .selectFrom('parent_profiles')
    .select('full_name')
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(today, -(lastDaysAgo + count - 1 - i));
    const startsAt = instantOf(date, '09:00', zone)!;
    const endsAt = instantOf(date, '12:00', zone)!;
    const at = (instant: number) => new Date(instant).toISOString();
    const bookingId = randomUUID();
    const stream = bookingStreamId(bookingId);
    const metadata = { actorId: parentId, actorRole: 'parent' };
    // One transaction: the deadlines job never sees the request pending past its expiry.
    await deps.eventStore.transact(async (tx) => {
      const run = (command: Parameters<typeof bookingDecider.decide>[0]) =>
        tx.handle(bookingDecider, stream, command, metadata);
      await run({
        type: 'RequestBooking',
        bookingId,
        parentId,
        parentName: parent?.full_name ?? '',
        nannyId,
        nanny: { bookable: true, fullName: nanny.full_name },
        hours: { [date]: [{ start: 0, end: 23 * 60 + 45 }] },
        nannyZone: zone,
        accepted: [],
        blocked: false,
        date,
        startTime: '09:00',
        endTime: '12:00',
        children: 1,
        note: '',
        timeZone: zone,
        at: at(startsAt.getTime() - 48 * HOUR),
      });
      await run({
        type: 'AcceptBooking',
        bookingId,
        nannyId,
        accepted: [],
        at: at(startsAt.getTime() - 47 * HOUR),
      });
      await run({
        type: 'CompleteSession',
        bookingId,
        nannyId,
        startTime: '09:00',
        endTime: '12:00',
        others: [],
        at: confirm ? at(endsAt.getTime() + 0.25 * HOUR) : now.toISOString(),
      });
      if (confirm) {
        await run({ type: 'ConfirmHours', bookingId, parentId, at: at(endsAt.getTime() + HOUR) });
      }
    });
    ids.push(bookingId);
  }
  return ids;
}
