import { useEffect, useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { formatDate, formatTime } from '../../lib/calendar';
import { bookingStatusLabel } from './booking-rules';
import { useBookingStore } from './booking-store';
import { parentMessages } from './parent-messages';

const statusTones: Record<string, string> = {
  pending: 'warning',
  accepted: 'success',
  completed: 'success',
  declined: 'danger',
  cancelled: 'danger',
};

/** The parent's own requests, newest first, each with its status. */
export function BookingRequests() {
  const headingId = useId();
  const load = useBookingStore((state) => state.load);
  const bookings = useBookingStore((state) => state.bookings);
  const loadBookings = useBookingStore((state) => state.loadBookings);

  useEffect(() => {
    void loadBookings();
  }, [loadBookings]);

  return (
    <section className="card booking-requests" aria-labelledby={headingId}>
      <h2 id={headingId}>Your booking requests</h2>
      {load === 'loading' && (
        <p className="loading" role="status">
          Loading your booking requests...
        </p>
      )}
      {load === 'failed' && (
        <LoadFailed what="your booking requests" onRetry={() => void loadBookings()} />
      )}
      {load === 'ready' && bookings.length === 0 && (
        <p className="form__hint">{parentMessages.noBookings}</p>
      )}
      {load === 'ready' && bookings.length > 0 && (
        <ul className="booking-requests__list" aria-label="Your booking requests">
          {bookings.map((booking) => (
            <li key={booking.id} className="booking-requests__item">
              <span className="booking-requests__what">
                <strong>{booking.nannyName}</strong>
                <span>
                  {formatDate(booking.date)} at{' '}
                  <span className="nowrap">{formatTime(booking.time)}</span>
                </span>
              </span>
              <span className={`badge badge--${statusTones[booking.status] ?? 'neutral'}`}>
                {bookingStatusLabel(booking.status)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
