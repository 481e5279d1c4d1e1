// How a booking's status reads on a badge, for parents and nannies alike.

const labels: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  completed: 'Hours recorded',
  no_show: 'No-show',
  disputed: 'Disputed',
  confirmed: 'Confirmed',
};

const tones: Record<string, string> = {
  pending: 'warning',
  accepted: 'success',
  completed: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'danger',
  expired: 'neutral',
  no_show: 'danger',
  disputed: 'danger',
};

/** "pending" -> "Pending"; a state this page does not know is shown as the server names it. */
export function bookingStatusLabel(status: string): string {
  const known = labels[status];
  if (known !== undefined) return known;
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The badge colour of a status: `badge--<tone>`. */
export const bookingStatusTone = (status: string): string => tones[status] ?? 'neutral';
