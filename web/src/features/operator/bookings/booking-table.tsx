import { formatDate, formatInstant } from '../../../lib/date-format';
import { BookingStatusBadges } from './booking-badges';
import { hoursText, parentLabel } from './booking-query';
import type { OperatorBooking } from './booking-types';
import { useBookingsStore } from './bookings-store';
import { ColumnHeads } from '../shared/column-heads';
import { useReaderZone } from '../../../lib/bookings';

/** One page of bookings, newest first; the date opens the booking's details and history. */
export function BookingTable({ bookings }: { bookings: readonly OperatorBooking[] }) {
  const openBooking = useBookingsStore((state) => state.openBooking);
  const readerZone = useReaderZone();
  return (
    // Stacked into cards on a phone (operator-tables.css); the roles keep it a table.
    <div className="table-scroll" role="region" aria-label="Bookings list" tabIndex={0}>
      <table className="data-table data-table--stack booking-table" role="table">
        <ColumnHeads names={['Booked for', 'Hours', 'Parent', 'Nanny', 'Status', 'Requested at']} />
        <tbody role="rowgroup">
          {bookings.map((booking) => (
            <tr key={booking.id} role="row">
              <td role="cell" data-label="Booked for">
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  aria-label={`Open the booking of ${parentLabel(booking)} with ${booking.nannyName} on ${formatDate(booking.date)}`}
                  onClick={() => void openBooking(booking.id)}
                >
                  {formatDate(booking.date)}
                </button>
              </td>
              <td role="cell" data-label="Hours">
                {hoursText(booking, { ...booking, readerZone })}
              </td>
              <td role="cell" data-label="Parent">
                {parentLabel(booking)}
              </td>
              <td role="cell" data-label="Nanny">
                {booking.nannyName}
              </td>
              <td role="cell" data-label="Status">
                <BookingStatusBadges booking={booking} />
              </td>
              <td role="cell" data-label="Requested at">
                {formatInstant(booking.createdAt, 'dateTime', 'reader')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
