import { describe, expect, it } from 'vitest';
import type { ConversationSummary, MessageView } from '@shared/messages';
import {
  arrivalAnnouncement,
  characterCounter,
  lastIncomingId,
  listAfterRead,
  newlyUnreadFrom,
  previewText,
  seenMessageId,
  sendSignature,
  withNewestPage,
  withOlderPage,
} from './message-rules';
import { messageView } from '../../testing/fixtures';

const message = messageView;

const summary = (id: string, unreadCount: number, name = `Person ${id}`): ConversationSummary => ({
  id,
  other: { id: `u-${id}`, name, photoUrl: null, role: 'nanny' },
  lastMessage: { text: 'Hi', masked: false, fromMe: false, sentAt: '2026-01-01T09:00:00.000Z' },
  unreadCount,
  lastActivityAt: '2026-01-01T09:00:00.000Z',
  canMessage: true,
  blockedByMe: false,
  contactsShared: false,
});

const ids = (messages: MessageView[]) => messages.map((item) => item.id);

describe('the compose counter', () => {
  it('counts characters as the server does, an emoji once', () => {
    expect(characterCounter('')).toBe('0 / 2,000 characters');
    expect(characterCounter('Hi 👋')).toBe('4 / 2,000 characters');
    expect(characterCounter('x'.repeat(2001))).toBe('2,001 / 2,000 characters');
  });
});

describe('merging pages of a conversation', () => {
  it('adds new messages at the end and takes the newer copy of one held (seen)', () => {
    const held = { messages: [message('a', 1), message('b', 2, true)], olderCursor: 'older' };
    const page = { messages: [message('b', 2, true, true), message('c', 3)], olderCursor: 'x' };
    const merged = withNewestPage(held, page);
    expect(ids(merged.messages)).toEqual(['a', 'b', 'c']);
    expect(merged.messages[1]?.seen).toBe(true);
    expect(merged.olderCursor).toBe('older');
  });

  it('replaces what is held when the newest page does not reach it (no hidden gap)', () => {
    const held = { messages: [message('a', 1)], olderCursor: null };
    const page = { messages: [message('y', 40), message('z', 41)], olderCursor: 'cursor-y' };
    expect(withNewestPage(held, page)).toEqual(page);
  });

  it('takes the first page whole, with its cursor', () => {
    const page = { messages: [message('a', 1)], olderCursor: 'c' };
    expect(withNewestPage({ messages: [], olderCursor: null }, page)).toEqual(page);
  });

  it('puts an older page before what is held, following its cursor further back', () => {
    const held = { messages: [message('c', 3), message('d', 4)], olderCursor: 'c' };
    const older = withOlderPage(held, {
      messages: [message('a', 1), message('b', 2)],
      olderCursor: null,
    });
    expect(ids(older.messages)).toEqual(['a', 'b', 'c', 'd']);
    expect(older.olderCursor).toBeNull();
  });
});

describe('"Seen" and reading', () => {
  it('marks my last message once it is seen, and no other', () => {
    expect(seenMessageId([message('a', 1, true, true), message('b', 2, true, false)])).toBeNull();
    expect(seenMessageId([message('a', 1, true, true), message('b', 2)])).toBe('a');
    expect(seenMessageId([message('a', 1)])).toBeNull();
  });

  it("reads up to the other person's newest message", () => {
    expect(lastIncomingId([message('a', 1), message('b', 2, true)])).toBe('a');
    expect(lastIncomingId([message('b', 2, true)])).toBeNull();
  });

  it('takes a read conversation out of the total', () => {
    const after = listAfterRead([summary('c1', 2), summary('c2', 1)], 3, 'c1');
    expect(after.unreadTotal).toBe(1);
    expect(after.conversations.map((item) => item.unreadCount)).toEqual([0, 1]);
    expect(listAfterRead([summary('c1', 0)], 0, 'c9').unreadTotal).toBe(0);
  });
});

describe('the list', () => {
  it('previews the last message on one line, mine marked', () => {
    const mine = {
      ...summary('c1', 0),
      lastMessage: { text: 'See you\nat 9', masked: false, fromMe: true, sentAt: '' },
    };
    expect(previewText(mine)).toBe('You: See you at 9');
    expect(previewText(summary('c1', 0))).toBe('Hi');
    expect(previewText({ ...summary('c1', 0), lastMessage: null })).toBe('');
  });

  it('announces who sent new messages between two fetches', () => {
    const before = [summary('c1', 0, 'Bea Baker'), summary('c2', 1, 'Nora Quinn')];
    const after = [
      summary('c1', 1, 'Bea Baker'),
      summary('c2', 1, 'Nora Quinn'),
      summary('c3', 2, 'Ivy Lee'),
    ];
    const names = newlyUnreadFrom(before, after);
    expect(names).toEqual(['Bea Baker', 'Ivy Lee']);
    expect(arrivalAnnouncement(names)).toBe('New messages from Bea Baker and Ivy Lee');
    expect(arrivalAnnouncement(['Bea Baker'])).toBe('New message from Bea Baker');
    expect(arrivalAnnouncement([])).toBeNull();
  });

  it('gives the same send the same signature, another text or conversation another', () => {
    expect(sendSignature('c1', 'Hi')).toBe(sendSignature('c1', 'Hi'));
    expect(sendSignature('c1', 'Hi')).not.toBe(sendSignature('c2', 'Hi'));
    expect(sendSignature('c1', 'Hi')).not.toBe(sendSignature('c1', 'Hi!'));
  });
});
