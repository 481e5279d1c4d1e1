/** Calendar rules of the server (what a real calendar date is lives in src/shared/booking-times). */

/**
 * "Today" for refusing past dates: the date in the earliest time zone on Earth (UTC-12), so a
 * date is in the past only once it is past everywhere, and nobody's today is refused.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
