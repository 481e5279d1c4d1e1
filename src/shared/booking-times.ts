// Booking times, deadlines and amounts: rules both the server and the web app apply (STYLE.md
// "Rules both sides need"). No Node imports and no I/O, so web/src imports it as `@shared/...`.
//
// A booking is asked for in local wall-clock time (a date, a start and an end on 15-minute
// steps) in the platform's time zone (`TIME_ZONE`). Everything measured or compared (duration,
// "in the past", overlap, every deadline) is computed on the instants those times name, so a
// booking across a daylight-saving change lasts what the clock on the wall says it lasted.

import { horizonProblem } from './booking-horizon.js';

export const DATE_AND_TIME_MESSAGE = 'Please select both a date and time.';
export const END_AFTER_START_MESSAGE = 'End time must be after start time.';
const END_MISSING_MESSAGE = 'Please choose an end time.';
export const INVALID_DATE_MESSAGE = 'Please choose a valid date.';
const TIME_FORMAT_MESSAGE = 'Please enter times as HH:MM.';
export const STEP_MESSAGE = 'Please choose times on 15-minute steps (for example 09:00, 09:15).';
export const TOO_SHORT_MESSAGE = 'A booking lasts at least 1 hour.';
export const TOO_LONG_MESSAGE = 'A booking lasts at most 12 hours.';
export const IN_THE_PAST_MESSAGE = 'Please choose a start time that is not in the past.';
export const CHILDREN_MESSAGE = 'Please choose between 1 and 6 children.';
export const NOTE_TOO_LONG_MESSAGE = 'Please keep the note to 1,000 characters.';
export const REASON_TOO_LONG_MESSAGE = 'Please keep the reason to 500 characters.';
export const REASON_MISSING_MESSAGE = 'Please give a reason.';
export const nonexistentTimeMessage = (time: string) =>
  `${time} does not exist on that date: the clocks go forward. Please choose another time.`;

export const STEP_MINUTES = 15;
const MIN_BOOKING_MINUTES = 60;
const MAX_BOOKING_MINUTES = 12 * 60;
export const MIN_CHILDREN = 1;
export const MAX_CHILDREN = 6;
export const NOTE_MAX_LENGTH = 1000;
export const REASON_MAX_LENGTH = 500;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** An unanswered request expires 48 hours after it was sent (or at its start, if earlier). */
const REQUEST_LIFETIME_MS = 48 * HOUR_MS;
/** Cancelling less than 24 hours before the start is a late cancellation. */
export const FREE_CANCELLATION_MS = 24 * HOUR_MS;
/** Both sides get a reminder 24 hours before the start. */
export const REMINDER_BEFORE_MS = 24 * HOUR_MS;
/** Recorded hours the parent neither confirms nor disputes are confirmed after 48 hours. */
export const AUTO_CONFIRM_AFTER_MS = 48 * HOUR_MS;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight of an "HH:MM" time, or null when it is not one. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "HH:MM" of minutes after midnight. */
export function timeOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A real calendar date (no 2026-02-30) in YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const parsed = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 2026-02-30 over into March, and years 0-99 into 1900-1999: both refused.
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month &&
    parsed.getUTCDate() === day
  );
}

