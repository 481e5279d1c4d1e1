// The product's one business rule (docs/product.md, Payments: the pay rule), pure: no clock, no
// I/O, amounts in integer cents. A session counts once its hours are confirmed; it is clean unless
// an operator judged an incident on it significant. From the confirmation that brings her clean
// count to 15 (`raisedSince`), every session that starts after that moment is paid $20/h; the rest
// $18/h. Lines already paid never change: the rate is fixed when the line is written.
import { STEP_MINUTES } from '../../shared/booking-times.js';
import {
  amountCents,
  CLEAN_SESSIONS_FOR_RAISE,
  currentRateCentsOf,
} from '../../shared/pay-rates.js';

export interface Progress {
  cleanSessions: number;
  /** The confirmation that brought her clean count to 15; null while it is below 15. */
  raisedSince: string | null;
}

export const NO_PROGRESS: Progress = { cleanSessions: 0, raisedSince: null };

export interface Pay {
  minutes: number;
  rateCents: number;
  amountCents: number;
}

/** The rate in force for a session starting at `startsAt`, with her progress as it stands now. */
export function rateInForce(progress: Progress, startsAt: string): number {
  const raised =
    progress.raisedSince !== null && Date.parse(startsAt) > Date.parse(progress.raisedSince);
  return currentRateCentsOf(raised ? progress.raisedSince : null);
}

/** What a confirmed session pays: its confirmed minutes at the rate in force before it counts. */
export function sessionPay(
  progress: Progress,
  session: { startsAt: string; minutes: number },
): Pay {
  const rateCents = rateInForce(progress, session.startsAt);
  return {
    minutes: session.minutes,
    rateCents,
    amountCents: amountCents(session.minutes, rateCents),
  };
}

/** Her progress once a session is confirmed: a clean one counts, and the 15th sets the raise. */
export function afterConfirmation(
  progress: Progress,
  clean: boolean,
  confirmedAt: string,
): Progress {
  if (!clean) return progress;
  const cleanSessions = progress.cleanSessions + 1;
  const reached = cleanSessions >= CLEAN_SESSIONS_FOR_RAISE;
  return { cleanSessions, raisedSince: progress.raisedSince ?? (reached ? confirmedAt : null) };
}

/** Her progress once a counted, clean session is judged significant: below 15 loses the raise. */
export function afterSignificant(progress: Progress): Progress {
  const cleanSessions = Math.max(0, progress.cleanSessions - 1);
  return {
    cleanSessions,
    raisedSince: cleanSessions >= CLEAN_SESSIONS_FOR_RAISE ? progress.raisedSince : null,
  };
}

/** A parent's late cancellation pays half the booked time, at least an hour, up to 15 minutes. */
export function lateCancellationMinutes(bookedMinutes: number): number {
  const half = Math.max(bookedMinutes / 2, 60);
  return Math.ceil(half / STEP_MINUTES) * STEP_MINUTES;
}

/** What a parent's late cancellation pays her, at the rate in force at the cancellation. */
export function lateCancellationPay(
  progress: Progress,
  booking: { startsAt: string; bookedMinutes: number },
): Pay {
  const minutes = lateCancellationMinutes(booking.bookedMinutes);
  const rateCents = rateInForce(progress, booking.startsAt);
  return { minutes, rateCents, amountCents: amountCents(minutes, rateCents) };
}
