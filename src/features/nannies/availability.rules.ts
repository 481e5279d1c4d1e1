import type { DayAvailability, WeeklyAvailability } from '../../infra/db/schema.js';
import { minutesOf as minutesOrNull, WEEKDAYS } from '../../shared/booking-times.js';

export { WEEKDAYS };

/** The week as its named fields only: nothing else a request carried travels on. */
export const weekOf = (week: WeeklyAvailability): WeeklyAvailability =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { available, startTime, endTime } = week[day];
      return [day, { available, startTime, endTime }];
    }),
  ) as WeeklyAvailability;

export const DEFAULT_START = '08:00';
export const DEFAULT_END = '17:00';
export const END_AFTER_START_MESSAGE = 'End time must be after start time.';
export const DATE_AND_RANGE_MESSAGE = 'Please select a date and time range.';
const TIME_FORMAT_MESSAGE = 'Please enter times as HH:MM.';
const STEP_MESSAGE = 'Times must be on 15-minute steps (for example 08:00, 08:15, 08:30).';

export const defaultWeek = (): WeeklyAvailability =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { available: false, startTime: DEFAULT_START, endTime: DEFAULT_END },
    ]),
  ) as WeeklyAvailability;

/** Minutes since midnight, or undefined for anything that is not HH:MM (the shared rule). */
export const minutesOf = (time: string): number | undefined => minutesOrNull(time) ?? undefined;

/** The problem with a time range, or undefined. Times on 15-minute steps, end after start. */
export function timeRangeProblem(startTime: string, endTime: string): string | undefined {
  const start = minutesOrNull(startTime);
  const end = minutesOrNull(endTime);
  if (start === null || end === null) return TIME_FORMAT_MESSAGE;
  if (start % 15 !== 0 || end % 15 !== 0) return STEP_MESSAGE;
  if (end <= start) return END_AFTER_START_MESSAGE;
  return undefined;
}

/**
 * Every day is checked that is ticked; unticked days keep their times but need no rule beyond
 * being times at all (the page sends the defaults for any it cannot read).
 */
export function weekProblem(week: WeeklyAvailability): string | undefined {
  for (const day of WEEKDAYS) {
    const entry: DayAvailability = week[day];
    if (!entry.available) {
      if (minutesOrNull(entry.startTime) === null || minutesOrNull(entry.endTime) === null) {
        return TIME_FORMAT_MESSAGE;
      }
      continue;
    }
    const problem = timeRangeProblem(entry.startTime, entry.endTime);
    if (problem) return problem;
  }
  return undefined;
}

export { earliestToday } from '../../infra/domain/calendar.js';
export { isCalendarDate } from '../../shared/booking-times.js';
