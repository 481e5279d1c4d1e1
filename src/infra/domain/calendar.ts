/** Calendar rules shared by every feature that takes dates from people. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (no 2026-02-30) in YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return parsed.toISOString().slice(0, 10) === date;
}

/**
 * "Today" for refusing past dates: the date in the earliest time zone on Earth (UTC-12), so a
 * date is in the past only once it is past everywhere, and nobody's today is refused.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
