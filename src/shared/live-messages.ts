// The messages the live hub at /ws sends, written once: the server's mappers are typed by this
// schema and the web app reads frames with its parser, so the two cannot disagree. Frames are JSON
// arrays, one event's messages each. Every event message carries the log position of the event it
// came from (hello: the hub's position once any catch-up is sent; resync, just before that hello:
// the position asked for was outside the hub's catch-up window, so what a page loaded may be stale
// and must be fetched again). No Node imports: the web app reads it too.

import { REPLAY_RUN_STATES } from './replay-progress.js';

const INVALID = Symbol('invalid');
/** Reads one field of a message: its value, or INVALID when it has the wrong shape. */
type Reader<T> = (value: unknown) => T | typeof INVALID;
type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const check =
  <T>(test: (value: unknown) => boolean): Reader<T> =>
  (value) =>
    test(value) ? (value as T) : INVALID;

const isWholeCount = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const text = check<string>((value) => typeof value === 'string');
const id = check<string>((value) => typeof value === 'string' && value !== '');
const count = check<number>(isWholeCount);
const countOrNull = check<number | null>((value) => value === null || isWholeCount(value));
const textOrNull = check<string | null>((value) => value === null || typeof value === 'string');
/** Absent reads as null: a card's date and reason are left out of older messages. */
const optionalTextOrNull: Reader<string | null> = (value) =>
  value === undefined ? null : textOrNull(value);
const oneOf =
  <T extends string>(allowed: readonly T[]): Reader<T> =>
  (value) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : INVALID;
/** A record read field by field: only the named fields are kept. */
function recordOf<S extends Schema>(schema: S): Reader<Read<S>> {
  return (value) => (isRecord(value) ? readFields(schema, value) : INVALID);
}

type Schema = Record<string, Reader<unknown>>;
type Read<S extends Schema> = { [F in keyof S]: Exclude<ReturnType<S[F]>, typeof INVALID> };

function readFields<S extends Schema>(schema: S, fields: Fields): Read<S> | typeof INVALID {
  const read: Fields = {};
  for (const [name, reader] of Object.entries(schema)) {
    const value = reader(fields[name]);
    if (value === INVALID) return INVALID;
    read[name] = value;
  }
  return read as Read<S>;
}

const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
const CHECK_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** open: reported; the others: what an operator decided. */
const INCIDENT_LIVE_STATUSES = ['open', 'significant', 'not_significant'] as const;

const approvalChange = {
  nannyId: id,
  status: oneOf(APPROVAL_STATUSES),
  rejectionReason: textOrNull,
};
const aboutNanny = { nannyId: id };

/** Every message that comes from an event of the log, by type: the fields besides type and position. */
const EVENT_MESSAGES = {
  hello: {},
  /** The position asked for is outside the catch-up window: refetch, then follow from here. */
  resync: {},
  /** To the nanny and operators: her approval changed. */
  'nanny.status': approvalChange,
  'nanny.background-check': {
    nannyId: id,
    status: oneOf(CHECK_STATUSES),
    rejectionReason: textOrNull,
  },
  /** Her CPR / First Aid card was uploaded (pending), verified (through validUntil) or rejected. */
  'nanny.cpr-first-aid': {
    nannyId: id,
    status: oneOf(CHECK_STATUSES),
    validUntil: optionalTextOrNull,
    rejectionReason: optionalTextOrNull,
  },
  /**
   * To parents: something that can change this nanny's card or whether she matches a search
   * changed; ask GET /api/directory/nannies/:nannyId with the current filters.
   */
  'directory.changed': aboutNanny,
  /** To operators: the review queue changed for this nanny. */
  'queue.changed': aboutNanny,
  /**
   * To the nanny and operators: a check of her RBT certification was recorded or it lapsed
   * (refetch her standing, or the "Credential checks" queue).
   */
  'nanny.credential': {
    nannyId: id,
    standing: oneOf(['active', 'inactive', 'not-found', 'lapsed', 'unrecorded'] as const),
  },
  /** To the nanny: her change of name, bio or photo now waits, or was approved or rejected. */
  'nanny.profile-change': approvalChange,
  /** To operators: Changes to review changed for this nanny (fetch the list again). */
  'profile-changes.changed': aboutNanny,
  /** To a parent: a newly approved nanny matches one of her saved searches. */
  'search.alert': { searchId: id, label: text, nannyId: id, nannyName: text },
  /**
   * To a booking's two parties and operators: it changed (fetch the lists again). The status stays
   * a string: the page only refetches.
   */
  'booking.changed': { bookingId: id, status: id },
  /**
   * To the two parties of an accepted booking not yet started: the family changed a booked
   * child's care plan. The nanny's booking fetches the plans again and asks her to read them.
   */
  'care-plan.changed': { bookingId: id },
  /** To a nanny, the parent of the session and operators: her ledger or progress changed. */
  'earnings.changed': { nannyId: id, parentId: id },
  /**
   * To the parent of a charge only: her card was refused for it (declined, authentication
   * required, expired, no card). Her Payments tab shows "Payment failed" from this alone.
   */
  'payment.failed': { chargeId: id, bookingId: id, failure: text, totalCents: count },
  /** To an incident's two parties and operators: a report was made or decided. */
  'incident.changed': { incidentId: id, bookingId: id, status: oneOf(INCIDENT_LIVE_STATUSES) },
  /** To operators, and to a session's parties as far as they may see it: its reviews changed. */
  'review.changed': { bookingId: id },
  /** To the conversation's two parties only: a new message (each gets their own view of it). */
  'message.received': { conversationId: id, messageId: id },
  /** To the sender: the other person read up to this message. */
  'conversation.read': { conversationId: id, readerId: id },
  /** To the two parties: one blocked or unblocked the other (refetch; no reason given). */
  'conversation.changed': { conversationId: id },
  /** To operators: the Reports queue changed. */
  'message-reports.changed': { reportId: id },
  /** To operators: every event, as a log entry (they may read the whole log). */
  'log.appended': {
    event: recordOf({
      position: count,
      streamId: id,
      streamType: text,
      type: text,
      recordedAt: text,
    }),
  },
} satisfies Record<string, Schema>;

