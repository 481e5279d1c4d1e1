// Rules both the server and the web app apply (STYLE.md "Rules both sides need"): no Node
// imports and no I/O here, so web/src can import this file through the `@shared` alias.
import {
  minutesOf,
  STEP_MINUTES,
  timeOf,
  wallClockOf,
  type BookingStatus,
} from './booking-times.js';
import { firstHiddenCharactersProblem, textTooLongMessage } from './plain-text.js';
import { daySpan } from './time-zones.js';

/** A medicine the child takes; the nanny gives it only when the parent says she may. */
export interface Medication {
  name: string;
  dose: string;
  time: string;
  mayGive: boolean;
}

export interface EmergencyContact {
  name: string;
  relation: string;
  phone: string;
}

/** One child's care plan: every section optional except an emergency contact. */
export interface CarePlan {
  communication: string;
  triggers: string;
  routines: string;
  sensory: string;
  allergies: string;
  medications: Medication[];
  emergencySteps: string;
  emergencyContacts: EmergencyContact[];
}

export type CarePlanSection = keyof CarePlan;

/** The sections in the order a plan shows them, with their headings (docs/product.md). */
export const CARE_PLAN_SECTIONS: readonly { key: CarePlanSection; heading: string }[] = [
  { key: 'communication', heading: 'Communication' },
  { key: 'triggers', heading: 'Triggers and what calms' },
  { key: 'routines', heading: 'Routines' },
  { key: 'sensory', heading: 'Sensory needs' },
  { key: 'allergies', heading: 'Allergies' },
  { key: 'medications', heading: 'Medications' },
  { key: 'emergencySteps', heading: 'Emergency steps' },
  { key: 'emergencyContacts', heading: 'Emergency contacts' },
];
export const GENERAL_NOTES_HEADING = 'General notes';

export const headingOf = (key: CarePlanSection) =>
  CARE_PLAN_SECTIONS.find((section) => section.key === key)!.heading;

export const CHILD_NAME_MAX = 50;
export const CHILD_AGE_MAX = 21;
export const MAX_CHILDREN = 10;
export const SECTION_TEXT_MAX = 2000;
export const MEDICATIONS_MAX = 20;
export const CONTACTS_MAX = 5;
export const FIELD_MAX = 100;
export const PHONE_MAX = 30;

export const CHILD_NAME_MESSAGE = "Please enter the child's first name or nickname.";
export const CHILD_NAME_TOO_LONG_MESSAGE = `The child's name must be at most ${CHILD_NAME_MAX} characters.`;
export const CHILD_AGE_MESSAGE = `Age must be a whole number of years from 0 to ${CHILD_AGE_MAX}.`;
export const TOO_MANY_CHILDREN_MESSAGE = `A family can add at most ${MAX_CHILDREN} children.`;
export const CONTACT_REQUIRED_MESSAGE = 'Please add at least one emergency contact.';
export const CONTACT_INCOMPLETE_MESSAGE =
  'Each emergency contact needs a name, a relation and a phone number.';
export const PHONE_MESSAGE = 'Please enter a valid phone number for each emergency contact.';
export const MEDICATION_NAME_MESSAGE = 'Each medication needs a name.';
export const TOO_MANY_MEDICATIONS_MESSAGE = `A plan can list at most ${MEDICATIONS_MAX} medications.`;
export const TOO_MANY_CONTACTS_MESSAGE = `A plan can list at most ${CONTACTS_MAX} emergency contacts.`;
export const CHILD_NOT_FOUND_MESSAGE = 'Child not found.';
export const NOT_YOUR_CHILDREN_MESSAGE = 'Please choose children from your own family.';
export const PLAN_CHANGED_WHILE_READING_MESSAGE =
  'The care plan changed while you were reading it. Please read it again.';
export const ACKNOWLEDGE_AFTER_START_MESSAGE =
  'The session has started: the care plan can no longer be acknowledged.';
export const PLAN_NOT_SHARED_MESSAGE = 'The care plans of this booking are not shared with you.';
export const ACKNOWLEDGED_MESSAGE = 'Thank you: the family can see that you read the care plan.';
export const ACKNOWLEDGE_LABEL = 'I have read the care plan';

export const emptyCarePlan = (): CarePlan => ({
  communication: '',
  triggers: '',
  routines: '',
  sensory: '',
  allergies: '',
  medications: [],
  emergencySteps: '',
  emergencyContacts: [],
});

const TEXT_SECTIONS = [
  'communication',
  'triggers',
  'routines',
  'sensory',
  'allergies',
  'emergencySteps',
] as const;

/** 7 to 15 digits, with the spaces, dashes, dots, brackets and leading + people write. */
const PHONE = /^\+?[\d\s().-]+$/;
const digitsIn = (phone: string) => phone.replace(/\D/g, '').length;

