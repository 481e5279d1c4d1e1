import type { Booking } from '../../lib/bookings';
import { RequestFormToggle } from './request-form-toggle';

/** Statuses of a session that happened: it offers "Book again". */
const FINISHED = ['completed', 'disputed', 'confirmed'];

/**
 * "Book again" on a finished session: the request form for the same nanny with its children,
 * hours and note filled in; she picks a new date.
 */
export function BookAgain({ booking }: { booking: Booking }) {
  if (!FINISHED.includes(booking.status)) return null;
  const nanny = { id: booking.nannyId, fullName: booking.nannyName };
  const again = {
    startTime: booking.startTime,
    endTime: booking.endTime,
    children: booking.children,
    childIds: booking.childIds,
    note: booking.note,
  };
  return (
    <div className="book-again">
      <RequestFormToggle label="Book again" nanny={nanny} again={again} />
    </div>
  );
}
