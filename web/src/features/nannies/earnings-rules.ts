import { RAISED_RATE_CENTS } from '@shared/pay-rates';
import { lineKindText, rateText } from '../../lib/payments';
import type { LedgerLine, NannyEarnings } from '../../lib/payments';
import { formatInstant } from '../../lib/date-format';

// The words of her progress toward the raise. The server computes the rule; these only say it.

type Progress = Pick<NannyEarnings, 'cleanSessions' | 'sessionsForRaise' | 'raisedSince'>;

/** How far the progress bar is filled: her clean sessions, at most the threshold. */
export const progressValue = (progress: Progress): number =>
  Math.min(progress.cleanSessions, progress.sessionsForRaise);

/**
 * "9 of 15 sessions toward $20/hour", or once raised
 * "15 of 15 sessions: you earn $20/hour since March 3, 2026."
 */
export function progressText(progress: Progress, timeZone: string | null): string {
  const counted = `${progressValue(progress)} of ${progress.sessionsForRaise} sessions`;
  const raised = rateText(RAISED_RATE_CENTS);
  if (progress.raisedSince === null) return `${counted} toward ${raised}`;
  return `${counted}: you earn ${raised} since ${formatInstant(progress.raisedSince, 'longDate', timeZone ?? 'reader')}.`;
}

/** "Session with Paula Tester", "Late cancellation"; a hidden name is left out. */
export function lineTitle(kind: string, parentName: string | null): string {
  const what = lineKindText(kind);
  return parentName === null ? what : `${what} with ${parentName}`;
}

/** Her Bookings tab, with that booking opened and marked. */
export const bookingLink = (bookingId: string): string =>
  `?tab=bookings&booking=${encodeURIComponent(bookingId)}`;

/** The ledger line a booking gave, if any: what it really paid, at the rate then in force. */
export const lineOfBooking = (
  lines: readonly LedgerLine[] | undefined,
  bookingId: string,
): LedgerLine | null => lines?.find((line) => line.bookingId === bookingId) ?? null;
