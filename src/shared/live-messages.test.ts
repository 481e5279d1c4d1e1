import { describe, expect, it } from 'vitest';
import { parseLiveFrame, parseLiveMessage } from './live-messages.js';

const text = (value: unknown) => JSON.stringify(value);

describe('reading live messages', () => {
  it('reads every message type of the contract', () => {
    const messages = [
      { type: 'hello', position: 0 },
      { type: 'resync', position: 6 },
      {
        type: 'nanny.status',
        position: 7,
        nannyId: 'n1',
        status: 'approved',
        rejectionReason: null,
      },
      {
        type: 'nanny.status',
        position: 8,
        nannyId: 'n1',
        status: 'rejected',
        rejectionReason: 'Blurry ID',
      },
      {
        type: 'nanny.background-check',
        position: 9,
        nannyId: 'n1',
        status: 'verified',
        rejectionReason: null,
      },
      {
        type: 'nanny.cpr-first-aid',
        position: 10,
        nannyId: 'n1',
        status: 'verified',
        validUntil: '2027-05-01',
        rejectionReason: null,
      },
      {
        type: 'search.alert',
        position: 11,
        searchId: 's1',
        label: 'Mondays',
        nannyId: 'n1',
        nannyName: 'Nora Quinn',
      },
      { type: 'directory.changed', position: 12, nannyId: 'n1' },
      { type: 'queue.changed', position: 13, nannyId: 'n1' },
      {
        type: 'nanny.profile-change',
        position: 16,
        nannyId: 'n1',
        status: 'rejected',
        rejectionReason: 'A photo of you, please.',
      },
      { type: 'profile-changes.changed', position: 17, nannyId: 'n1' },
      { type: 'booking.changed', position: 18, bookingId: 'b1', status: 'accepted' },
      { type: 'earnings.changed', position: 19, nannyId: 'n1', parentId: 'p1' },
      {
        type: 'incident.changed',
        position: 21,
        incidentId: 'i1',
        bookingId: 'b1',
        status: 'open',
      },
      { type: 'message.received', position: 22, conversationId: 'c1', messageId: 'm1' },
      { type: 'conversation.read', position: 23, conversationId: 'c1', readerId: 'u2' },
      { type: 'conversation.changed', position: 24, conversationId: 'c1' },
      { type: 'message-reports.changed', position: 25, reportId: 'r1' },
      {
        type: 'log.appended',
        position: 14,
        event: {
          position: 14,
          streamId: 'nanny-n1',
          streamType: 'nanny',
          type: 'NannyApproved',
          recordedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    ];
    for (const message of messages) expect(parseLiveMessage(text(message))).toEqual(message);
  });

  it('keeps only the fields of the contract', () => {
    const parsed = parseLiveMessage(
      text({ type: 'directory.changed', position: 3, nannyId: 'n1', zip: '10001' }),
    );
    expect(parsed).toEqual({ type: 'directory.changed', position: 3, nannyId: 'n1' });
  });

  it('ignores types it does not know, so a newer server cannot break the page', () => {
    expect(parseLiveMessage(text({ type: 'booking.requested', position: 5, id: 'b1' }))).toBeNull();
    expect(parseLiveMessage(text({ position: 5 }))).toBeNull();
  });

  it('ignores what is not JSON or not an object', () => {
    for (const raw of ['', 'not json', '[]', '"hello"', 'null', '42', '{"type":"hello"']) {
      expect(parseLiveMessage(raw)).toBeNull();
    }
  });

  it('ignores a message without a whole, non-negative position', () => {
    for (const position of [undefined, null, '7', -1, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(parseLiveMessage(text({ type: 'hello', position }))).toBeNull();
    }
  });

  it('ignores a message whose fields have the wrong shape', () => {
    const broken = [
      {
        type: 'nanny.status',
        position: 1,
        nannyId: 'n1',
        status: 'verified',
        rejectionReason: null,
      },
      { type: 'nanny.status', position: 1, nannyId: '', status: 'approved', rejectionReason: null },
      { type: 'nanny.status', position: 1, nannyId: 'n1', status: 'approved' },
      {
        type: 'nanny.background-check',
        position: 1,
        nannyId: 'n1',
        status: 'approved',
        rejectionReason: null,
      },
      { type: 'directory.changed', position: 1 },
      { type: 'search.alert', position: 1, searchId: 's1', label: 'x', nannyId: 'n1' },
      {
        type: 'nanny.cpr-first-aid',
        position: 1,
        nannyId: 'n1',
        status: 'approved',
        validUntil: null,
        rejectionReason: null,
      },
      { type: 'queue.changed', position: 1, nannyId: 7 },
      { type: 'booking.changed', position: 1, bookingId: 'b1' },
      { type: 'booking.changed', position: 1, bookingId: '', status: 'accepted' },
      { type: 'earnings.changed', position: 1, parentId: 'p1' },
      { type: 'earnings.changed', position: 1, nannyId: 'n1', parentId: 3 },
      // A ledger line is always of a session, so the server always names its parent.
      { type: 'earnings.changed', position: 1, nannyId: 'n1', parentId: null },
      {
        type: 'incident.changed',
        position: 1,
        incidentId: 'i1',
        bookingId: 'b1',
        status: 'closed',
      },
      { type: 'incident.changed', position: 1, incidentId: 'i1', status: 'open' },
      { type: 'incident.changed', position: 1, incidentId: '', bookingId: 'b1', status: 'open' },
      { type: 'log.appended', position: 1, event: { position: 1, streamId: 's' } },
      { type: 'message.received', position: 1, conversationId: 'c1' },
      { type: 'message.received', position: 1, conversationId: '', messageId: 'm1' },
      { type: 'conversation.read', position: 1, conversationId: 'c1', readerId: 5 },
      { type: 'conversation.changed', position: 1 },
      { type: 'message-reports.changed', position: 1, reportId: null },
    ];
    for (const message of broken) expect(parseLiveMessage(text(message))).toBeNull();
  });

  it("reads a frame as the list of one event's messages, leaving out what it does not know", () => {
    const frame = [
      { type: 'log.appended', position: 3, event: { position: 3, streamId: 's' } },
      { type: 'queue.changed', position: 3, nannyId: 'n1' },
      { type: 'booking.requested', position: 3 },
    ];
    expect(parseLiveFrame(text(frame))).toEqual([
      { type: 'queue.changed', position: 3, nannyId: 'n1' },
    ]);
    expect(parseLiveFrame(text({ type: 'hello', position: 2 }))).toEqual([
      { type: 'hello', position: 2 },
    ]);
    for (const raw of ['', 'not json', '[]', '"hello"', 'null', '[1, "x"]']) {
      expect(parseLiveFrame(raw)).toEqual([]);
    }
  });

  it("reads a replay's progress, which names no position, and refuses a broken one", () => {
    const progress = {
      type: 'replay.progress',
      runId: 'r1',
      state: 'folding',
      events: 120_000,
      total: 200_000,
      eventsPerSecond: 45_000,
      secondsLeft: 2,
    };
    expect(parseLiveMessage(text(progress))).toEqual(progress);
    expect(parseLiveMessage(text({ ...progress, state: 'cancelled', secondsLeft: null }))).toEqual({
      ...progress,
      state: 'cancelled',
      secondsLeft: null,
    });
    for (const broken of [
      { ...progress, runId: '' },
      { ...progress, state: 'paused' },
      { ...progress, events: -1 },
      { ...progress, total: '200000' },
      { ...progress, eventsPerSecond: 1.5 },
      { ...progress, secondsLeft: undefined },
    ]) {
      expect(parseLiveMessage(text(broken))).toBeNull();
    }
  });
});
