import { useId } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { BookingCards, useNow, usePlatformStore } from '../../lib/bookings';
import { SoonReminderSetting } from '../care-plans';
import { NannyBookingCard } from './nanny-booking-card';
import { useNannyBookingsStore } from './nanny-bookings-store';
import { LoadingLine } from '../../components/loading-line';
import { useLoadOnShow } from '../../lib/use-load-on-show';

/** Her three lists, in the order the tab shows them. */
const LISTS = [
  { key: 'requests', title: 'Requests', empty: 'No requests waiting for your answer.' },
  { key: 'upcoming', title: 'Upcoming', empty: 'No upcoming bookings.' },
  { key: 'past', title: 'Past', empty: 'No past bookings yet.' },
] as const;

function BookingList({ list, now }: { list: (typeof LISTS)[number]; now: number }) {
  const headingId = useId();
  const bookings = useNannyBookingsStore((state) => state[list.key]);
  return (
    <section className="nanny-bookings__list" aria-labelledby={headingId}>
      <h3 id={headingId}>{list.title}</h3>
      {bookings.length === 0 ? (
        <p className="form__hint">{list.empty}</p>
      ) : (
        <BookingCards label={list.title} bookings={bookings} Card={NannyBookingCard} now={now} />
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
      {load === 'ready' &&
        LISTS.map((list) => <BookingList key={list.key} list={list} now={now} />)}
    </section>
  );
}
