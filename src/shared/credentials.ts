// A nanny's RBT certification as the operator reads it in the BACB registry, and the dates that
// follow from it (docs/product.md, Credentials). The console checks these before sending and the
// server checks them again. No Node imports and no I/O (web imports `@shared/credentials`).

import { isCalendarDate, todayIn } from './booking-times.js';
import { MONTH_NAMES } from './calendar-text.js';

/**
 * The registry's RBT number: "RBT-", the two-digit year of certification, "-", then the serial
 * (5 to 7 digits: the serial has grown with the registry, and a real number must never be
 * refused for its width). Bare digits are refused: they cannot be told from a BCBA or BCaBA
 * number ("1-12-12345"), and the prefix shows the operator copied an RBT record.
 */
export const RBT_NUMBER_PATTERN = /^RBT-\d{2}-\d{5,7}$/;
export const RBT_NUMBER_MESSAGE =
  'Please enter the RBT certification number as the registry shows it, for example RBT-21-123456.';
export const REGISTRY_STATUSES = ['active', 'inactive', 'not-found'] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];
/** Where a nanny's certification stands: a registry status, run out, or never recorded. */
export type CredentialStanding = RegistryStatus | 'lapsed' | 'unrecorded';

export const REGISTRY_STATUS_MESSAGE = 'Please choose the status the registry shows.';
export const INACTIVE_REASON_MESSAGE = 'Please give the reason the registry shows.';
export const INACTIVE_REASON_MAX_LENGTH = 500;
export const EXPIRES_ON_MESSAGE = 'Please enter the expiry date the registry shows.';
export const EXPIRES_IN_PAST_MESSAGE =
  'An active certification needs an expiry date after today. Please check the registry again.';
export const CHECKED_ON_MESSAGE =
  'Please enter the date you checked the registry: today or up to 30 days ago.';
export const APPROVAL_NEEDS_ACTIVE_MESSAGE =
  'Approval needs an active RBT certification with an expiry date after today.';

/** How long ago the registry may have been read for a check to count. */
export const CHECK_MAX_AGE_DAYS = 30;
/**
 * How far ahead an expiry may be: renewals from 1 January 2026 run two years, so three years
 * leaves room for a renewal in its last weeks without letting a typo's year through.
 */
export const EXPIRY_MAX_YEARS_AHEAD = 3;
/** The next check falls this many days before her expiry... */
export const RECHECK_DAYS_BEFORE_EXPIRY = 30;
/** ...and at most this many days after the last check. */
export const MAX_DAYS_BETWEEN_CHECKS = 180;
/** A check that found her not active is looked at again this soon (she may have renewed). */
export const NOT_ACTIVE_RECHECK_DAYS = 30;

/** What an operator records from the registry. */
export interface CredentialCheckInput {
  certificationNumber: string;
  registryStatus: RegistryStatus;
  /** Required when inactive: what the registry says (voluntary inactive, expired, revoked...). */
  inactiveReason?: string | null;
  /** The renewal (expiry) date; required when active, optional otherwise. */
  expiresOn?: string | null;
  checkedOn: string;
}

export interface CredentialProblem {
  field: 'certificationNumber' | 'registryStatus' | 'inactiveReason' | 'expiresOn' | 'checkedOn';
  message: string;
}

/** Upper case, spaces and dash-like characters made plain, so a pasted number reads as typed. */
export const normalizeRbtNumber = (text: string): string =>
  text
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[‐-―−]/g, '-');

const utc = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) some days later (or earlier when negative). */
export const addDays = (date: string, days: number): string => iso(utc(date) + days * DAY_MS);

/**
 * The one "valid until" rule: a document checked on `from` and good for `months` is valid
 * through the day before the same day that many months later; where that day does not exist
 * (29 February, 31st) the month rolls over first, so 2024-02-29 + 12 months is valid through
 * 2025-02-28.
 */
export function validUntilAfter(from: string, months: number): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  return iso(Date.UTC(year, month - 1 + months, day) - DAY_MS);
}

/** Current on `today` (the platform zone's date) when valid through today or later. */
export const isValidOn = (validUntil: string | null | undefined, today: string): boolean =>
  validUntil != null && validUntil >= today;

