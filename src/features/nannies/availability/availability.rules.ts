import type { WeeklyAvailability } from '../../../infra/db/schema.js';
import { DEFAULT_END, DEFAULT_START } from '../../../shared/availability-rules.js';
import { WEEKDAYS } from '../../../shared/booking-times.js';

// The rules the forms show before sending live in src/shared/availability-rules.ts; this file
// holds what only the server does with a week.

export { WEEKDAYS };

/** The week as its named fields only: nothing else a request carried travels on. */
export const weekOf = (week: WeeklyAvailability): WeeklyAvailability =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { available, startTime, endTime } = week[day];
      return [day, { available, startTime, endTime }];
    }),
  ) as WeeklyAvailability;

export const defaultWeek = (): WeeklyAvailability =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { available: false, startTime: DEFAULT_START, endTime: DEFAULT_END },
    ]),
  ) as WeeklyAvailability;

export { earliestToday } from '../../../infra/domain/calendar.js';
