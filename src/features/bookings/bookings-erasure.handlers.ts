import type { Reaction } from '../../infra/event-store/event-store-service.js';
import type { BookingCommand } from './bookings.commands.js';
import { bookingDecider } from './bookings.decider.js';
import { bookingStreamId } from './bookings.events.js';

/**
 * The reasons the other party reads. Written by the platform (no actor in the metadata, so under
 * the platform's key): they stay readable after her key is destroyed, and hold nothing of hers.
 */
export const ERASED_REASON = {
  parent: 'The parent deleted her account.',
  nanny: 'The nanny deleted her account.',
};

/** The accounts feature's fact, named here as projections name other features' events. */
interface AccountErased {
  accountId: string;
  erasedAt: string;
}

/**
 * Erasure: an erased person's bookings that have not started are ended by the usual rules, in the
 * erasure's transaction and before her key is destroyed: her requests withdrawn and her accepted
 * bookings cancelled as she would (a parent's late cancellation still pays the nanny), a nanny's
 * unanswered requests declined, with the platform's reason. Bookings under way or done stay as
 * they are (the money trail is kept). The erasure's actor is on AccountErased, which these name
 * as their cause.
 */
export const cancelErasedAccountBookings: Reaction = {
  name: 'cancel-erased-account-bookings',
  handles: ['AccountErased'],
  react: async (event, tx) => {
    const { accountId, erasedAt } = event.data as AccountErased;
    const open = await tx.db
      .selectFrom('bookings')
      .select(['booking_id', 'parent_id', 'nanny_id', 'status'])
      .where((eb) => eb.or([eb('parent_id', '=', accountId), eb('nanny_id', '=', accountId)]))
      .where('status', 'in', ['pending', 'accepted'])
      .where('starts_at', '>', new Date(erasedAt))
      .orderBy('booking_id')
      .execute();
    const metadata = {
      requestId: event.metadata.requestId,
      correlationId: event.metadata.correlationId,
      causationId: String(event.position),
    };
    for (const booking of open) {
      const command = commandFor(booking, accountId, erasedAt);
      await tx.handle(bookingDecider, bookingStreamId(booking.booking_id), command, metadata);
    }
  },
};

function commandFor(
  booking: { booking_id: string; parent_id: string; status: string },
  accountId: string,
  at: string,
): BookingCommand {
  const bookingId = booking.booking_id;
  if (booking.parent_id === accountId) {
    const reason = ERASED_REASON.parent;
    return { type: 'CancelBooking', bookingId, by: 'parent', accountId, reason, at };
  }
  const reason = ERASED_REASON.nanny;
  if (booking.status === 'pending') {
    return { type: 'DeclineBooking', bookingId, nannyId: accountId, by: 'system', reason, at };
  }
  return { type: 'CancelBooking', bookingId, by: 'nanny', accountId, reason, at };
}
