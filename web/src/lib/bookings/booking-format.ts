import { formatZonedRange, type ZonedTimes } from '@shared/time-zones';
import { formatDate, formatTime } from '../date-format';

/** "9:00 AM – 12:00 PM" */
export const timeRange = (startTime: string, endTime: string): string =>
  `${formatTime(startTime)} – ${formatTime(endTime)}`;

/**
 * "9:00 AM – 12:00 PM" of a booking's times (or the hours worked on it), in its zone, with the
 * zone named ("… PT") when the reader's clock reads otherwise. `readerZone` null: not known yet,
 * written as they are.
 */
export const zonedTimeRange = (times: ZonedTimes, readerZone: string | null): string =>
  formatZonedRange(times, readerZone ?? times.timeZone);

/** "Tuesday, December 1, 2026, 9:00 AM – 12:00 PM" (", … PT" when the reader's clock is another) */
export const bookingWhen = (booking: ZonedTimes, readerZone: string | null) =>
  `${formatDate(booking.date)}, ${zonedTimeRange(booking, readerZone)}`;

/** "3 hours", "1 hour 30 minutes", "45 minutes" */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/** "1 child", "3 children" */
export const childrenText = (children: number): string =>
  `${children} ${children === 1 ? 'child' : 'children'}`;

/** Whether an ISO instant is at or before `now`. */
export const isReached = (iso: string, now: number): boolean => Date.parse(iso) <= now;
