// Answers of the API as its route schemas declare them (typed by the generated schema, so a
// changed contract breaks these at compile time), for component tests to hand the fake network.
import type { ApiResponse } from '../lib/api/api';
import type { Booking } from '../lib/bookings';
import type { MessageView } from '@shared/messages';
import { instantOf, todayIn } from '@shared/booking-times';
import { gate, network } from './fake-network';

type NannyProfile = ApiResponse<'/api/nanny/profile'>['nanny'];
type WeeklyAvailability = NannyProfile['weeklyAvailability'];
type ParentProfile = ApiResponse<'/api/parent/profile'>['parent'];
type DirectoryCard = ApiResponse<'/api/directory'>['nannies'][number];
type Earnings = ApiResponse<'/api/nanny/earnings'>;
type NannyBookings = ApiResponse<'/api/nanny/bookings'>;
type ParentCharge = ApiResponse<'/api/parent/charges'>['charges'][number];
type CareLine = ApiResponse<'/api/parent/payments'>['sessions'][number];
type EarningsLine = Earnings['lines'][number];
type NannyHours = ApiResponse<'/api/nannies/{nannyId}/hours'>;

export const PLATFORM_ZONE = 'America/New_York';

/** GET /api/platform for a reader on the platform's zone (no ZIP yet, or an operator). */
export const platformAnswer = (
  viewerTimeZone = PLATFORM_ZONE,
  viewerZoneFromZip = false,
  viewerHasZip = viewerZoneFromZip,
) => ({
  timeZone: PLATFORM_ZONE,
  viewerTimeZone,
  viewerZoneFromZip,
  viewerHasZip,
  serviceFeeBasisPoints: 1000,
});

/**
 * A date `days` after today on the platform's calendar: inside the one-year booking horizon the
 * forms enforce, whatever day the suite runs.
 */
export function dateFromToday(days: number): string {
  return addDays(todayIn(new Date(), PLATFORM_ZONE), days);
}

