import type { Insertable, Updateable } from 'kysely';
import type { BookingsTable } from '../../infra/db/schema.js';
import { assertNever } from '../../infra/domain/errors.js';
import type { BookingEvent } from './bookings.events.js';
import type { PlanVersions } from '../../shared/care-plans.js';
import { parseSessionNote, type SessionNote } from '../../shared/session-notes.js';

/** jsonb columns as the fold holds them: objects, serialised by the row store. */
type Insert = Omit<
  Insertable<BookingsTable>,
  'child_ids' | 'plan_acknowledged' | 'session_note'
> & {
  child_ids: string[];
};
type Update = Omit<
  Updateable<BookingsTable>,
  'child_ids' | 'plan_acknowledged' | 'session_note'
> & {
  plan_acknowledged?: PlanVersions;
  session_note?: SessionNote | null;
};
type BookingRowChange =
  { insert: Insert; update?: undefined } | { insert?: undefined; update: Update };

const d = (instant: string) => new Date(instant);

/** The row a booking event writes: pure, so inline and replayed projections agree. */
export function bookingChanges(event: BookingEvent): BookingRowChange {
  switch (event.type) {
    case 'BookingRequested': {
      const e = event.data;
      return {
        insert: {
          booking_id: e.bookingId,
          nanny_id: e.nannyId,
          parent_id: e.parentId,
          nanny_name: e.nannyName,
          parent_name: e.parentName,
          date: e.date,
          start_time: e.startTime,
          end_time: e.endTime,
          starts_at: d(e.startsAt),
          ends_at: d(e.endsAt),
          minutes: (Date.parse(e.endsAt) - Date.parse(e.startsAt)) / 60_000,
          time_zone: e.timeZone,
          children: e.children,
          note: e.note,
          status: 'pending',
          created_at: d(e.createdAt),
          expires_at: d(e.expiresAt),
          child_ids: e.childIds ?? [],
          series_id: e.seriesId ?? null,
        },
      };
    }
    case 'BookingAccepted':
      return { update: { status: 'accepted', responded_at: d(event.data.acceptedAt) } };
    case 'BookingDeclined':
      return {
        update: {
          status: 'declined',
          responded_at: d(event.data.declinedAt),
          reason: event.data.reason,
          declined_by: event.data.declinedBy,
        },
      };
    case 'BookingRequestExpired':
      return { update: { status: 'expired' } };
    case 'BookingCancelled':
      return {
        update: {
          status: 'cancelled',
          reason: event.data.reason,
          cancelled_by: event.data.cancelledBy,
          late: event.data.late,
        },
      };
    case 'BookingReminderSent':
      return { update: { reminded_at: d(event.data.sentAt) } };
    case 'BookingSoonReminderSent':
      return { update: { soon_reminded_at: d(event.data.sentAt) } };
    case 'SessionNoteWritten':
      // A shredded note (her account erased) reads as none.
      return {
        update: {
          session_note: parseSessionNote(event.data.note),
          session_note_at: d(event.data.writtenAt),
        },
      };
    case 'BookingKeptByOperator':
      return { update: { credential_kept_at: d(event.data.keptAt) } };
    case 'CarePlanAcknowledged': {
      const versions = Object.fromEntries(
        event.data.versions.map(({ childId, version }) => [childId, version]),
      );
      return {
        update: { plan_acknowledged: versions, plan_acknowledged_at: d(event.data.acknowledgedAt) },
      };
    }
    case 'SessionCheckedIn':
      return { update: { checked_in_at: d(event.data.checkedInAt) } };
    case 'SessionCheckedOut':
      return { update: { checked_out_at: d(event.data.checkedOutAt) } };
    case 'SessionCompleted':
      return {
        update: {
          status: 'completed',
          actual_start_time: event.data.startTime,
          actual_end_time: event.data.endTime,
          actual_minutes: event.data.minutes,
          completed_at: d(event.data.completedAt),
          confirm_by: d(event.data.confirmBy),
        },
      };
    case 'NoShowReported':
      return { update: { status: 'no_show', reason: event.data.reason } };
    case 'SessionHoursDisputed':
      return { update: { status: 'disputed', reason: event.data.reason } };
    case 'SessionDisputeSettled':
      return {
        update: {
          actual_start_time: event.data.startTime,
          actual_end_time: event.data.endTime,
          actual_minutes: event.data.minutes,
          settle_note: event.data.note,
        },
      };
    case 'SessionHoursConfirmed':
      return {
        update: {
          status: 'confirmed',
          actual_minutes: event.data.minutes,
          confirmed_by: event.data.confirmedBy,
          confirmed_at: d(event.data.confirmedAt),
        },
      };
    default:
      return assertNever(event);
  }
}
