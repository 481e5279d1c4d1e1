import { BookingCarePlans, CheckInFacts, SessionNoteView } from '../care-plans';
import { dollars } from '@shared/pay-rates';
import { NANNY_WAIT_MESSAGE } from '@shared/recorded-hours';
import {
  BookingItemFrame,
  BookingText,
  childrenText,
  durationText,
  hoursWaitForParent,
  zonedTimeRange,
} from '../../lib/bookings';
import type { Booking, BookingCardProps } from '../../lib/bookings';
import { BookingIssues } from '../../lib/incidents';
import { SessionReviewsPanel } from '../../lib/reviews';
import type { LedgerLine } from '../../lib/payments';
import { lineOfBooking } from './earnings-rules';
import { useEarningsStore } from './earnings-store';
import { NannyBookingActions } from './nanny-booking-actions';
import { NannySeriesActions } from './nanny-series-actions';
import { formatInstant } from '../../lib/date-format';

// A booking that did not take place earns nothing to show.
const paidStatuses = new Set(['pending', 'accepted', 'completed', 'disputed', 'confirmed']);

const payText = (cents: number, minutes: number, rateCents: number) =>
  `${dollars(cents)} (${durationText(minutes)} at ${dollars(rateCents)}/hour)`;

/**
 * What she would earn, or earned: "$54.00 (3 hours at $18.00/hour)". Once the ledger holds the
 * booking's line, that line says it (the rate then in force, which her rate now may not be).
 */
function earnings(booking: Booking, line: LedgerLine | null): string | null {
  if (line !== null) return payText(line.amountCents, line.minutes, line.rateCents);
  if (booking.earningsCents === null || !paidStatuses.has(booking.status)) return null;
  const minutes = booking.actual?.minutes ?? booking.minutes;
  const rate = booking.rateCents === null ? '' : ` at ${dollars(booking.rateCents)}/hour`;
  return `${dollars(booking.earningsCents)} (${durationText(minutes)}${rate})`;
}

function payLabel(booking: Booking, line: LedgerLine | null): string {
  if (line?.kind === 'late_cancellation') return 'Late cancellation pay';
  return booking.status === 'confirmed' || line !== null ? 'Earned' : 'You would earn';
}

/** One booking as the nanny sees it: the family, when, what is asked and what she'd earn. */
export function NannyBookingCard({ booking, now, timeZone, highlighted }: BookingCardProps) {
  const line = useEarningsStore((state) => lineOfBooking(state.earnings?.lines, booking.id));
  const pay = earnings(booking, line);
  const considerations = booking.specialConsiderations?.trim() ?? '';
  return (
    <BookingItemFrame
      booking={booking}
      name={booking.parentName ?? 'A parent'}
      photoName={booking.parentName ?? ''}
      photoUrl={booking.parentPhotoUrl}
      heading="h4"
      highlighted={highlighted}
    >
      <ul className="booking-item__facts">
        <li>
          {childrenText(booking.children)} · {durationText(booking.minutes)}
        </li>
        {pay !== null && (
          <li>
            {payLabel(booking, line)}: {pay}
          </li>
        )}
        {booking.status === 'pending' && booking.expiresAt !== null && (
          <li>Expires {formatInstant(booking.expiresAt, 'weekdayTime', timeZone ?? 'reader')}</li>
        )}
        {booking.note !== '' && (
          <BookingText label="Note" text={booking.note} masked={booking.noteMasked} />
        )}
        {considerations !== '' && (
          <li className="booking-item__note">Special Considerations: {considerations}</li>
        )}
        {booking.otherEmail !== null && (
          <li>
            Parent&apos;s email: <a href={`mailto:${booking.otherEmail}`}>{booking.otherEmail}</a>
          </li>
        )}
        {booking.late && <li>Late cancellation</li>}
        {booking.reason !== null && booking.reason !== '' && (
          <BookingText label="Reason" text={booking.reason} masked={booking.reasonMasked} />
        )}
        {booking.actual !== null && (
          <li>Hours recorded: {zonedTimeRange({ ...booking, ...booking.actual }, timeZone)}</li>
        )}
        {hoursWaitForParent(booking) && <li>{NANNY_WAIT_MESSAGE}</li>}
        <CheckInFacts booking={booking} now={now} />
      </ul>
      <SessionNoteView booking={booking} />
      <BookingCarePlans booking={booking} role="nanny" now={now} />
      <NannySeriesActions booking={booking} now={now} />
      {/* Hours she records are wall-clock times in the booking's zone, as it was asked. */}
      <NannyBookingActions booking={booking} now={now} timeZone={booking.timeZone} />
      <BookingIssues booking={booking} now={now} timeZone={timeZone} />
      <SessionReviewsPanel booking={booking} role="nanny" />
    </BookingItemFrame>
  );
}
