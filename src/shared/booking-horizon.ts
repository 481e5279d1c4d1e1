// How far ahead care can be asked for: one rule for booking requests, directory searches, saved
// searches and a nanny's single-day hours, which the server enforces and the web forms show
// before sending. No Node imports and no I/O, so web/src imports it as `@shared/booking-horizon`.
//
// A date is bookable up to 365 days after today, today being the date in the platform's zone
// (`TIME_ZONE`): the same date next year, or the day before it when a 29 February lies between.
// Nobody plans care further ahead, and a date the calendar arithmetic cannot reach (9999-12-31)
// is refused before any of it runs.

const BOOKING_HORIZON_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The YYYY-MM-DD date `days` after a YYYY-MM-DD date. */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last date that can be booked, searched or given hours, when today is `today`. */
export const lastBookableDate = (today: string): string => daysAfter(today, BOOKING_HORIZON_DAYS);

/** "November 22, 2027" */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

export const horizonMessage = (lastDate: string) =>
  `Bookings open up to a year ahead. Please choose a date on or before ${longDate(lastDate)}.`;

/**
 * The problem with a YYYY-MM-DD calendar date further ahead than the horizon, or null. Dates
 * compare as text (four-digit years), so no calendar arithmetic runs on the date asked.
 */
export function horizonProblem(date: string, today: string): string | null {
  const last = lastBookableDate(today);
  return date > last ? horizonMessage(last) : null;
}
