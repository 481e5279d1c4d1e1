// Incident reports (docs/product.md, Payments: Incident reports): rules and messages the server and
// the web app share. No Node imports and no I/O, so web/src imports it as `@shared/incidents`.

export const INCIDENT_CATEGORIES = [
  'safety',
  'no_show',
  'late_arrival',
  'conduct',
  'other',
] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const DESCRIPTION_MAX_LENGTH = 2000;
export const DECISION_NOTE_MAX_LENGTH = 1000;
/** A party may report from the booked start until 7 days after the booked end. */
export const REPORT_WINDOW_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;

export const REPORT_THANKS_MESSAGE = 'Thank you. Our team will review your report.';
export const ALREADY_REPORTED_MESSAGE = 'You have already reported an issue on this session.';
export const CATEGORY_MESSAGE = 'Please choose what kind of issue it was.';
export const DESCRIPTION_MISSING_MESSAGE = 'Please describe what happened.';
export const DESCRIPTION_TOO_LONG_MESSAGE = 'Please keep the description to 2,000 characters.';
export const NOTE_TOO_LONG_MESSAGE = 'Please keep the note to 1,000 characters.';
export const NOT_STARTED_MESSAGE = 'You can report an issue once the session has started.';
export const WINDOW_CLOSED_MESSAGE = 'Issues can be reported until 7 days after the session.';
export const NOT_A_SESSION_MESSAGE = 'Issues can be reported only on sessions that were accepted.';
export const ALREADY_DECIDED_MESSAGE = 'This report has already been decided.';
export const INCIDENT_NOT_FOUND_MESSAGE = 'Report not found.';

/** Booking statuses a party may report an issue on (an accepted one only once it started). */
export const REPORTABLE_STATUSES = ['accepted', 'completed', 'disputed', 'confirmed', 'no_show'];

export const isIncidentCategory = (value: string): value is IncidentCategory =>
  (INCIDENT_CATEGORIES as readonly string[]).includes(value);

/** Until when a session can be reported on. */
export const reportWindowEndsAt = (endsAt: Date): Date =>
  new Date(endsAt.getTime() + REPORT_WINDOW_AFTER_END_MS);

/** The problem with a description (required, at most 2,000 characters), or null. */
export function descriptionProblem(description: string): string | null {
  if (description.trim() === '') return DESCRIPTION_MISSING_MESSAGE;
  return description.length > DESCRIPTION_MAX_LENGTH ? DESCRIPTION_TOO_LONG_MESSAGE : null;
}
