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
  booking: Pick<OperatorBooking, 'status' | 'late' | 'cancelledBy'>;
}) {
  const late = showsLateCancellation(booking);
  return (
    <span className="booking-badges">
      <span className={`badge badge--${tones[booking.status]}`}>
        {bookingStatusLabel(booking.status)}
      </span>
      {late && <span className="badge badge--danger">{bookingMessages.late}</span>}
      {booking.status === 'cancelled' && (
        <span className="booking-badges__by">{cancelledByText(booking)}</span>
      )}
    </span>
  );
}
