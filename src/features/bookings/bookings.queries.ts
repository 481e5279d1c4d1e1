import { sql, type Kysely } from 'kysely';
import { compiledShapes, executePrepared, preparedSql } from '../../infra/db/database.js';
import type { Database, WeeklyAvailability } from '../../infra/db/schema.js';
import {
  FAMILY_VISIBLE_STATUSES,
  instantOf,
  minutesOf,
  TAKEN_STATUSES,
  weekdayOf,
  type BookingStatus,
  type MinuteRange,
  wallClockOf,
} from '../../shared/booking-times.js';
import { datesAround, hoursSeenFrom } from '../../shared/time-zones.js';
import { currentRateCentsOf } from '../../shared/pay-rates.js';
import { earningsProgressFacts, ledgerLineFacts } from '../earnings/earnings.reads.js';
import { bookingConversationFacts, conversationFacts } from '../messages/messages.reads.js';
import { childFacts } from '../care-plans/care-plans.reads.js';
import { nannyProfileFacts, nannySingleDayFacts } from '../nannies/nannies.reads.js';
import { parentProfileFacts } from '../parents/parents.reads.js';
import { directoryFacts } from '../search/directory.reads.js';
import { credentialHeldSql } from '../nannies/index.js';
import type { Window } from './bookings.commands.js';

/** Which bookings bookingRows reads. */
export interface BookingFilter {
  bookingId?: string;
  parentId?: string;
  nannyId?: string;
  status?: BookingStatus;
  /** Bookings starting within these instants (a day on the reader's clock). */
  startsWithin?: { from: Date; until: Date };
  /** Keyset: rows strictly before this (createdAt, id). */
  before?: { createdAt: Date; id: string };
}

/** bookingRows' filters as flat values, one per parameter; which ones are set is the shape. */
interface FilterValues {
  bookingId?: string;
  parentId?: string;
  nannyId?: string;
  status?: BookingStatus;
  from?: Date;
  until?: Date;
  beforeCreatedAt?: Date;
  beforeId?: string;
  limit: number;
}

/**
 * Built and compiled once per set of filters (compiledShapes): every booking command answers
 * with its row, and building this join of five features' reads cost more CPU than running it.
 */
const bookingRowsOfShape = compiledShapes((db, v: FilterValues) => {
  let query = db
    .selectFrom('bookings as b')
    .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 'b.parent_id')
    .leftJoin(nannyProfileFacts().as('n'), 'n.nanny_id', 'b.nanny_id')
    .leftJoin(directoryFacts().as('d'), 'd.nanny_id', 'b.nanny_id')
    // At most one line a booking: its confirmed session or a parent's late cancellation.
    .leftJoin(ledgerLineFacts().as('l'), 'l.booking_id', 'b.booking_id')
    // The pair's conversation (the messages feature's): whether contacts are shared.
    .leftJoin(bookingConversationFacts().as('c'), 'c.booking_id', 'b.booking_id')
    // Her pay progress: a nanny's answer shows her rate now (bookingRateCents) without a read of
    // its own.
    .leftJoin(earningsProgressFacts().as('e'), 'e.nanny_id', 'b.nanny_id')
    .selectAll('b')
    .select([
      'c.contacts_shared as contacts_shared',
      'p.full_name as parent_full_name',
      'p.email as parent_email',
      'p.profile_photo as parent_photo',
      'p.special_considerations as special_considerations',
      'n.email as nanny_email',
      'd.photo_version as nanny_photo_version',
      'l.rate_cents as paid_rate_cents',
      'l.amount_cents as paid_amount_cents',
      'e.raised_since as nanny_raised_since',
    ]);
  if (v.bookingId !== undefined) query = query.where('b.booking_id', '=', v.bookingId);
  if (v.parentId !== undefined) query = query.where('b.parent_id', '=', v.parentId);
  if (v.nannyId !== undefined) query = query.where('b.nanny_id', '=', v.nannyId);
  if (v.status !== undefined) query = query.where('b.status', '=', v.status);
  if (v.from !== undefined) query = query.where('b.starts_at', '>=', v.from);
  if (v.until !== undefined) query = query.where('b.starts_at', '<', v.until);
  if (v.beforeCreatedAt !== undefined) {
    query = query.where(
      sql<boolean>`(b.created_at, b.booking_id) < (${v.beforeCreatedAt}, ${v.beforeId})`,
    );
  }
  return query.orderBy('b.created_at', 'desc').orderBy('b.booking_id', 'desc').limit(v.limit);
});