/** A verified background check is good for 12 months from the day it was verified. */
export const BACKGROUND_CHECK_VALID_MONTHS = 12;
export const backgroundCheckValidUntil = (verifiedOn: string): string =>
  validUntilAfter(verifiedOn, BACKGROUND_CHECK_VALID_MONTHS);

/** The day a verified background check was verified, on the platform zone's calendar. */
export const verifiedOnIn = (verifiedAt: Date | string, zone: string): string =>
  todayIn(new Date(verifiedAt), zone);

/** The first day a background check verified on `verifiedOn` no longer counts. */
export const backgroundCheckExpiresOn = (verifiedOn: string): string =>
  addDays(backgroundCheckValidUntil(verifiedOn), 1);

/**
 * The earliest day a document good for `months` may have been checked and still be current on
 * `today`: what the directory's filter compares with, so SQL never does month arithmetic of its
 * own (PostgreSQL clamps 29 February where this rule rolls over). The rule only grows with the
 * day checked, so the first day that passes is the answer.
 */
export function earliestCurrentFrom(today: string, months: number): string {
  let day = addDays(validUntilAfter(today, -months), -3);
  while (!isValidOn(validUntilAfter(day, months), today)) day = addDays(day, 1);
  return day;
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysFromTo = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS);

/** The nanny is emailed this many days before her RBT certification's expiry, each once. */
export const RBT_REMINDER_DAYS = [60, 30, 7] as const;
/** ...and this many days before her background check stops counting. */
export const BACKGROUND_REMINDER_DAYS = [30] as const;

/**
 * The reminder due on `today` for a document expiring on `expiresOn`: the nearest of the
 * `thresholds` already reached, unless it (or a nearer one) was sent for this expiry. A run that
 * missed a day sends the nearest one only: she is never told "60 days" with 20 left.
 */
export function reminderDue(
  expiresOn: string,
  today: string,
  thresholds: readonly number[],
  sentDays: number | null,
): number | null {
  const left = daysFromTo(today, expiresOn);
  if (left <= 0) return null;
  const reached = thresholds.filter((days) => left <= days);
  if (reached.length === 0) return null;
  const nearest = Math.min(...reached);
  if (sentDays !== null && sentDays <= nearest) return null;
  return nearest;
}

/**
 * The next check: 30 days before her expiry and at most 180 days after the last check; a check
 * that found her not active comes round again after 30 days.
 */
export function nextCheckOn(
  check: Pick<CredentialCheckInput, 'registryStatus' | 'expiresOn' | 'checkedOn'>,
): string {
  if (check.registryStatus !== 'active' || !check.expiresOn)
    return addDays(check.checkedOn, NOT_ACTIVE_RECHECK_DAYS);
  const beforeExpiry = addDays(check.expiresOn, -RECHECK_DAYS_BEFORE_EXPIRY);
  const afterCheck = addDays(check.checkedOn, MAX_DAYS_BETWEEN_CHECKS);
  return beforeExpiry < afterCheck ? beforeExpiry : afterCheck;
}

/** An active certification has lapsed on its expiry date (platform zone) unless renewed. */
export const hasLapsed = (expiresOn: string, today: string): boolean => today >= expiresOn;

const sameYearsLater = (date: string, years: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return iso(Date.UTC(year + years, month - 1, day));
};

/** The first problem with a check, in the form's order, or null; `today` in the platform zone. */
export function credentialCheckProblem(
  input: CredentialCheckInput,
  today: string,
): CredentialProblem | null {
  if (!RBT_NUMBER_PATTERN.test(normalizeRbtNumber(input.certificationNumber)))
    return { field: 'certificationNumber', message: RBT_NUMBER_MESSAGE };
  if (!(REGISTRY_STATUSES as readonly string[]).includes(input.registryStatus))
    return { field: 'registryStatus', message: REGISTRY_STATUS_MESSAGE };
  const reason = input.inactiveReason?.trim() ?? '';
  if (input.registryStatus === 'inactive' && reason === '')
    return { field: 'inactiveReason', message: INACTIVE_REASON_MESSAGE };
  if (reason.length > INACTIVE_REASON_MAX_LENGTH)
    return { field: 'inactiveReason', message: INACTIVE_REASON_MESSAGE };
  const expiresOn = input.expiresOn ?? '';
  if (input.registryStatus === 'active' && expiresOn === '')
    return { field: 'expiresOn', message: EXPIRES_ON_MESSAGE };
  if (
    expiresOn !== '' &&
    (!isCalendarDate(expiresOn) || expiresOn > sameYearsLater(today, EXPIRY_MAX_YEARS_AHEAD))
  )
    return { field: 'expiresOn', message: EXPIRES_ON_MESSAGE };
  if (input.registryStatus === 'active' && expiresOn <= today)
    return { field: 'expiresOn', message: EXPIRES_IN_PAST_MESSAGE };
  if (
    !isCalendarDate(input.checkedOn) ||
    input.checkedOn > today ||
    input.checkedOn < addDays(today, -CHECK_MAX_AGE_DAYS)
  )
    return { field: 'checkedOn', message: CHECKED_ON_MESSAGE };
  return null;
}

