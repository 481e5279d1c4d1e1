import { conflictError, forbiddenError, notFoundError } from '../../infra/domain/errors.js';
import type { EventMetadata } from '../../infra/event-store/event-types.js';
import type { FeatureDeps } from '../../infra/feature.js';
import {
  seriesDates,
  SERIES_NOT_FOUND_MESSAGE,
  SERIES_NOTHING_PENDING_MESSAGE,
  SERIES_NOTHING_TO_CANCEL_MESSAGE,
  type SeriesDate,
} from '../../shared/booking-series.js';
import { isCalendarDate } from '../../shared/booking-times.js';
import { messageTexts } from '../../shared/messages.js';
import { datesAround, zoneOrPlatform } from '../../shared/time-zones.js';
import { datesToRequest, previewSeries } from './booking-series.rules.js';
import { NOT_BOOKABLE_MESSAGE } from './booking-request.rules.js';
import type { RequestBooking } from './bookings.commands.js';
import { bookingDecider } from './bookings.decider.js';
import { bookingStreamId } from './bookings.events.js';
import { acceptWithin } from './bookings.handlers.js';
import { lockNannyCalendar, requestFacts, seriesOccurrences } from './bookings.queries.js';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore'>;

export interface SeriesInput {
  nannyId: string;
  parentId: string;
  firstDate: string;
  weeks: number;
  startTime: string;
  endTime: string;
  platformZone: string;
  at: string;
}

/** The booking id of one date of a series: the same date asked again is the same booking. */
export const occurrenceId = (seriesId: string, date: string) =>
  createHash('sha256').update(`${seriesId}:${date}`).digest('hex').slice(0, 32);

/** The facts of every date of a series, in one read (her hours on her dates around each). */
async function seriesFacts(db: Kysely<Database>, input: SeriesInput) {
  const first = isCalendarDate(input.firstDate) ? input.firstDate : null;
  const weeks = Number.isInteger(input.weeks) ? Math.min(Math.max(input.weeks, 0), 12) : 0;
  const dates = first ? [...new Set(seriesDates(first, weeks).flatMap(datesAround))] : [];
  const facts = await requestFacts(db, {
    nannyId: input.nannyId,
    parentId: input.parentId,
    dates,
    from: new Date(input.at),
  });
  // As a single request is refused: a blocked pair learns nothing more, nor of an unbookable RBT.
  if (facts.blocked) throw forbiddenError(messageTexts.cannotContact);
  if (!facts.nanny?.bookable) throw conflictError(NOT_BOOKABLE_MESSAGE);
  return facts;
}

const factsForPreview = (facts: Awaited<ReturnType<typeof seriesFacts>>, input: SeriesInput) => ({
  nanny: facts.nanny,
  hours: facts.hours,
  accepted: facts.accepted,
  timeZone: zoneOrPlatform(facts.parentZone, input.platformZone),
  nannyZone: zoneOrPlatform(facts.nannyZone, input.platformZone),
  startTime: input.startTime,
  endTime: input.endTime,
  at: input.at,
});

/** Each date of a series and whether it can be requested now (nothing written). */
export async function previewBookingSeries(deps: Deps, input: SeriesInput): Promise<SeriesDate[]> {
  const facts = await seriesFacts(deps.db, input);
  return previewSeries(factsForPreview(facts, input), input);
}

/**
 * A parent's weekly series: under the nanny's calendar lock, each date is checked as the preview
 * did, and each date she keeps is an ordinary request (RequestBooking with the series id), all
 * in one transaction: one date refused refuses them all, and nothing is written.
 */
