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

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-05" -> "Saturday, December 5, 2026", the same wherever the browser is. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const instant = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(instant.getTime()) ? isoDate : dateFormat.format(instant);
}

/** "13:30" -> "1:30 PM"; built by hand so every engine spaces it the same way. */
export function formatTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}
