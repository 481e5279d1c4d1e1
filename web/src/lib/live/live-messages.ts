// The messages the live hub at /ws sends, in frames of one event each. Each carries the log
// position of the event it came from (hello: the hub's position once any catch-up is sent;
// resync, just before that hello: the position asked for was outside the hub's catch-up window,
// so what the page loaded may be stale and must be fetched again).

import type { MessagesLiveMessage } from '@shared/messages';
import {
  REPLAY_RUN_STATES,
  type ReplayProgressLiveMessage,
  type ReplayRunState,
} from '@shared/replay-progress';

export type LiveApprovalStatus = 'pending' | 'approved' | 'rejected';
/** What became of an approved nanny's change of name, bio or photo. */
export type LiveProfileChangeStatus = 'pending' | 'approved' | 'rejected';
export type LiveBackgroundCheckStatus = 'pending' | 'verified' | 'rejected';

export type LiveCprFirstAidStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface LiveLogEntry {
  position: number;
  streamId: string;
  streamType: string;
  type: string;
  recordedAt: string;
}

export type LiveMessage =
  | { type: 'hello'; position: number }
  | { type: 'resync'; position: number }
  | {
      type: 'nanny.status';
      position: number;
      nannyId: string;
      status: LiveApprovalStatus;
      rejectionReason: string | null;
    }
  | {
      type: 'nanny.background-check';
      position: number;
      nannyId: string;
      status: LiveBackgroundCheckStatus;
      rejectionReason: string | null;
    }
  | {
      type: 'nanny.cpr-first-aid';
      position: number;
      nannyId: string;
      status: LiveCprFirstAidStatus;
      validUntil: string | null;
      rejectionReason: string | null;
    }
  /** Something that may change her card or whether she matches: ask for it under the search. */
  | { type: 'directory.changed'; position: number; nannyId: string }
  /** A nanny newly matches one of this parent's saved searches. */
  | {
      type: 'search.alert';
      position: number;
      searchId: string;
      label: string;
      nannyId: string;
      nannyName: string;
    }
  | { type: 'queue.changed'; position: number; nannyId: string }
  | {
      type: 'nanny.profile-change';
      position: number;
      nannyId: string;
      status: LiveProfileChangeStatus;
      rejectionReason: string | null;
    }
  | { type: 'profile-changes.changed'; position: number; nannyId: string }
  | { type: 'log.appended'; position: number; event: LiveLogEntry }
  /** A booking of the signed-in parent or nanny changed: refetch the list that shows it. */
  | { type: 'booking.changed'; position: number; bookingId: string; status: string }
  /** A ledger line of this nanny (and, for her charges, this parent) was recorded: refetch. */
  | { type: 'earnings.changed'; position: number; nannyId: string; parentId: string | null }
  /** A report on a booking of this party was made or decided: refetch that booking's reports. */
  | {
      type: 'incident.changed';
      position: number;
      incidentId: string;
      bookingId: string;
      status: string;
    }
  /** Messages between a parent and a nanny, and the operators' Reports queue. */
  | MessagesLiveMessage
  /** To operators: how a replay and verify run stands. No event: it names no position. */
  | ReplayProgressLiveMessage;

export type LiveMessageType = LiveMessage['type'];
export type LiveMessageOf<T extends LiveMessageType> = Extract<LiveMessage, { type: T }>;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isPosition = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isReason = (value: unknown): value is string | null => value === null || isText(value);
const oneOf =
  <T extends string>(...allowed: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as string[]).includes(value);

const isApprovalStatus = oneOf<LiveApprovalStatus>('pending', 'approved', 'rejected');
const isCheckStatus = oneOf<LiveBackgroundCheckStatus>('pending', 'verified', 'rejected');
const isCprStatus = oneOf<LiveCprFirstAidStatus>('none', 'pending', 'verified', 'rejected');
const isRunState = oneOf<ReplayRunState>(...REPLAY_RUN_STATES);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A replay's progress: no position (it is no event), so read before the position check. */
function replayProgress(fields: Fields): ReplayProgressLiveMessage | null {
  const { runId, state, events, total, eventsPerSecond, secondsLeft } = fields;
  if (!isId(runId) || !isRunState(state) || !isCount(events) || !isCount(total)) return null;
  if (!isCount(eventsPerSecond) || !(secondsLeft === null || isCount(secondsLeft))) return null;
  return { type: 'replay.progress', runId, state, events, total, eventsPerSecond, secondsLeft };
}

