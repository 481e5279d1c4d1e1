import { BookingCarePlans, CheckInFacts, SessionNoteView } from '../care-plans';
import { PARENT_WAIT_MESSAGE } from '@shared/recorded-hours';
import {
  BookingItemFrame,
  BookingText,
  childrenText,
  hoursWaitForParent,
  zonedTimeRange,
} from '../../lib/bookings';
import type { BookingCardProps } from '../../lib/bookings';
import { BookingIssues } from '../../lib/incidents';
import { SessionReviewsPanel } from '../../lib/reviews';
import { BookAgain } from './book-again';
import { ParentBookingActions } from './parent-booking-actions';
import { ParentSeriesActions } from './parent-series-actions';
import { formatInstant } from '../../lib/date-format';

/** One of her bookings: who, when, its status and what she may do about it. */
export function ParentBookingItem({ booking, now, timeZone, highlighted }: BookingCardProps) {
  const { actual, reason } = booking;
  const waits = hoursWaitForParent(booking);
  return (
    <BookingItemFrame
      booking={booking}
      name={booking.nannyName}
      photoName={booking.nannyName}
      photoUrl={booking.nannyPhotoUrl}
      heading="h3"
      highlighted={highlighted}
    >
      <ul className="booking-item__facts">
        <li>{childrenText(booking.children)}</li>
        {booking.note !== '' && <li className="booking-item__note">Your note: {booking.note}</li>}
        {booking.status === 'pending' && booking.expiresAt !== null && (
          <li>
            Waiting for her answer until{' '}
            {formatInstant(booking.expiresAt, 'weekdayTime', timeZone ?? 'reader')}
          </li>
        )}
        {booking.otherEmail !== null && (
          <li>
            Her email: <a href={`mailto:${booking.otherEmail}`}>{booking.otherEmail}</a>
          </li>
        )}
        {booking.late && <li>Late cancellation</li>}
        {reason !== null && reason !== '' && (
          <BookingText label="Reason" text={reason} masked={booking.reasonMasked} />
        )}
        {actual !== null && (
          <li>
            Hours recorded: {zonedTimeRange({ ...booking, ...actual }, timeZone)}
            {booking.status === 'completed' && booking.confirmBy !== null && !waits && (
              <>
                {' '}
                (confirmed automatically on{' '}
                {formatInstant(booking.confirmBy, 'weekdayTime', timeZone ?? 'reader')})
              </>
            )}
          </li>
        )}
        {waits && <li>{PARENT_WAIT_MESSAGE}</li>}
        <CheckInFacts booking={booking} now={now} />
      </ul>
      <SessionNoteView booking={booking} />
      <BookingCarePlans booking={booking} role="parent" now={now} />
      <ParentSeriesActions booking={booking} now={now} />
      <ParentBookingActions booking={booking} now={now} />
      <BookingIssues booking={booking} now={now} timeZone={timeZone} />
      <SessionReviewsPanel booking={booking} role="parent" />
      <BookAgain booking={booking} />
    </BookingItemFrame>
  );
}
