// Whose clock a time is read on, and how a time is written with its zone: one formatter for the
// web app, the emails and the CSV export (docs/product.md, Time zone). No Node imports and no
// I/O, so web/src imports it as `@shared/time-zones`.
//
// Care happens at the family's home, so a booking's date and times are wall-clock times in the
// zone of the parent's ZIP when she asked (recorded on the booking); a nanny's hours are in the
// zone of her own ZIP. Someone without a ZIP is on the platform's zone (`TIME_ZONE`).

import { daysAfter } from './booking-horizon.js';
import {
  instantOf,
  isCalendarDate,
  minutesOf,
  timeOf,
  wallClockOf,
  type MinuteRange,
} from './booking-times.js';

/** A person's zone: the one recorded with her ZIP, else the platform's. */
export const zoneOrPlatform = (zone: string | null | undefined, platformZone: string): string =>
  zone ?? platformZone;

/** "10:00 AM" of "10:00"; built by hand so every engine spaces it the same way. */
export function formatTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

const labels = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name as Americans write it beside a time: "PT", "ET", "CT", "MT", "AKT";
 * zones without daylight saving keep their one name ("MST" in Arizona, "HST" in Hawaii).
 * `at` picks the name where it changes with the season.
 */
export function zoneLabel(zone: string, at: Date): string {
  let format = labels.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortGeneric' });
    labels.set(zone, format);
  }
  if (!Number.isFinite(at.getTime())) return zone;
  const parts = format.formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** "New York time" of America/New_York: how the screen names a zone in a sentence. */
export function zoneName(zone: string): string {
  const city = zone.split('/').pop() ?? zone;
  return `${city.replaceAll('_', ' ')} time`;
}

/**
 * Whether two zones' clocks read the same at an instant (New York and Detroit always; Phoenix and
 * Los Angeles in summer), so a time needs no zone named beside it. Unknown instants: same zone.
 */
export function sameClockAt(a: string, b: string, at: Date | null): boolean {
  if (a === b) return true;
  if (at === null) return false;
  const inA = wallClockOf(at, a);
  const inB = wallClockOf(at, b);
  return inA.date === inB.date && inA.time === inB.time;
}

/** Wall-clock times of a date in a zone: a booking's, or the hours worked on it. */
export interface ZonedTimes {
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/**
 * The zone's label to write after a booking's times ("PT"), or '' when the viewer's clock reads
 * the same at its start.
 */
export function zoneTag(times: Omit<ZonedTimes, 'endTime'>, viewerZone: string): string {
  const at = instantOf(times.date, times.startTime, times.timeZone);
  if (sameClockAt(times.timeZone, viewerZone, at)) return '';
  return zoneLabel(times.timeZone, at ?? new Date(`${times.date}T12:00:00Z`));
}

/** "10:00 AM – 1:00 PM", or "10:00 AM – 1:00 PM PT" when the viewer's clock is another. */
export function formatZonedRange(times: ZonedTimes, viewerZone: string): string {
  const range = `${formatTime(times.startTime)} – ${formatTime(times.endTime)}`;
  const tag = zoneTag(times, viewerZone);
  return tag === '' ? range : `${range} ${tag}`;
}

/**
 * A window of instants as wall-clock times in `zone`: its date and "HH:MM" start and end, or null
 * when it crosses midnight there (hours are given day by day, so no day's hours can hold it).
 */
export function windowIn(
  window: { startsAt: Date; endsAt: Date },
  zone: string,
): { date: string; startTime: string; endTime: string } | null {
  const start = wallClockOf(window.startsAt, zone);
  const end = wallClockOf(window.endsAt, zone);
  if (start.date !== end.date) return null;
  return { date: start.date, startTime: start.time, endTime: end.time };
}

/**
 * Whether a window of instants fits a nanny's hours, decided on her own clock: her hours on her
 * date of the window (`hoursOn`, in her zone) hold its start and end. A window that crosses her
 * midnight fits no day's hours.
 */
export function fitsHours(
  window: { startsAt: Date; endsAt: Date },
  zone: string,
  hoursOn: (date: string) => readonly MinuteRange[],
): boolean {
  const local = windowIn(window, zone);
  if (local === null) return false;
  const start = minutesOf(local.startTime);
  const end = minutesOf(local.endTime);
  if (start === null || end === null) return false;
  return hoursOn(local.date).some((range) => range.start <= start && end <= range.end);
}

/**
 * A nanny's hours as a parent in another zone reads them on her own date `date`: each of the
 * nanny's ranges (`hoursOn` her dates, in `herZone`) as the instants it names, written on the
 * parent's clock and cut to that date. On the same clock, her ranges on `date` as they are.
 */
export function hoursSeenFrom(
  date: string,
  viewerZone: string,
  herZone: string,
  hoursOn: (date: string) => readonly MinuteRange[],
): MinuteRange[] {
  const seen: MinuteRange[] = [];
  for (const herDate of datesAround(date)) {
    for (const range of hoursOn(herDate)) {
      const startsAt = instantOf(herDate, timeOf(range.start), herZone);
      const endsAt = instantOf(herDate, timeOf(range.end), herZone);
      if (startsAt === null || endsAt === null) continue;
      const start = wallClockOf(startsAt, viewerZone);
      const end = wallClockOf(endsAt, viewerZone);
      if (start.date > date || end.date < date) continue;
      const from = start.date < date ? 0 : (minutesOf(start.time) ?? 0);
      const to = end.date > date ? DAY_MINUTES - STEP : (minutesOf(end.time) ?? 0);
      if (to > from) seen.push({ start: from, end: to });
    }
  }
  return seen.sort((a, b) => a.start - b.start);
}

const DAY_MINUTES = 24 * 60;
/** A range running past the parent's midnight is shown to 23:45, the last step of her day. */
const STEP = 15;

/** "Tuesday, December 1" of a YYYY-MM-DD date (the same wherever it is read). */
export function formatLongDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * "Thursday, December 3, 3:00 PM" of an instant on the reader's own clock (`zone`): deadlines
 * and moments are written where the reader lives, so they need no zone named.
 */
export function formatInstantOn(instant: Date, zone: string): string {
  const wall = wallClockOf(instant, zone);
  return `${formatLongDate(wall.date)}, ${formatTime(wall.time)}`;
}

/**
 * The instants a date spans on a clock: from its first minute to the next date's first minute (a
 * midnight the clocks skip starts the day at the first minute that exists).
 */
export function daySpan(date: string, zone: string): { from: Date; until: Date } | null {
  const first = (day: string) => {
    for (const time of ['00:00', '00:30', '01:00', '02:00']) {
      const at = instantOf(day, time, zone);
      if (at !== null) return at;
    }
    return null;
  };
  const from = first(date);
  const until = first(daysAfter(date, 1));
  return from === null || until === null ? null : { from, until };
}

/**
 * A date and the dates either side: where another US clock's reading of it can fall (zones differ
 * by less than a day). Only real calendar dates: the day after 9999-12-31 is none.
 */
export const datesAround = (date: string): string[] =>
  [daysAfter(date, -1), date, daysAfter(date, 1)].filter(isCalendarDate);
