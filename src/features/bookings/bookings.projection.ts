import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import type { Projection } from '../../infra/projections/projection-registry.js';
import { BOOKING_EVENT_TYPES, type BookingEvent } from './bookings.events.js';
import { bookingChanges } from './bookings.rows.js';

/** Nanny facts the bookings feature needs, matched by event type name (no shared code). */
type NannyFact =
  | { type: 'NannyRegistered'; data: { accountId: string; fullName: string } }
  | { type: 'NannyProfileUpdated'; data: { nannyId: string; fullName: string } }
  | { type: 'NannyApproved'; data: { nannyId: string } }
  | { type: 'NannyRejected'; data: { nannyId: string } }
  | { type: 'NannyApprovalWithdrawn' | 'NannyReviewReopened'; data: { nannyId: string } };

/** bookable_nannies (who may be booked) and bookings (every booking, as it stands). */
export const bookingsProjection: Projection = {
  name: 'bookings',
  tables: ['bookings', 'bookable_nannies'],
  handles: [
    'NannyRegistered',
    'NannyProfileUpdated',
    'NannyApproved',
    'NannyRejected',
    'NannyApprovalWithdrawn',
    // Issue 19: a nanny back in review is not bookable, as after a withdrawal; bookings already
    // made stand (a withdrawal does not cancel them either).
    'NannyReviewReopened',
    ...BOOKING_EVENT_TYPES,
  ],
  apply: (recorded, db) =>
    applyEvent(recorded as unknown as RecordedEvent<NannyFact | BookingEvent>, db),
};

async function applyEvent(
  event: RecordedEvent<NannyFact | BookingEvent>,
  db: Kysely<Database>,
): Promise<void> {
  const nanny = (id: string) => db.updateTable('bookable_nannies').where('nanny_id', '=', id);
  switch (event.type) {
    case 'NannyRegistered':
      await db
        .insertInto('bookable_nannies')
        .values({ nanny_id: event.data.accountId, full_name: event.data.fullName })
        .onConflict((oc) => oc.column('nanny_id').doUpdateSet({ full_name: event.data.fullName }))
        .execute();
      return;
    case 'NannyProfileUpdated':
      await nanny(event.data.nannyId).set({ full_name: event.data.fullName }).execute();
      return;
    case 'NannyApproved':
      await nanny(event.data.nannyId).set({ bookable: true }).execute();
      return;
    case 'NannyRejected':
    case 'NannyApprovalWithdrawn':
    case 'NannyReviewReopened':
      await nanny(event.data.nannyId).set({ bookable: false }).execute();
      return;
    default: {
      const change = bookingChanges(event);
      if (change.insert) {
        await db
          .insertInto('bookings')
          .values(change.insert)
          .onConflict((oc) => oc.column('booking_id').doNothing())
          .execute();
      } else {
        await db
          .updateTable('bookings')
          .set(change.update)
          .where('booking_id', '=', event.data.bookingId)
          .execute();
      }
    }
  }
}
