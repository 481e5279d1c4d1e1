import { INVALID_DATE_MESSAGE, isCalendarDate } from '@shared/booking-times';
import { zoneTag } from '@shared/time-zones';
import { formatDate } from '../../../lib/date-format';
import type { ApiQuery } from '../../../lib/api/api';
import type { BookingHours } from '../../../lib/bookings';
import { shortDurationText } from '../shared/short-duration';
import type { BookingFilters, OperatorBooking } from './booking-types';

// Queries and texts of the operator's Bookings view, pure so they are tested without a page.

export const noBookingFilters: BookingFilters = { status: '', nannyId: '', parentId: '', date: '' };

/** Why the filters cannot be applied, or null. Ids are the server's to check (404/400). */
export function bookingFiltersProblem(filters: BookingFilters): string | null {
  const date = filters.date.trim();
  return date !== '' && !isCalendarDate(date) ? INVALID_DATE_MESSAGE : null;
}

/** One page of bookings, newest first; `before` is the cursor the page before ended with. */
/** The query of one page: the filters that are set, trimmed, and the cursor of the page. */
export function bookingsQuery(
  filters: BookingFilters,
  before: string | null,
): ApiQuery<'/api/operator/bookings'> {
  const query: ApiQuery<'/api/operator/bookings'> = {};
  if (filters.status !== '') query.status = filters.status;
  const nannyId = filters.nannyId.trim();
  const parentId = filters.parentId.trim();
  const date = filters.date.trim();
  if (nannyId !== '') query.nannyId = nannyId;
  if (parentId !== '') query.parentId = parentId;
  if (date !== '') query.date = date;
  if (before !== null) query.before = before;
  return query;
}

/** "09:00–12:00 (3 h)" */
export const hoursText = (
  hours: Pick<BookingHours, 'startTime' | 'endTime' | 'minutes'>,
  zone: { date: string; timeZone: string; readerZone: string | null },
) => {
  const tag =
    zone.readerZone === null
      ? ''
      : zoneTag({ ...zone, startTime: hours.startTime }, zone.readerZone);
  const range = `${hours.startTime}–${hours.endTime}${tag === '' ? '' : ` ${tag}`}`;
  return `${range} (${shortDurationText(hours.minutes)})`;
};

/**
 * "Tuesday, December 1, 2026, 09:00–12:00 PT (3 h)": the booked time, in the booking's zone
 * (the family's), named when the operator's clock (the platform's) reads otherwise.
 */
export const whenText = (booking: OperatorBooking, readerZone: string | null) =>
  `${formatDate(booking.date)}, ${hoursText(booking, { ...booking, readerZone })}`;

/** Who cancelled, for the "Late cancellation" marker and the details. */
export function cancelledByText(booking: Pick<OperatorBooking, 'cancelledBy'>): string | null {
  if (booking.cancelledBy === 'parent') return 'Cancelled by the parent';
  if (booking.cancelledBy === 'nanny') return 'Cancelled by the nanny';
  return null;
}

/** A late cancellation is one made less than 24 hours before the start (the event says so). */
export const showsLateCancellation = (booking: Pick<OperatorBooking, 'status' | 'late'>) =>
  booking.status === 'cancelled' && booking.late;

/** The parent's name, or her id when the request predates names (old events are upcast). */
export const parentLabel = (booking: Pick<OperatorBooking, 'parentName' | 'parentId'>) =>
  booking.parentName !== null && booking.parentName.trim() !== ''
    ? booking.parentName
    : `Parent ${booking.parentId}`;
