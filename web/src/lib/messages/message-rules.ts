import { MESSAGE_MAX_LENGTH } from '@shared/messages';
import type { ConversationSummary, MessageView } from '@shared/messages';
import { formatNumber } from '@shared/numbers';

// Pure helpers of the Messages tab: counting, merging pages, who is new, what "Seen" marks.

/** The messages of the open conversation held so far, oldest first, and where older ones start. */
export interface HeldMessages {
  messages: MessageView[];
  olderCursor: string | null;
}

/** Characters as the server counts them (code points), so an emoji counts once. */
export const characterCount = (text: string): number => [...text].length;

/** "12 / 2,000 characters" under the compose box. */
export const characterCounter = (text: string): string =>
  `${formatNumber(characterCount(text))} / ${formatNumber(MESSAGE_MAX_LENGTH)} characters`;

/** What a tab's or a conversation's number means to a screen reader: "2 unread". */
export const unreadLabel = (count: number): string => `${count} unread`;

/** One copy of each message (the later copy wins: it knows "seen"), oldest first. */
function uniqueInOrder(messages: readonly MessageView[]): MessageView[] {
  const byId = new Map<string, MessageView>();
  for (const message of messages) {
    byId.delete(message.id);
    byId.set(message.id, message);
  }
  // A stable sort: messages of the same instant keep the order the server gave them.
  return [...byId.values()].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
}

/**
 * The newest page fetched again (a live message, a "Seen"): its messages replace their copies
 * and new ones join the end. When it does not reach what is held (many arrived meanwhile), it
 * replaces everything, so no gap is ever shown as if nothing were missing.
 */
export function withNewestPage(held: HeldMessages, page: HeldMessages): HeldMessages {
  const ids = new Set(held.messages.map((message) => message.id));
  const joins = page.messages.some((message) => ids.has(message.id));
  if (!joins && held.messages.length > 0 && page.olderCursor !== null) {
    return { messages: page.messages, olderCursor: page.olderCursor };
  }
  const olderCursor = held.messages.length === 0 ? page.olderCursor : held.olderCursor;
  return { messages: uniqueInOrder([...held.messages, ...page.messages]), olderCursor };
}

/** An older page (scrolling up) goes before what is held; its cursor leads further back. */
export function withOlderPage(held: HeldMessages, page: HeldMessages): HeldMessages {
  return {
    messages: uniqueInOrder([...page.messages, ...held.messages]),
    olderCursor: page.olderCursor,
  };
}

/** My last message, when the other person has read it: "Seen" goes under it. */
export function seenMessageId(messages: readonly MessageView[]): string | null {
  const mine = messages.findLast((message) => message.fromMe);
  return mine?.seen === true ? mine.id : null;
}

/** The other person's newest message: reading the conversation marks up to it. */
export function lastIncomingId(messages: readonly MessageView[]): string | null {
  return messages.findLast((message) => !message.fromMe)?.id ?? null;
}

/** The line under a name in the list: "You: See you at 9" or the other's words, on one line. */
export function previewText(summary: ConversationSummary): string {
  const last = summary.lastMessage;
  if (last === null) return '';
  const text = last.text.replace(/\s+/g, ' ').trim();
  return last.fromMe ? `You: ${text}` : text;
}

/** Newest activity first (the server's order, kept when a conversation is updated in place). */
export const byNewestActivity = (list: readonly ConversationSummary[]): ConversationSummary[] =>
  [...list].sort((a, b) => Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt));

/** The people whose unread count went up between two fetches of the list (to announce). */
export function newlyUnreadFrom(
  before: readonly ConversationSummary[],
  after: readonly ConversationSummary[],
): string[] {
  const previous = new Map(before.map((summary) => [summary.id, summary.unreadCount]));
  return after
    .filter((summary) => summary.unreadCount > (previous.get(summary.id) ?? 0))
    .map((summary) => summary.other.name);
}

/** "New message from Bea Baker" (or from several people at once). */
export function arrivalAnnouncement(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `New message from ${names[0]}`;
  return `New messages from ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The list once one conversation was read: its count is 0 and the total drops by it. */
export function listAfterRead(
  list: readonly ConversationSummary[],
  unreadTotal: number,
  conversationId: string,
): { conversations: ConversationSummary[]; unreadTotal: number } {
  const read = list.find((summary) => summary.id === conversationId)?.unreadCount ?? 0;
  return {
    conversations: list.map((summary) =>
      summary.id === conversationId ? { ...summary, unreadCount: 0 } : summary,
    ),
    unreadTotal: Math.max(0, unreadTotal - read),
  };
}

/** The same send again (after no answer) reuses its key; any other text is a new message. */
export const sendSignature = (conversationId: string, text: string) => `${conversationId}\n${text}`;
