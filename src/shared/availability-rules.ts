// The rules of a nanny's availability that the forms show before sending and the server enforces
// (weekly hours and single days): one definition, so the two never drift. No Node imports: the
// web app imports this file too.
import { horizonMessage } from './booking-horizon.js';
import {
  INVALID_DATE_MESSAGE,
  isCalendarDate,
  minutesOf,
  STEP_MINUTES,
  WEEKDAYS,
  type Weekday,
} from './booking-times.js';

export const DEFAULT_START = '08:00';
export const DEFAULT_END = '17:00';

export const AVAILABILITY_MESSAGES = {
  dateAndRange: 'Please select a date and time range.',
  invalidDate: INVALID_DATE_MESSAGE,
  pastDate: 'Please choose a date that is not in the past.',
  timeFormat: 'Please enter times as HH:MM.',
  notQuarterHour: 'Times must be on 15-minute steps (for example 08:00, 08:15, 08:30).',
  endBeforeStart: 'End time must be after start time.',
} as const;

interface DayHours {
  available: boolean;
  startTime: string;
  endTime: string;
}

/** The problem with a time range, or null: times "HH:MM" on 15-minute steps, end after start. */
export function timeRangeProblem(startTime: string, endTime: string): string | null {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start === null || end === null) return AVAILABILITY_MESSAGES.timeFormat;
  if (start % STEP_MINUTES !== 0 || end % STEP_MINUTES !== 0) {
    return AVAILABILITY_MESSAGES.notQuarterHour;
  }
  if (end <= start) return AVAILABILITY_MESSAGES.endBeforeStart;
  return null;
}

/**
 * Every ticked day must be a valid range; unticked days keep their times but need no rule beyond
 * being times at all (the page sends the defaults for any it cannot read).
 */
export function weekProblem(week: Readonly<Record<Weekday, DayHours>>): string | null {
  for (const day of WEEKDAYS) {
    const entry = week[day];
    if (!entry.available) {
      if (minutesOf(entry.startTime) === null || minutesOf(entry.endTime) === null) {
        return AVAILABILITY_MESSAGES.timeFormat;
      }
      continue;
    }
    const problem = timeRangeProblem(entry.startTime, entry.endTime);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A single day's problem, or null. `today` (YYYY-MM-DD) is the first date that is not past;
 * `lastDate` the last bookable one (`lastBookableDate` of today in the platform's zone): hours
 * later than any booking could reach are refused with the booking horizon's message.
 */
export function singleDayProblem(
  entry: { date: string; startTime: string; endTime: string },
  today: string,
  lastDate: string,
): string | null {
  const { date, startTime, endTime } = entry;
  if (date === '' || startTime === '' || endTime === '') return AVAILABILITY_MESSAGES.dateAndRange;
  if (!isCalendarDate(date)) return AVAILABILITY_MESSAGES.invalidDate;
  if (date < today) return AVAILABILITY_MESSAGES.pastDate;
  if (date > lastDate) return horizonMessage(lastDate);
  return timeRangeProblem(startTime, endTime);
}
