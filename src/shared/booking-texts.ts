// Who wrote the words of a booking (its note and its reason): its author reads them whole, the
// other side as src/shared/contact-details.ts shows them. Used by the bookings views and mail and
// by the data export. No Node imports and no I/O here.

import type { BookingStatus } from './booking-times.js';

export type BookingParty = 'parent' | 'nanny';

/**
 * The author of the text an event records: the parent's note and her no-show and dispute
 * reasons, the decliner's and the canceller's reasons. Null for the platform's own words (a
 * request declined by the system) and for events that carry no text.
 */
export function bookingTextAuthor(
  eventType: string,
  data: { declinedBy?: unknown; cancelledBy?: unknown },
): BookingParty | null {
  switch (eventType) {
    case 'BookingRequested':
    case 'NoShowReported':
    case 'SessionHoursDisputed':
      return 'parent';
    case 'BookingDeclined':
      return data.declinedBy === 'nanny' ? 'nanny' : null;
    case 'BookingCancelled':
      return data.cancelledBy === 'parent' || data.cancelledBy === 'nanny'
        ? data.cancelledBy
        : null;
    default:
      return null;
  }
}

/** The event whose reason a booking in this status shows (a confirmed booking: its dispute's). */
const REASON_SET_BY: Partial<Record<BookingStatus, string>> = {
  declined: 'BookingDeclined',
  cancelled: 'BookingCancelled',
  no_show: 'NoShowReported',
  disputed: 'SessionHoursDisputed',
  confirmed: 'SessionHoursDisputed',
};

/** The author of a booking's reason, from its status and who declined or cancelled it. */
export function bookingReasonAuthor(booking: {
  status: BookingStatus;
  declinedBy: string | null;
  cancelledBy: string | null;
}): BookingParty | null {
  const setBy = REASON_SET_BY[booking.status];
  return setBy ? bookingTextAuthor(setBy, booking) : null;
}
