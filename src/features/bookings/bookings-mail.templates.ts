import { renderMail } from '../../infra/mail/mail-layout.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';
import { formatInstantOn, formatLongDate, formatZonedRange } from '../../shared/time-zones.js';
import { CONTACTS_HIDDEN_NOTE, shownToOther } from '../../shared/contact-details.js';
import { PARENT_WAIT_MESSAGE, waitsForParent } from '../../shared/recorded-hours.js';
import {
  MOOD_LABELS,
  NOTE_FIELDS,
  PLAN_UNREAD_REMINDER,
  type SessionNote,
} from '../../shared/session-notes.js';

export type MailKind =
  | 'BookingRequested'
  | 'BookingAccepted'
  | 'BookingDeclined'
  | 'BookingRequestExpired'
  | 'BookingCancelled'
  | 'BookingReminderSent'
  | 'BookingSoonReminderSent'
  | 'SessionNoteWritten'
  | 'SessionCompleted';

export interface MailFacts {
  bookingId: string;
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  note: string;
  reason: string | null;
  late: boolean;
  cancelledBy: 'parent' | 'nanny' | null;
  expiresAt: Date;
  confirmBy: Date | null;
  /** The booking's zone (the family's when she asked): its date and times are read there. */
  timeZone: string;
  /** Each recipient's own zone (her ZIP's, else the platform's): deadlines on her clock. */
  parentZone: string;
  nannyZone: string;
  /** Booked and recorded minutes: hours well beyond the booking wait for the parent. */
  minutes: number;
  actualMinutes: number | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  parentName: string;
  parentEmail: string;
  nannyName: string;
  nannyEmail: string;
  /** A booking between the two was accepted (ever): the other's words are shown whole. */
  contactsShared: boolean;
  /** The nanny's note at check-out, as the booking holds it now. */
  sessionNote: SessionNote | null;
  /** The booking names children whose plans she has not acknowledged as they are now. */
  planUnread: boolean;
}

/**
 * "Tuesday, December 1, 9:30 AM – 12:30 PM": the times the parent asked for, in the booking's
 * zone, named ("… PT") when the recipient's clock reads otherwise.
 */
const when = (f: MailFacts, readerZone: string) =>
  `${formatLongDate(f.date)}, ${formatZonedRange(f, readerZone)}`;

/** When the hours confirm themselves, or that they never do because they run well beyond. */
function confirmationText(f: MailFacts): string[] {
  if (f.actualMinutes !== null && waitsForParent(f.minutes, f.actualMinutes)) {
    return [PARENT_WAIT_MESSAGE];
  }
  return f.confirmBy
    ? [
        `If you do neither, they are confirmed automatically on ${formatInstantOn(f.confirmBy, f.parentZone)}.`,
      ]
    : [];
}
const recordedRange = (f: MailFacts, readerZone: string) =>
  f.actualStartTime && f.actualEndTime
    ? formatZonedRange({ ...f, startTime: f.actualStartTime, endTime: f.actualEndTime }, readerZone)
    : '';
const children = (n: number) => (n === 1 ? '1 child' : `${n} children`);