/** monday..sunday of a YYYY-MM-DD date (the weekday is the same in every zone). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Whether `zone` is an IANA time zone this runtime knows (validated at start). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant in `zone`. */
export function wallClockOf(instant: Date, zone: string): { date: string; time: string } {
  // Intl is slow (microseconds a call) and a search asks it a dozen times for a few minutes:
  // the answer for a zone and a minute never changes, so it is kept (bounded).
  const key = `${zone}|${Math.floor(instant.getTime() / MINUTE_MS)}`;
  const known = wallClocks.get(key);
  if (known) return { ...known };
  const parts = Object.fromEntries(
    wallClockFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = {
    // Intl writes years before 1000 with fewer digits: padded, they read like the dates asked.
    date: `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
  if (wallClocks.size >= KEPT_WALL_CLOCKS) wallClocks.clear();
  wallClocks.set(key, wall);
  return { ...wall };
}

const KEPT_WALL_CLOCKS = 10_000;
const wallClocks = new Map<string, { date: string; time: string }>();

/** The local date ("today") in `zone`. */
export const todayIn = (now: Date, zone: string): string => wallClockOf(now, zone).date;

/**
 * The instant a wall-clock date and time name in `zone`, or null when the clocks skip it (the
 * hour lost when they go forward). A time that happens twice (the hour repeated when they go
 * back) is its first occurrence.
 */
export function instantOf(date: string, time: string, zone: string): Date | null {
  // Every search and booking asks this for its start and end: the answer for a zone, a date and
  // a time never changes, so it is kept (bounded), like wall clocks.
  const key = `${zone}|${date}|${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known === null ? null : new Date(known);
  const found = findInstant(date, time, zone);
  if (instants.size >= KEPT_WALL_CLOCKS) instants.clear();
  instants.set(key, found === null ? null : found.getTime());
  return found;
}

const instants = new Map<string, number | null>();

function findInstant(date: string, time: string, zone: string): Date | null {
  const minutes = minutesOf(time);
  if (minutes === null || !isCalendarDate(date)) return null;
  const asUtc = utcReadingOf({ date, time });
  // Offsets anywhere are within ±14 hours: try the offsets in force around that moment and keep
  // the earliest candidate whose wall clock reads back as asked.
  const candidates = new Set<number>();
  for (const probe of [asUtc - 14 * HOUR_MS, asUtc, asUtc + 14 * HOUR_MS]) {
    candidates.add(asUtc - offsetAt(new Date(probe), zone));
  }
  const matches = [...candidates]
    // A probe past the end of JavaScript's calendar has no offset: never an answer.
    .filter((candidate) => Number.isFinite(candidate))
    .sort((a, b) => a - b)
    .filter((candidate) => {
      const wall = wallClockOf(new Date(candidate), zone);
      return wall.date === date && wall.time === time;
    });
  return matches.length > 0 ? new Date(matches[0]!) : null;
}

/** How far `zone`'s wall clock is ahead of UTC at an instant, in ms (NaN past the calendar). */
function offsetAt(instant: Date, zone: string): number {
  if (!Number.isFinite(instant.getTime())) return NaN;
  const wallAsUtc = utcReadingOf(wallClockOf(instant, zone));
  const truncated = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return wallAsUtc - truncated;
}

/**
 * The instant a wall-clock reading names in UTC, for any year Intl writes (Date.parse wants
 * exactly four digits, and Date.UTC moves years 0-99 into the 1900s), or NaN.
 */
function utcReadingOf(wall: { date: string; time: string }): number {
  const match = /^(\d+)-(\d{2})-(\d{2})$/.exec(wall.date);
  const minutes = minutesOf(wall.time);
  if (!match || minutes === null) return NaN;
  const reading = new Date(0);
  reading.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return reading.getTime() + minutes * MINUTE_MS;
}

export interface BookingTimes {
  date: string;
  startTime: string;
  endTime: string;
}

interface BookingWindow {
  startsAt: Date;
  endsAt: Date;
  /** Length in minutes, on the instants (a daylight-saving change included). */
  minutes: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };
const problem = (text: string) => ({ ok: false as const, problem: text });

/**
 * The instants a booking's times name, or the first problem with them, in the order a parent
 * reads the form: date and start, end, a real date within a year, format and step, order,
 * existence, length, not past.
 */
export function bookingWindowOf(
  times: BookingTimes,
  zone: string,
  now: Date,
): Checked<BookingWindow> {
  const { date, startTime, endTime } = times;
  if (date.trim() === '' || startTime.trim() === '') return problem(DATE_AND_TIME_MESSAGE);
  if (endTime.trim() === '') return problem(END_MISSING_MESSAGE);
  if (!isCalendarDate(date)) return problem(INVALID_DATE_MESSAGE);
  // Before any instant is worked out: a date past the horizon is refused as it reads.
  const tooFar = horizonProblem(date, todayIn(now, zone));
  if (tooFar) return problem(tooFar);
  const window = wallClockWindowOf(times, zone);
  if (!window.ok) return window;
  const { startsAt, minutes } = window.value;
  if (minutes < MIN_BOOKING_MINUTES) return problem(TOO_SHORT_MESSAGE);
  if (minutes > MAX_BOOKING_MINUTES) return problem(TOO_LONG_MESSAGE);
  if (startsAt.getTime() <= now.getTime()) return problem(IN_THE_PAST_MESSAGE);
  return window;
}

/** Format, 15-minute steps, end after start, and the instants the times name on their date. */
function wallClockWindowOf(times: BookingTimes, zone: string): Checked<BookingWindow> {
  const { date, startTime, endTime } = times;
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start === null || end === null) return problem(TIME_FORMAT_MESSAGE);
  if (start % STEP_MINUTES !== 0 || end % STEP_MINUTES !== 0) return problem(STEP_MESSAGE);
  if (end <= start) return problem(END_AFTER_START_MESSAGE);
  const startsAt = instantOf(date, startTime, zone);
  if (!startsAt) return problem(nonexistentTimeMessage(startTime));
  const endsAt = instantOf(date, endTime, zone);
  if (!endsAt) return problem(nonexistentTimeMessage(endTime));
  const minutes = (endsAt.getTime() - startsAt.getTime()) / MINUTE_MS;
  return { ok: true, value: { startsAt, endsAt, minutes } };
}

/** The problem with a number of children, or null. */
export function childrenProblem(children: number): string | null {
  return Number.isInteger(children) && children >= MIN_CHILDREN && children <= MAX_CHILDREN
    ? null
    : CHILDREN_MESSAGE;
}

/** The problem with a note to the nanny (optional, at most 1,000 characters), or null. */
export const noteProblem = (note: string): string | null =>
  note.length > NOTE_MAX_LENGTH ? NOTE_TOO_LONG_MESSAGE : null;

/**
 * The problem with a reason (a cancellation, a no-show, a dispute: required; a decline:
 * optional), at most 500 characters, or null.
 */
export function reasonProblem(reason: string, required: boolean): string | null {
  if (required && reason.trim() === '') return REASON_MISSING_MESSAGE;
  return reason.length > REASON_MAX_LENGTH ? REASON_TOO_LONG_MESSAGE : null;
}

/** A time range on one day, in minutes after midnight (availability hours). */
export interface MinuteRange {
  start: number;
  end: number;
}

/** Whether a booking's wall-clock times fall inside one of the ranges (her hours that date). */
export function withinHours(times: BookingTimes, hours: readonly MinuteRange[]): boolean {
  const start = minutesOf(times.startTime);
  const end = minutesOf(times.endTime);
  if (start === null || end === null) return false;
  return hours.some((range) => range.start <= start && end <= range.end);
}

/** Two bookings overlap when each starts before the other ends (back to back does not). */
export function overlaps(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** When an unanswered request expires: 48 hours after it was sent, or its start if earlier. */
export function requestExpiresAt(requestedAt: Date, startsAt: Date): Date {
  return new Date(Math.min(requestedAt.getTime() + REQUEST_LIFETIME_MS, startsAt.getTime()));
}

/** A cancellation less than 24 hours before the start is late. */
export function isLateCancellation(cancelledAt: Date, startsAt: Date): boolean {
  return startsAt.getTime() - cancelledAt.getTime() < FREE_CANCELLATION_MS;
}

/** When recorded hours are confirmed if the parent does nothing. */
export const autoConfirmAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + AUTO_CONFIRM_AFTER_MS);

/** Every status a booking can be in (read models and API). */
export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'completed',
  'no_show',
  'disputed',
  'confirmed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The statuses that take her time: a new request may not overlap one (docs/product.md, Bookings: A
 * request), and the directory's date-and-time search leaves her out while one overlaps the window.
 */
export const TAKEN_STATUSES: readonly BookingStatus[] = ['accepted'];

/**
 * The instants of hours actually worked (recorded by the nanny or set by an operator) on the
 * booking's date: the same format, step and order rules as a request, at most 12 hours, no
 * minimum and no "past" rule (they are in the past by nature).
 */
export function sessionWindowOf(times: BookingTimes, zone: string): Checked<BookingWindow> {
  const { startTime, endTime } = times;
  if (startTime.trim() === '' || endTime.trim() === '') return problem(DATE_AND_TIME_MESSAGE);
  const window = wallClockWindowOf(times, zone);
  if (window.ok && window.value.minutes > MAX_BOOKING_MINUTES) return problem(TOO_LONG_MESSAGE);
  return window;
}

/** Privacy: the addressed nanny sees the family's name, photo and special considerations. */
export const FAMILY_VISIBLE_STATUSES: readonly BookingStatus[] = [
  'pending',
  'accepted',
  'completed',
  'disputed',
  'confirmed',
];
/** Privacy: the parties see each other's email once accepted, and not after a cancellation. */
export const EMAIL_VISIBLE_STATUSES: readonly BookingStatus[] = [
  'accepted',
  'completed',
  'disputed',
  'confirmed',
  'no_show',
];
