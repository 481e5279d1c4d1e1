// The note a nanny writes at check-out, and when the session's reminders go out. Rules both the
// server and the web app apply (STYLE.md "Rules both sides need"): no Node imports and no I/O,
// so web/src imports it as `@shared/session-notes`.
import { REMINDER_BEFORE_MS } from './booking-times.js';
import { firstHiddenCharactersProblem, textTooLongMessage } from './plain-text.js';

const HOUR_MS = 60 * 60 * 1000;

// ---- The session note -----------------------------------------------------------------------

/** How the child was, in one word the parent reads at a glance. */
export const MOODS = ['happy', 'calm', 'mixed', 'upset'] as const;
export type Mood = (typeof MOODS)[number];
export const MOOD_LABELS: Record<Mood, string> = {
  happy: 'Happy',
  calm: 'Calm',
  mixed: 'Up and down',
  upset: 'Upset',
};

export interface SessionNote {
  mood: Mood;
  meals: string;
  toileting: string;
  activities: string;
  /** Anything the parent should know. */
  text: string;
}

/** Meals, toileting and activities: a line or two each. */
export const NOTE_FIELD_MAX = 500;
/** "Anything the parent should know". */
export const NOTE_TEXT_MAX = 2000;
/** She may write it from check-out until this long after the booked end. */
export const NOTE_WINDOW_AFTER_END_MS = 48 * HOUR_MS;

export const NOTE_FIELDS = [
  { key: 'meals', label: 'Meals', max: NOTE_FIELD_MAX },
  { key: 'toileting', label: 'Toileting', max: NOTE_FIELD_MAX },
  { key: 'activities', label: 'Activities', max: NOTE_FIELD_MAX },
  { key: 'text', label: 'Anything the parent should know', max: NOTE_TEXT_MAX },
] as const;

export const NOTE_MOOD_MESSAGE = 'Please choose how the child’s mood was.';
export const NOTE_EMPTY_MESSAGE =
  'Please write something about the session: meals, toileting, activities or anything else.';
export const NOTE_BEFORE_CHECK_OUT_MESSAGE =
  'Please check out first: the session note is written at check-out.';
export const NOTE_TOO_LATE_MESSAGE =
  'The session ended more than 48 hours ago: its note can no longer be written.';
export const NOTE_ALREADY_WRITTEN_MESSAGE = 'You have already written the note for this session.';
export const NOTE_SENT_MESSAGE = 'Note sent to the family.';
export const NOTE_HEADING = 'Session note';
export const REPORT_INCIDENT_LABEL = 'Report an incident';

/** The note's texts trimmed, as stored. */
export const trimmedNote = (note: SessionNote): SessionNote => ({
  mood: note.mood,
  meals: note.meals.trim(),
  toileting: note.toileting.trim(),
  activities: note.activities.trim(),
  text: note.text.trim(),
});

/** The form's first problem with a (trimmed) note, or null. */
export function sessionNoteProblem(note: SessionNote): string | null {
  if (!MOODS.includes(note.mood)) return NOTE_MOOD_MESSAGE;
  for (const field of NOTE_FIELDS) {
    if (note[field.key].length > field.max) return textTooLongMessage(field.label, field.max);
  }
  if (NOTE_FIELDS.every((field) => note[field.key] === '')) return NOTE_EMPTY_MESSAGE;
  return firstHiddenCharactersProblem(
    NOTE_FIELDS.map((field) => [field.label, note[field.key], 'text'] as const),
  );
}

/** When she may write it: after her check-out, until 48 hours after the booked end. */
export function noteWindowProblem(
  now: Date,
  booking: { endsAt: Date; checkedOut: boolean },
): string | null {
  if (!booking.checkedOut) return NOTE_BEFORE_CHECK_OUT_MESSAGE;
  if (now.getTime() > booking.endsAt.getTime() + NOTE_WINDOW_AFTER_END_MS) {
    return NOTE_TOO_LATE_MESSAGE;
  }
  return null;
}

/** A stored note (JSON text, as the event carries it); a shredded one reads as null. */
export function parseSessionNote(text: string): SessionNote | null {
  if (text === '') return null;
  try {
    const value = JSON.parse(text) as Partial<SessionNote>;
    if (!MOODS.includes(value.mood as Mood)) return null;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      mood: value.mood as Mood,
      meals: str(value.meals),
      toileting: str(value.toileting),
      activities: str(value.activities),
      text: str(value.text),
    };
  } catch {
    return null;
  }
}

// ---- Reminders ------------------------------------------------------------------------------

/** Both sides are emailed this long before an accepted session... */
export const DAY_REMINDER_BEFORE_MS = REMINDER_BEFORE_MS;
/** ...and this long before (each may turn this one off). */
export const SOON_REMINDER_BEFORE_MS = 3 * HOUR_MS;

export type ReminderKind = 'day' | 'soon';

/**
 * Which reminder is due at `now` for a session starting at `startsAt`, or null. Elapsed time,
 * not the wall clock: across a daylight-saving change "24 hours before" is 24 real hours (the
 * email names the session's own times). A reminder is due from its moment until the start; the
 * 24-hour one only until the 3-hour one is due, so a booking accepted late gets one email, not
 * two in the same minute.
 */
export function dueReminder(
  now: Date,
  startsAt: Date,
  sent: { day: boolean; soon: boolean },
): ReminderKind | null {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= SOON_REMINDER_BEFORE_MS) return sent.soon ? null : 'soon';
  if (left <= DAY_REMINDER_BEFORE_MS) return sent.day ? null : 'day';
  return null;
}

/** The instant each reminder is due for a session starting at `startsAt`. */
export const reminderMoments = (startsAt: Date): Record<ReminderKind, Date> => ({
  day: new Date(startsAt.getTime() - DAY_REMINDER_BEFORE_MS),
  soon: new Date(startsAt.getTime() - SOON_REMINDER_BEFORE_MS),
});

export const SOON_REMINDER_LABEL = 'Email me a reminder 3 hours before each session';
export const SOON_REMINDER_ON_MESSAGE = 'You will get a reminder 3 hours before each session.';
export const SOON_REMINDER_OFF_MESSAGE =
  'You will no longer get the 3-hour reminder (the 24-hour one still comes).';
export const PLAN_UNREAD_REMINDER =
  'You have not yet read the care plan of this booking (or it changed since you read it). Please read it and tick “I have read the care plan” before the session starts.';
