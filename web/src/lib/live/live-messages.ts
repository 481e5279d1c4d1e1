// The messages the live hub at /ws sends, in frames of one event each. Each carries the log
// position of the event it came from (hello: the hub's position once any catch-up is sent).

export type LiveApprovalStatus = 'pending' | 'approved' | 'rejected';
export type LiveBackgroundCheckStatus = 'pending' | 'verified' | 'rejected';

/** A nanny's directory card, as parents see it. */
export interface LiveDirectoryNanny {
  id: string;
  fullName: string;
  bio: string;
  photoUrl: string | null;
  availabilitySummary: string;
}

export interface LiveLogEntry {
  position: number;
  streamId: string;
  streamType: string;
  type: string;
  recordedAt: string;
}

export type LiveMessage =
  | { type: 'hello'; position: number }
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
  | { type: 'directory.added'; position: number; nanny: LiveDirectoryNanny }
  | { type: 'directory.removed'; position: number; nannyId: string }
  | { type: 'queue.changed'; position: number; nannyId: string }
  | { type: 'log.appended'; position: number; event: LiveLogEntry };

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

function directoryNanny(value: unknown): LiveDirectoryNanny | null {
  if (!isRecord(value)) return null;
  const { id, fullName, bio, photoUrl, availabilitySummary } = value;
  if (!isId(id) || !isText(fullName) || !isText(bio)) return null;
  if (!(photoUrl === null || isText(photoUrl)) || !isText(availabilitySummary)) return null;
  return { id, fullName, bio, photoUrl, availabilitySummary };
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
  if (!isPosition(position)) return null;
  switch (type) {
    case 'hello':
      return { type, position };
    case 'nanny.status': {
      const { nannyId, status, rejectionReason } = fields;
      if (!isId(nannyId) || !isApprovalStatus(status) || !isReason(rejectionReason)) return null;
      return { type, position, nannyId, status, rejectionReason };
    }
    case 'nanny.background-check': {
      const { nannyId, status, rejectionReason } = fields;
      if (!isId(nannyId) || !isCheckStatus(status) || !isReason(rejectionReason)) return null;
      return { type, position, nannyId, status, rejectionReason };
    }
    case 'directory.added': {
      const nanny = directoryNanny(fields.nanny);
      return nanny === null ? null : { type, position, nanny };
    }
    case 'directory.removed':
    case 'queue.changed': {
      const { nannyId } = fields;
      return isId(nannyId) ? { type, position, nannyId } : null;
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