function logEntry(value: unknown): LiveLogEntry | null {
  if (!isRecord(value)) return null;
  const { position, streamId, streamType, type, recordedAt } = value;
  if (!isPosition(position) || !isId(streamId) || !isText(streamType)) return null;
  if (!isText(type) || !isText(recordedAt)) return null;
  return { position, streamId, streamType, type, recordedAt };
}

/** Reads one message of a known type; null for anything else, so the caller ignores it. */
function fromFields(fields: Fields): LiveMessage | null {
  const { type, position } = fields;
  if (type === 'replay.progress') return replayProgress(fields);
  if (!isPosition(position)) return null;
  switch (type) {
    case 'hello':
    case 'resync':
      return { type, position };
    case 'nanny.status':
    case 'nanny.profile-change': {
      const { nannyId, status, rejectionReason } = fields;
      if (!isId(nannyId) || !isApprovalStatus(status) || !isReason(rejectionReason)) return null;
      return { type, position, nannyId, status, rejectionReason };
    }
    case 'nanny.background-check': {
      const { nannyId, status, rejectionReason } = fields;
      if (!isId(nannyId) || !isCheckStatus(status) || !isReason(rejectionReason)) return null;
      return { type, position, nannyId, status, rejectionReason };
    }
    case 'nanny.cpr-first-aid': {
      const { nannyId, status, validUntil = null, rejectionReason = null } = fields;
      if (!isId(nannyId) || !isCprStatus(status) || !isReason(rejectionReason)) return null;
      if (!isReason(validUntil)) return null;
      return { type, position, nannyId, status, validUntil, rejectionReason };
    }
    case 'search.alert': {
      const { searchId, label, nannyId, nannyName } = fields;
      if (!isId(searchId) || !isText(label) || !isId(nannyId) || !isText(nannyName)) return null;
      return { type, position, searchId, label, nannyId, nannyName };
    }
    case 'directory.changed':
    case 'queue.changed':
    case 'profile-changes.changed': {
      const { nannyId } = fields;
      return isId(nannyId) ? { type, position, nannyId } : null;
    }
    case 'booking.changed': {
      // The status stays a string: a newer server may know states this page does not.
      const { bookingId, status } = fields;
      return isId(bookingId) && isId(status) ? { type, position, bookingId, status } : null;
    }
    case 'earnings.changed': {
      // The parent is optional here: a ledger change may concern the nanny alone.
      const { nannyId, parentId = null } = fields;
      if (!isId(nannyId) || !(parentId === null || isId(parentId))) return null;
      return { type, position, nannyId, parentId };
    }
    case 'incident.changed': {
      // The status stays a string: a newer server may know outcomes this page does not.
      const { incidentId, bookingId, status } = fields;
      if (!isId(incidentId) || !isId(bookingId) || !isId(status)) return null;
      return { type, position, incidentId, bookingId, status };
    }
    case 'message.received': {
      const { conversationId, messageId } = fields;
      if (!isId(conversationId) || !isId(messageId)) return null;
      return { type, position, conversationId, messageId };
    }
    case 'conversation.read': {
      const { conversationId, readerId } = fields;
      if (!isId(conversationId) || !isId(readerId)) return null;
      return { type, position, conversationId, readerId };
    }
    case 'conversation.changed': {
      const { conversationId } = fields;
      return isId(conversationId) ? { type, position, conversationId } : null;
    }
    case 'message-reports.changed': {
      const { reportId } = fields;
      return isId(reportId) ? { type, position, reportId } : null;
    }
    case 'log.appended': {
      const event = logEntry(fields.event);
      return event === null ? null : { type, position, event };
    }
    default:
      // A newer server may send types this page does not know yet.
      return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Parses one message; null when it is not JSON or not a message we know. */
export function parseLiveMessage(text: string): LiveMessage | null {
  const parsed = parseJson(text);
  return isRecord(parsed) ? fromFields(parsed) : null;
}

/**
 * Parses one text frame from the hub: the messages of one event (or the hello), as an array,
 * so they arrive together or not at all. A lone message object is read as a frame of one.
 * Messages this page does not know are left out; the rest still apply.
 */
export function parseLiveFrame(text: string): LiveMessage[] {
  const parsed = parseJson(text);
  const items = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  return items.flatMap((item) => {
    const message = isRecord(item) ? fromFields(item) : null;
    return message === null ? [] : [message];
  });
}
