import { isCalendarDate, overlaps, TAKEN_STATUSES } from '../../shared/booking-times.js';
import { datesAround, zoneOrPlatform } from '../../shared/time-zones.js';
import { conflictError } from '../../infra/domain/errors.js';
import { CANNOT_ACCEPT_MESSAGE } from '../../shared/credentials.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { UnitOfWork } from '../../infra/event-store/event-store-service.js';
import type { FeatureDeps } from '../../infra/feature.js';
import type { BookingCommand, RequestBooking } from './bookings.commands.js';
import { ACCEPTED_ANOTHER_REASON, bookingDecider } from './bookings.decider.js';
import { bookingStreamId } from './bookings.events.js';
import {
  bookingWindow,
  calendarFromRow,
  calendarQuery,
  type CalendarEntry,
  type CalendarRow,
  requestFactsFrom,
  requestFactsQuery,
  lockNannyCalendar,
  type RequestFactsRow,
  otherSessionWindows,
} from './bookings.queries.js';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore'>;
type RequestInput = Omit<
  RequestBooking,
  | 'type'
  | 'nanny'
  | 'hours'
  | 'accepted'
  | 'parentName'
  | 'blocked'
  | 'timeZone'
  | 'nannyZone'
  | 'familyChildIds'
> & {
  /** `TIME_ZONE`: the zone of a parent or nanny who has none recorded with a ZIP. */
  platformZone: string;
};

/**
 * A parent's request, under the nanny's calendar lock: her hours, her accepted bookings and
 * whether she may be booked are read after the lock, so an acceptance in flight cannot slip past.
 */
export async function requestBooking(deps: Deps, input: RequestInput, metadata: EventMetadata) {
  return deps.eventStore.transact(async (tx) => {
    await lockNannyCalendar(tx.db, input.nannyId);
    const { platformZone, ...request } = input;
    // Her clock is at most a day from the family's: her dates around the one asked for.
    const dates = isCalendarDate(input.date) ? datesAround(input.date) : [];
    const factsInput = {
      nannyId: input.nannyId,
      parentId: input.parentId,
      dates,
      from: new Date(input.at),
    };
    // Her facts travel with the booking's stream read, both after her calendar lock.
    return tx.handleWithFacts(
      bookingDecider,
      bookingStreamId(input.bookingId),
      requestFactsQuery(factsInput),
      (row: RequestFactsRow): RequestBooking => {
        const facts = requestFactsFrom(row, factsInput);
        return {
          ...request,
          type: 'RequestBooking',
          // Care happens at the family's home: the booking is in the zone of the parent's ZIP.
          timeZone: zoneOrPlatform(facts.parentZone, platformZone),
          nannyZone: zoneOrPlatform(facts.nannyZone, platformZone),
          parentName: facts.parentName,
          nanny: facts.nanny,
          hours: facts.hours,
          accepted: facts.accepted,
          blocked: facts.blocked,
          familyChildIds: facts.familyChildIds,
        };
      },
      metadata,
    );
  });
}

/**
 * Acceptance takes her calendar lock, re-reads her accepted bookings, decides, and declines her
 * other pending requests that overlap, all in one transaction: of two overlapping acceptances
 * at once, the second sees the first and is refused.
 */
export async function acceptBooking(
  deps: Deps,
  input: { bookingId: string; nannyId: string; at: string },
  metadata: EventMetadata,
) {
  return deps.eventStore.transact(async (tx) => {
    await lockNannyCalendar(tx.db, input.nannyId);
    return acceptWithin(tx, input, metadata, { refuseWhenHeld: true });
  });
}

/** An acceptance inside a transaction that holds her calendar lock (one, or a series' dates). */
export async function acceptWithin(
  tx: UnitOfWork,
  input: { bookingId: string; nannyId: string; at: string },
  metadata: EventMetadata,
  options: {
    /**
     * Her RBT certification found not active, or lapsed: refuse before deciding (a 409), read
     * with her calendar. A series' acceptance checks it once, before its transaction.
     */
    refuseWhenHeld?: boolean;
  } = {},
) {
  // Her calendar travels with the booking's stream read, both after her calendar lock.
  let calendar: CalendarEntry[] = [];
  const result = await tx.handleWithFacts(
    bookingDecider,
    bookingStreamId(input.bookingId),
    calendarQuery(input.nannyId, new Date(input.at)),
    (row: CalendarRow): BookingCommand => {
      if (options.refuseWhenHeld && row.held) throw conflictError(CANNOT_ACCEPT_MESSAGE);
      calendar = calendarFromRow(row);
      const accepted = calendar
        .filter((entry) => TAKEN_STATUSES.includes(entry.status))
        .map((entry) => ({
          startsAt: entry.startsAt.toISOString(),
          endsAt: entry.endsAt.toISOString(),
        }));
      return { type: 'AcceptBooking', ...input, accepted };
    },
    metadata,
  );
  if (result.events.length === 0) return result;
  // Accepted, so it was pending and ends after now: on the calendar read above.
  const own =
    calendar.find((entry) => entry.bookingId === input.bookingId) ??
    (await bookingWindow(tx.db, input.bookingId));
  const causationId = String(result.events[0]!.position);
  const overlappingPending = calendar.filter(
    (entry) =>
      entry.status === 'pending' && entry.bookingId !== input.bookingId && overlaps(entry, own),
  );
  for (const { bookingId: other } of overlappingPending) {
    await tx.handle(
      bookingDecider,
      bookingStreamId(other),
      {
        type: 'DeclineBooking',
        bookingId: other,
        nannyId: input.nannyId,
        by: 'system',
        reason: ACCEPTED_ANOTHER_REASON,
        at: input.at,
      },
      { ...metadata, causationId },
    );
  }
  return result;
}

/**
 * The nanny records the hours worked, under her calendar lock: her other sessions are read
 * after it, so two recordings at once cannot both claim the same hours.
 */
export async function completeSession(
  deps: Deps,
  input: { bookingId: string; nannyId: string; startTime: string; endTime: string; at: string },
  metadata: EventMetadata,
) {
  return deps.eventStore.transact(async (tx) => {
    await lockNannyCalendar(tx.db, input.nannyId);
    const others = await otherSessionWindows(tx.db, input.nannyId, input.bookingId);
    const command = { type: 'CompleteSession' as const, ...input, others };
    return tx.handle(bookingDecider, bookingStreamId(input.bookingId), command, metadata);
  });
}

/** Any other command: one stream, one transaction. */
export function runBookingCommand(deps: Deps, command: BookingCommand, metadata: EventMetadata) {
  return deps.eventStore.handleCommand(
    bookingDecider,
    bookingStreamId(command.bookingId),
    command,
    { metadata },
  );
}
