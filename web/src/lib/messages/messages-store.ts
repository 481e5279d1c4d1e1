import { create } from 'zustand';
import type { ConversationSummary, MessageView } from '@shared/messages';
import { attemptFor, newIdempotencyKey, unsettledAfter } from '../idempotency-key';
import { latestRequest } from '../latest-request';
import { sameData } from '../same-data';
import type { Load, TabLoad } from '../load-state';
import type { Attempt } from '../idempotency-key';
import * as api from './messages-api';
import {
  arrivalAnnouncement,
  lastIncomingId,
  listAfterRead,
  newlyUnreadFrom,
  sendSignature,
  withNewestPage,
  withOlderPage,
} from './message-rules';

export interface OpenConversation {
  id: string;
  load: Load;
  /** The summary the last page came with (name, photo, canMessage, blockedByMe). */
  conversation: ConversationSummary | null;
  /** Oldest first. */
  messages: MessageView[];
  olderCursor: string | null;
  loadingOlder: boolean;
}

export interface MessagesState {
  listLoad: TabLoad;
  /** Newest activity first. */
  conversations: ConversationSummary[];
  /** The Messages tab's badge. */
  unreadTotal: number;
  open: OpenConversation | null;
  /**
   * The polite announcement of new messages ("New message from Bea Baker"), numbered so the same
   * words twice are announced twice.
   */
  announcement: { text: string; seq: number } | null;
  /** The tab's first look (or Try again): fetches the list showing "Loading". */
  loadList: () => Promise<void>;
  /** Fetches the list and the open conversation again, keeping what is shown. */
  refresh: () => Promise<void>;
  openConversation: (conversationId: string) => Promise<void>;
  closeConversation: () => void;
  /** Scrolling up: the page before the oldest message held. */
  loadOlder: () => Promise<void>;
  /** Sends the text to the open conversation; rejects with the server's refusal. */
  send: (text: string) => Promise<void>;
  /** Marks the open conversation read up to the other's newest message, once, if unread. */
  markRead: () => Promise<void>;
  /** Reports one of the other person's messages; rejects with the server's refusal. */
  report: (messageId: string, reason: string) => Promise<void>;
  /** Blocks (or unblocks) the other person of the open conversation. */
  setBlocked: (blocked: boolean) => Promise<void>;
  /** Live: a message arrived, a conversation was read, blocked or unblocked: refetch it. */
  applyConversationChange: (conversationId: string) => void;
  /** Forgets everything (another account may use this page next). */
  reset: () => void;
}

const empty = {
  listLoad: 'idle' as TabLoad,
  conversations: [],
  unreadTotal: 0,
  open: null,
  announcement: null,
};

