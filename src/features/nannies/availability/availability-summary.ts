import type { WeeklyAvailability } from '../../../infra/db/schema.js';
import { WEEKDAYS } from './availability.rules.js';

const SHORT = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/**
 * A one-line summary for the parents' directory: consecutive days with the same hours are
 * joined ("Mon–Fri 08:00–17:00; Sat 09:00–13:00"); "" when no day is ticked.
 */
export function summarizeWeek(week: WeeklyAvailability): string {
  const groups: { first: string; last: string; hours: string }[] = [];
  let previousWasOpen = false;
  for (const day of WEEKDAYS) {
    const entry = week[day];
    if (!entry.available) {
      previousWasOpen = false;
      continue;
    }
    const hours = `${entry.startTime}–${entry.endTime}`;
    const current = groups.at(-1);
    if (previousWasOpen && current && current.hours === hours) current.last = SHORT[day];
    else groups.push({ first: SHORT[day], last: SHORT[day], hours });
    previousWasOpen = true;
  }
  return groups
    .map((g) => `${g.first === g.last ? g.first : `${g.first}–${g.last}`} ${g.hours}`)
    .join('; ');
}
