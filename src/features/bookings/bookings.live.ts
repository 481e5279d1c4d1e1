import type { LiveMapper } from '../../infra/live/live-messages.js';
import type { BookingStatus } from '../../shared/booking-times.js';

/** The status each event leaves its booking in. */
const STATUS_AFTER: Record<string, BookingStatus> = {
  BookingRequested: 'pending',
  BookingAccepted: 'accepted',
  BookingDeclined: 'declined',
  BookingRequestExpired: 'expired',
  BookingCancelled: 'cancelled',
  BookingReminderSent: 'accepted',
  BookingKeptByOperator: 'accepted',
  CarePlanAcknowledged: 'accepted',
  SessionCheckedIn: 'accepted',
  SessionCheckedOut: 'accepted',
  SessionCompleted: 'completed',
  NoShowReported: 'no_show',
  SessionHoursDisputed: 'disputed',
  SessionDisputeSettled: 'confirmed',
  SessionHoursConfirmed: 'confirmed',
};

/** Every booking event tells its two parties and operators to fetch again; nobody else. */
export const bookingsLiveMapper: LiveMapper = async (event, db) => {
  const status = STATUS_AFTER[event.type];
  if (status === undefined || event.streamType !== 'booking') return [];
  const { bookingId, parentId, nannyId } = event.data as {
    bookingId: string;
    parentId?: string;
    nannyId?: string;
  };
  // A request names its parties; later events are looked up (one query a push saved per request).
  const parties =
    parentId !== undefined && nannyId !== undefined
      ? { parent_id: parentId, nanny_id: nannyId }
      : await db
          .selectFrom('bookings')
          .select(['parent_id', 'nanny_id'])
          .where('booking_id', '=', bookingId)
          .executeTakeFirst();
  return [
    {
      message: { type: 'booking.changed', position: event.position, bookingId, status },
      to: {
        roles: ['operator'],
        accountIds: parties ? [parties.parent_id, parties.nanny_id] : [],
      },
    },
  ];
};
