import { dollars } from '@shared/pay-rates';
import { OPERATOR_WAIT_MESSAGE } from '@shared/recorded-hours';
import { hoursWaitForParent, useReaderZone } from '../../../lib/bookings';
import { BookingStatusBadges } from './booking-badges';
import { bookingMessages } from './booking-messages';
import { hoursText, parentLabel, whenText } from './booking-query';
import type { OperatorBooking } from './booking-types';
import { Fact } from '../shared/fact';
import { formatInstant } from '../../../lib/date-format';

/** Everything the booking's read model holds, as operators may see all of it. */
export function BookingFacts({ booking }: { booking: OperatorBooking }) {
  const has = (text: string | null): text is string => text !== null && text.trim() !== '';
  const waits = hoursWaitForParent(booking);
  // Operators read the platform's clock; each booking's times are in its own zone.
  const readerZone = useReaderZone();
  const shown = readerZone ?? 'reader';
  return (
    <dl className="booking-facts">
      <Fact term="Status">
        <BookingStatusBadges booking={booking} />
      </Fact>
      <Fact term="Booked for">{whenText(booking, readerZone)}</Fact>
      <Fact term="Parent">
        {parentLabel(booking)} <span className="data-table__code">({booking.parentId})</span>
      </Fact>
      <Fact term="Nanny">
        {booking.nannyName} <span className="data-table__code">({booking.nannyId})</span>
      </Fact>
      <Fact term="Children">{booking.children}</Fact>
      {has(booking.note) && <Fact term="Note">{booking.note}</Fact>}
      {has(booking.specialConsiderations) && (
        <Fact term="Special considerations">{booking.specialConsiderations}</Fact>
      )}
      {has(booking.reason) && <Fact term="Reason">{booking.reason}</Fact>}
      {booking.actual !== null && (
        <Fact term="Hours worked">{hoursText(booking.actual, { ...booking, readerZone })}</Fact>
      )}
      {booking.confirmBy !== null && booking.status === 'completed' && !waits && (
        <Fact term="Confirms automatically at">
          {formatInstant(booking.confirmBy, 'dateTime', shown)}
        </Fact>
      )}
      {booking.confirmBy !== null && waits && (
        <>
          <Fact term={bookingMessages.waitsForParent}>{OPERATOR_WAIT_MESSAGE}</Fact>
          <Fact term={bookingMessages.parentHasUntil}>
            {formatInstant(booking.confirmBy, 'dateTime', shown)}
          </Fact>
        </>
      )}
      {booking.rateCents !== null && <Fact term="Rate">{dollars(booking.rateCents)} an hour</Fact>}
      {booking.earningsCents !== null && (
        <Fact term="Earnings">{dollars(booking.earningsCents)}</Fact>
      )}
      <Fact term="Requested at">{formatInstant(booking.createdAt, 'dateTime', shown)}</Fact>
      {booking.expiresAt !== null && booking.status === 'pending' && (
        <Fact term="Expires at">{formatInstant(booking.expiresAt, 'dateTime', shown)}</Fact>
      )}
      {booking.respondedAt !== null && (
        <Fact term="Answered at">{formatInstant(booking.respondedAt, 'dateTime', shown)}</Fact>
      )}
    </dl>
  );
}
