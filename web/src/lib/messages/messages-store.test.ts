import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ConversationListResponse,
  ConversationSummary,
  MessagePageResponse,
  MessageView,
  SendMessageResponse,
} from '@shared/messages';
import { ApiError } from '../api-client';
import { messageView } from '../../testing/fixtures';

const api = vi.hoisted(() => ({
  fetchConversations: vi.fn<() => Promise<ConversationListResponse>>(),
  fetchMessagePage: vi.fn<(id: string, before?: string | null) => Promise<MessagePageResponse>>(),
  sendMessage: vi.fn<(id: string, text: string, key: string) => Promise<SendMessageResponse>>(),
  markRead: vi.fn<(id: string, upTo: string) => Promise<unknown>>(),
  reportMessage: vi.fn<(id: string, messageId: string, reason: string) => Promise<unknown>>(),
  blockPerson: vi.fn<(id: string) => Promise<unknown>>(),
  unblockPerson: vi.fn<(id: string) => Promise<unknown>>(),
}));
vi.mock('./messages-api', () => api);

const { useMessagesStore } = await import('./messages-store');
const store = () => useMessagesStore.getState();

const message = messageView;

const summary = (unreadCount: number): ConversationSummary => ({
  id: 'c1',
  other: { id: 'them', name: 'Bea Baker', photoUrl: null, role: 'nanny' },
  lastMessage: null,
  unreadCount,
  lastActivityAt: '2026-01-01T09:00:00.000Z',
  canMessage: true,
  blockedByMe: false,
  contactsShared: false,
});

const list = (unread: number): ConversationListResponse => ({
  conversations: [summary(unread)],
  unreadTotal: unread,
});
const page = (messages: MessageView[], unread = 0, olderCursor: string | null = null) => ({
  conversation: summary(unread),
  messages,
  olderCursor,
});

beforeEach(() => store().reset());
afterEach(() => vi.resetAllMocks());

describe('the messages store', () => {
  it('loads the list with its unread total, and announces a newly unread conversation', async () => {
    api.fetchConversations.mockResolvedValueOnce(list(0));
    await store().loadList();
    expect(store().unreadTotal).toBe(0);
    expect(store().announcement).toBeNull();
    api.fetchConversations.mockResolvedValueOnce(list(2));
    store().applyConversationChange('c9');
    await vi.waitFor(() => expect(store().unreadTotal).toBe(2));
    expect(store().announcement?.text).toBe('New message from Bea Baker');
  });

  it('brings the conversation already open up to date without showing "Loading"', async () => {
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1)]));
    await store().openConversation('c1');
    api.fetchMessagePage.mockReturnValueOnce(new Promise(() => {}));
    void store().openConversation('c1');
    expect(store().open?.load).toBe('ready');
    expect(store().open?.messages.map((item) => item.id)).toEqual(['a']);
  });

  it('ignores live changes before the tab has loaded', () => {
    store().applyConversationChange('c1');
    expect(api.fetchConversations).not.toHaveBeenCalled();
  });

  it('opens a conversation, marks it read once, and takes it out of the total', async () => {
    api.fetchConversations.mockResolvedValue(list(1));
    await store().loadList();
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1), message('b', 2, true)], 1));
    await store().openConversation('c1');
    api.markRead.mockResolvedValue({});
    api.fetchConversations.mockResolvedValue(list(0));
    await store().markRead();
    await store().markRead();
    expect(api.markRead).toHaveBeenCalledTimes(1);
    expect(api.markRead).toHaveBeenCalledWith('c1', 'a');
    expect(store().unreadTotal).toBe(0);
    expect(store().open?.conversation?.unreadCount).toBe(0);
  });

  it('does not mark a conversation with nothing unread', async () => {
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1)], 0));
    await store().openConversation('c1');
    await store().markRead();
    expect(api.markRead).not.toHaveBeenCalled();
  });

  it('loads older messages before the held ones', async () => {
    api.fetchMessagePage.mockResolvedValueOnce(page([message('c', 3)], 0, 'cur'));
    await store().openConversation('c1');
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1), message('b', 2)]));
    await store().loadOlder();
    expect(api.fetchMessagePage).toHaveBeenLastCalledWith('c1', 'cur');
    expect(store().open?.messages.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(store().open?.olderCursor).toBeNull();
    await store().loadOlder();
    expect(api.fetchMessagePage).toHaveBeenCalledTimes(2);
  });

  it('sends with one key per message, the same key again after no answer', async () => {
    api.fetchMessagePage.mockResolvedValueOnce(page([]));
    await store().openConversation('c1');
    api.fetchConversations.mockResolvedValue(list(0));
    api.sendMessage.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    await expect(store().send('Hello')).rejects.toThrow('offline');
    api.sendMessage.mockResolvedValueOnce({ message: message('m1', 5, true) });
    await store().send('Hello');
    const [first, second] = api.sendMessage.mock.calls;
    expect(second?.[2]).toBe(first?.[2]);
    expect(store().open?.messages.map((item) => item.id)).toEqual(['m1']);

    api.sendMessage.mockResolvedValueOnce({ message: message('m2', 6, true) });
    await store().send('Hello');
    expect(api.sendMessage.mock.calls[2]?.[2]).not.toBe(first?.[2]);
  });

  it('a refusal (429) is not retried with the same key', async () => {
    api.fetchMessagePage.mockResolvedValueOnce(page([]));
    await store().openConversation('c1');
    api.sendMessage.mockRejectedValueOnce(
      new ApiError(429, 'rate_limited', 'Please wait 20 seconds.'),
    );
    await expect(store().send('Hi')).rejects.toThrow('Please wait 20 seconds.');
    api.sendMessage.mockResolvedValueOnce({ message: message('m1', 5, true) });
    api.fetchConversations.mockResolvedValue(list(0));
    await store().send('Hi');
    expect(api.sendMessage.mock.calls[1]?.[2]).not.toBe(api.sendMessage.mock.calls[0]?.[2]);
  });

  it('a live change to the open conversation brings its newest page in', async () => {
    api.fetchConversations.mockResolvedValue(list(0));
    await store().loadList();
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1, true)]));
    await store().openConversation('c1');
    api.fetchConversations.mockResolvedValue(list(1));
    api.fetchMessagePage.mockResolvedValueOnce(page([message('a', 1, true), message('b', 2)], 1));
    store().applyConversationChange('c1');
    await vi.waitFor(() =>
      expect(store().open?.messages.map((item) => item.id)).toEqual(['a', 'b']),
    );
  });

  it('blocks, then fetches the list and the conversation again', async () => {
    api.fetchMessagePage.mockResolvedValue(page([]));
    await store().openConversation('c1');
    api.blockPerson.mockResolvedValue({});
    api.fetchConversations.mockResolvedValue(list(0));
    await store().setBlocked(true);
    expect(api.blockPerson).toHaveBeenCalledWith('c1');
    expect(api.fetchMessagePage).toHaveBeenCalledTimes(2);
  });
});
