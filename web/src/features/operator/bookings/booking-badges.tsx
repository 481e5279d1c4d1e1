import { isNotCheckedIn, NOT_CHECKED_IN_LABEL } from '@shared/care-plans';
import type { BookingStatus } from '@shared/booking-times';
import { bookingStatusLabel } from '../../../lib/bookings';
import { bookingMessages } from './booking-messages';
import { cancelledByText, showsLateCancellation } from './booking-query';
import type { OperatorBooking } from './booking-types';

const tones: Record<BookingStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  expired: 'neutral',
  cancelled: 'neutral',
  completed: 'warning',
  no_show: 'danger',
  disputed: 'danger',
  confirmed: 'success',
};

/** The status, and for a late cancellation the marker and who cancelled (operators watch it). */
export function BookingStatusBadges({
  booking,
}: {
  booking: Pick<OperatorBooking, 'status' | 'late' | 'cancelledBy' | 'startsAt' | 'checkedInAt'>;
}) {
  const late = showsLateCancellation(booking);
  // Drawn again on every live change of the list, so "now" is fresh enough for a marker.
  const absent = isNotCheckedIn(booking, Date.now());
  return (
    <span className="booking-badges">
      <span className={`badge badge--${tones[booking.status]}`}>
        {bookingStatusLabel(booking.status)}
      </span>
      {late && <span className="badge badge--danger">{bookingMessages.late}</span>}
      {absent && <span className="badge badge--danger">{NOT_CHECKED_IN_LABEL}</span>}
      {booking.status === 'cancelled' && (
        <span className="booking-badges__by">{cancelledByText(booking)}</span>
      )}
    </span>
  );
}
