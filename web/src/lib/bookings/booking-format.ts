import { formatDate, formatTime } from '../date-format';

/** "9:00 AM – 12:00 PM" */
export const timeRange = (startTime: string, endTime: string): string =>
  `${formatTime(startTime)} – ${formatTime(endTime)}`;

/** "Tuesday, December 1, 2026, 9:00 AM – 12:00 PM" */
export const bookingWhen = (booking: { date: string; startTime: string; endTime: string }) =>
  `${formatDate(booking.date)}, ${timeRange(booking.startTime, booking.endTime)}`;

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
