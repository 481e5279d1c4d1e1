import { useId, useState } from 'react';
import type { Booking } from '../../lib/bookings';
import { BookingRequestForm } from './booking-request-form';

/** Statuses of a session that happened: it offers "Book again". */
const FINISHED = ['completed', 'disputed', 'confirmed'];

/**
 * "Book again" on a finished session: the request form for the same nanny with its children,
 * hours and note filled in; she picks a new date.
 */
export function BookAgain({ booking }: { booking: Booking }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  if (!FINISHED.includes(booking.status)) return null;
  const nanny = {
    id: booking.nannyId,
    fullName: booking.nannyName,
    bio: '',
    photoUrl: booking.nannyPhotoUrl,
    availabilitySummary: '',
  };
  const again = {
    startTime: booking.startTime,
    endTime: booking.endTime,
    children: booking.children,
    childIds: booking.childIds,
    note: booking.note,
  };
  return (
    <div className="book-again">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        Book again
      </button>
      {open && (
        <div id={formId}>
          <BookingRequestForm nanny={nanny} again={again} />
        </div>
      )}
    </div>
  );
}