/** A booking row with what the view may show of both parties (privacy is the view's job). */
export async function bookingRows(db: Kysely<Database>, where: BookingFilter, limit = 200) {
  const values: FilterValues = { limit };
  if (where.bookingId !== undefined) values.bookingId = where.bookingId;
  if (where.parentId !== undefined) values.parentId = where.parentId;
  if (where.nannyId !== undefined) values.nannyId = where.nannyId;
  if (where.status !== undefined) values.status = where.status;
  if (where.startsWithin !== undefined) {
    values.from = where.startsWithin.from;
    values.until = where.startsWithin.until;
  }
  if (where.before !== undefined) {
    values.beforeCreatedAt = where.before.createdAt;
    values.beforeId = where.before.id;
  }
  // The shape: which filters are set (the values are parameters of its one text).
  return bookingRowsOfShape(db, Object.keys(values).join(','), values);
}
export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** Her bookings that take her time (accepted) and end after `from` (the ones a new booking could overlap). */
export async function acceptedWindows(
  db: Kysely<Database>,
  nannyId: string,
  from: Date,
): Promise<Window[]> {
  const rows = await db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('nanny_id', '=', nannyId)
    .where('status', 'in', TAKEN_STATUSES)
    .where('ends_at', '>', from)
    .execute();
  return rows.map((r) => ({
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
  }));
}

/** A booking on her calendar: taking her time (accepted) or asked for (pending). */
export interface CalendarEntry {
  bookingId: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
}

/** The row calendarQuery reads (the same as JSON: no column changes under `to_jsonb`). */
export interface CalendarRow {
  entries: { bookingId: string; status: BookingStatus; startsAt: string; endsAt: string }[];
  /** Her certification keeps her from accepting (credentialHeld). */
  held: boolean;
}

/**
 * Her accepted and pending bookings that end after `from`, in one read: what an acceptance
 * checks (the accepted ones) and what it declines (the pending ones its window overlaps). Read
 * with the booking's stream (handleWithFacts), after her calendar lock.
 */
export function calendarQuery(nannyId: string, from: Date) {
  return preparedSql<CalendarRow>`
    select coalesce(jsonb_agg(jsonb_build_object('bookingId', booking_id, 'status', status,
                                'startsAt', starts_at, 'endsAt', ends_at)
                              order by booking_id), '[]') as entries,
      ${credentialHeldSql(nannyId)} as held
    from bookings
    where nanny_id = ${nannyId} and status = any(${[...TAKEN_STATUSES, 'pending']}::text[])
      and ends_at > ${from}`;
}

/** Her calendar from calendarQuery's row. */
export function calendarFromRow(row: CalendarRow): CalendarEntry[] {
  return row.entries.map((entry) => ({
    bookingId: entry.bookingId,
    status: entry.status,
    startsAt: new Date(entry.startsAt),
    endsAt: new Date(entry.endsAt),
  }));
}