/** The instant a wall-clock time on a date names in the platform's zone, as the API sends it. */
export function platformInstant(date: string, time: string): string {
  const instant = instantOf(date, time, PLATFORM_ZONE);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${PLATFORM_ZONE}`);
  return instant.toISOString();
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const off = { available: false, startTime: '08:00', endTime: '17:00' };

/** A week with every day off (08:00 to 17:00 when turned on), but for `changes`. */
export const week = (changes: Partial<WeeklyAvailability> = {}): WeeklyAvailability => ({
  monday: off,
  tuesday: off,
  wednesday: off,
  thursday: off,
  friday: off,
  saturday: off,
  sunday: off,
  ...changes,
});

/** A new nanny who has agreed: pending, no photo, no documents, no hours. */
export function nannyProfile(changes: Partial<NannyProfile> = {}): NannyProfile {
  return {
    id: 'nanny-1',
    fullName: 'Nora Quinn',
    email: 'nora@example.com',
    bio: '',
    status: 'pending',
    rejectionReason: null,
    profileChange: null,
    agreedToPayment: true,
    profilePhoto: null,
    rbtCertification: null,
    photoId: null,
    backgroundCheck: null,
    weeklyAvailability: week(),
    singleDayAvailability: [],
    serviceArea: null,
    experience: { needs: [], languages: [] },
    cprFirstAid: { status: 'none', validUntil: null, rejectionReason: null, document: null },
    ...changes,
  };
}

/** A stored file as a profile lists it. */
export function storedFile(url: string, fileName: string, contentType = 'application/pdf') {
  return { url, fileName, contentType, uploadedAt: '2026-03-02T15:00:00.000Z' };
}

export function parentProfile(changes: Partial<ParentProfile> = {}): ParentProfile {
  return {
    id: 'parent-1',
    fullName: 'Paula Park',
    email: 'paula@example.com',
    multipleChildren: false,
    specialConsiderations: '',
    profilePhoto: null,
    home: null,
    ...changes,
  };
}

export function directoryCard(changes: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    id: 'nanny-1',
    fullName: 'Nora Quinn',
    bio: 'Six years with autistic children.',
    photoUrl: null,
    availabilitySummary: 'Mon–Fri 08:00–17:00',
    city: null,
    state: null,
    distance: null,
    cprFirstAid: false,
    backgroundCheck: false,
    credentials: [],
    needs: [],
    languages: [],
    matchedNeeds: [],
    nextAvailableOn: null,
    rating: { average: null, count: 0 },
    ...changes,
  };
}

/** A booking as the bookings contract sends it to either party (fields not theirs are null). */
export function booking(changes: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-1',
    nannyId: 'nanny-1',
    nannyName: 'Nora Quinn',
    nannyPhotoUrl: null,
    parentId: 'parent-1',
    parentName: 'Paula Park',
    parentPhotoUrl: null,
    date: '2030-05-06',
    startTime: '09:00',
    endTime: '12:00',
    timeZone: PLATFORM_ZONE,
    startsAt: '2030-05-06T13:00:00.000Z',
    endsAt: '2030-05-06T16:00:00.000Z',
    minutes: 180,
    children: 1,
    note: '',
    noteMasked: false,
    status: 'pending',
    createdAt: '2030-05-01T12:00:00.000Z',
    expiresAt: '2030-05-03T12:00:00.000Z',
    respondedAt: null,
    confirmBy: null,
    actual: null,
    cancelledBy: null,
    late: false,
    reason: null,
    reasonMasked: false,
    otherEmail: null,
    rateCents: 1800,
    earningsCents: null,
    specialConsiderations: null,
    childIds: [],
    seriesId: null,
    carePlanAcknowledgedAt: null,
    checkedInAt: null,
    checkedOutAt: null,
    sessionNote: null,
    ...changes,
  };
}

export const HOUR_MS = 3_600_000;

/** An instant `ms` after the epoch as the API sends it. */
export const isoAt = (ms: number) => new Date(ms).toISOString();

/**
 * A three-hour session that began 26 hours ago, as the bookings contract sends it: over, and
 * inside every window that follows a session (reports, confirming the hours, reviews).
 */
export function sessionBegunYesterday(changes: Partial<Booking> = {}): Booking {
  const started = Date.now() - 26 * HOUR_MS;
  return booking({ startsAt: isoAt(started), endsAt: isoAt(started + 3 * HOUR_MS), ...changes });
}

export function earnings(changes: Partial<Earnings> = {}): Earnings {
  return {
    cleanSessions: 0,
    sessionsForRaise: 15,
    rateCents: 1800,
    raisedSince: null,
    lines: [],
    totals: { allCents: 0, monthCents: 0, weekCents: 0 },
    ...changes,
  };
}

export function nannyBookings(changes: Partial<NannyBookings> = {}): NannyBookings {
  return { requests: [], upcoming: [], past: [], rateCents: 1800, ...changes };
}

/** Paula's charge for Fay Fifteen's session of 16 June 2031: care, the fee and a tip, paid. */
export function parentCharge(changes: Partial<ParentCharge> = {}): ParentCharge {
  return {
    chargeId: 'b1-session',
    bookingId: 'b1',
    purpose: 'session',
    status: 'paid',
    failure: null,
    retrying: false,
    careCents: 5400,
    feeCents: 540,
    tipCents: 1000,
    totalCents: 6940,
    refundedCents: 0,
    disputeStatus: null,
    paidOutAt: null,
    date: '2031-06-16',
    nannyName: 'Fay Fifteen',
    parentName: 'Paula Parent',
    at: '2031-06-16T18:00:00.000Z',
    ...changes,
  };
}

/** Fay Fifteen's session of 16 June 2031 for Paula, 3 hours at $18, as both money lists give it. */
const paidSession = {
  id: 'l1',
  bookingId: 'b1',
  kind: 'session',
  date: '2031-06-16',
  startTime: '09:00',
  endTime: '12:00',
  minutes: 180,
  rateCents: 1800,
  amountCents: 5400,
  recordedAt: '2031-06-16T17:00:00.000Z',
  timeZone: PLATFORM_ZONE,
} as const;

/** The pay of that session as her earnings list it. */
export function earningsLine(changes: Partial<EarningsLine> = {}): EarningsLine {
  return { ...paidSession, parentName: 'Paula Park', ...changes };
}

/** The nanny's working hours on `date` as the booking form asks for them: 08:00 to 17:00. */
export function answerNannyHours(
  date: string,
  hours: NannyHours['hours'] = [{ startTime: '08:00', endTime: '17:00' }],
): void {
  network().on('GET', '/api/nannies/{nannyId}/hours', {
    json: { date, hours, booked: [], rateCents: 1800 },
  });
}

/** The care of that session as her payments list it. */
export function careLine(changes: Partial<CareLine> = {}): CareLine {
  return { ...paidSession, nannyName: 'Fay Fifteen', ...changes };
}

/** What a nanny's dashboard asks for as it opens, answered for a nanny with nothing yet. */
export function answerNannyDashboard(profile: NannyProfile): void {
  network()
    .on('GET', '/api/nanny/profile', { json: { nanny: profile } })
    .on('GET', '/api/nanny/credential', {
      json: { standing: 'unrecorded', expiresOn: null, checkedOn: null, notice: null },
    })
    .on('GET', '/api/nanny/bookings', { json: nannyBookings() })
    .on('GET', '/api/nanny/earnings', { json: earnings() })
    .on('GET', '/api/nanny/payouts', { json: { mode: 'off', account: 'none', lines: [] } })
    .on('GET', '/api/reminder-settings', { json: { soonReminder: true } })
    .on('GET', '/api/conversations', { json: { conversations: [], unreadTotal: 0 } })
    .on('GET', '/api/platform', { json: platformAnswer() });
}

/** What a parent's dashboard asks for as it opens, answered for a parent with nothing yet. */
export function answerParentDashboard(profile: ParentProfile, cards: DirectoryCard[] = []): void {
  network()
    .on('GET', '/api/parent/profile', { json: { parent: profile } })
    .on('GET', '/api/directory', {
      json: { nannies: cards, nextCursor: null, sort: 'newest', home: profile.home },
    })
    .on('GET', '/api/bookings', { json: { bookings: [] } })
    .on('GET', '/api/parent/favourites', { json: { nannies: [] } })
    .on('GET', '/api/parent/payments', { json: { months: [], sessions: [] } })
    .on('GET', '/api/parent/payment-card', { json: { mode: 'off', card: null } })
    .on('GET', '/api/parent/charges', { json: { mode: 'off', charges: [] } })
    .on('GET', '/api/parent/saved-searches', { json: { searches: [] } })
    .on('GET', '/api/parent/search-alerts', { json: { alerts: [] } })
    .on('GET', '/api/parent/children', { json: { children: [], multipleChildren: false } })
    .on('GET', '/api/reminder-settings', { json: { soonReminder: true } })
    .on('GET', '/api/conversations', { json: { conversations: [], unreadTotal: 0 } })
    .on('GET', '/api/platform', { json: platformAnswer() });
}

type OperatorNanny = ApiResponse<'/api/operator/nannies'>['nannies'][number];

/** A nanny as the review queue lists her: pending, nothing uploaded, everything missing. */
export function operatorNanny(changes: Partial<OperatorNanny> = {}): OperatorNanny {
  return {
    id: 'nanny-1',
    fullName: 'Nora Quinn',
    email: 'nora@example.com',
    bio: '',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2031-01-05T10:00:00.000Z',
    profilePhoto: null,
    rbtCertification: null,
    photoId: null,
    backgroundCheck: null,
    cprFirstAid: { status: 'none', validUntil: null, rejectionReason: null, document: null },
    missingForApproval: ['profile photo', 'RBT certification', 'photo ID'],
    ...changes,
  };
}

/** What the operator console asks for as it opens (every tab's panel), answered empty. */
export function answerOperatorConsole(): void {
  network()
    .on('GET', '/api/operator/nannies', { json: { nannies: [], nextCursor: null } })
    .on('GET', '/api/operator/profile-changes', { json: { changes: [], more: false } })
    .on('GET', '/api/operator/credential-checks', { json: { today: '2031-01-05', checks: [] } })
    .on('GET', '/api/operator/credential-held-bookings', { json: { bookings: [] } })
    .on('GET', '/api/operator/bookings', { json: { bookings: [], next: null } })
    .on('GET', '/api/operator/incidents', { json: { incidents: [] } })
    .on('GET', '/api/operator/payments', { json: { mode: 'off', charges: [] } })
    .on('GET', '/api/operator/payments/reconciliation', {
      json: { mode: 'off', reconciliation: null },
    })
    .on('GET', '/api/operator/message-reports', { json: { reports: [] } })
    .on('GET', '/api/operator/reviews', { json: { reviews: [] } })
    .on('GET', '/api/operator/events', { json: { events: [], nextAfter: null } })
    .on('GET', '/api/operator/jobs', { json: { queues: [], failures: [] } })
    .on('GET', '/api/operator/replay-verify/progress', { json: { progress: null } })
    .on('GET', '/api/platform', { json: platformAnswer() });
}

/**
 * GET /api/session held until the test opens it, then answered signed out: what shows while the
 * session is being resolved.
 */
export function holdSignedOutSession(): { open: () => void } {
  const held = gate();
  network().on('GET', '/api/session', async () => {
    await held.opened;
    return { json: { user: null } };
  });
  return held;
}

/** A confirmed session's reviews, none written yet and the window closed (nothing to show). */
export function answerNoReviews(): void {
  network().on('GET', '/api/bookings/{bookingId}/reviews', {
    json: {
      canReview: false,
      windowEndsAt: null,
      revealed: false,
      parentReview: null,
      familyReview: null,
      otherReviewed: false,
      canReply: false,
    },
  });
}

/** A message of conversation c1 sent at 09:mm on 1 January 2026, by me or by them. */
export const messageView = (
  id: string,
  minute: number,
  fromMe = false,
  seen = false,
): MessageView => ({
  id,
  conversationId: 'c1',
  senderId: fromMe ? 'me' : 'them',
  fromMe,
  text: `text ${id}`,
  masked: false,
  sentAt: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString(),
  seen,
});
