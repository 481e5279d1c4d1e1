import { Type, type Static } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';
import { personal } from '../../infra/event-store/personal-data.js';
import { minutesOf, requestExpiresAt, timeOf } from '../../shared/booking-times.js';

const Date_ = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Time = Type.String({ pattern: '^\\d{2}:\\d{2}$' });
const Instant = Type.String();
const booking = { bookingId: Type.String() };
/**
 * Words a party wrote (a reason) belong to her: her key, found in the metadata since these
 * events do not name her. A job's reasons (a request declined because she accepted another)
 * are the platform's.
 */
const Reason = personal(Type.String(), { owner: '$actor' });

const BookingRequested = Type.Object({
  ...booking,
  nannyId: Type.String(),
  /** Names when the request was made, so lists and emails read well forever. */
  nannyName: personal(Type.String(), { owner: 'nannyId', erased: 'Erased user' }),
  parentId: Type.String(),
  parentName: personal(Type.String(), { owner: 'parentId', erased: 'Erased user' }),
  date: Date_,
  startTime: Time,
  endTime: Time,
  startsAt: Instant,
  endsAt: Instant,
  /** The platform zone the wall-clock times were given in. */
  timeZone: Type.String(),
  children: Type.Integer(),
  /** The parent's words about her family: hers. */
  note: personal(Type.String(), { owner: 'parentId' }),
  createdAt: Instant,
  expiresAt: Instant,
  /** Which of her children it is for (ids only; requests before care plans name none). */
  childIds: Type.Optional(Type.Array(Type.String(), { maxItems: 10 })),
  /** The weekly series it is one date of (absent: asked for alone). */
  seriesId: Type.Optional(Type.String()),
});

