import {
  DEFAULT_END,
  DEFAULT_START,
  singleDayProblem,
  timeRangeProblem,
} from '@shared/availability-rules';
import { minutesOf } from '../../lib/calendar';
import { weeklyTimesMissing } from './nanny-messages';
import { weekdays } from './nanny-types';
import type {
  DayAvailability,
  NewSingleDay,
  SingleDayAvailability,
  WeeklyAvailability,
} from './nanny-types';

// The rules the availability forms check before asking the server, which checks the same ones
// (src/shared/availability-rules.ts) again.

export function endsAfterStart(startTime: string, endTime: string): boolean {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  return start !== null && end !== null && end > start;
}

/** A newly ticked day starts at 08:00 to 17:00; unticking keeps the times for later. */
export function tickDay(day: DayAvailability, available: boolean): DayAvailability {
  if (!available) return { ...day, available: false };
  if (day.available) return day;
  return { available: true, startTime: DEFAULT_START, endTime: DEFAULT_END };
}

export function validateWeekly(weekly: WeeklyAvailability): string | null {
  for (const day of weekdays) {
    const { available, startTime, endTime } = weekly[day];
    if (!available) continue;
    if (startTime === '' || endTime === '') return weeklyTimesMissing;
    const problem = timeRangeProblem(startTime, endTime);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * The schedule as it is sent: a day that is not ticked keeps its times only when they are a
 * valid range, otherwise it carries the defaults, so a blank unticked day never fails the save.
 */
export function weeklyForSave(weekly: WeeklyAvailability): WeeklyAvailability {
  const result = { ...weekly };
  for (const day of weekdays) {
    const entry = weekly[day];
    if (!entry.available && timeRangeProblem(entry.startTime, entry.endTime) !== null) {
      result[day] = { available: false, startTime: DEFAULT_START, endTime: DEFAULT_END };
    }
  }
  return result;
}

/** `lastDate`: the last bookable date (lastBookableDate of today in the platform's zone). */
export const validateSingleDay = (
  entry: NewSingleDay,
  today: string,
  lastDate: string,
): string | null => singleDayProblem(entry, today, lastDate);

/** By date, then start time: the order the list shows. */
export function sortSingleDays(entries: readonly SingleDayAvailability[]): SingleDayAvailability[] {
  return [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  );
}