/** "November 28, 2026" */
export const longDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
};
/** "November 2026" */
export const monthYear = (date: string): string => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
};

/** What families read on a card and profile; never "RBT" for a nanny not active. */
export const rbtVerifiedText = (checkedOn: string) =>
  `RBT certification verified active, last checked ${longDate(checkedOn)}`;
export const backgroundVerifiedText = (verifiedOn: string) =>
  `Background check verified ${monthYear(verifiedOn)}`;
export const cprValidUntilText = (validUntil: string) =>
  `CPR / First Aid valid until ${monthYear(validUntil)}`;
export const BACKGROUND_EXPIRED_BADGE = 'Background check expired';

/** What she reads on her dashboard when she is out of the directory, and what to do. */
export const NOT_LISTED_MESSAGES: Record<'inactive' | 'not-found' | 'lapsed', string> = {
  inactive:
    'Your RBT certification shows as inactive in the BACB registry, so families cannot find or book you. Once it is active again, upload your current certificate and an operator will check it.',
  'not-found':
    'We could not find your RBT certification in the BACB registry, so families cannot find or book you. Please upload your certificate showing your certification number and an operator will check it again.',
  lapsed:
    'Your RBT certification has passed its expiry date, so families cannot find or book you. Renew with the BACB, then upload your new certificate and an operator will check it.',
};
export const CANNOT_ACCEPT_MESSAGE =
  'You cannot accept bookings until an operator records an active RBT certification.';

/** The emails before an expiry (docs/product.md, Credentials: Reminders). */
export type ReminderDocument = 'rbt-certification' | 'background-check';
export const reminderSubject = (document: ReminderDocument, expiresOn: string): string =>
  document === 'rbt-certification'
    ? `Your RBT certification expires on ${longDate(expiresOn)}`
    : `Your background check expires on ${longDate(expiresOn)}`;
export function reminderParagraphs(document: ReminderDocument, expiresOn: string): string[] {
  if (document === 'rbt-certification')
    return [
      `Your RBT certification expires on ${longDate(expiresOn)}.`,
      'Please renew with the BACB, then upload your new certificate on your dashboard and an operator will check it.',
      'If no renewal is recorded by then, families cannot find or book you from that day.',
    ];
  return [
    `Your background check stops counting on ${longDate(expiresOn)}: a background check is valid for 12 months after it is verified.`,
    'Please upload a new background check on your dashboard and an operator will verify it.',
    'From that day families read "Background check expired" on your profile.',
  ];
}

/** Her accepted bookings while her certification is not active (docs/product.md, Credentials). */
export const HELD_KEPT_MESSAGE = 'Booking kept: it goes ahead.';
export const HELD_RELEASED_MESSAGE = 'Booking cancelled; the parent has been told.';
export const RELEASED_BOOKING_REASON =
  "The nanny's RBT certification could not be confirmed as active, so our team cancelled this booking.";
export const HELD_CHECK_IN_MESSAGE =
  'This booking waits for an operator to confirm it, because your RBT certification is not active.';
/** The parent's email when a booking she has waits for an operator's decision. */
export const holdNoticeSubject = (nannyName: string, date: string) =>
  `About your booking with ${nannyName} on ${date}`;
export const holdNoticeParagraphs = (nannyName: string, when: string) => [
  `${nannyName}'s RBT certification could not be confirmed as active in the BACB registry.`,
  `Our team will decide whether your booking on ${when} goes ahead. If we cancel it, you will hear from us and pay nothing; otherwise it goes ahead as booked.`,
];
