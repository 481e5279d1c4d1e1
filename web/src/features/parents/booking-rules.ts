import { isIsoDate, isPastDate, isQuarterHour, minutesOf } from '../../lib/calendar';
import { parentMessages } from './parent-messages';
import type { BookingChoice } from './parent-types';

// What the booking form checks before asking the server, which checks it all again.

export function bookingProblem({ date, time }: BookingChoice, today: string): string | null {
  if (!isIsoDate(date) || minutesOf(time) === null) return parentMessages.dateAndTimeMissing;
  if (isPastDate(date, today)) return parentMessages.pastDate;
  if (!isQuarterHour(time)) return parentMessages.notQuarterHour;
  return null;
}

/** What one booking request asks for, so a retry of the same one can reuse its key. */
export function bookingSignature(nannyId: string, { date, time }: BookingChoice): string {
  return `${nannyId} ${date} ${time}`;
}

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** "pending" -> "Pending"; a state this page does not know yet is shown as the server names it. */
export function bookingStatusLabel(status: string): string {
  return statusLabels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