export const useMessagesStore = create<MessagesState>()((set, get) => {
  // Only the newest fetch of the list, and of the open conversation, may land.
  const latestList = latestRequest();
  const latestPage = latestRequest();
  let unsettled: Attempt | null = null;
  const readSent = new Set<string>();

  const fetchList = async (quiet: boolean) => {
    if (!quiet) set({ listLoad: 'loading' });
    await latestList.run(
      api.fetchConversations,
      ({ conversations, unreadTotal }) => {
        const before = get().conversations;
        const shown = { conversations: before, unreadTotal: get().unreadTotal };
        if (get().listLoad === 'ready' && sameData(shown, { conversations, unreadTotal })) return;
        const arrived = get().listLoad === 'ready' ? newlyUnreadFrom(before, conversations) : [];
        const text = arrivalAnnouncement(arrived);
        const seq = (get().announcement?.seq ?? 0) + 1;
        set({
          listLoad: 'ready',
          conversations,
          unreadTotal,
          ...(text === null ? {} : { announcement: { text, seq } }),
        });
      },
      quiet ? undefined : () => set({ listLoad: 'failed' }),
    );
  };

  const patchOpen = (conversationId: string, patch: Partial<OpenConversation>) => {
    const open = get().open;
    if (open?.id === conversationId) set({ open: { ...open, ...patch } });
  };

  /** The newest page of the open conversation, merged into what is held. */
  const fetchNewest = async (conversationId: string, quiet: boolean) => {
    if (!quiet) patchOpen(conversationId, { load: 'loading' });
    await latestPage.run(
      () => api.fetchMessagePage(conversationId),
      (page) => {
        const open = get().open;
        if (open?.id !== conversationId) return;
        const held = open.load === 'ready' ? open : { messages: [], olderCursor: null };
        set({
          open: {
            ...open,
            ...withNewestPage(held, page),
            load: 'ready',
            conversation: page.conversation,
          },
        });
      },
      quiet ? undefined : () => patchOpen(conversationId, { load: 'failed' }),
    );
  };

  const refreshOpen = () => {
    const open = get().open;
    return open === null ? Promise.resolve() : fetchNewest(open.id, open.load !== 'failed');
  };

  return {
    ...empty,
    loadList: () => fetchList(false),
    refresh: async () => {
      if (get().listLoad === 'idle') return;
      await Promise.all([fetchList(get().listLoad !== 'failed'), refreshOpen()]);
    },
    openConversation: async (conversationId) => {
      const open = get().open;
      // The one already shown is brought up to date where it is (no flash of "Loading").
      if (open?.id === conversationId && open.load === 'ready') {
        return fetchNewest(conversationId, true);
      }
      unsettled = null;
      set({
        open: {
          id: conversationId,
          load: 'loading',
          conversation: get().conversations.find((c) => c.id === conversationId) ?? null,
          messages: [],
          olderCursor: null,
          loadingOlder: false,
        },
      });
      await fetchNewest(conversationId, false);
    },
    closeConversation: () => {
      latestPage.drop();
      set({ open: null });
    },
    loadOlder: async () => {
      const open = get().open;
      if (open?.load !== 'ready' || open.olderCursor === null || open.loadingOlder) return;
      patchOpen(open.id, { loadingOlder: true });
      try {
        const page = await api.fetchMessagePage(open.id, open.olderCursor);
        const now = get().open;
        if (now?.id === open.id) set({ open: { ...now, ...withOlderPage(now, page) } });
      } catch {
        // The older messages stay reachable: scrolling up (or the button) asks again.
      } finally {
        patchOpen(open.id, { loadingOlder: false });
      }
    },
    send: async (text) => {
      const open = get().open;
      if (open === null) return;
      const attempt = attemptFor(unsettled, sendSignature(open.id, text), newIdempotencyKey);
      unsettled = attempt;
      try {
        const { message } = await api.sendMessage(open.id, text, attempt.key);
        unsettled = null;
        const now = get().open;
        if (now?.id === open.id) {
          const held = withNewestPage(now, { messages: [message], olderCursor: null });
          set({ open: { ...now, messages: held.messages } });
        }
      } catch (error) {
        unsettled = unsettledAfter(attempt, error);
        throw error;
      }
      // The message is sent whatever becomes of these fetches.
      void fetchList(true);
    },
    markRead: async () => {
      const open = get().open;
      if (open?.load !== 'ready') return;
      const unread = open.conversation?.unreadCount ?? 0;
      const upTo = lastIncomingId(open.messages);
      const key = `${open.id}\n${upTo}`;
      if (unread === 0 || upTo === null || readSent.has(key)) return;
      readSent.add(key);
      try {
        await api.markRead(open.id, upTo);
      } catch {
        readSent.delete(key);
        return;
      }
      const { conversations, unreadTotal } = get();
      set(listAfterRead(conversations, unreadTotal, open.id));
      const now = get().open;
      if (now?.id === open.id && now.conversation !== null) {
        set({ open: { ...now, conversation: { ...now.conversation, unreadCount: 0 } } });
      }
      void fetchList(true);
    },
    report: async (messageId, reason) => {
      const open = get().open;
      if (open === null) return;
      await api.reportMessage(open.id, messageId, reason);
    },
    setBlocked: async (blocked) => {
      const open = get().open;
      if (open === null) return;
      await (blocked ? api.blockPerson(open.id) : api.unblockPerson(open.id));
      await Promise.all([fetchList(true), fetchNewest(open.id, true)]);
    },
    applyConversationChange: (conversationId) => {
      if (get().listLoad === 'idle') return;
      void fetchList(true);
      if (get().open?.id === conversationId) void fetchNewest(conversationId, true);
    },
    reset: () => {
      latestList.drop();
      latestPage.drop();
      unsettled = null;
      readSent.clear();
      set(empty);
    },
  };
});
