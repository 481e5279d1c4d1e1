// Every date and time the web app shows is written here, in American English, so one value
// reads the same on every screen. Two kinds of value come from the server:
// - wall-clock values without a zone (a booking's "2026-12-05" and "13:30", a month "2026-03"):
//   written as they are, the same wherever the browser is;
// - instants (ISO timestamps): written in the zone the caller names, because the same instant is
//   a different day and hour in New York and in Los Angeles. A booking's times name its zone.
import { formatTime as formatWallTime } from '@shared/time-zones';
import { calendarText, fieldsOf, type CalendarFields } from '@shared/calendar-text';

/** The zone an instant is shown in: an IANA name (a booking's), or 'reader' for the reader's clock. */
export type ShownZone = string;

/** What each style asks Intl for (a named zone's instants; calendar-text.test.ts compares). */
export const instantStyles = {
  /** "Tue, Dec 1, 9:00 AM": a deadline, close enough that the year goes without saying. */
  weekdayTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  /** "March 5, 2026" */
  longDate: { dateStyle: 'long' },
  /** "Mar 5, 2026": short enough for a document's line. */
  mediumDate: { dateStyle: 'medium' },
  /** "Mar 5, 2026, 9:12:30 AM": when something was recorded, to the second. */
  dateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  /** "Mar 5, 2026, 9:12 AM" */
  dateShortTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "3/5/2026, 9:12:30 AM": a compact cell of a busy table. */
  numeric: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof instantStyles;

// Intl.DateTimeFormat is costly to build and a table formats many values: one per style and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}

/** An instant in the named zone; the value as given when it is not a time. */
export function formatInstant(iso: string, style: InstantStyle, zone: ShownZone): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  // The reader's clock and UTC need no zone data: written by hand, as Intl writes them.
  if (zone === 'reader' || zone === 'UTC') return calendarText[style](fieldsOf(instant, zone));
  return formatOf({ ...instantStyles[style], timeZone: zone }, `${style} ${zone}`).format(instant);
}

/** A wall-clock date or month, read as a day in UTC so no browser zone can shift it. */
function formatWallDate(
  value: string,
  pattern: RegExp,
  write: (fields: CalendarFields) => string,
): string {
  const match = pattern.exec(value);
  if (match === null) return value;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number?];
  const instant = new Date(Date.UTC(year, month - 1, day ?? 1));
  if (Number.isNaN(instant.getTime())) return value;
  return write(fieldsOf(instant, 'UTC'));
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-05" -> "Saturday, December 5, 2026" */
export const formatDate = (date: string): string =>
  formatWallDate(date, datePattern, calendarText.date);

/** "2026-03-03" -> "Tue, Mar 3, 2026", for a list line. */
export const formatShortDate = (date: string): string =>
  formatWallDate(date, datePattern, calendarText.shortDate);

/** "2026-03" -> "March 2026" */
export const formatMonth = (month: string): string =>
  formatWallDate(month, /^(\d{4})-(\d{2})$/, calendarText.month);

/** "13:30" -> "1:30 PM": the one formatter of src/shared/time-zones.ts (emails use it too). */
export const formatTime = formatWallTime;