/** One email per booking event and recipient, in the product's one mail layout. */
export function bookingMail(
  kind: MailKind,
  to: 'parent' | 'nanny',
  f: MailFacts,
  siteUrl: string,
): MailMessage {
  const nannyLink = {
    label: 'Open my bookings',
    url: `${siteUrl}/rbt-dashboard?tab=bookings&booking=${f.bookingId}`,
  };
  const parentLink = {
    label: 'Open my bookings',
    url: `${siteUrl}/parent-dashboard?tab=bookings&booking=${f.bookingId}`,
  };
  const base = {
    to: to === 'parent' ? f.parentEmail : f.nannyEmail,
    greeting: `Hello ${to === 'parent' ? f.parentName : f.nannyName},`,
    action: to === 'parent' ? parentLink : nannyLink,
  };
  // Each email goes to the side that did not write its note or reason: the other's words.
  const theirs = (label: string, text: string | null) => {
    if (!text) return [];
    const shown = shownToOther(text, f.contactsShared);
    return [`${label}: ${shown.text}`, ...(shown.masked ? [`${CONTACTS_HIDDEN_NOTE}.`] : [])];
  };
  const reason = theirs('The reason given', f.reason);
  const reader = to === 'parent' ? f.parentZone : f.nannyZone;
  const at = (instant: Date) => formatInstantOn(instant, reader);
  switch (kind) {
    case 'BookingRequested':
      return renderMail({
        ...base,
        subject: `New booking request from ${f.parentName}`,
        paragraphs: [
          `${f.parentName} asks you to care for ${children(f.children)} on ${when(f, reader)}.`,
          ...theirs('Their note', f.note),
          `Please accept or decline before ${at(f.expiresAt)}; after that the request expires.`,
        ],
      });
    case 'BookingAccepted':
      return renderMail({
        ...base,
        subject: `${f.nannyName} accepted your booking`,
        paragraphs: [
          `Good news: ${f.nannyName} accepted your booking on ${when(f, reader)}.`,
          `You can reach her at ${f.nannyEmail}.`,
        ],
      });
    case 'BookingDeclined':
      return renderMail({
        ...base,
        subject: `${f.nannyName} declined your booking request`,
        paragraphs: [
          `${f.nannyName} cannot take your booking on ${when(f, reader)}.`,
          ...reason,
          'You can ask another RBT from Browse Available RBTs.',
        ],
      });
    case 'BookingRequestExpired':
      return renderMail({
        ...base,
        subject: 'Your booking request expired',
        paragraphs: [
          `${f.nannyName} did not answer your request for ${when(f, reader)} in time, so it expired.`,
          'You can ask her again or another RBT from Browse Available RBTs.',
        ],
      });
    case 'BookingCancelled': {
      const by = f.cancelledBy === 'parent' ? f.parentName : f.nannyName;
      return renderMail({
        ...base,
        subject: `Booking on ${f.date} cancelled`,
        paragraphs: [
          `${by} cancelled the booking on ${when(f, reader)}.`,
          ...reason,
          ...(f.late
            ? ['This was a late cancellation (less than 24 hours before the start).']
            : []),
        ],
      });
    }
    case 'BookingReminderSent':
    case 'BookingSoonReminderSent':
      return renderMail({
        ...base,
        subject: `${kind === 'BookingSoonReminderSent' ? 'In 3 hours' : 'Reminder'}: booking on ${when(f, reader)}`,
        paragraphs: [
          to === 'parent'
            ? `${f.nannyName} is booked for ${when(f, reader)}. You can reach her at ${f.nannyEmail}.`
            : `You are booked by ${f.parentName} for ${when(f, reader)}. You can reach them at ${f.parentEmail}.`,
          ...(to === 'nanny' && f.planUnread ? [PLAN_UNREAD_REMINDER] : []),
        ],
      });
    case 'SessionNoteWritten':
      return renderMail({
        ...base,
        subject: `${f.nannyName}'s note on the session of ${formatLongDate(f.date)}`,
        paragraphs: f.sessionNote
          ? [
              `${f.nannyName} wrote a note when the session ended (${when(f, reader)}).`,
              `Mood: ${MOOD_LABELS[f.sessionNote.mood]}`,
              ...NOTE_FIELDS.filter((field) => f.sessionNote![field.key] !== '').map(
                (field) => `${field.label}: ${f.sessionNote![field.key]}`,
              ),
            ]
          : [`${f.nannyName} wrote a note on the session of ${when(f, reader)}.`],
      });
    case 'SessionCompleted':
      return renderMail({
        ...base,
        subject: 'Please confirm the hours of your booking',
        paragraphs: [
          `${f.nannyName} recorded the session on ${formatLongDate(f.date)}: ${recordedRange(f, reader)}.`,
          'Please confirm the hours, or dispute them with a reason if they are not right.',
          ...confirmationText(f),
        ],
        action: { label: 'Confirm the hours', url: parentLink.url },
      });
  }
}
