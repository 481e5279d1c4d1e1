import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import { isoOrNull as iso } from '../../infra/domain/iso-time.js';
import { FAMILY_VISIBLE_STATUSES } from '../../shared/booking-times.js';
import { bookingReasonAuthor, type BookingParty } from '../../shared/booking-texts.js';
import { shownToOther } from '../../shared/contact-details.js';
import { contactsSharedFor } from '../messages/index.js';

// The bookings part of her copy of her data (docs/privacy.md, A copy of your data).

/**
 * Her bookings; a nanny sees the family's name only where the app shows it to her, and the other
 * side's note and reason as the app shows them (contact details hidden until they are shared).
 */
export async function bookingsExportPart(db: Kysely<Database>, me: DataSubject) {
  const bookings = await db
    .selectFrom('bookings as b')
    .selectAll('b')
    .where((eb) =>
      eb.or([eb('b.parent_id', '=', me.accountId), eb('b.nanny_id', '=', me.accountId)]),
    )
    .orderBy('b.created_at')
    .execute();
  const shared = await contactsSharedFor(
    db,
    bookings.map((b) => b.booking_id),
  );
  const rows = bookings.map((b) => ({ ...b, contacts_shared: shared.get(b.booking_id) ?? null }));
  const asShown = (text: string, author: BookingParty | null, shared: boolean | null) =>
    author === me.role ? text : shownToOther(text, shared === true).text;
  return rows.map((b) => ({
    id: b.booking_id,
    nanny: { id: b.nanny_id, name: b.nanny_name },
    parent: {
      id: b.parent_id,
      name:
        b.parent_id === me.accountId || FAMILY_VISIBLE_STATUSES.includes(b.status)
          ? b.parent_name
          : null,
    },
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    timeZone: b.time_zone,
    children: b.children,
    note: asShown(b.note, 'parent', b.contacts_shared),
    status: b.status,
    requestedAt: iso(b.created_at),
    respondedAt: iso(b.responded_at),
    reason:
      b.reason &&
      asShown(
        b.reason,
        bookingReasonAuthor({
          status: b.status,
          declinedBy: b.declined_by,
          cancelledBy: b.cancelled_by,
        }),
        b.contacts_shared,
      ),
    declinedBy: b.declined_by,
    cancelledBy: b.cancelled_by,
    lateCancellation: b.late,
    actualHours: b.actual_start_time && {
      startTime: b.actual_start_time,
      endTime: b.actual_end_time,
    },
    completedAt: iso(b.completed_at),
    confirmedBy: b.confirmed_by,
    confirmedAt: iso(b.confirmed_at),
    settleNote: b.settle_note,
    childIds: b.child_ids,
    seriesId: b.series_id,
    carePlanAcknowledgedAt: iso(b.plan_acknowledged_at),
    checkedInAt: iso(b.checked_in_at),
    checkedOutAt: iso(b.checked_out_at),
    // The nanny's note at check-out: in the family's copy and in hers (she wrote it).
    sessionNote: b.session_note && { ...b.session_note, writtenAt: iso(b.session_note_at) },
  }));
}
