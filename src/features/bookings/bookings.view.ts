import { Type, type Static } from '@sinclair/typebox';
import {
  BOOKING_STATUSES,
  EMAIL_VISIBLE_STATUSES,
  FAMILY_VISIBLE_STATUSES,
} from '../../shared/booking-times.js';
import { amountCents } from '../../shared/pay-rates.js';
import { MOODS } from '../../shared/session-notes.js';
import { bookingReasonAuthor, type BookingParty } from '../../shared/booking-texts.js';
import { shownToOther, type ShownText } from '../../shared/contact-details.js';
import {
  nannyProfilePhotoUrl,
  parentProfilePhotoUrl,
} from '../../infra/storage/profile-photo-urls.js';
import type { BookingRow } from './bookings.queries.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Str = () => Type.String();

export const BookingView = Type.Object({
  id: Str(),
  nannyId: Str(),
  nannyName: Str(),
  nannyPhotoUrl: Nullable(Str()),
  parentId: Str(),
  parentName: Nullable(Str()),
  parentPhotoUrl: Nullable(Str()),
  date: Str(),
  startTime: Str(),
  endTime: Str(),
  /** The zone its date and times are wall-clock times in: the family's when she asked. */
  timeZone: Str(),
  startsAt: Str(),
  endsAt: Str(),
  minutes: Type.Integer(),
  children: Type.Integer(),
  note: Str(),
  /** Contact details in the note were hidden from this reader (until a booking is accepted). */
  noteMasked: Type.Boolean(),
  status: Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status))),
  createdAt: Str(),
  expiresAt: Nullable(Str()),
  respondedAt: Nullable(Str()),
  reason: Nullable(Str()),
  /** Contact details in the reason were hidden from this reader. */
  reasonMasked: Type.Boolean(),
  cancelledBy: Type.Union([Type.Literal('parent'), Type.Literal('nanny'), Type.Null()]),
  late: Type.Boolean(),
  actual: Type.Union([
    Type.Object({ startTime: Str(), endTime: Str(), minutes: Type.Integer() }),
    Type.Null(),
  ]),
  confirmBy: Nullable(Str()),
  specialConsiderations: Nullable(Str()),
  otherEmail: Nullable(Str()),
  earningsCents: Type.Union([Type.Integer(), Type.Null()]),
  rateCents: Type.Union([Type.Integer(), Type.Null()]),
  /** The children it is for (ids; their plans: GET /api/bookings/{id}/care-plans). */
  childIds: Type.Array(Str()),
  /** The weekly series it is one date of (null: asked for alone). */
  seriesId: Nullable(Str()),
  /** When the nanny last ticked "I have read the care plan" (the plans may have changed since). */
  carePlanAcknowledgedAt: Nullable(Str()),
  /** Server times of her check-in and check-out ("Checked in at 10:02"). */
  checkedInAt: Nullable(Str()),
  checkedOutAt: Nullable(Str()),
  /** The nanny's note at check-out: to the family and to her, on the booking for good. */
  sessionNote: Type.Union([
    Type.Object({
      mood: Type.Union(MOODS.map((mood) => Type.Literal(mood))),
      meals: Str(),
      toileting: Str(),
      activities: Str(),
      text: Str(),
      writtenAt: Str(),
    }),
    Type.Null(),
  ]),
});
export type BookingView = Static<typeof BookingView>;

export type Viewer = 'parent' | 'nanny' | 'operator';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What the nanny earns: the ledger's line once there is one (the rate in force when it was
 * recorded, never re-priced), else an estimate at her current rate.
 */
function earnings(row: BookingRow, rateCents: number | null) {
  if (rateCents === null) return { earningsCents: null, rateCents: null };
  if (row.paid_amount_cents !== null && row.paid_rate_cents !== null) {
    return { earningsCents: row.paid_amount_cents, rateCents: row.paid_rate_cents };
  }
  const minutes = row.actual_minutes ?? row.minutes;
  return { earningsCents: amountCents(minutes, rateCents), rateCents };
}

/**
 * A note or reason as `viewer` reads it: whole to its author and to operators; to the other side
 * with contact details hidden until the pair's contacts are shared (read when it is shown).
 */
function textFor(row: BookingRow, viewer: Viewer, author: BookingParty | null, text: string) {
  if (viewer === 'operator' || viewer === author) return { text, masked: false };
  return shownToOther(text, row.contacts_shared === true);
}

function reasonFor(row: BookingRow, viewer: Viewer): ShownText | null {
  if (row.reason === null) return null;
  const author = bookingReasonAuthor({
    status: row.status,
    declinedBy: row.declined_by,
    cancelledBy: row.cancelled_by,
  });
  return textFor(row, viewer, author, row.reason);
}

/** One booking as `viewer` may see it (the row belongs to them: routes check that first). */
export function bookingView(
  row: BookingRow,
  viewer: Viewer,
  rateCents: number | null,
): BookingView {
  const family =
    viewer === 'operator' || (viewer === 'nanny' && FAMILY_VISIBLE_STATUSES.includes(row.status));
  const emails = viewer !== 'operator' && EMAIL_VISIBLE_STATUSES.includes(row.status);
  const photo = row.parent_photo;
  const actual =
    row.actual_start_time && row.actual_end_time && row.actual_minutes !== null
      ? {
          startTime: row.actual_start_time,
          endTime: row.actual_end_time,
          minutes: row.actual_minutes,
        }
      : null;
  const paid = viewer !== 'parent' && rateCents !== null;
  const note = textFor(row, viewer, 'parent', row.note);
  const reason = reasonFor(row, viewer);
  return {
    id: row.booking_id,
    nannyId: row.nanny_id,
    nannyName: row.nanny_name,
    nannyPhotoUrl: nannyProfilePhotoUrl(row.nanny_id, row.nanny_photo_version),
    parentId: row.parent_id,
    parentName: family || viewer === 'parent' ? (row.parent_full_name ?? row.parent_name) : null,
    parentPhotoUrl:
      family || viewer === 'parent' ? parentProfilePhotoUrl(row.parent_id, photo) : null,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    timeZone: row.time_zone,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    minutes: row.minutes,
    children: row.children,
    note: note.text,
    noteMasked: note.masked,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.status === 'pending' ? row.expires_at.toISOString() : null,
    respondedAt: iso(row.responded_at),
    reason: reason?.text ?? null,
    reasonMasked: reason?.masked ?? false,
    cancelledBy: row.cancelled_by,
    late: row.late,
    actual,
    confirmBy: row.status === 'completed' ? iso(row.confirm_by) : null,
    specialConsiderations: family ? (row.special_considerations ?? '') : null,
    otherEmail: emails
      ? ((viewer === 'parent' ? row.nanny_email : row.parent_email) ?? null)
      : null,
    ...earnings(row, paid ? rateCents : null),
    childIds: row.child_ids,
    seriesId: row.series_id,
    carePlanAcknowledgedAt: iso(row.plan_acknowledged_at),
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    // Operators keep to what they need: the note is the family's and hers.
    sessionNote:
      viewer !== 'operator' && row.session_note !== null && row.session_note_at !== null
        ? { ...row.session_note, writtenAt: row.session_note_at.toISOString() }
        : null,
  };
}
