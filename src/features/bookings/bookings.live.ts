import { sql } from 'kysely';
import type { LiveMapper } from '../../infra/live/live-messages.js';
import type { BookingStatus } from '../../shared/booking-times.js';

/** The status each event leaves its booking in (null: as it was, read from its row). */
const STATUS_AFTER: Record<string, BookingStatus | null> = {
  BookingRequested: 'pending',
  BookingAccepted: 'accepted',
  BookingDeclined: 'declined',
  BookingRequestExpired: 'expired',
  BookingCancelled: 'cancelled',
  BookingReminderSent: 'accepted',
  BookingSoonReminderSent: 'accepted',
  // Written after check-out: while accepted, or once her hours are recorded.
  SessionNoteWritten: null,
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
      ? { parent_id: parentId, nanny_id: nannyId, status: 'pending' as const }
      : await db
          .selectFrom('bookings')
          .select(['parent_id', 'nanny_id', 'status'])
          .where('booking_id', '=', bookingId)
          .executeTakeFirst();
  return [
    {
      message: {
        type: 'booking.changed',
        position: event.position,
        bookingId,
        status: status ?? parties?.status ?? 'accepted',
      },
      to: {
        roles: ['operator'],
        accountIds: parties ? [parties.parent_id, parties.nanny_id] : [],
      },
    },
  ];
};

/**
 * A care plan the family changed: each nanny with an accepted booking of that child not yet
 * started is told at once (her booking, fetched again, asks her to read it again and names what
 * changed), and so is the family's own booking view ("Changed since the nanny read it").
 */
export const carePlanChangesLiveMapper: LiveMapper = async (event, db) => {
  if (event.type !== 'CarePlanRevised') return [];
  const { childId } = event.data as { childId: string };
  const bookings = await db
    .selectFrom('bookings')
    .select(['booking_id', 'parent_id', 'nanny_id'])
    .where('status', '=', 'accepted')
    .where('starts_at', '>', new Date(event.recordedAt))
    .where(sql<boolean>`child_ids @> ${JSON.stringify([childId])}::jsonb`)
    .execute();
  return bookings.map((b) => ({
    message: {
      type: 'care-plan.changed' as const,
      position: event.position,
      bookingId: b.booking_id,
    },
    to: { accountIds: [b.parent_id, b.nanny_id] },
  }));
};
