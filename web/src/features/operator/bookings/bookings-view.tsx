import { useId } from 'react';
import { BookingDetail } from './booking-detail';
import { BookingFiltersForm } from './booking-filters-form';
import { bookingMessages } from './booking-messages';
import { BookingTable } from './booking-table';
import { useBookingsStore } from './bookings-store';
import { FilteredPages, useFilteredPages } from '../shared/paged-list';
import type { FilteredPagesTexts } from '../shared/paged-list';

const pageTexts: FilteredPagesTexts = {
  loading: bookingMessages.loading,
  what: 'the bookings',
  empty: bookingMessages.none,
  pagesLabel: 'Bookings pages',
};

/** Every booking, newest first, filtered by status, nanny, parent and date; one opens on demand. */
export function BookingsView() {
  const headingId = useId();
  const { heading, pages } = useFilteredPages(useBookingsStore);
  const bookings = useBookingsStore((state) => state.bookings);
  const filters = useBookingsStore((state) => state.filters);

  return (
    <section className="card bookings-view" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="event-log__title">
        {bookingMessages.title}
      </h2>
      {/* Filters applied from a booking's details (its nanny, its parent) restart the draft. */}
      <BookingFiltersForm key={JSON.stringify(filters)} />
      <FilteredPages pages={pages} texts={pageTexts} count={bookings.length}>
        <BookingTable bookings={bookings} />
      </FilteredPages>
      <BookingDetail />
    </section>
  );
}