export async function requestBookingSeries(
  deps: Deps,
  input: SeriesInput & {
    seriesId: string;
    leaveOut: string[];
    children: number;
    note: string;
    childIds?: string[];
  },
  metadata: EventMetadata,
): Promise<string[]> {
  return deps.eventStore.transact(async (tx) => {
    await lockNannyCalendar(tx.db, input.nannyId);
    const facts = await seriesFacts(tx.db, input);
    const shared = factsForPreview(facts, input);
    const dates = datesToRequest(previewSeries(shared, input), input.leaveOut);
    const ids: string[] = [];
    for (const date of dates) {
      const bookingId = occurrenceId(input.seriesId, date);
      const command: RequestBooking = {
        ...shared,
        type: 'RequestBooking',
        bookingId,
        parentId: input.parentId,
        parentName: facts.parentName,
        nannyId: input.nannyId,
        blocked: facts.blocked,
        date,
        children: input.children,
        note: input.note,
        familyChildIds: facts.familyChildIds,
        seriesId: input.seriesId,
        ...(input.childIds !== undefined && { childIds: input.childIds }),
      };
      await tx.handle(bookingDecider, bookingStreamId(bookingId), command, metadata);
      ids.push(bookingId);
    }
    return ids;
  });
}

type Party = { parentId: string } | { nannyId: string };

/** A series' dates seen by one of its two parties (another's series answers as unknown). */
async function occurrencesOf(db: Kysely<Database>, seriesId: string, party: Party) {
  const rows = await seriesOccurrences(db, seriesId, party);
  if (rows.length === 0) throw notFoundError(SERIES_NOT_FOUND_MESSAGE);
  return rows;
}

/**
 * The nanny answers every date still waiting, in one transaction under her calendar lock: each
 * an acceptance as a single one is (one of them overlapping a booking of hers refuses them all),
 * or each a decline with her reason. Dates past their answer deadline are left to expire.
 */
export async function answerBookingSeries(
  deps: Deps,
  input: {
    seriesId: string;
    nannyId: string;
    answer: 'accept' | 'decline';
    reason: string;
    at: string;
  },
  metadata: EventMetadata,
): Promise<string[]> {
  return deps.eventStore.transact(async (tx) => {
    await lockNannyCalendar(tx.db, input.nannyId);
    const rows = await occurrencesOf(tx.db, input.seriesId, { nannyId: input.nannyId });
    const now = Date.parse(input.at);
    const waiting = rows.filter((r) => r.status === 'pending' && r.expiresAt.getTime() > now);
    if (waiting.length === 0) throw conflictError(SERIES_NOTHING_PENDING_MESSAGE);
    for (const { bookingId } of waiting) {
      const { nannyId, at } = input;
      if (input.answer === 'accept') await acceptWithin(tx, { bookingId, nannyId, at }, metadata);
      else {
        const command = {
          type: 'DeclineBooking' as const,
          bookingId,
          nannyId,
          by: 'nanny' as const,
          reason: input.reason,
          at,
        };
        await tx.handle(bookingDecider, bookingStreamId(bookingId), command, metadata);
      }
    }
    return waiting.map((r) => r.bookingId);
  });
}

/**
 * Cancelling a series cancels each of its dates not yet started, one by one, each under the
 * cancellation rules of a single booking (a date less than 24 hours away is a late cancellation,
 * paid as one). The parent withdraws waiting requests too; the nanny cancels accepted dates.
 */
export async function cancelBookingSeries(
  deps: Deps,
  input: {
    seriesId: string;
    by: 'parent' | 'nanny';
    accountId: string;
    reason: string;
    at: string;
  },
  metadata: EventMetadata,
): Promise<string[]> {
  return deps.eventStore.transact(async (tx) => {
    const party =
      input.by === 'parent' ? { parentId: input.accountId } : { nannyId: input.accountId };
    const rows = await occurrencesOf(tx.db, input.seriesId, party);
    const now = Date.parse(input.at);
    const open = input.by === 'parent' ? ['pending', 'accepted'] : ['accepted'];
    const future = rows.filter((r) => open.includes(r.status) && r.startsAt.getTime() > now);
    if (future.length === 0) throw conflictError(SERIES_NOTHING_TO_CANCEL_MESSAGE);
    for (const { bookingId } of future) {
      const { by, accountId, reason, at } = input;
      const command = { type: 'CancelBooking' as const, bookingId, by, accountId, reason, at };
      await tx.handle(bookingDecider, bookingStreamId(bookingId), command, metadata);
    }
    return future.map((r) => r.bookingId);
  });
}
