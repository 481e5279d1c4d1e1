import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { Booking } from './booking-view';
import { usePlatformStore } from './platform-store';

/** What a card of a booking list is given, on either side of the booking. */
export interface BookingCardProps {
  booking: Booking;
  now: number;
  timeZone: string | null;
  /** Opened from an email's link (?booking=<id>): brought into view and marked. */
  highlighted: boolean;
}

interface BookingCardsProps {
  /** The list's accessible name. */
  label: string;
  bookings: Booking[];
  /** How one booking is shown: the parent's item or the nanny's card. */
  Card: ComponentType<BookingCardProps>;
  now: number;
}

/**
 * A list of bookings, one card each, in the platform's zone; the one an email's link points at
 * (?booking=<id>) is marked.
 */
export function BookingCards({ label, bookings, Card, now }: BookingCardsProps) {
  const timeZone = usePlatformStore((state) => state.timeZone);
  const [search] = useSearchParams();
  const highlighted = search.get('booking');
  return (
    <ul className="booking-requests__list" aria-label={label}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card
            booking={booking}
            now={now}
            timeZone={timeZone}
            highlighted={booking.id === highlighted}
          />
        </li>
      ))}
    </ul>
  );
}
