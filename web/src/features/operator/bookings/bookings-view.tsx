import { useId } from 'react';
import { BookingDetail } from './booking-detail';
import { BookingFiltersForm } from './booking-filters-form';
import { bookingMessages } from './booking-messages';
import { BookingTable } from './booking-table';
import { useBookingsStore } from './bookings-store';
import { PageNav } from '../../../components/page-nav';
import { PageBody, usePageTurn } from '../shared/paged-list';
import { useLoadOnShow } from '../../../lib/use-load-on-show';

/** Every booking, newest first, filtered by status, nanny, parent and date; one opens on demand. */
export function BookingsView() {
  const headingId = useId();
  const { heading, turn } = usePageTurn();
  const load = useBookingsStore((state) => state.load);
  const refusal = useBookingsStore((state) => state.refusal);
  const bookings = useBookingsStore((state) => state.bookings);
  const filters = useBookingsStore((state) => state.filters);
  const cursors = useBookingsStore((state) => state.cursors);
  const openFirst = useBookingsStore((state) => state.openFirst);
  const reload = useBookingsStore((state) => state.reload);
  const next = useBookingsStore((state) => state.next);
  const previous = useBookingsStore((state) => state.previous);

  useLoadOnShow(openFirst);

  return (
    <section className="card bookings-view" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="event-log__title">
        {bookingMessages.title}
      </h2>
      {/* Filters applied from a booking's details (its nanny, its parent) restart the draft. */}
      <BookingFiltersForm key={JSON.stringify(filters)} />
      <PageBody
        load={load}
        refusal={refusal}
        loading={bookingMessages.loading}
        what="the bookings"
        onRetry={() => void reload()}
        empty={bookingMessages.none}
        count={bookings.length}
      >
        <BookingTable bookings={bookings} />
      </PageBody>
      <PageNav
        label="Bookings pages"
        cursors={cursors}
        onPrevious={() => turn(previous)}
        onNext={() => turn(next)}
      />
      <BookingDetail />
    </section>
  );
}
