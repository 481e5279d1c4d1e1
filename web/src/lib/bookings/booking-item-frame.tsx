import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/avatar';
import { bookingStatusLabel, bookingStatusTone } from './booking-status';
import { bookingWhen } from './booking-format';
import type { Booking } from './booking-view';
import { useReaderZone } from './reader-zone';

interface FrameProps {
  booking: Booking;
  /** The other side of the booking, as the heading names her. */
  name: string;
  /** The name her initials come from ('' for a silhouette). */
  photoName: string;
  photoUrl: string | null;
  /** The heading's level, under the list's own heading. */
  heading: 'h3' | 'h4';
  /** Opened from an email's link (?booking=<id>): brought into view and marked. */
  highlighted: boolean;
  /** The booking's facts and what she may do about it. */
  children: ReactNode;
}

/** One booking on either side's Bookings tab: who, when and its status, then the children. */
export function BookingItemFrame(props: FrameProps) {
  const { booking, name, photoName, photoUrl, highlighted, children } = props;
  const Heading = props.heading;
  const nameId = useId();
  const readerZone = useReaderZone();
  const item = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    item.current?.scrollIntoView({ block: 'center' });
    item.current?.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <article
      ref={item}
      tabIndex={-1}
      className={`booking-item${highlighted ? ' booking-item--highlighted' : ''}`}
      aria-labelledby={nameId}
      aria-current={highlighted || undefined}
    >
      <div className="booking-item__head">
        <Avatar
          src={photoUrl}
          name={photoName}
          alt={`Photo of ${name}`}
          placeholderLabel={`No photo of ${name}`}
          size="small"
        />
        <div className="booking-item__who">
          <Heading id={nameId} className="booking-item__name">
            {name}
          </Heading>
          <p className="booking-item__when">{bookingWhen(booking, readerZone)}</p>
        </div>
        <span className={`badge badge--${bookingStatusTone(booking.status)}`}>
          {bookingStatusLabel(booking.status)}
        </span>
      </div>
      {children}
    </article>
  );
}