/** The plan with every text trimmed (what is stored). */
export function trimmedPlan(plan: CarePlan): CarePlan {
  const t = (s: string) => s.trim();
  return {
    communication: t(plan.communication),
    triggers: t(plan.triggers),
    routines: t(plan.routines),
    sensory: t(plan.sensory),
    allergies: t(plan.allergies),
    medications: plan.medications.map((m) => ({
      name: t(m.name),
      dose: t(m.dose),
      time: t(m.time),
      mayGive: m.mayGive,
    })),
    emergencySteps: t(plan.emergencySteps),
    emergencyContacts: plan.emergencyContacts.map((c) => ({
      name: t(c.name),
      relation: t(c.relation),
      phone: t(c.phone),
    })),
  };
}

/** The first thing wrong with a (trimmed) plan, in the form's words, or null. */
export function carePlanProblem(plan: CarePlan): string | null {
  for (const key of TEXT_SECTIONS) {
    if (plan[key].length > SECTION_TEXT_MAX)
      return textTooLongMessage(headingOf(key), SECTION_TEXT_MAX);
  }
  if (plan.medications.length > MEDICATIONS_MAX) return TOO_MANY_MEDICATIONS_MESSAGE;
  for (const m of plan.medications) {
    if (m.name === '') return MEDICATION_NAME_MESSAGE;
    for (const [label, value] of [
      ['Medication name', m.name],
      ['Dose', m.dose],
      ['Time', m.time],
    ] as const) {
      if (value.length > FIELD_MAX) return textTooLongMessage(label, FIELD_MAX);
    }
  }
  if (plan.emergencyContacts.length === 0) return CONTACT_REQUIRED_MESSAGE;
  if (plan.emergencyContacts.length > CONTACTS_MAX) return TOO_MANY_CONTACTS_MESSAGE;
  for (const c of plan.emergencyContacts) {
    if (c.name === '' || c.relation === '' || c.phone === '') return CONTACT_INCOMPLETE_MESSAGE;
    if (c.name.length > FIELD_MAX) return textTooLongMessage('Contact name', FIELD_MAX);
    if (c.relation.length > FIELD_MAX) return textTooLongMessage('Relation', FIELD_MAX);
    const digits = digitsIn(c.phone);
    if (c.phone.length > PHONE_MAX || !PHONE.test(c.phone) || digits < 7 || digits > 15) {
      return PHONE_MESSAGE;
    }
  }
  return firstHiddenCharactersProblem([
    ...TEXT_SECTIONS.map((key) => [headingOf(key), plan[key], 'text'] as const),
    ...plan.medications.flatMap((m) => [
      ['Medication name', m.name, 'line'] as const,
      ['Dose', m.dose, 'line'] as const,
      ['Time', m.time, 'line'] as const,
    ]),
    ...plan.emergencyContacts.flatMap((c) => [
      ['Contact name', c.name, 'line'] as const,
      ['Relation', c.relation, 'line'] as const,
      ['Phone', c.phone, 'line'] as const,
    ]),
  ]);
}

/** The first thing wrong with a child's (trimmed) name and age, or null. */
export function childProblem(name: string, age: number): string | null {
  if (name === '') return CHILD_NAME_MESSAGE;
  if (name.length > CHILD_NAME_MAX) return CHILD_NAME_TOO_LONG_MESSAGE;
  if (!Number.isInteger(age) || age < 0 || age > CHILD_AGE_MAX) return CHILD_AGE_MESSAGE;
  return firstHiddenCharactersProblem([["The child's name", name, 'line']]);
}

const isFilled = (plan: CarePlan, key: CarePlanSection) => {
  const value = plan[key];
  return typeof value === 'string' ? value !== '' : value.length > 0;
};

/** The headings of the sections a plan fills: all a nanny sees of it before she accepts. */
export const filledHeadings = (plan: CarePlan): string[] =>
  CARE_PLAN_SECTIONS.filter(({ key }) => isFilled(plan, key)).map(({ heading }) => heading);

/** The headings of the sections that differ between two versions of a plan, in plan order. */
export function changedHeadings(before: CarePlan, after: CarePlan): string[] {
  return CARE_PLAN_SECTIONS.filter(
    ({ key }) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  ).map(({ heading }) => heading);
}

/**
 * A stored plan read back: an erased family's plan reads as the empty text (its key destroyed),
 * and older or partial plans lack sections; either gives the empty sections.
 */
export function parseCarePlan(text: string): CarePlan {
  if (text === '') return emptyCarePlan();
  try {
    return { ...emptyCarePlan(), ...(JSON.parse(text) as Partial<CarePlan>) };
  } catch {
    return emptyCarePlan();
  }
}

// ---- Who sees a booking's care plans --------------------------------------------------------

/** How much of a booking's care plans a reader sees. */
export type CarePlanAccess = 'full' | 'outline' | 'none';

/** The nanny keeps the plans this long after the session's end. */
export const PLAN_SHARED_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;

/** The statuses in which a nanny has accepted and the session is (or was) hers. */
const ACCEPTED_STATUSES: readonly BookingStatus[] = [
  'accepted',
  'completed',
  'disputed',
  'confirmed',
];

export interface PlanReader {
  role: 'parent' | 'nanny' | 'operator';
  accountId: string;
}

export interface PlanBooking {
  parentId: string;
  nannyId: string;
  status: BookingStatus;
  endsAt: Date;
}

