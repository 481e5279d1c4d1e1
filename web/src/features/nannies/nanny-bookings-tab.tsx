import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { useNow, usePlatformStore } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { SoonReminderSetting } from '../care-plans';
import { NannyBookingCard } from './nanny-booking-card';
import { useNannyBookingsStore } from './nanny-bookings-store';

interface ListProps {
  title: string;
  empty: string;
  bookings: Booking[];
  now: number;
  timeZone: string | null;
  highlighted: string | null;
}

function BookingList({ title, empty, bookings, now, timeZone, highlighted }: ListProps) {
  const headingId = useId();
  return (
    <section className="nanny-bookings__list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {bookings.length === 0 ? (
        <p className="form__hint">{empty}</p>
      ) : (
        <ul className="booking-requests__list" aria-label={title}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <NannyBookingCard
                booking={booking}
                now={now}
                timeZone={timeZone}
                highlighted={booking.id === highlighted}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Requests, Upcoming and Past, as the dashboard loaded them (`useRequestsWaiting`); new requests
 * and changes arrive live (app/live/nanny-live.ts).
 */
export function NannyBookingsTab() {
  const headingId = useId();
  const load = useNannyBookingsStore((state) => state.load);
  const requests = useNannyBookingsStore((state) => state.requests);
  const upcoming = useNannyBookingsStore((state) => state.upcoming);
  const past = useNannyBookingsStore((state) => state.past);
  const loadBookings = useNannyBookingsStore((state) => state.loadBookings);
  const timeZone = usePlatformStore((state) => state.timeZone);
  const loadPlatform = usePlatformStore((state) => state.load);
  const now = useNow();
  // Her booking emails link to ?tab=bookings&booking=<id>.
  const [search] = useSearchParams();

  useEffect(() => {
    // Her bookings (and the reports held, forgotten) were loaded by the dashboard, for the
    // tab's count.
    void loadPlatform();
  }, [loadPlatform]);

  const shared = { now, timeZone, highlighted: search.get('booking') };
  return (
    <section className="card nanny-bookings" aria-labelledby={headingId}>
      <h2 id={headingId}>Your bookings</h2>
      <SoonReminderSetting />
      {load === 'loading' && (
        <p className="loading" role="status">
          Loading your bookings...
        </p>
      )}
      {load === 'failed' && <LoadFailed what="your bookings" onRetry={() => void loadBookings()} />}
      {load === 'ready' && (
        <>
          <BookingList
            title="Requests"
            empty="No requests waiting for your answer."
            bookings={requests}
            {...shared}
          />
          <BookingList
            title="Upcoming"
            empty="No upcoming bookings."
            bookings={upcoming}
            {...shared}
          />
          <BookingList title="Past" empty="No past bookings yet." bookings={past} {...shared} />
        </>
      )}
    </section>
  );
}