interface BookingRequestedV1 {
  bookingId: string;
  nannyId: string;
  nannyName: string;
  parentId: string;
  date: string;
  time: string;
  status: 'pending';
  createdAt: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** v1 asked for a date and a start only: it was one hour, one child, no note, read as UTC. */
export function upcastBookingRequestedV1(data: unknown): Static<typeof BookingRequested> {
  const v1 = data as BookingRequestedV1;
  const startsAt = new Date(`${v1.date}T${v1.time}:00Z`);
  const endsAt = new Date(startsAt.getTime() + HOUR_MS);
  return {
    bookingId: v1.bookingId,
    nannyId: v1.nannyId,
    nannyName: v1.nannyName,
    parentId: v1.parentId,
    parentName: '',
    date: v1.date,
    startTime: v1.time,
    endTime: timeOf(((minutesOf(v1.time) ?? 0) + 60) % (24 * 60)),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: 'UTC',
    children: 1,
    note: '',
    createdAt: v1.createdAt,
    expiresAt: requestExpiresAt(new Date(v1.createdAt), startsAt).toISOString(),
  };
}

const BookingAccepted = Type.Object({ ...booking, acceptedAt: Instant });
const BookingDeclined = Type.Object({
  ...booking,
  reason: Reason,
  declinedBy: Type.Union([Type.Literal('nanny'), Type.Literal('system')]),
  declinedAt: Instant,
});
const BookingRequestExpired = Type.Object({ ...booking, expiredAt: Instant });
const BookingCancelled = Type.Object({
  ...booking,
  cancelledBy: Type.Union([Type.Literal('parent'), Type.Literal('nanny')]),
  reason: Reason,
  /** Less than 24 hours before the start (a parent's pays the nanny: late-cancellation pay). */
  late: Type.Boolean(),
  bookedMinutes: Type.Integer(),
  cancelledAt: Instant,
});
const BookingReminderSent = Type.Object({ ...booking, sentAt: Instant });
/**
 * The 3-hour reminder: who it went to (each side may turn it off; decided when it is due, so a
 * replay or a second run sends nobody anything again).
 */
const BookingSoonReminderSent = Type.Object({
  ...booking,
  to: Type.Array(Type.Union([Type.Literal('parent'), Type.Literal('nanny')]), { maxItems: 2 }),
  sentAt: Instant,
});
/**
 * Her RBT certification was found not active (or lapsed) after she accepted: an operator
 * confirmed this booking goes ahead all the same (docs/product.md, Credentials).
 */
const BookingKeptByOperator = Type.Object({
  ...booking,
  operatorId: Type.String(),
  keptAt: Instant,
});
/** "I have read the care plan": the plan versions she read, so a later change asks again. */
const CarePlanAcknowledged = Type.Object({
  ...booking,
  nannyId: Type.String(),
  versions: Type.Array(Type.Object({ childId: Type.String(), version: Type.Integer() }), {
    maxItems: 10,
  }),
  acknowledgedAt: Instant,
});
/** Server times of her arrival and leaving (the completion's hours start from them). */
const SessionCheckedIn = Type.Object({ ...booking, nannyId: Type.String(), checkedInAt: Instant });
const SessionCheckedOut = Type.Object({
  ...booking,
  nannyId: Type.String(),
  checkedOutAt: Instant,
});
/**
 * Her note at check-out (mood, meals, toileting, activities, anything the parent should know),
 * one JSON text under her key as its writer: shredded with her account, like her other words.
 */
const SessionNoteWritten = Type.Object({
  ...booking,
  nannyId: Type.String(),
  note: personal(Type.String(), { owner: 'nannyId' }),
  writtenAt: Instant,
});
const SessionCompleted = Type.Object({
  ...booking,
  startTime: Time,
  endTime: Time,
  startsAt: Instant,
  endsAt: Instant,
  minutes: Type.Integer(),
  completedAt: Instant,
  confirmBy: Instant,
});
const NoShowReported = Type.Object({ ...booking, reason: Reason, reportedAt: Instant });
const SessionHoursDisputed = Type.Object({
  ...booking,
  reason: Reason,
  disputedAt: Instant,
});
const SessionDisputeSettled = Type.Object({
  ...booking,
  operatorId: Type.String(),
  startTime: Time,
  endTime: Time,
  minutes: Type.Integer(),
  /** An operator's note on a record of two people: the platform's, so neither erasure takes it. */
  note: personal(Type.String(), { owner: '$platform' }),
  settledAt: Instant,
});
const SessionHoursConfirmed = Type.Object({
  ...booking,
  minutes: Type.Integer(),
  confirmedBy: Type.Union([
    Type.Literal('parent'),
    Type.Literal('automatic'),
    Type.Literal('operator'),
  ]),
  confirmedAt: Instant,
  /** The parent's tip with her confirmation, in cents (absent: none). All of it to the nanny. */
  tipCents: Type.Optional(Type.Integer({ minimum: 0 })),
});

const schemas = {
  BookingRequested,
  BookingAccepted,
  BookingDeclined,
  BookingRequestExpired,
  BookingCancelled,
  BookingReminderSent,
  BookingSoonReminderSent,
  BookingKeptByOperator,
  CarePlanAcknowledged,
  SessionCheckedIn,
  SessionCheckedOut,
  SessionNoteWritten,
  SessionCompleted,
  NoShowReported,
  SessionHoursDisputed,
  SessionDisputeSettled,
  SessionHoursConfirmed,
};
export type BookingEvent = EventUnionOf<typeof schemas>;
export type BookingEventOf<K extends BookingEvent['type']> = Extract<BookingEvent, { type: K }>;

export const BOOKING_EVENT_TYPES = eventTypeNamesOf(schemas);

export const bookingEventTypes = eventTypeDefinitionsOf(schemas, {
  BookingRequested: {
    schema: BookingRequested,
    schemaVersion: 2,
    upcasters: { 1: upcastBookingRequestedV1 },
    personalInVersion: {
      1: { nannyName: { owner: 'nannyId', erased: 'Erased user' } },
    },
  },
});

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;
