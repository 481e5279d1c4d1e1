import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { parseLiveFrame } from '../../shared/live-messages.js';
import type { ReplayProgressLiveMessage } from '../../shared/replay-progress.js';
import { send } from './live-delivery.js';
import type { LiveMessage, LiveNotice } from './live-messages.js';

type Sent = LiveMessage | LiveNotice;

/**
 * One message of every type the server may send, typed by the server's own types: a type added on
 * the server without a sample here does not compile, and one the web's parser cannot read fails.
 */
const EVERY_TYPE: { [T in Sent['type']]: Extract<Sent, { type: T }> } = {
  hello: { type: 'hello', position: 0 },
  resync: { type: 'resync', position: 3 },
  'nanny.status': {
    type: 'nanny.status',
    position: 4,
    nannyId: 'n1',
    status: 'rejected',
    rejectionReason: 'Blurry ID',
  },
  'nanny.background-check': {
    type: 'nanny.background-check',
    position: 5,
    nannyId: 'n1',
    status: 'verified',
    rejectionReason: null,
  },
  'nanny.cpr-first-aid': {
    type: 'nanny.cpr-first-aid',
    position: 6,
    nannyId: 'n1',
    status: 'verified',
    validUntil: '2027-05-01',
    rejectionReason: null,
  },
  'directory.changed': { type: 'directory.changed', position: 7, nannyId: 'n1' },
  'queue.changed': { type: 'queue.changed', position: 8, nannyId: 'n1' },
  'nanny.credential': { type: 'nanny.credential', position: 8, nannyId: 'n1', standing: 'lapsed' },
  'nanny.profile-change': {
    type: 'nanny.profile-change',
    position: 9,
    nannyId: 'n1',
    status: 'pending',
    rejectionReason: null,
  },
  'profile-changes.changed': { type: 'profile-changes.changed', position: 10, nannyId: 'n1' },
  'search.alert': {
    type: 'search.alert',
    position: 11,
    searchId: 's1',
    label: 'Mondays',
    nannyId: 'n1',
    nannyName: 'Nora Quinn',
  },
  'booking.changed': { type: 'booking.changed', position: 12, bookingId: 'b1', status: 'accepted' },
  'care-plan.changed': { type: 'care-plan.changed', position: 12, bookingId: 'b1' },
  'earnings.changed': { type: 'earnings.changed', position: 13, nannyId: 'n1', parentId: 'p1' },
  'payment.failed': {
    type: 'payment.failed',
    position: 13,
    chargeId: 'b1-session',
    bookingId: 'b1',
    failure: 'declined',
    totalCents: 5940,
  },
  'incident.changed': {
    type: 'incident.changed',
    position: 14,
    incidentId: 'i1',
    bookingId: 'b1',
    status: 'not_significant',
  },
  'review.changed': { type: 'review.changed', position: 14, bookingId: 'b1' },
  'message.received': {
    type: 'message.received',
    position: 15,
    conversationId: 'c1',
    messageId: 'm1',
  },
  'conversation.read': {
    type: 'conversation.read',
    position: 16,
    conversationId: 'c1',
    readerId: 'p1',
  },
  'conversation.changed': { type: 'conversation.changed', position: 17, conversationId: 'c1' },
  'message-reports.changed': { type: 'message-reports.changed', position: 18, reportId: 'r1' },
  'log.appended': {
    type: 'log.appended',
    position: 19,
    event: {
      position: 19,
      streamId: 'nanny-n1',
      streamType: 'nanny',
      type: 'NannyApproved',
      recordedAt: '2026-01-01T00:00:00.000Z',
    },
  },
  'review.revealed': { type: 'review.revealed', bookingId: 'b1' },
  'replay.progress': {
    type: 'replay.progress',
    runId: 'r1',
    state: 'folding',
    events: 120,
    total: 200,
    eventsPerSecond: 40,
    secondsLeft: 2,
  } satisfies ReplayProgressLiveMessage,
};

/** What the server's own send() writes on a socket. */
function wire(messages: Sent[]): string {
  const frames: string[] = [];
  const socket = { readyState: 1, OPEN: 1, send: (frame: string) => frames.push(frame) };
  send(socket as unknown as WebSocket, messages as LiveMessage[]);
  expect(frames).toHaveLength(1);
  return frames[0]!;
}

describe('live messages on the wire', () => {
  it('the web app reads every message the server sends, field for field', () => {
    const sent = Object.values(EVERY_TYPE);
    expect(parseLiveFrame(wire(sent))).toEqual(sent);
  });

  it('reads each type on its own, so one unread type cannot hide among the others', () => {
    for (const message of Object.values(EVERY_TYPE)) {
      expect(parseLiveFrame(wire([message])), message.type).toEqual([message]);
    }
  });
});