/** Her bookings that hold time once they have happened, or will: recorded or about to be. */
const SESSION_STATUSES: readonly BookingStatus[] = [
  'accepted',
  'completed',
  'disputed',
  'confirmed',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Her other sessions around one booking of hers, each as it was recorded (or settled) once it
 * was, else as booked: hours she records on that booking may overlap none of them. Recorded
 * hours lie on their booking's date, so bookings starting within two days either side are all
 * that can meet them. None when the booking is not hers (the decider then answers not found).
 */
export async function otherSessionWindows(
  db: Kysely<Database>,
  nannyId: string,
  bookingId: string,
): Promise<Window[]> {
  const own = await db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('booking_id', '=', bookingId)
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  if (!own) return [];
  const rows = await db
    .selectFrom('bookings')
    .select(['date', 'time_zone', 'starts_at', 'ends_at', 'actual_start_time', 'actual_end_time'])
    .where('nanny_id', '=', nannyId)
    .where('status', 'in', SESSION_STATUSES)
    .where('starts_at', '>', new Date(own.starts_at.getTime() - 2 * DAY_MS))
    .where('starts_at', '<', new Date(own.ends_at.getTime() + 2 * DAY_MS))
    .where('booking_id', '!=', bookingId)
    .execute();
  return rows.map((row) => {
    const recorded = row.actual_start_time !== null && row.actual_end_time !== null;
    const startsAt = recorded ? instantOf(row.date, row.actual_start_time!, row.time_zone) : null;
    const endsAt = recorded ? instantOf(row.date, row.actual_end_time!, row.time_zone) : null;
    return {
      startsAt: (startsAt ?? row.starts_at).toISOString(),
      endsAt: (endsAt ?? row.ends_at).toISOString(),
    };
  });
}

/** A booking's instants. */
export async function bookingWindow(db: Kysely<Database>, bookingId: string) {
  const row = await db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return { startsAt: row.starts_at, endsAt: row.ends_at };
}

/** Her hours on a date: the weekly hours of its weekday and any single-day entries for it. */
export async function hoursOn(
  db: Kysely<Database>,
  nannyId: string,
  date: string,
): Promise<MinuteRange[]> {
  const profile = await db
    .selectFrom(nannyProfileFacts().as('n'))
    .select('weekly_availability')
    .where('nanny_id', '=', nannyId)
    .executeTakeFirst();
  const singles = await db
    .selectFrom(nannySingleDayFacts().as('s'))
    .select(['start_time', 'end_time'])
    .where('nanny_id', '=', nannyId)
    .where('date', '=', date)
    .orderBy('start_time')
    .execute();
  return hoursOf(date, profile?.weekly_availability, singles);
}

/** Her hours on a date: the weekday's weekly hours and that day's single-day hours, in order. */
function hoursOf(
  date: string,
  week: WeeklyAvailability | null | undefined,
  singles: readonly { start_time: string; end_time: string }[],
): MinuteRange[] {
  const ranges: { startTime: string; endTime: string }[] = [];
  const day = week?.[weekdayOf(date)];
  if (day?.available) ranges.push(day);
  ranges.push(...singles.map((s) => ({ startTime: s.start_time, endTime: s.end_time })));
  return ranges
    .map((r) => ({ start: minutesOf(r.startTime) ?? 0, end: minutesOf(r.endTime) ?? 0 }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
}

interface RequestFacts {
  nanny: { bookable: boolean; fullName: string } | undefined;
  parentName: string;
  /** The zones recorded with their ZIPs (null: none recorded, the platform's). */
  parentZone: string | null;
  nannyZone: string | null;
  /**
   * Her hours on each of `dates` (none when the dates are not calendar dates or she is unknown),
   * wall-clock times in her zone.
   */
  hours: Record<string, MinuteRange[]>;
  /** Her accepted bookings still to end (none when she is unknown). */
  accepted: Window[];
  /** Either of the two blocked the other (the messages feature's read table). */
  blocked: boolean;
  /** Her children: a request may name only these. */
  familyChildIds: string[];
}

/**
 * Everything a booking request is decided on, in one statement (one round trip instead of
 * five): whether she is bookable and her name, the parent's name, both zones, her hours on
 * `dates` and her accepted bookings still to end after `from`. Call it after lockNannyCalendar, in its own
 * statement: a statement's snapshot is taken when it starts, so it must start after the lock.
 */
export async function requestFacts(
  db: Kysely<Database>,
  input: RequestFactsInput,
): Promise<RequestFacts> {
  const { rows } = await requestFactsQuery(input).execute(db);
  return requestFactsFrom(rows[0]!, input);
}

type RequestFactsInput = { nannyId: string; parentId: string; dates: string[]; from: Date };

/** The row requestFactsQuery reads (the same as JSON: no column changes under `to_jsonb`). */
export interface RequestFactsRow {
  nanny: { bookable: boolean; fullName: string } | null;
  parent_name: string | null;
  parent_zone: string | null;
  nanny_zone: string | null;
  week: WeeklyAvailability | null;
  singles: { date: string; start_time: string; end_time: string }[];
  accepted: { startsAt: string; endsAt: string }[];
  blocked: boolean;
  family_child_ids: string[];
}

/**
 * requestFacts' statement, to be read where the caller runs it: on its own (requestFacts) or
 * with the booking's stream (handleWithFacts), in either case after her calendar lock.
 */
export function requestFactsQuery(input: RequestFactsInput) {
  const { nannyId, parentId, dates, from } = input;
  return preparedSql<RequestFactsRow>`
    select
      (select jsonb_build_object('bookable', bookable, 'fullName', full_name)
         from bookable_nannies where nanny_id = ${nannyId}) as nanny,
      (select full_name from ${parentProfileFacts().as('p')} where parent_id = ${parentId}) as parent_name,
      (select time_zone from ${parentProfileFacts().as('p')} where parent_id = ${parentId}) as parent_zone,
      (select time_zone from ${directoryFacts().as('d')} where nanny_id = ${nannyId}) as nanny_zone,
      (select weekly_availability from ${nannyProfileFacts().as('n')} where nanny_id = ${nannyId}) as week,
      (select coalesce(jsonb_agg(jsonb_build_object('date', to_char(date, 'YYYY-MM-DD'),
                                   'start_time', start_time, 'end_time', end_time)
                                 order by start_time), '[]')
         from ${nannySingleDayFacts().as('s')}
         where nanny_id = ${nannyId} and date = any(${dates}::date[])) as singles,
      (select coalesce(jsonb_agg(jsonb_build_object('startsAt', starts_at, 'endsAt', ends_at)), '[]')
         from bookings
         where nanny_id = ${nannyId} and status = any(${[...TAKEN_STATUSES]}::text[])
           and ends_at > ${from}) as accepted,
      exists(select 1 from ${conversationFacts().as('c')}
              where parent_id = ${parentId} and nanny_id = ${nannyId}
                and (blocked_by_parent or blocked_by_nanny)) as blocked,
      (select coalesce(jsonb_agg(child_id), '[]') from ${childFacts().as('ch')}
         where parent_id = ${parentId}) as family_child_ids`;
}

/** requestFacts from requestFactsQuery's row. */
export function requestFactsFrom(row: RequestFactsRow, input: RequestFactsInput): RequestFacts {
  const { dates } = input;
  const nanny = row.nanny ?? undefined;
  const hours: Record<string, MinuteRange[]> = {};
  for (const date of nanny ? dates : []) {
    hours[date] = hoursOf(
      date,
      row.week,
      row.singles.filter((s) => s.date === date),
    );
  }
  return {
    nanny,
    parentName: row.parent_name ?? '',
    parentZone: row.parent_zone,
    nannyZone: row.nanny_zone,
    blocked: row.blocked,
    familyChildIds: row.family_child_ids,
    hours,
    accepted: nanny
      ? row.accepted.map((w) => ({
          startsAt: new Date(w.startsAt).toISOString(),
          endsAt: new Date(w.endsAt).toISOString(),
        }))
      : [],
  };
}

/** The booking's nanny's rate now (currentRateCents), from the progress bookingRows read with it. */
export const bookingRateCents = (row: Pick<BookingRow, 'nanny_raised_since'>) =>
  currentRateCentsOf(row.nanny_raised_since);

/**
 * Her rate now ("You would earn"): $20 once the ledger (the earnings feature's read table) has
 * her clean count reach 15, else $18. The same progress the Payments tab shows.
 */
export async function currentRateCents(db: Kysely<Database>, nannyId: string): Promise<number> {
  // Prepared: a nanny's every booking answer reads it.
  const [row] = await executePrepared(
    db,
    db
      .selectFrom(earningsProgressFacts().as('e'))
      .select('raised_since')
      .where('nanny_id', '=', nannyId),
  );
  return currentRateCentsOf(row?.raised_since ?? null);
}

/** The rates now of several nannies, in one query (a page of bookings). */
export async function currentRatesCents(
  db: Kysely<Database>,
  nannyIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(nannyIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(earningsProgressFacts().as('e'))
    .select(['nanny_id', 'raised_since'])
    .where('nanny_id', 'in', ids)
    .execute();
  const raised = new Map(rows.map((r) => [r.nanny_id, r.raised_since]));
  return new Map(ids.map((id) => [id, currentRateCentsOf(raised.get(id) ?? null)]));
}

/**
 * Serialises every change to one nanny's calendar (requests and acceptances) in a transaction.
 * Her id (a UUID, checked here) is written into the text, so the lock has no parameters and, as
 * a transaction's first statement, goes out with its `begin` in one round trip (deferred begin,
 * database.ts). Any other id is sent as a parameter, as before.
 */
export async function lockNannyCalendar(db: Kysely<Database>, nannyId: string): Promise<void> {
  const key = `nanny-calendar:${nannyId}`;
  await (
    UUID.test(nannyId)
      ? sql`select pg_advisory_xact_lock(hashtextextended(${sql.lit(key)}, 0))`
      : preparedSql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`
  ).execute(db);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A nanny's hours and accepted bookings on a date, as a parent's clock reads them: her hours are
 * wall-clock times in her zone, each booking's in its own; both are moved to the parent's zone
 * through their instants and cut to her date.
 */
export async function calendarSeenFrom(
  db: Kysely<Database>,
  nannyId: string,
  date: string,
  zones: { parent: string; nanny: string },
): Promise<{ hours: MinuteRange[]; booked: MinuteRange[] }> {
  const dates = datesAround(date);
  const own = new Map<string, MinuteRange[]>();
  for (const day of dates) own.set(day, await hoursOn(db, nannyId, day));
  const hours = hoursSeenFrom(date, zones.parent, zones.nanny, (day) => own.get(day) ?? []);
  const rows = await db
    .selectFrom('bookings')
    .select(['starts_at', 'ends_at'])
    .where('nanny_id', '=', nannyId)
    .where('date', 'in', dates)
    .where('status', 'in', TAKEN_STATUSES)
    .orderBy('starts_at')
    .execute();
  const booked = rows.flatMap((row) => {
    const start = wallClockOf(row.starts_at, zones.parent);
    const end = wallClockOf(row.ends_at, zones.parent);
    if (start.date > date || end.date < date) return [];
    const from = start.date < date ? 0 : (minutesOf(start.time) ?? 0);
    const to = end.date > date ? 24 * 60 - 15 : (minutesOf(end.time) ?? 0);
    return to > from ? [{ start: from, end: to }] : [];
  });
  return { hours, booked };
}

/** Whether parents may book this nanny now (approved, not suspended or erased). */
export const isBookable = async (db: Kysely<Database>, nannyId: string) =>
  (
    await db
      .selectFrom('bookable_nannies')
      .select('bookable')
      .where('nanny_id', '=', nannyId)
      .executeTakeFirst()
  )?.bookable === true;

/** Whether a nanny has a booking with this family in which she may see the family's details. */
export const hasFamilyVisibleBooking = async (
  db: Kysely<Database>,
  nannyId: string,
  parentId: string,
) =>
  (await db
    .selectFrom('bookings')
    .select('booking_id')
    .where('nanny_id', '=', nannyId)
    .where('parent_id', '=', parentId)
    .where('status', 'in', FAMILY_VISIBLE_STATUSES)
    .executeTakeFirst()) !== undefined;

/** The dates of a series that belong to one party, in date order (none: not theirs or unknown). */
export async function seriesOccurrences(
  db: Kysely<Database>,
  seriesId: string,
  party: { parentId: string } | { nannyId: string },
) {
  let query = db
    .selectFrom('bookings')
    .select(['booking_id', 'status', 'starts_at', 'expires_at'])
    .where('series_id', '=', seriesId);
  query =
    'parentId' in party
      ? query.where('parent_id', '=', party.parentId)
      : query.where('nanny_id', '=', party.nannyId);
  const rows = await query.orderBy('starts_at').execute();
  return rows.map((r) => ({
    bookingId: r.booking_id,
    status: r.status,
    startsAt: r.starts_at,
    expiresAt: r.expires_at,
  }));
}
