import { wallClockOf } from '@shared/booking-times';
import { isNotCheckedIn, NOT_CHECKED_IN_LABEL } from '@shared/care-plans';

interface CheckInFactsProps {
  booking: {
    status: string;
    startsAt: string;
    timeZone: string;
    checkedInAt: string | null;
    checkedOutAt: string | null;
  };
  now: number;
}

/** "Checked in at 10:02", "Checked out at 12:31" on the booking's clock, or "Not checked in". */
export function CheckInFacts({ booking, now }: CheckInFactsProps) {
  const clock = (instant: string) => wallClockOf(new Date(instant), booking.timeZone).time;
  return (
    <>
      {booking.checkedInAt !== null && <li>Checked in at {clock(booking.checkedInAt)}</li>}
      {booking.checkedOutAt !== null && <li>Checked out at {clock(booking.checkedOutAt)}</li>}
      {isNotCheckedIn(booking, now) && (
        <li className="booking-item__warning">{NOT_CHECKED_IN_LABEL}</li>
      )}
    </>
  );
}