/**
 * The visibility rule (docs/product.md, Care plans: Who sees a care plan): the family always;
 * operators always (each look recorded in the access log); the booking's nanny the children's
 * ages and filled headings while she is asked, the whole plans from her acceptance until 7 days
 * after the session's end, and nothing once the booking is declined, expired, cancelled or
 * reported as a no-show; anyone else nothing.
 */
export function carePlanAccess(
  reader: PlanReader,
  booking: PlanBooking,
  now: Date,
): CarePlanAccess {
  if (reader.role === 'operator') return 'full';
  if (reader.role === 'parent') return reader.accountId === booking.parentId ? 'full' : 'none';
  if (reader.accountId !== booking.nannyId) return 'none';
  if (booking.status === 'pending') return 'outline';
  if (!ACCEPTED_STATUSES.includes(booking.status)) return 'none';
  const until = booking.endsAt.getTime() + PLAN_SHARED_AFTER_END_MS;
  return now.getTime() < until ? 'full' : 'none';
}

/** Which plan versions a nanny read: child id -> version. */
export type PlanVersions = Record<string, number>;

/** Whether her acknowledgement covers the plans as they are now. */
export function acknowledgementIsCurrent(
  acknowledged: PlanVersions | null,
  current: PlanVersions,
): boolean {
  if (acknowledged === null) return false;
  return Object.entries(current).every(([childId, version]) => acknowledged[childId] === version);
}

// ---- Check-in and check-out -----------------------------------------------------------------

/** She may check in from this long before the start. */
export const CHECK_IN_OPENS_BEFORE_MS = 30 * 60 * 1000;
/** Not checked in this long after the start: the booking says so to both and to operators. */
export const NOT_CHECKED_IN_AFTER_MS = 15 * 60 * 1000;

export const CHECK_IN_TOO_EARLY_MESSAGE = 'You can check in from 30 minutes before the start.';
export const CHECK_IN_AFTER_END_MESSAGE =
  'The session has ended: please record the hours you worked instead.';
export const ALREADY_CHECKED_IN_MESSAGE = 'You have already checked in.';
export const NOT_CHECKED_IN_MESSAGE = 'Please check in first.';
export const ALREADY_CHECKED_OUT_MESSAGE = 'You have already checked out.';
export const CHECKED_IN_MESSAGE = 'Checked in.';
export const CHECKED_OUT_MESSAGE = 'Checked out.';
export const NOT_CHECKED_IN_LABEL = 'Not checked in';

/** The instants a booking's check-in is read against: its start and end, on its date and clock. */
export interface CheckInBooking {
  startsAt: Date;
  endsAt: Date;
  /** The booked date and the zone its wall-clock times are in. */
  date: string;
  timeZone: string;
}

/**
 * When the check-in window opens: 30 minutes before the start, but never before the first
 * minute of the session's date on the booking's clock (a 00:15 start opens at 00:00), so the
 * window always lies on the session's day.
 */
export function checkInOpensAt(booking: CheckInBooking): Date {
  const early = booking.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_MS;
  const day = daySpan(booking.date, booking.timeZone);
  return new Date(day === null ? early : Math.max(early, day.from.getTime()));
}

/**
 * The check-in window, on the session's day: from 30 minutes before the start (not before the
 * day's first minute) until the booked end, which is on the same day (a booking never crosses
 * midnight). After it, she records her hours as before. Null when `now` is inside it, else the
 * message.
 */
export function checkInProblem(now: Date, booking: CheckInBooking): string | null {
  if (now.getTime() < checkInOpensAt(booking).getTime()) return CHECK_IN_TOO_EARLY_MESSAGE;
  if (now.getTime() >= booking.endsAt.getTime()) return CHECK_IN_AFTER_END_MESSAGE;
  return null;
}

/** "Not checked in": an accepted booking 15 minutes past its start with no check-in. */
export function isNotCheckedIn(
  booking: { status: string; startsAt: string; checkedInAt: string | null },
  now: number,
): boolean {
  return (
    booking.status === 'accepted' &&
    booking.checkedInAt === null &&
    now >= Date.parse(booking.startsAt) + NOT_CHECKED_IN_AFTER_MS
  );
}

/** An instant as the booking's wall clock reads it, to the nearest 15 minutes ("10:02" -> "10:00"). */
function stepTimeOf(instant: string, zone: string): string {
  const minutes = minutesOf(wallClockOf(new Date(instant), zone).time) ?? 0;
  const rounded = Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;
  return timeOf(Math.min(rounded, 24 * 60 - STEP_MINUTES));
}

/**
 * The hours the completion form starts from: her check-in and check-out (to the nearest 15
 * minutes on the booking's clock) where recorded, else the booked ones. She may still change
 * them; the parent confirms or disputes them as before.
 */
export function prefilledHours(booking: {
  startTime: string;
  endTime: string;
  timeZone: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
}): { startTime: string; endTime: string } {
  return {
    startTime:
      booking.checkedInAt === null
        ? booking.startTime
        : stepTimeOf(booking.checkedInAt, booking.timeZone),
    endTime:
      booking.checkedOutAt === null
        ? booking.endTime
        : stepTimeOf(booking.checkedOutAt, booking.timeZone),
  };
}
