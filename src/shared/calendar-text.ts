// Dates and times written as en-US Intl writes them, by hand, for the two clocks that need no
// zone data: the reader's own (the Date's local fields) and UTC (a wall-clock date read as a day
// in UTC). Building the first Intl.DateTimeFormat costs a phone about a hundred milliseconds (its
// locale data is set up then), in the middle of drawing a dashboard's first tab. Named zones
// still go through Intl (web/src/lib/date-format.ts, whose calendar-text.test.ts compares every
// style with Intl). No Node imports and no I/O: the web app imports it as `@shared/calendar-text`.

export interface CalendarFields {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  /** 0 (Sunday) to 6 */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The instant's fields on the reader's clock, or in UTC. */
export function fieldsOf(instant: Date, clock: 'reader' | 'UTC'): CalendarFields {
  const utc = clock === 'UTC';
  return {
    year: utc ? instant.getUTCFullYear() : instant.getFullYear(),
    month: (utc ? instant.getUTCMonth() : instant.getMonth()) + 1,
    day: utc ? instant.getUTCDate() : instant.getDate(),
    weekday: utc ? instant.getUTCDay() : instant.getDay(),
    hour: utc ? instant.getUTCHours() : instant.getHours(),
    minute: utc ? instant.getUTCMinutes() : instant.getMinutes(),
    second: utc ? instant.getUTCSeconds() : instant.getSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const monthLong = (f: CalendarFields) => MONTH_NAMES[f.month - 1] ?? '';
const monthShort = (f: CalendarFields) => monthLong(f).slice(0, 3);
const weekdayLong = (f: CalendarFields) => WEEKDAYS[f.weekday] ?? '';
const weekdayShort = (f: CalendarFields) => weekdayLong(f).slice(0, 3);

function clock(f: CalendarFields, seconds: boolean): string {
  const hour = f.hour % 12 === 0 ? 12 : f.hour % 12;
  const time = `${hour}:${two(f.minute)}${seconds ? `:${two(f.second)}` : ''}`;
  return `${time} ${f.hour < 12 ? 'AM' : 'PM'}`;
}

/** Each style of date-format.ts, as Intl writes it in en-US. */
export const calendarText = {
  weekdayTime: (f: CalendarFields) =>
    `${weekdayShort(f)}, ${monthShort(f)} ${f.day}, ${clock(f, false)}`,
  longDate: (f: CalendarFields) => `${monthLong(f)} ${f.day}, ${f.year}`,
  mediumDate: (f: CalendarFields) => `${monthShort(f)} ${f.day}, ${f.year}`,
  dateTime: (f: CalendarFields) => `${monthShort(f)} ${f.day}, ${f.year}, ${clock(f, true)}`,
  dateShortTime: (f: CalendarFields) => `${monthShort(f)} ${f.day}, ${f.year}, ${clock(f, false)}`,
  numeric: (f: CalendarFields) => `${f.month}/${f.day}/${f.year}, ${clock(f, true)}`,
  date: (f: CalendarFields) => `${weekdayLong(f)}, ${monthLong(f)} ${f.day}, ${f.year}`,
  shortDate: (f: CalendarFields) => `${weekdayShort(f)}, ${monthShort(f)} ${f.day}, ${f.year}`,
  month: (f: CalendarFields) => `${monthLong(f)} ${f.year}`,
};
