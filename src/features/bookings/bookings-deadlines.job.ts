import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { EventStore } from '../../infra/event-store/event-store-service.js';
import { everyMinuteJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { DAY_REMINDER_BEFORE_MS, SOON_REMINDER_BEFORE_MS } from '../../shared/session-notes.js';
import { UNASKED_EXTRA_MINUTES } from '../../shared/recorded-hours.js';
import type { BookingCommand } from './bookings.commands.js';
import { runBookingCommand } from './bookings.handlers.js';

const BOOKINGS_DEADLINES_JOB = 'bookings.deadlines';
/** Per kind and run: a backlog drains over the next minutes instead of one long run. */
const BATCH = 200;

/**
 * Every minute, at the clock's time: expire unanswered requests, remind both sides of tomorrow's
 * bookings and again 3 hours before (except whoever turned that one off), confirm recorded hours
 * nobody disputed (unless they run more than 30 minutes longer than booked: those wait for the
 * parent or an operator). Each goes through a command whose decider does nothing when it already
 * happened, so a run twice (or two instances, or again after a restart) fires each once.
 */
export function bookingsDeadlinesJob(deps: {
  db: Kysely<Database>;
  eventStore: EventStore;
  clock: () => Date;
}): JobDefinition {
  return everyMinuteJob(BOOKINGS_DEADLINES_JOB, async () => {
    for (const command of await dueDeadlineCommands(deps.db, deps.clock())) {
      await runBookingCommand(deps, command, { actorRole: 'system' });
    }
  });
}

/**
 * The deadline commands due at `now`: unanswered requests to expire, tomorrow's bookings to
 * remind, recorded hours nobody disputed to confirm. `onlyBookings` narrows them to those
 * bookings (the demo keeps its own story's deadlines and never touches real ones).
 */
export async function dueDeadlineCommands(
  db: Kysely<Database>,
  now: Date,
  onlyBookings?: readonly string[],
): Promise<BookingCommand[]> {
  if (onlyBookings?.length === 0) return [];
  const at = now.toISOString();
  const due = (status: 'pending' | 'accepted' | 'completed') => {
    const query = db
      .selectFrom('bookings')
      .select('booking_id')
      .where('status', '=', status)
      .orderBy('booking_id')
      .limit(BATCH);
    return onlyBookings ? query.where('booking_id', 'in', onlyBookings) : query;
  };
  const expiring = await due('pending').where('expires_at', '<=', now).execute();
  const within = (ms: number) => new Date(now.getTime() + ms);
  // The 24-hour reminder until the 3-hour one is due (the decider has the last word).
  const reminders = await due('accepted')
    .where('reminded_at', 'is', null)
    .where('starts_at', '<=', within(DAY_REMINDER_BEFORE_MS))
    .where('starts_at', '>', within(SOON_REMINDER_BEFORE_MS))
    .execute();
  const soon = await due('accepted')
    .where('soon_reminded_at', 'is', null)
    .where('starts_at', '<=', within(SOON_REMINDER_BEFORE_MS))
    .where('starts_at', '>', now)
    .select(['parent_id', 'nanny_id'])
    .execute();
  const optedOut = await soonReminderOptOuts(
    db,
    soon.flatMap((r) => [r.parent_id, r.nanny_id]),
  );
  // Hours waiting for the parent are left out here too (the decider has the last word), so
  // they never fill a batch and hold back the ones that are due.
  const confirming = await due('completed')
    .where('confirm_by', '<=', now)
    .where(sql<boolean>`actual_minutes - minutes <= ${UNASKED_EXTRA_MINUTES}`)
    .execute();
  return [
    ...expiring.map((r) => ({ type: 'ExpireRequest' as const, bookingId: r.booking_id, at })),
    ...reminders.map((r) => ({ type: 'SendReminder' as const, bookingId: r.booking_id, at })),
    ...soon.map((r) => ({
      type: 'SendSoonReminder' as const,
      bookingId: r.booking_id,
      optedOut: [
        ...(optedOut.has(r.parent_id) ? (['parent'] as const) : []),
        ...(optedOut.has(r.nanny_id) ? (['nanny'] as const) : []),
      ],
      at,
    })),
    ...confirming.map((r) => ({
      type: 'ConfirmHoursAutomatically' as const,
      bookingId: r.booking_id,
      at,
    })),
  ];
}

/** Of these parents and nannies, those who turned the 3-hour reminder off. */
async function soonReminderOptOuts(db: Kysely<Database>, accountIds: string[]) {
  if (accountIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('reminder_settings')
    .select('account_id')
    .where('account_id', 'in', accountIds)
    .where('soon_reminder', '=', false)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}
