// Messages between a parent and a nanny (docs/product.md, Messages): the rules and API shapes both
// the server and the web app use (STYLE.md "Rules both sides need"). No Node imports and no I/O
// here, so web/src can import this file through the `@shared` alias.

import { CONTACTS_HIDDEN_NOTE } from './contact-details.js';
import { hiddenCharactersProblem } from './plain-text.js';
import { formatNumber } from './numbers.js';

/** The longest message, in characters (code points). */
export const MESSAGE_MAX_LENGTH = 2000;
/** At most this many messages a minute per person; more gets 429 with how long to wait. */
export const MESSAGES_PER_MINUTE = 30;
/** The longest reason given when reporting a message. */
export const REPORT_REASON_MAX_LENGTH = 500;
/** Messages per page when a conversation is opened or scrolled up. */
export const MESSAGE_PAGE_SIZE = 30;

/** Exact UI text, shown by the web app and returned by the server. */
export const messageTexts = {
  empty: 'Please write a message.',
  tooLong: `Messages can be at most ${formatNumber(MESSAGE_MAX_LENGTH)} characters.`,
  contactsHidden: CONTACTS_HIDDEN_NOTE,
  cannotContact: 'You can no longer contact this person',
  reportReasonMissing: 'Please tell us why you are reporting this message.',
  reportSent: 'Thank you. Our team will review this message.',
  alreadyReported: 'You have already reported this message.',
  blocked: 'You blocked this person. They can no longer message you or request bookings from you.',
  unblocked: 'You unblocked this person.',
  seen: 'Seen',
  noConversations: 'No messages yet. A conversation starts with a booking request.',
} as const;

export type MessageRole = 'parent' | 'nanny';

export interface ConversationPerson {
  id: string;
  name: string;
  photoUrl: string | null;
  role: MessageRole;
}

/** One message as its reader may see it: masked until a booking between the two is accepted. */
export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  fromMe: boolean;
  /** Plain text; shown with line breaks, never as HTML. */
  text: string;
  /** True when contact details in it were hidden from this reader. */
  masked: boolean;
  sentAt: string;
  /** For my own messages: the other person has read it. */
  seen: boolean;
}

export interface ConversationSummary {
  id: string;
  other: ConversationPerson;
  lastMessage: { text: string; masked: boolean; fromMe: boolean; sentAt: string } | null;
  unreadCount: number;
  lastActivityAt: string;
  /** False when either side blocked the other (the reader is not told which). */
  canMessage: boolean;
  /** I blocked the other person (so I can unblock). */
  blockedByMe: boolean;
  /** A booking between the two was accepted: contact details are shown. */
  contactsShared: boolean;
}

/** GET /api/conversations */
export interface ConversationListResponse {
  conversations: ConversationSummary[];
  /** Unread messages across all conversations (the tab's badge). */
  unreadTotal: number;
}

/** GET /api/conversations/:conversationId/messages?before=<cursor> (newest page first). */
export interface MessagePageResponse {
  conversation: ConversationSummary;
  /** Oldest first within the page. */
  messages: MessageView[];
  /** Pass as `before` to load older messages; null when there are none. */
  olderCursor: string | null;
}

/** POST /api/conversations/:conversationId/messages { text, idempotencyKey } -> 201 */
export interface SendMessageResponse {
  message: MessageView;
}

export type ReportAction = 'dismiss' | 'warn' | 'suspend';
export type ReportStatus = 'open' | 'dismissed' | 'warned' | 'suspended';

/** GET /api/operator/message-reports (open first, then decided, newest first). */
export interface MessageReportView {
  id: string;
  conversationId: string;
  messageId: string;
  reason: string;
  reportedAt: string;
  status: ReportStatus;
  reporter: ConversationPerson;
  sender: ConversationPerson;
  /** The reported message as typed (operators see it unmasked). */
  messageText: string;
  decidedAt: string | null;
}

/** More exact texts (added by the server; existing keys unchanged). */
export const moderationTexts = {
  reportReasonTooLong: `Please keep the reason to ${REPORT_REASON_MAX_LENGTH} characters.`,
  reportNotYours: 'You can only report messages sent to you.',
  reportDecided: 'This report was already decided.',
  reportNotFound: 'Report not found.',
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  badCursor: 'This link to older messages is not valid. Please reload the conversation.',
  accountSuspended:
    'This account is suspended after a review of reported messages. Please contact support.',
  decided: {
    dismiss: 'Report dismissed.',
    warn: 'Report decided: the sender was warned by email.',
    suspend: "Report decided: the sender's account is suspended.",
  },
} as const;

/** 429 text: how long to wait before sending again. */
export const tooManyMessagesText = (seconds: number) =>
  `You are sending messages too quickly (at most ${MESSAGES_PER_MINUTE} a minute). Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

/** The problem with a message's text, or null when it can be sent. */
export function messageTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messageTexts.empty;
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) return messageTexts.tooLong;
  return hiddenCharactersProblem('Message', trimmed, 'text');
}

/** The problem with a report's reason, or null. */
export function reportReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return messageTexts.reportReasonMissing;
  if ([...trimmed].length > REPORT_REASON_MAX_LENGTH) return moderationTexts.reportReasonTooLong;
  return hiddenCharactersProblem('Reason', trimmed, 'text');
}

/**
 * One message of a reported conversation, as an operator reads it: unmasked (`masked`, `fromMe`
 * and `seen` are always false), with the reported one marked.
 */
export interface OperatorMessageView extends MessageView {
  /** The message this report is about. */
  reported: boolean;
}

/** GET /api/operator/message-reports/:reportId/conversation (the newest 500, oldest first). */
export interface ReportedConversationResponse {
  report: MessageReportView;
  parent: ConversationPerson;
  nanny: ConversationPerson;
  messages: OperatorMessageView[];
}
