import { formatDate, formatInstant } from '../../../lib/date-format';
import { BookingStatusBadges } from './booking-badges';
import { hoursText, parentLabel } from './booking-query';
import type { OperatorBooking } from './booking-types';
import { useBookingsStore } from './bookings-store';
import { Cell, StackedTable } from '../shared/data-table';
import { useReaderZone } from '../../../lib/bookings';

/** One page of bookings, newest first; the date opens the booking's details and history. */
export function BookingTable({ bookings }: { bookings: readonly OperatorBooking[] }) {
  const openBooking = useBookingsStore((state) => state.openBooking);
  const readerZone = useReaderZone();
  return (
    <StackedTable
      label="Bookings list"
      columns={['Booked for', 'Hours', 'Parent', 'Nanny', 'Status', 'Requested at']}
      className="booking-table"
    >
      {bookings.map((booking) => (
        <tr key={booking.id} role="row">
          <Cell label="Booked for">
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              aria-label={`Open the booking of ${parentLabel(booking)} with ${booking.nannyName} on ${formatDate(booking.date)}`}
              onClick={() => void openBooking(booking.id)}
            >
              {formatDate(booking.date)}
            </button>
          </Cell>
          <Cell label="Hours">{hoursText(booking, { ...booking, readerZone })}</Cell>
          <Cell label="Parent">{parentLabel(booking)}</Cell>
          <Cell label="Nanny">{booking.nannyName}</Cell>
          <Cell label="Status">
            <BookingStatusBadges booking={booking} />
          </Cell>
          <Cell label="Requested at">{formatInstant(booking.createdAt, 'dateTime', 'reader')}</Cell>
        </tr>
      ))}
    </StackedTable>
  );
}
