import { REASON_MAX_LENGTH, REASON_TOO_LONG_MESSAGE, sessionWindowOf } from '@shared/booking-times';
import { hiddenCharactersProblem } from '@shared/plain-text';
import { hoursWaitForParent } from '../../../lib/bookings';
import type { OperatorBooking, Settlement } from './booking-types';

/**
 * Why a settlement would be refused, or null: the checks the server makes, from the shared
 * rules (hours on the booking's date, 15-minute steps, end after start, at most 12 hours; a
 * note of plain text, at most 500 characters), so the operator learns before sending.
 */
export function settlementProblem(
  booking: Pick<OperatorBooking, 'date'>,
  settlement: Settlement,
  timeZone: string,
): string | null {
  const window = sessionWindowOf({ date: booking.date, ...settlement }, timeZone);
  if (!window.ok) return window.problem;
  const note = settlement.note.trim();
  if (note.length > REASON_MAX_LENGTH) return REASON_TOO_LONG_MESSAGE;
  // The server checks the note as it checks every reason (the same label in its message).
  return hiddenCharactersProblem('Reason', note, 'text');
}

/**
 * What an operator may settle at `now` (the server decides again): a dispute, or hours more
 * than 30 minutes longer than booked once the parent has let her 48 hours pass.
 */
export function settlement(
  booking: Pick<OperatorBooking, 'status' | 'minutes' | 'actual' | 'confirmBy'>,
  now: number,
): 'dispute' | 'hours' | null {
  if (booking.status === 'disputed') return 'dispute';
  const over = booking.confirmBy !== null && now >= Date.parse(booking.confirmBy);
  return hoursWaitForParent(booking) && over ? 'hours' : null;
}

/** The form starts from the hours the nanny recorded, or the booked ones. */
export const settlementDraft = (booking: OperatorBooking): Settlement => ({
  startTime: booking.actual?.startTime ?? booking.startTime,
  endTime: booking.actual?.endTime ?? booking.endTime,
  note: '',
});