/**
 * Messages that are no event of the log: they name no position (a page resumes only after events),
 * are never caught up on, and are sent in frames of their own.
 */
const NOTICES = {
  /**
   * To a session's two parties: its 14 days ended and the one review written is now shown
   * (derived from the time, so no event records it; fetch the session's reviews again).
   */
  'review.revealed': { bookingId: id },
  /** To operators: how a replay and verify run stands (replay-progress.ts). */
  'replay.progress': {
    runId: id,
    state: oneOf(REPLAY_RUN_STATES),
    events: count,
    total: count,
    eventsPerSecond: count,
    secondsLeft: countOrNull,
  },
} satisfies Record<string, Schema>;

type EventMessages = typeof EVENT_MESSAGES;
type Notices = typeof NOTICES;
type Flat<T> = { [K in keyof T]: T[K] };

/** A message about one event of the log. */
export type LiveMessage = {
  [K in keyof EventMessages]: Flat<{ type: K; position: number } & Read<EventMessages[K]>>;
}[keyof EventMessages];
/** A message that is no event (see NOTICES). */
export type LiveNotice = {
  [K in keyof Notices]: Flat<{ type: K } & Read<Notices[K]>>;
}[keyof Notices];
/** Whatever a page may receive. */
export type AnyLiveMessage = LiveMessage | LiveNotice;
export type AnyLiveMessageType = AnyLiveMessage['type'];
export type LiveMessageOf<T extends AnyLiveMessageType> = Extract<AnyLiveMessage, { type: T }>;

const hasKey = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);

/** Reads one message of a known type; null for anything else, so the caller ignores it. */
function fromFields(fields: Fields): AnyLiveMessage | null {
  const { type, position } = fields;
  if (hasKey(NOTICES, type)) {
    const read = readFields(NOTICES[type] as Schema, fields);
    return read === INVALID ? null : ({ type, ...read } as LiveNotice);
  }
  // A newer server may send types this page does not know yet.
  if (!hasKey(EVENT_MESSAGES, type) || count(position) === INVALID) return null;
  const read = readFields(EVENT_MESSAGES[type] as Schema, fields);
  return read === INVALID ? null : ({ type, position, ...read } as LiveMessage);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Parses one text frame from the hub: the messages of one event (or the hello), as an array,
 * so they arrive together or not at all. A lone message object is read as a frame of one.
 * Messages this page does not know are left out; the rest still apply.
 */
export function parseLiveFrame(text: string): AnyLiveMessage[] {
  const parsed = parseJson(text);
  const items = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  return items.flatMap((item) => {
    const message = isRecord(item) ? fromFields(item) : null;
    return message === null ? [] : [message];
  });
}
