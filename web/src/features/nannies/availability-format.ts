import { formatDate, formatTime } from '../../lib/date-format';
import type { SingleDayAvailability } from './nanny-types';

export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime(startTime)} to ${formatTime(endTime)}`;
}

export function describeSingleDay(entry: SingleDayAvailability): string {
  return `${formatDate(entry.date)}, ${formatTimeRange(entry.startTime, entry.endTime)}`;
}
