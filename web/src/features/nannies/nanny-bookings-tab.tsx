import { useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { BookingCards, useNow, usePlatformStore } from '../../lib/bookings';
import type { Booking } from '../../lib/bookings';
import { SoonReminderSetting } from '../care-plans';
import { NannyBookingCard } from './nanny-booking-card';
import { useNannyBookingsStore } from './nanny-bookings-store';
import { LoadingLine } from '../../components/loading-line';
import { useLoadOnShow } from '../../lib/use-load-on-show';

interface ListProps {
  title: string;
  empty: string;
  bookings: Booking[];
  now: number;
}

function BookingList({ title, empty, bookings, now }: ListProps) {
  const headingId = useId();
  return (
    <section className="nanny-bookings__list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {bookings.length === 0 ? (
        <p className="form__hint">{empty}</p>
      ) : (
        <BookingCards label={title} bookings={bookings} Card={NannyBookingCard} now={now} />
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
  const loadPlatform = usePlatformStore((state) => state.load);
  const now = useNow();

  // Her bookings (and the reports held, forgotten) were loaded by the dashboard, for the tab's
  // count.
  useLoadOnShow(loadPlatform);

  return (
    <section className="card nanny-bookings" aria-labelledby={headingId}>
      <h2 id={headingId}>Your bookings</h2>
      <SoonReminderSetting />
      {load === 'loading' && <LoadingLine text="Loading your bookings..." />}
      {load === 'failed' && <LoadFailed what="your bookings" onRetry={() => void loadBookings()} />}
      {load === 'ready' && (
        <>
          <BookingList
            title="Requests"
            empty="No requests waiting for your answer."
            bookings={requests}
            now={now}
          />
          <BookingList
            title="Upcoming"
            empty="No upcoming bookings."
            bookings={upcoming}
            now={now}
          />
          <BookingList title="Past" empty="No past bookings yet." bookings={past} now={now} />
        </>
      )}
    </section>
  );
}
