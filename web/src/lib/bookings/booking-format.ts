import { formatDate, formatTime } from '../calendar';

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

const instantFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * "Tue, Dec 1, 9:00 AM" for a deadline instant, in the platform's zone when known (the times of
 * a booking are the platform's), else the browser's.
 */
export function instantText(iso: string, timeZone: string | null): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  if (timeZone === null) return instantFormat.format(instant);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(instant);
}

/** Whether an ISO instant is at or before `now`. */
export const isReached = (iso: string, now: number): boolean => Date.parse(iso) <= now;
