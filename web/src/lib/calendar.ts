// Dates as YYYY-MM-DD and times as HH:MM, the values of the native date and time inputs.
import { minutesOf, STEP_MINUTES } from '@shared/booking-times';

export { minutesOf };

/** Booking and availability times are on 15-minute steps (the inputs' `step`, in seconds). */
export const TIME_STEP_SECONDS = STEP_MINUTES * 60;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isQuarterHour(time: string): boolean {
  const minutes = minutesOf(time);
  return minutes !== null && minutes % STEP_MINUTES === 0;
}

export function isIsoDate(date: string): boolean {
  return datePattern.test(date);
}

/** The local calendar date as YYYY-MM-DD (the date input's value and its `min`). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a YYYY-MM-DD date is before `today` (ISO dates compare correctly as strings). */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** The reader's own IANA zone, until the server has named the platform's. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
