import { useEffect, useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { BookingCards, useNow } from '../../lib/bookings';
import { useIncidentsStore } from '../../lib/incidents';
import { useReviewsStore } from '../../lib/reviews';
import { useBookingStore } from './booking-store';
import { SoonReminderSetting } from '../care-plans';
import { ParentBookingItem } from './parent-booking-item';
import { parentMessages } from './parent-messages';
import { LoadingLine } from '../../components/loading-line';

/** The parent's own bookings, newest first, each with its status and her answers. */
export function BookingRequests() {
  const headingId = useId();
  const load = useBookingStore((state) => state.load);
  const bookings = useBookingStore((state) => state.bookings);
  const loadBookings = useBookingStore((state) => state.loadBookings);
  const now = useNow();

  useEffect(() => {
    // The reports held may be another account's (this page may have been used by someone else).
    useIncidentsStore.getState().reset();
    useReviewsStore.getState().reset();
    void loadBookings();
  }, [loadBookings]);

  return (
    <section className="card booking-requests" aria-labelledby={headingId}>
      <h2 id={headingId}>Your booking requests</h2>
      <SoonReminderSetting />
      {(load === 'idle' || load === 'loading') && (
        <LoadingLine text="Loading your booking requests..." />
      )}
      {load === 'failed' && (
        <LoadFailed what="your booking requests" onRetry={() => void loadBookings()} />
      )}
      {load === 'ready' && bookings.length === 0 && (
        <p className="form__hint">{parentMessages.noBookings}</p>
      )}
      {load === 'ready' && bookings.length > 0 && (
        <BookingCards
          label="Your booking requests"
          bookings={bookings}
          Card={ParentBookingItem}
          now={now}
        />
      )}
    </section>
  );
}
