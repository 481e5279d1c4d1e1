import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { defineProjection, everyOf, readTable } from '../../infra/projections/index.js';
import type { RowOf, TypedRows } from '../../infra/projections/index.js';
import { BOOKING_EVENT_TYPES, type BookingEvent } from './bookings.events.js';
import { bookingChanges } from './bookings.rows.js';
import type { ReminderSettingsEvent } from './reminder-settings.events.js';

/** Nanny facts the bookings feature needs, matched by event type name (no shared code). */
type NannyFact =
  | { type: 'NannyRegistered'; data: { accountId: string; fullName: string } }
  | { type: 'NannyProfileUpdated'; data: { nannyId: string; fullName: string } }
  | { type: 'NannyApproved'; data: { nannyId: string } }
  | { type: 'NannyRejected'; data: { nannyId: string } }
  | { type: 'NannyApprovalWithdrawn' | 'NannyReviewReopened'; data: { nannyId: string } }
  | { type: 'RbtCertificationChecked'; data: { nannyId: string; registryStatus: string } }
  | { type: 'RbtCertificationLapsed'; data: { nannyId: string } }
  | { type: 'AccountSuspended'; data: { accountId: string; suspendedAt: string } }
  | { type: 'AccountErased'; data: { accountId: string; erasedAt: string } };

const bookings = readTable('bookings', {
  key: ['booking_id'],
  json: ['child_ids', 'plan_acknowledged', 'session_note'],
  lookups: ['parent_id'],
});
const bookableNannies = readTable('bookable_nannies', { key: ['nanny_id'] });
const reminderSettings = readTable('reminder_settings', { key: ['account_id'] });
type Tables = 'bookings' | 'bookable_nannies' | 'reminder_settings';
type Folded = NannyFact | BookingEvent | ReminderSettingsEvent;

/**
 * bookable_nannies (who may be booked), bookings (every booking, as it stands) and
 * reminder_settings (who turned the 3-hour reminder off).
 */
export const bookingsProjection = defineProjection<Folded, Tables>({
  name: 'bookings',
  tables: [bookings, bookableNannies, reminderSettings],
  events: {
    NannyRegistered: true,
    NannyProfileUpdated: true,
    NannyApproved: true,
    NannyRejected: true,
    NannyApprovalWithdrawn: true,
    // A nanny back in review is not bookable, as after a withdrawal; bookings already
    // made stand (a withdrawal does not cancel them either).
    NannyReviewReopened: true,
    // Nor while her RBT certification's last check found it not active, or it lapsed.
    RbtCertificationChecked: true,
    RbtCertificationLapsed: true,
    // A suspended nanny cannot be booked, even if approved again.
    AccountSuspended: true,
    // Nor an erased one.
    AccountErased: true,
    ...everyOf(BOOKING_EVENT_TYPES),
    ReminderSettingsChanged: true,
  },
  fold: foldEvent,
});

function foldEvent(event: RecordedEvent<Folded>, rows: TypedRows<Tables>): void {
  const nanny = (id: string, patch: Partial<RowOf<'bookable_nannies'>>) =>
    rows.update('bookable_nannies', { nanny_id: id }, patch);
  switch (event.type) {
    case 'NannyRegistered':
      rows.insert(
        'bookable_nannies',
        { nanny_id: event.data.accountId, full_name: event.data.fullName },
        ['full_name'],
      );
      return;
    case 'NannyProfileUpdated':
      nanny(event.data.nannyId, { full_name: event.data.fullName });
      return;
    case 'NannyApproved':
      // suspended_at is nullable with no default: read as this fold wrote it (or never did).
      if (rows.get('bookable_nannies', { nanny_id: event.data.nannyId })?.suspended_at != null) {
        return;
      }
      nanny(event.data.nannyId, { bookable: true });
      return;
    case 'AccountSuspended':
      nanny(event.data.accountId, {
        bookable: false,
        suspended_at: new Date(event.data.suspendedAt),
      });
      return;
    case 'AccountErased':
      nanny(event.data.accountId, { bookable: false, suspended_at: new Date(event.data.erasedAt) });
      // The notes on an erased parent's sessions are about her child: no longer shown to anyone
      // (the nanny's words stay, under her key, in the log and her own copy of her data).
      for (const booking of rows.find('bookings', 'parent_id', event.data.accountId)) {
        if (booking.session_note !== null) {
          rows.update('bookings', { booking_id: booking.booking_id }, { session_note: null });
        }
      }
      return;
    case 'NannyRejected':
    case 'NannyApprovalWithdrawn':
    case 'NannyReviewReopened':
    case 'RbtCertificationLapsed':
      nanny(event.data.nannyId, { bookable: false });
      return;
    case 'RbtCertificationChecked': {
      // Checks are recorded only while she is approved; suspended_at as this fold wrote it.
      const active = event.data.registryStatus === 'active';
      const suspended =
        rows.get('bookable_nannies', { nanny_id: event.data.nannyId })?.suspended_at != null;
      nanny(event.data.nannyId, { bookable: active && !suspended });
      return;
    }
    case 'ReminderSettingsChanged': {
      const { accountId, soonReminder, changedAt } = event.data;
      const row = {
        account_id: accountId,
        soon_reminder: soonReminder,
        changed_at: new Date(changedAt),
      };
      rows.insert('reminder_settings', row, ['soon_reminder', 'changed_at']);
      return;
    }
    default: {
      const change = bookingChanges(event);
      if (change.insert) rows.insert('bookings', change.insert, 'keep');
      else rows.update('bookings', { booking_id: event.data.bookingId }, change.update);
    }
  }
}
